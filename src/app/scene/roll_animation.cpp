#include "scene/roll_animation.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QVariantAnimation>

#include "scene/map_scene.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {
constexpr double kDieCm = 2.2;    // a die's side on the table
constexpr double kGapCm = 0.5;    // between dice
constexpr double kRiseCm = 2.0;   // how far a burst floats up as it fades
constexpr double kAboveCm = 3.5;  // the row's centre above the target's centre

QColor gradeColour(const QString& grade) {
  if (grade == QLatin1String("hit")) return QColor(200, 40, 40);
  if (grade == QLatin1String("recoil")) return QColor(220, 150, 30);
  return QColor(90, 90, 90);
}

int targetOf(const game::Event& event) {
  const nlohmann::json& d = event.data;
  const char* key = event.type == "melee" ? "defender" : "target";
  if (event.type != "shot" && event.type != "melee" && event.type != "figure_charged" &&
      event.type != "waiting_strike")
    return -1;
  return d.contains(key) && d[key].is_number_integer() ? d[key].get<int>() : -1;
}
}  // namespace

RollBurst rollBurstOf(const std::vector<game::Event>& events, std::size_t first) {
  RollBurst burst;
  for (std::size_t i = first; i < events.size(); ++i) {
    const game::Event& event = events[i];
    if (const int target = targetOf(event); target >= 0 && burst.dice.empty())
      burst.target = target;
    if (event.type != "die_rolled") continue;
    burst.dice.push_back({event.data.value("natural", 0),
                          QString::fromStdString(event.data.value("die", std::string("D6"))),
                          QString::fromStdString(event.data.value("grade", std::string()))});
  }
  return burst;
}

DiceBurstItem::DiceBurstItem(std::vector<ShownDie> dice) : dice_(std::move(dice)) {
  setZValue(30);  // over figures and tool overlays
  setAcceptedMouseButtons(Qt::LeftButton);
  setToolTip(QObject::tr("Click to skip"));
}

QRectF DiceBurstItem::boundingRect() const {
  const double width = static_cast<double>(dice_.size()) * (kDieCm + kGapCm) - kGapCm;
  return QRectF(-width / 2 - 0.2, -kDieCm / 2 - 0.2, width + 0.4, kDieCm + 0.4);
}

void DiceBurstItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  const double width = static_cast<double>(dice_.size()) * (kDieCm + kGapCm) - kGapCm;
  QFont font = painter->font();
  font.setPointSizeF(1.2);  // scene units are cm: about half a die high
  font.setBold(true);
  painter->setFont(font);
  for (std::size_t i = 0; i < dice_.size(); ++i) {
    const QRectF face(-width / 2 + static_cast<double>(i) * (kDieCm + kGapCm), -kDieCm / 2, kDieCm,
                      kDieCm);
    const QColor colour = gradeColour(dice_[i].grade);
    QPen pen(colour.darker(140), 0.15);
    painter->setPen(pen);
    painter->setBrush(QColor(255, 252, 240));
    painter->drawRoundedRect(face, 0.4, 0.4);
    painter->setPen(colour);
    painter->drawText(face, Qt::AlignCenter, QString::number(dice_[i].natural));
  }
}

void DiceBurstItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  event->accept();
  emit clicked();
}

RollAnimator::RollAnimator(BattleSession* session, MapScene* scene, QObject* parent)
    : QObject(parent), session_(session), scene_(scene) {
  connect(session_, &BattleSession::opened, this, [this] {
    skip();
    seen_ = session_->game() ? session_->game()->log().events().size() : 0;
  });
  connect(session_, &BattleSession::changed, this, [this](const BattleChange& change) {
    if (change.log) sessionChanged();
  });
}

void RollAnimator::setEnabled(bool on) {
  enabled_ = on;
  if (!on) skip();
}

void RollAnimator::skip() {
  // Later deletion: skip() runs from the animation's and the item's own signals.
  QVariantAnimation* animation = animation_;
  DiceBurstItem* item = item_;
  animation_ = nullptr;
  item_ = nullptr;
  if (animation) {
    animation->stop();
    animation->deleteLater();
  }
  if (item) {
    item->hide();
    item->deleteLater();
  }
}

void RollAnimator::sessionChanged() {
  const game::Game* game = session_->game();
  if (!game) return;
  const std::vector<game::Event>& events = game->log().events();
  const std::size_t first = seen_;
  seen_ = events.size();
  if (first >= events.size() || !enabled_ || duration_ms_ <= 0) return;  // undo, or off
  const RollBurst burst = rollBurstOf(events, first);
  if (!burst.dice.empty()) play(burst);
}

void RollAnimator::play(const RollBurst& burst) {
  skip();
  const game::Figure* target = session_->game()->state().find(burst.target);
  QPointF at = scene_->sceneRect().center();
  if (target) at = QPointF(target->placement.centre.x, target->placement.centre.y - kAboveCm);
  auto* item = new DiceBurstItem(burst.dice);
  item->setPos(at);
  scene_->addItem(item);
  item_ = item;
  auto* animation = new QVariantAnimation(this);
  animation->setDuration(duration_ms_);
  animation->setStartValue(0.0);
  animation->setEndValue(1.0);
  // Appear quickly, hold, then fade while floating up.
  connect(animation, &QVariantAnimation::valueChanged, item, [item, at](const QVariant& value) {
    const double t = value.toDouble();
    item->setOpacity(t < 0.15 ? t / 0.15 : t < 0.6 ? 1.0 : (1.0 - t) / 0.4);
    item->setPos(at - QPointF(0, kRiseCm * t));
  });
  connect(animation, &QVariantAnimation::finished, this, &RollAnimator::skip);
  connect(item, &DiceBurstItem::clicked, this, &RollAnimator::skip);
  animation_ = animation;
  animation->start();
}

}  // namespace fray::app
