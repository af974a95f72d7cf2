#include "docks/referee_controls.h"

#include <algorithm>

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QUndoStack>

#include <fray/game/game.h>

#include "session/battle_session.h"

namespace fray::app {

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
  // The game's own check of the edit the drop would send: the window holds no rules of its own.
  const auto refusal =
      session_->game()->check({"edit", {{"figure", f.id}, {"position", {to.x(), to.y()}}}});
  if (!refusal) return std::nullopt;
  return QString::fromStdString(refusal->message);
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
  // One referee edit keeps the figure's id, wounds, statuses and posture as they were.
  return submit({{"figure", id}, {"position", {to.x(), to.y()}}}, "edit") ? id : -1;
}

void RefereeControls::addToMenu(QMenu& menu, int id) {
  if (!on_) return;
  menu.addSeparator();
  QAction* remove = menu.addAction(tr("Remove (Referee)"));
  remove->setObjectName(QStringLiteral("refereeRemoveFigure"));
  connect(remove, &QAction::triggered, this, [this, id] { removeFigure(id); });
}

}  // namespace fray::app
