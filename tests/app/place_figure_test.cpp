// The referee's "Place a figure" group: the figure as filled in, a click on the map, the game's
// `place` command (logged, one undo step); a spot on another base is refused with the reason.
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <fray/classic/classic_figure.h>

#include "docks/referee_dock.h"
#include "map_input.h"
#include "scene/map_scene.h"
#include "session/battle_session.h"
#include "tools/place_figure_box.h"
#include "window/main_window.h"

using fray::app::BattleSession;
using fray::app::PlaceFigureBox;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

void choose(QComboBox* box, const QVariant& data) {
  const int index = box->findData(data);
  QVERIFY2(index >= 0, qPrintable(data.toString()));
  box->setCurrentIndex(index);
}
}  // namespace

class PlaceFigureTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PlaceFigureTest"));
    QSettings().clear();
  }

  void theFigureAsFilledInIsPlacedAndUndone() {
    BattleSession session{QStringLiteral(FRAY_DATA_DIR)};
    QVERIFY2(session.openScenario(demo(), 3), qPrintable(session.lastError()));
    PlaceFigureBox box(&session);
    QCOMPARE(box.sideBox()->count(), 2);
    choose(box.sideBox(), QStringLiteral("orcqs"));
    choose(box.speciesBox(), QStringLiteral("orcq"));
    choose(box.missileBox(), QStringLiteral("bow"));
    const std::size_t figures = session.game()->state().figures.size();
    const int steps = session.undoStack()->count();
    QVERIFY2(box.placeAt({100, 40}), qPrintable(box.resultText()));
    QCOMPARE(session.undoStack()->count(), steps + 1);
    const auto& placed = session.game()->state().figures.back();
    QCOMPARE(session.game()->state().figures.size(), figures + 1);
    QCOMPARE(placed.id, 16);  // after the demo's 1-15
    QCOMPARE(placed.side, 1);
    QCOMPARE(classic_sheet(placed).spec.species, std::string("orcq"));
    QCOMPARE(classic_sheet(placed).missile_weapon, std::string("bow"));
    QCOMPARE(classic_sheet(placed).spec.name, std::string("Orcq 16"));
    QCOMPARE(placed.placement.centre.x, 100.0);
    QVERIFY(box.resultText().contains(QStringLiteral("16")));
    session.undoStack()->undo();
    QCOMPARE(session.game()->state().figures.size(), figures);
  }

  void aSpotOnAnotherBaseIsRefusedAndChangesNothing() {
    BattleSession session{QStringLiteral(FRAY_DATA_DIR)};
    QVERIFY(session.openScenario(demo(), 3));
    PlaceFigureBox box(&session);
    box.findChild<QLineEdit*>()->setText(QStringLiteral("Sergeant"));
    const auto& first = session.game()->state().figures.front();
    const QPointF on_it(first.placement.centre.x, first.placement.centre.y);
    const int steps = session.undoStack()->count();
    QVERIFY(!box.placeAt(on_it));
    QCOMPARE(session.undoStack()->count(), steps);
    QVERIFY2(box.resultText().contains(QStringLiteral("already stands there")),
             qPrintable(box.resultText()));
    QVERIFY(box.placeCommand({5, 5}).payload["figure"]["name"] == "Sergeant");
  }

  void theWindowPlacesAtTheClickedPoint() {
    fray::app::MainWindow window;
    QVERIFY(window.openScenario(demo()));
    auto* scene = window.findChild<fray::app::MapScene*>();
    QVERIFY(scene);
    window.refereeDock()->findChild<QPushButton*>("PlaceFigurePick")->click();
    fray::app::test::pressScene(*scene, {30, 50});
    const auto& placed = window.session()->game()->state().figures.back();
    QCOMPARE(placed.placement.centre.x, 30.0);
    QCOMPARE(placed.placement.centre.y, 50.0);
  }
};

QTEST_MAIN(PlaceFigureTest)

#include "place_figure_test.moc"
