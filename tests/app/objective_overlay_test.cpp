// The objective markers and deployment zones on the map: one counter per marker of the scenario,
// ringed in the colour of the side holding it after every command, and a dashed zone per side.
#include "scene/objective_overlay.h"

#include <QCoreApplication>
#include <QGraphicsEllipseItem>
#include <QPen>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <nlohmann/json.hpp>

#include "docks/figure_list.h"
#include "scene/map_scene.h"
#include "session/battle_session.h"

using fray::app::BattleSession;
using fray::app::MapScene;
using fray::app::ObjectiveOverlay;

class ObjectiveOverlayTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void theDemosMarkersAreShownAndFollowWhoHoldsThem() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(
        session.openScenario(QStringLiteral(FRAY_DATA_DIR "/scenarios/mill-raid-demo.json"), 5));
    MapScene scene;
    ObjectiveOverlay overlay(&scene, &session);
    // 180 x 120 cm: five whole feet by three, one marker each, and the centre (seed 003).
    QCOMPARE(overlay.markers().size(), std::size_t{16});
    const auto& objectives = session.game()->state().victory.objectives;
    const auto centre = std::find_if(objectives.begin(), objectives.end(),
                                     [](const auto& o) { return o.id == "centre"; });
    QVERIFY(centre != objectives.end());
    const auto index = static_cast<std::size_t>(centre - objectives.begin());
    auto* marker = qgraphicsitem_cast<QGraphicsEllipseItem*>(overlay.markers()[index]);
    QVERIFY(marker);
    QCOMPARE(marker->rect().center(), QPointF(90, 60));
    QCOMPARE(marker->rect().width(), 2.5);
    QVERIFY2(marker->toolTip().contains(QStringLiteral("not held")), qPrintable(marker->toolTip()));

    // The referee puts Swordsman Ewan (a 2 cm base) in base contact with the centre marker.
    const nlohmann::json payload = {{"figure", 12}, {"position", {92.25, 60.0}}};
    QVERIFY(session.submit({"edit", payload}).accepted());
    marker = qgraphicsitem_cast<QGraphicsEllipseItem*>(overlay.markers()[index]);
    QVERIFY2(marker->toolTip().contains(QStringLiteral("held by Men of the village")),
             qPrintable(marker->toolTip()));
    QCOMPARE(marker->pen().color(), fray::app::defaultSideColour(0));
    QVERIFY(marker->toolTip().contains(QStringLiteral("VP to Men of the village")));

    session.undoStack()->undo();  // the overlay follows undo too
    marker = qgraphicsitem_cast<QGraphicsEllipseItem*>(overlay.markers()[index]);
    QVERIFY(marker->toolTip().contains(QStringLiteral("not held")));
  }

  void aScenarioWithoutObjectivesShowsNone() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"), 5));
    MapScene scene;
    ObjectiveOverlay overlay(&scene, &session);
    QVERIFY(overlay.markers().empty());
  }
};

QTEST_MAIN(ObjectiveOverlayTest)
#include "objective_overlay_test.moc"
