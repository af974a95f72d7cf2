#include "referee_controls.h"

#include <algorithm>

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QUndoStack>

#include <fray/game/game.h>

#include "battle_session.h"

namespace fray::app {
namespace {

const char* shapeName(map::BaseShape shape) {
  switch (shape) {
    case map::BaseShape::Round:
      return "round";
    case map::BaseShape::Square:
      return "square";
    default:
      return "rectangle";
  }
}

// The statuses set_status can give back to a relocated figure.
std::vector<std::pair<const char*, bool>> statusesOf(const game::Figure& f) {
  return {{"hidden", f.status.hidden},       {"shield_wall", f.status.shield_wall},
          {"recoiling", f.status.recoiling}, {"waiting", f.status.waiting},
          {"has_moved", f.status.has_moved}, {"has_shot", f.status.has_shot}};
}

}  // namespace

nlohmann::json placedCopy(const game::Game& game, const game::Figure& f, int new_id, QPointF to) {
  nlohmann::json j = {{"id", new_id},
                      {"side", game.state().sides[static_cast<std::size_t>(f.side)].id},
                      {"name", f.spec.name},
                      {"species", f.spec.species},
                      {"class", f.spec.figure_class},
                      {"armour", f.spec.worn_armour},
                      {"melee_weapon", f.melee_weapon},
                      {"position", {to.x(), to.y()}},
                      {"facing_deg", f.placement.facing_deg},
                      {"base",
                       {{"shape", shapeName(f.base.shape)},
                        {"width_cm", f.base.width_cm},
                        {"depth_cm", f.base.depth_cm}}}};
  if (f.spec.mount == rules::TroopType::Cavalry) j["mount"] = "cavalry";
  if (f.spec.mount == rules::TroopType::MountedFoot) j["mount"] = "mounted_foot";
  if (!f.missile_weapon.empty()) j["missile_weapon"] = f.missile_weapon;
  if (f.status.ammunition) j["ammunition"] = *f.status.ammunition;
  if (f.leadership) j["leadership"] = f.leadership;
  if (f.spec.elite) j["elite"] = true;
  if (f.spec.strong_individual) j["strong"] = true;
  if (f.spec.melee_die) j["melee_die"] = *f.spec.melee_die;
  if (f.ai.arch_foe) j["arch_foe"] = true;
  if (!f.ai.tactic.empty()) j["tactic"] = f.ai.tactic;
  if (!f.ai.order.empty()) j["order"] = f.ai.order;
  return j;
}

RefereeControls::RefereeControls(BattleSession* session, QWidget* window)
    : QObject(window), session_(session), window_(window) {
  remove_ = new QAction(tr("Remove Figure (Referee)"), this);
  remove_->setObjectName(QStringLiteral("refereeRemove"));
  remove_->setShortcut(QKeySequence::Delete);
  remove_->setToolTip(tr("Take the selected figure off the table (referee mode; %1)")
                          .arg(remove_->shortcut().toString(QKeySequence::NativeText)));
  remove_->setStatusTip(remove_->toolTip());
  connect(remove_, &QAction::triggered, this, [this] { removeFigure(selected_); });
  reseed_ = new QAction(tr("Reseed Dice..."), this);
  reseed_->setObjectName(QStringLiteral("refereeReseed"));
  reseed_->setToolTip(tr("Seed the game's dice anew (referee mode)"));
  reseed_->setStatusTip(reseed_->toolTip());
  connect(reseed_, &QAction::triggered, this, &RefereeControls::chooseSeed);
  setRefereeMode(false);
}

void RefereeControls::setRefereeMode(bool on) {
  on_ = on;
  remove_->setEnabled(on);
  reseed_->setEnabled(on);
}

bool RefereeControls::submit(const nlohmann::json& payload, const char* name) {
  const game::Outcome outcome = session_->submit({name, payload});
  if (outcome.accepted()) return true;
  last_refusal_ = QString::fromStdString(outcome.refusal->message);
  emit refused(last_refusal_);
  return false;
}

bool RefereeControls::removeFigure(int id) {
  if (!on_ || !session_->hasGame() || id < 0) return false;
  return submit({{"figure", id}}, "remove");
}

bool RefereeControls::reseed(std::uint64_t seed) {
  if (!on_ || !session_->hasGame()) return false;
  return submit({{"seed", seed}}, "reseed");
}

void RefereeControls::chooseSeed() {
  if (!session_->hasGame()) return;
  std::optional<std::uint64_t> seed;
  if (seed_prompt_) {
    seed = seed_prompt_();
  } else {
    bool ok = false;
    const QString text = QInputDialog::getText(
        window_, tr("Reseed Dice"), tr("New seed for the dice (a whole number):"),
        QLineEdit::Normal, QString::number(session_->seed()), &ok);
    bool number = false;
    const qulonglong value = text.trimmed().toULongLong(&number);
    if (ok && number) seed = value;
    if (ok && !number) emit refused(tr("The seed must be a whole number."));
  }
  if (seed) reseed(*seed);
}

std::optional<QString> RefereeControls::placeRefusal(const game::Figure& f, QPointF to) const {
  const game::Game& game = *session_->game();
  map::Placement at = f.placement;
  at.centre = game.field().snap({to.x(), to.y()});
  const game::Footprint here{f.base, at};
  if (!game.field().on_table(here)) return tr("That place is off the table.");
  if (const auto feature =
          game.field().impassable_under(here, f.spec.mount != rules::TroopType::Foot))
    return tr("That place is on %1, impassable ground.").arg(QString::fromStdString(*feature));
  for (const game::Figure& other : game.state().figures)
    if (other.alive && other.id != f.id &&
        game.field().overlaps(here, game::Footprint{other.base, other.placement}))
      return tr("%1 already stands there.").arg(QString::fromStdString(other.spec.name));
  return std::nullopt;
}

int RefereeControls::relocate(int id, QPointF to) {
  last_refusal_.clear();
  if (!on_ || !session_->hasGame()) return -1;
  const game::Game& game = *session_->game();
  const game::Figure* found = game.state().find(id);
  if (!found || !found->alive) return -1;
  const game::Figure f = *found;  // the state changes under the commands below
  if (const auto why = placeRefusal(f, to)) {
    last_refusal_ = *why;
    emit refused(*why);
    return -1;
  }
  int new_id = 0;
  for (const game::Figure& other : game.state().figures) new_id = std::max(new_id, other.id + 1);
  const nlohmann::json copy = placedCopy(game, f, new_id, to);
  QUndoStack* undo = session_->undoStack();
  undo->beginMacro(tr("Referee: put %1 elsewhere").arg(QString::fromStdString(f.spec.name)));
  bool ok = submit({{"figure", id}}, "remove") && submit({{"figure", copy}}, "place");
  if (ok && f.wounds > 0) ok = submit({{"figure", new_id}, {"count", f.wounds}}, "wound");
  for (const auto& [status, value] : statusesOf(f))
    if (ok && value)
      ok = submit({{"figure", new_id}, {"status", status}, {"value", true}}, "set_status");
  undo->endMacro();
  if (ok) return new_id;
  undo->undo();  // a part was refused: take back the parts that went through
  return -1;
}

void RefereeControls::addToMenu(QMenu& menu, int id) {
  if (!on_) return;
  menu.addSeparator();
  QAction* remove = menu.addAction(tr("Remove (Referee)"));
  remove->setObjectName(QStringLiteral("refereeRemoveFigure"));
  connect(remove, &QAction::triggered, this, [this, id] { removeFigure(id); });
}

}  // namespace fray::app
