// The referee dock's seed 004 aids beyond the deck and portals: fire (seed 004, "Fire"),
// spotting (seed 004, "Visibility") and prisoners (seed 004, "Prisoners"). Each button asks the
// game's check with the command it would send, so it is enabled only when the game would accept
// it and its tooltip gives the game's reason when it would not.
#include <algorithm>
#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <fray/game/state/figure.h>

#include "docks/referee_dock.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {

QPushButton* button(const QString& text, const QString& object_name) {
  auto* b = new QPushButton(text);
  b->setObjectName(object_name);
  return b;
}

QComboBox* combo(const QString& object_name) {
  auto* c = new QComboBox;
  c->setObjectName(object_name);
  return c;
}

QString figureName(const game::Figure& f) {
  return QStringLiteral("#%1 %2").arg(f.id).arg(QString::fromStdString(game::sheet_name(f.sheet)));
}

// Refills a combo with (text, id) entries, keeping the current id when asked and still there,
// else choosing `preferred` (or the first entry).
void refill(QComboBox* box, const std::vector<std::pair<QString, int>>& entries, int preferred,
            bool keep = true) {
  const QVariant kept = keep ? box->currentData() : QVariant();
  box->blockSignals(true);
  box->clear();
  for (const auto& [text, id] : entries) box->addItem(text, id);
  int index = kept.isValid() ? box->findData(kept) : -1;
  if (index < 0) index = std::max(0, box->findData(preferred));
  box->setCurrentIndex(index);
  box->blockSignals(false);
}

}  // namespace

QGroupBox* RefereeDock::buildFire() {
  auto* group = new QGroupBox(tr("Fire (seed 004)"));
  fire_x_ = new QDoubleSpinBox;
  fire_y_ = new QDoubleSpinBox;
  fire_x_->setObjectName(QStringLiteral("FireX"));
  fire_y_->setObjectName(QStringLiteral("FireY"));
  for (QDoubleSpinBox* spin : {fire_x_, fire_y_}) {
    spin->setDecimals(1);
    spin->setSuffix(tr(" cm"));
    spin->setRange(0, 10000);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this] { refreshRefereeAids(); });
  }
  pick_point_ = button(tr("Pick on map"), QStringLiteral("FirePick"));
  pick_point_->setToolTip(tr("Click the map where the fire is lit"));
  connect(pick_point_, &QPushButton::clicked, this, &RefereeDock::pointPickRequested);
  at_figure_ = button(tr("At the figure"), QStringLiteral("FireAtFigure"));
  at_figure_->setToolTip(tr("Light the fire where the selected figure stands"));
  connect(at_figure_, &QPushButton::clicked, this, [this] {
    const game::Game* game = session_->game();
    const game::Figure* f = game ? game->state().find(selectedFigure()) : nullptr;
    if (f) setFirePoint({f->placement.centre.x, f->placement.centre.y});
  });
  fire_object_ = combo(QStringLiteral("FireObject"));
  fire_object_->addItem(tr("No object: spreads until it burns out"), QString());
  fire_object_->addItem(tr("Small building: engulfed in 3 turns"),
                        QStringLiteral("small_building"));
  fire_object_->addItem(tr("Large building: engulfed in 5 turns"),
                        QStringLiteral("large_building"));
  start_fire_ = button(tr("Start fire"), QStringLiteral("StartFire"));
  spread_fire_ = button(tr("Spread fires"), QStringLiteral("SpreadFire"));
  connect(start_fire_, &QPushButton::clicked, this, &RefereeDock::startFire);
  connect(spread_fire_, &QPushButton::clicked, this, &RefereeDock::spreadFires);
  fire_choice_ = combo(QStringLiteral("FireChoice"));
  connect(fire_choice_, &QComboBox::currentIndexChanged, this, [this] { refreshRefereeAids(); });
  put_out_by_ = combo(QStringLiteral("FireOutBy"));
  put_out_by_->addItem(tr("Water (a 6, first 2 turns only)"), QStringLiteral("water"));
  put_out_by_->addItem(tr("Magic (always)"), QStringLiteral("magic"));
  connect(put_out_by_, &QComboBox::currentIndexChanged, this, [this] { refreshRefereeAids(); });
  put_out_ = button(tr("Put out"), QStringLiteral("PutOutFire"));
  connect(put_out_, &QPushButton::clicked, this, &RefereeDock::putOutFire);
  fire_result_ = resultLabel(QStringLiteral("FireResult"));

  auto* at = new QHBoxLayout;
  at->addWidget(fire_x_);
  at->addWidget(fire_y_);
  auto* where = new QHBoxLayout;
  where->addWidget(pick_point_);
  where->addWidget(at_figure_);
  where->addStretch(1);
  auto* lit = new QHBoxLayout;
  lit->addWidget(start_fire_);
  lit->addWidget(spread_fire_);
  lit->addStretch(1);
  auto* out = new QHBoxLayout;
  out->addWidget(put_out_by_);
  out->addWidget(put_out_);
  auto* form = new QFormLayout(group);
  form->addRow(tr("At (x, y)"), at);
  form->addRow(QString(), where);
  form->addRow(tr("Object"), fire_object_);
  form->addRow(QString(), lit);
  form->addRow(tr("Fire"), fire_choice_);
  form->addRow(tr("Put out by"), out);
  form->addRow(fire_result_);
  return group;
}

QGroupBox* RefereeDock::buildSpot() {
  auto* group = new QGroupBox(tr("Spot (seed 004)"));
  spot_target_ = resultLabel(QStringLiteral("SpotTarget"));
  observer_ = combo(QStringLiteral("SpotObserver"));
  connect(observer_, &QComboBox::currentIndexChanged, this, [this] { refreshRefereeAids(); });
  ground_ = combo(QStringLiteral("SpotGround"));
  // Empty: the game reads the ground under the target from the map (docs/rules/referee-tools.md).
  ground_->addItem(tr("From the map"), QString());
  ground_->addItem(tr("In the open"), QStringLiteral("open"));
  ground_->addItem(tr("In terrain, within 6\" of its edge (D6\")"), QStringLiteral("terrain_edge"));
  ground_->addItem(tr("In woods (8\")"), QStringLiteral("woods"));
  ground_->addItem(tr("In a building, seen from outside (3\")"),
                   QStringLiteral("building_outside"));
  ground_->addItem(tr("In an unlit building, seen from inside (6\")"),
                   QStringLiteral("building_inside"));
  spot_cleverness_ = new QSpinBox;
  spot_cleverness_->setObjectName(QStringLiteral("SpotCleverness"));
  spot_cleverness_->setRange(0, 6);
  spot_cleverness_->setSpecialValueText(tr("not stealthy"));
  spot_cleverness_->setToolTip(
      tr("A stealthy target's Cleverness: it stays unseen on a D6 not "
         "above it"));
  spot_ = button(tr("Spot"), QStringLiteral("Spot"));
  connect(spot_, &QPushButton::clicked, this, &RefereeDock::spotSelected);
  spot_result_ = resultLabel(QStringLiteral("SpotResult"));
  auto* form = new QFormLayout(group);
  form->addRow(tr("Target"), spot_target_);
  form->addRow(tr("Observer"), observer_);
  form->addRow(tr("Target is"), ground_);
  form->addRow(tr("Stealth"), spot_cleverness_);
  form->addRow(QString(), spot_);
  form->addRow(spot_result_);
  return group;
}

QGroupBox* RefereeDock::buildPrisoners() {
  auto* group = new QGroupBox(tr("Prisoners (seed 004)"));
  prisoners_info_ = resultLabel(QStringLiteral("PrisonersInfo"));
  check_prisoners_ = button(tr("Check prisoners"), QStringLiteral("CheckPrisoners"));
  connect(check_prisoners_, &QPushButton::clicked, this, &RefereeDock::checkPrisoners);
  prisoner_ = combo(QStringLiteral("Prisoner"));
  connect(prisoner_, &QComboBox::currentIndexChanged, this, [this] { refreshRefereeAids(); });
  escaped_ = new QCheckBox(tr("Escapes (leaves the battle)"));
  escaped_->setObjectName(QStringLiteral("PrisonerEscapes"));
  connect(escaped_, &QCheckBox::toggled, this, [this] { refreshRefereeAids(); });
  release_ = button(tr("Release"), QStringLiteral("ReleasePrisoner"));
  connect(release_, &QPushButton::clicked, this, &RefereeDock::releasePrisoner);
  prisoners_result_ = resultLabel(QStringLiteral("PrisonersResult"));
  auto* release = new QHBoxLayout;
  release->addWidget(escaped_);
  release->addWidget(release_);
  auto* form = new QFormLayout(group);
  form->addRow(prisoners_info_);
  form->addRow(QString(), check_prisoners_);
  form->addRow(tr("Prisoner"), prisoner_);
  form->addRow(QString(), release);
  form->addRow(prisoners_result_);
  return group;
}

void RefereeDock::setFirePoint(QPointF cm) {
  fire_x_->setValue(cm.x());
  fire_y_->setValue(cm.y());
}

void RefereeDock::centreFirePoint() {
  const game::Game* game = session_->game();
  if (!game) return;
  fire_x_->setMaximum(game->field().width_cm());
  fire_y_->setMaximum(game->field().depth_cm());
  setFirePoint({game->field().width_cm() / 2, game->field().depth_cm() / 2});
}

QPointF RefereeDock::firePoint() const { return {fire_x_->value(), fire_y_->value()}; }

nlohmann::json RefereeDock::startFirePayload() const {
  nlohmann::json payload = {{"at", {fire_x_->value(), fire_y_->value()}}};
  const QString object = fire_object_->currentData().toString();
  if (!object.isEmpty()) payload["object"] = object.toStdString();
  return payload;
}

nlohmann::json RefereeDock::putOutPayload() const {
  return {{"fire", fire_choice_->currentData().toInt()},
          {"by", put_out_by_->currentData().toString().toStdString()}};
}

nlohmann::json RefereeDock::spotPayload() const {
  nlohmann::json payload = {{"observer", observer_->currentData().toInt()},
                            {"target", selectedFigure()}};
  const QString ground = ground_->currentData().toString();
  if (!ground.isEmpty()) payload["ground"] = ground.toStdString();
  if (spot_cleverness_->value() > 0) payload["cleverness"] = spot_cleverness_->value();
  return payload;
}

nlohmann::json RefereeDock::releasePayload() const {
  nlohmann::json payload = {{"figure", prisoner_->currentData().toInt()}};
  if (escaped_->isChecked()) payload["escaped"] = true;
  return payload;
}

void RefereeDock::enableFor(QPushButton* button, const QString& tip, const std::string& name,
                            const nlohmann::json& payload) {
  const game::Game* game = session_->game();
  std::optional<game::Refusal> refusal;
  if (!game)
    refusal = game::Refusal{game::RefusalCode::NotAllowed, "No battle is open."};
  else
    refusal = game->check(game::Command{name, payload});
  button->setEnabled(!refusal);
  button->setToolTip(
      refusal ? tip + tr("\nNot now: %1").arg(QString::fromStdString(refusal->message)) : tip);
}

void RefereeDock::refreshRefereeAids() {
  if (!fire_choice_ || !spot_ || !release_) return;  // still building the dock
  const game::Game* game = session_->game();
  const int id = selectedFigure();
  const game::Figure* selected = game && id >= 0 ? game->state().find(id) : nullptr;
  std::vector<std::pair<QString, int>> fires, observers, prisoners;
  int nearest_fire = -1;
  int nearest_enemy = -1;
  if (game) {
    fire_x_->setMaximum(game->field().width_cm());
    fire_y_->setMaximum(game->field().depth_cm());
    double best = std::numeric_limits<double>::max();
    for (const game::Fire& f : game->state().fires) {
      fires.emplace_back(tr("Fire %1 at (%2, %3), radius %4 cm, %5 turn(s) left")
                             .arg(f.id)
                             .arg(f.centre.x, 0, 'f', 1)
                             .arg(f.centre.y, 0, 'f', 1)
                             .arg(f.radius_cm, 0, 'f', 1)
                             .arg(f.turns_left),
                         f.id);
      const double d = selected ? map::distance(f.centre, selected->placement.centre) : 0;
      if (d < best) best = d, nearest_fire = f.id;
    }
    best = std::numeric_limits<double>::max();
    for (const game::Figure& f : game->state().figures) {
      if (f.captured) prisoners.emplace_back(figureName(f), f.id);
      if (!f.alive || f.id == id) continue;
      observers.emplace_back(figureName(f), f.id);
      const double d = selected ? map::distance(f.placement.centre, selected->placement.centre) : 0;
      if (selected && f.side != selected->side && d < best) best = d, nearest_enemy = f.id;
    }
  }
  refill(fire_choice_, fires, nearest_fire);
  refill(observer_, observers, nearest_enemy, id == spot_target_id_);
  spot_target_id_ = id;
  refill(prisoner_, prisoners, selected && selected->captured ? id : -1);
  at_figure_->setEnabled(selected != nullptr);
  pick_point_->setEnabled(game != nullptr);
  spot_target_->setText(selected ? figureName(*selected) : tr("none selected"));
  // A target whose rules give it Stealth (a High Adventure Halfling, thief or assassin) tests
  // its own Cleverness out of the open: nothing for the referee to say.
  const bool stealthy_by_rules = selected && game->system().stealthy(*selected);
  if (stealthy_by_rules) spot_cleverness_->setValue(0);
  spot_cleverness_->setEnabled(!stealthy_by_rules);
  spot_cleverness_->setSpecialValueText(stealthy_by_rules ? tr("by its rules")
                                                          : tr("not stealthy"));
  prisoners_info_->setText(tr("%n prisoner(s) held", nullptr, static_cast<int>(prisoners.size())));

  enableFor(start_fire_, tr("Light a fire at the point above: it burns 2D6 turns"), "start_fire",
            startFirePayload());
  enableFor(spread_fire_,
            tr("Every fire spreads 3\" (until its object is engulfed) or burns out; figures in "
               "a fire may be burnt"),
            "spread_fire", nlohmann::json::object());
  enableFor(put_out_, tr("Put out the chosen fire"), "extinguish_fire", putOutPayload());
  enableFor(spot_, tr("Does the observer see the selected figure? Seen: no longer hidden"), "spot",
            spotPayload());
  enableFor(check_prisoners_,
            tr("One guard per 5 prisoners within 6\" (assumed); abandoned prisoners escape"),
            "check_prisoners", nlohmann::json::object());
  enableFor(release_, tr("Free the chosen prisoner where it stands, or let it escape"),
            "release_prisoner", releasePayload());
}

bool RefereeDock::startFire() { return submit("start_fire", startFirePayload(), fire_result_); }

bool RefereeDock::spreadFires() {
  return submit("spread_fire", nlohmann::json::object(), fire_result_);
}

bool RefereeDock::putOutFire() {
  refreshRefereeAids();
  return submit("extinguish_fire", putOutPayload(), fire_result_);
}

bool RefereeDock::spotSelected() {
  refreshRefereeAids();
  return submit("spot", spotPayload(), spot_result_);
}

bool RefereeDock::checkPrisoners() {
  return submit("check_prisoners", nlohmann::json::object(), prisoners_result_);
}

bool RefereeDock::releasePrisoner() {
  refreshRefereeAids();
  return submit("release_prisoner", releasePayload(), prisoners_result_);
}

}  // namespace fray::app
