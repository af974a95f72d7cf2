#include <QObject>

#include "scene/figure_view.h"

namespace fray::app {

QString badgeText(FigureStatus status) {
  switch (status) {
    case FigureStatus::Recoiling:
      return QStringLiteral("R");
    case FigureStatus::Hidden:
      return QStringLiteral("H");
    case FigureStatus::ShieldWall:
      return QStringLiteral("SW");
    case FigureStatus::Waiting:
      return QStringLiteral("W");
    case FigureStatus::Prepared:
      return QStringLiteral("P");
    case FigureStatus::Alerted:
      return QStringLiteral("A");
    case FigureStatus::Retreating:
      return QStringLiteral("Rt");
    case FigureStatus::Patrolling:
      return QStringLiteral("Pt");
    case FigureStatus::Withdrawing:
      return QStringLiteral("Wd");
    case FigureStatus::Fleeing:
      return QStringLiteral("F");
    case FigureStatus::Attacking:
      return QStringLiteral("At");
    case FigureStatus::Marching:
      return QStringLiteral("M");
    case FigureStatus::Standing:
      return QStringLiteral("St");
  }
  return {};
}

QString statusName(FigureStatus status) {
  switch (status) {
    case FigureStatus::Recoiling:
      return QObject::tr("recoiling");
    case FigureStatus::Hidden:
      return QObject::tr("hidden");
    case FigureStatus::ShieldWall:
      return QObject::tr("shield wall");
    case FigureStatus::Waiting:
      return QObject::tr("waiting");
    case FigureStatus::Prepared:
      return QObject::tr("prepared (AI)");
    case FigureStatus::Alerted:
      return QObject::tr("alerted (AI)");
    case FigureStatus::Retreating:
      return QObject::tr("retreating (AI)");
    case FigureStatus::Patrolling:
      return QObject::tr("patrolling (AI)");
    // Seed 004's orders: the reaction chart's or a player character's.
    case FigureStatus::Withdrawing:
      return QObject::tr("ordered to withdraw");
    case FigureStatus::Fleeing:
      return QObject::tr("fleeing");
    case FigureStatus::Attacking:
      return QObject::tr("ordered to attack");
    case FigureStatus::Marching:
      return QObject::tr("ordered to march");
    case FigureStatus::Standing:
      return QObject::tr("ordered to stand");
  }
  return {};
}

QColor badgeColour(FigureStatus status) {
  switch (status) {
    case FigureStatus::Recoiling:
      return QColor(0xe0, 0x70, 0x10);
    case FigureStatus::Hidden:
      return QColor(0x40, 0x40, 0x40);
    case FigureStatus::ShieldWall:
      return QColor(0x30, 0x60, 0xa0);
    case FigureStatus::Waiting:
      return QColor(0x70, 0x40, 0xa0);
    case FigureStatus::Prepared:
      return QColor(0x20, 0x80, 0x40);
    case FigureStatus::Alerted:
      return QColor(0xc0, 0x90, 0x00);
    case FigureStatus::Retreating:
      return QColor(0xa0, 0x20, 0x20);
    case FigureStatus::Patrolling:
      return QColor(0x20, 0x70, 0x70);
    case FigureStatus::Withdrawing:
      return QColor(0x80, 0x50, 0x20);
    case FigureStatus::Fleeing:
      return QColor(0xc0, 0x30, 0x30);
    case FigureStatus::Attacking:
      return QColor(0xb0, 0x20, 0x60);
    case FigureStatus::Marching:
      return QColor(0x30, 0x70, 0x30);
    case FigureStatus::Standing:
      return QColor(0x50, 0x50, 0x70);
  }
  return Qt::gray;
}

}  // namespace fray::app
