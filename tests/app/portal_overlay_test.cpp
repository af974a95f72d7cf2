// Seed 004's portal counters and area markers on the map: a diamond per live counter and marker,
// the area marker's area outlined; a counter the party drives off moves with it, an eliminated
// one goes, and undo brings it back.
#include "scene/portal_overlay.h"

#include <QGraphicsPolygonItem>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "scene/map_scene.h"
#include "session/battle_session.h"

using fray::app::BattleSession;
using fray::app::MapScene;
using fray::app::PortalOverlay;

class PortalOverlayTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void theRaidsCountersAreShownAndFollowThePortals() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(
        QStringLiteral(FRAY_DATA_DIR "/scenarios/high-adventure-temple-raid.json"), 5));
    MapScene scene;
    PortalOverlay overlay(&scene, &session);
    // Three portal counters and the shrine's area marker.
    QCOMPARE(overlay.markers().size(), std::size_t{4});
    auto* first = qgraphicsitem_cast<QGraphicsPolygonItem*>(overlay.markers()[0]);
    QVERIFY(first);
    QCOMPARE(first->polygon().boundingRect().center(), QPointF(34, 6));
    QVERIFY2(first->toolTip().startsWith(QStringLiteral("Portal counter P1")),
             qPrintable(first->toolTip()));
    auto* area = qgraphicsitem_cast<QGraphicsPolygonItem*>(overlay.markers()[3]);
    QVERIFY2(area->toolTip().startsWith(QStringLiteral("Area marker A9")),
             qPrintable(area->toolTip()));

    // Bram walks up to counter 1's corner: it falls back (or is eliminated) when they react.
    QVERIFY(session.submit({"edit", {{"figure", 1}, {"position", {40, 10}}}}).accepted());
    QVERIFY(session.submit({"portal_react", nlohmann::json::object()}).accepted());
    const auto& counter = session.game()->state().generators.portals->counters[0];
    QVERIFY(counter.eliminated || counter.at.x != 34 || counter.at.y != 6);
    if (counter.eliminated) {
      QCOMPARE(overlay.markers().size(), std::size_t{3});
    } else {
      first = qgraphicsitem_cast<QGraphicsPolygonItem*>(overlay.markers()[0]);
      QCOMPARE(first->polygon().boundingRect().center(), QPointF(counter.at.x, counter.at.y));
    }
    session.undoStack()->undo();  // the overlay follows undo too
    first = qgraphicsitem_cast<QGraphicsPolygonItem*>(overlay.markers()[0]);
    QCOMPARE(overlay.markers().size(), std::size_t{4});
    QCOMPARE(first->polygon().boundingRect().center(), QPointF(34, 6));
  }

  void aBattleWithoutPortalsShowsNone() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"), 5));
    MapScene scene;
    PortalOverlay overlay(&scene, &session);
    QVERIFY(overlay.markers().empty());
  }
};

QTEST_MAIN(PortalOverlayTest)
#include "portal_overlay_test.moc"
