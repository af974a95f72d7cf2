// The referee dock's fire, spot and prisoner groups: each button follows the game's check (its
// tooltip gives the refusal), sends its command through the session (logged, undoable), and the
// fires show on the map.
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGraphicsEllipseItem>
#include <QGraphicsSceneMouseEvent>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "docks/log_dock.h"
#include "docks/referee_dock.h"
#include "scene/fire_overlay.h"
#include "scene/map_scene.h"
#include "session/battle_session.h"
#include "tools/point_picker.h"
#include "window/main_window.h"

using fray::app::BattleSession;
using fray::app::FireOverlay;
using fray::app::LogDock;
using fray::app::MapScene;
using fray::app::PointPicker;
using fray::app::RefereeDock;

namespace {
QString scenario(const char* name) {
  return QStringLiteral(FRAY_DATA_DIR "/scenarios/") + QLatin1String(name);
}

void choose(QComboBox* box, const QVariant& data) {
  const int index = box->findData(data);
  QVERIFY2(index >= 0, qPrintable(data.toString()));
  box->setCurrentIndex(index);
}

void press(QGraphicsScene& scene, QPointF at) {
  QGraphicsSceneMouseEvent event(QEvent::GraphicsSceneMousePress);
  event.setScenePos(at);
  event.setButton(Qt::LeftButton);
  event.setButtons(Qt::LeftButton);
  QCoreApplication::sendEvent(&scene, &event);
}
}  // namespace

class RefereeDockAidsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("RefereeDockAidsTest"));
    QSettings().clear();
  }

  void cleanup() {
    dock_.reset();
    log_.reset();
    session_.reset();
  }

  void aFireIsLitSpreadAndPutOutAndShownOnTheMap() {
    open();
    MapScene scene;
    FireOverlay overlay(&scene, session_.get());
    auto* spread = button("SpreadFire");
    auto* put_out = button("PutOutFire");
    QVERIFY(button("StartFire")->isEnabled());
    QVERIFY(!spread->isEnabled());
    QVERIFY2(spread->toolTip().contains(QStringLiteral("No fire is burning.")),
             qPrintable(spread->toolTip()));
    QVERIFY(!put_out->isEnabled());

    dock_->setFirePoint({120, 100});
    choose(dock_->findChild<QComboBox*>("FireObject"), QStringLiteral("small_building"));
    const int steps = session_->undoStack()->count();
    button("StartFire")->click();
    QCOMPARE(session_->undoStack()->count(), steps + 1);
    const auto& fires = session_->game()->state().fires;
    QCOMPARE(fires.size(), std::size_t{1});
    QCOMPARE(fires[0].engulf_turns, 3);
    QCOMPARE(fires[0].centre.x, 120.0);
    QVERIFY(label("FireResult").contains(QStringLiteral("fire 1 is lit")));
    QVERIFY(logText().contains(QStringLiteral("fire 1 is lit")));
    QCOMPARE(overlay.circles().size(), std::size_t{1});
    QCOMPARE(overlay.circles()[0]->rect().center(), QPointF(120, 100));

    const double radius = fires[0].radius_cm;
    QVERIFY(spread->isEnabled());
    spread->click();  // 2D6 turns: it cannot burn out at the first spread
    QCOMPARE(fires.size(), std::size_t{1});
    QVERIFY(fires[0].radius_cm > radius);
    QCOMPARE(overlay.circles()[0]->rect().width(), 2 * fires[0].radius_cm);
    QVERIFY(logText().contains(QStringLiteral("Fire 1 spreads")));

    QCOMPARE(dock_->findChild<QComboBox*>("FireChoice")->currentData().toInt(), 1);
    choose(dock_->findChild<QComboBox*>("FireOutBy"), QStringLiteral("magic"));
    QVERIFY(put_out->isEnabled());
    put_out->click();
    QVERIFY(fires.empty());
    QVERIFY(overlay.circles().empty());
    QVERIFY(logText().contains(QStringLiteral("Fire 1 is out")));
    QVERIFY(!put_out->isEnabled());

    session_->undoStack()->undo();
    QCOMPARE(session_->game()->state().fires.size(), std::size_t{1});
    QCOMPARE(overlay.circles().size(), std::size_t{1});
  }

  void theFireGoesWhereTheFigureStands() {
    open();
    QCOMPARE(dock_->firePoint(), QPointF(90, 60));  // the middle of the 180 x 120 cm table
    selected_ = 3;
    dock_->refresh();
    button("FireAtFigure")->click();
    const auto centre = session_->game()->state().find(3)->placement.centre;
    QCOMPARE(dock_->firePoint(), QPointF(centre.x, centre.y));
    QVERIFY(dock_->startFire());
    QCOMPARE(session_->game()->state().fires[0].centre, centre);
  }

  void spottingTheSelectedFigure() {
    open();
    selected_ = 11;  // an Orcq; the nearest Man looks
    dock_->refresh();
    QVERIFY(label("SpotTarget").startsWith(QStringLiteral("#11 ")));
    auto* observer = dock_->findChild<QComboBox*>("SpotObserver");
    QVERIFY(observer->currentData().toInt() >= 1 && observer->currentData().toInt() <= 5);
    dock_->findChild<QSpinBox*>("SpotCleverness")->setValue(6);  // a D6 is never above 6
    QVERIFY(button("Spot")->isEnabled());
    const int steps = session_->undoStack()->count();
    button("Spot")->click();
    QCOMPARE(session_->undoStack()->count(), steps + 1);
    QCOMPARE(QString::fromStdString(session_->game()->log().events().back().type),
             QStringLiteral("spot"));
    QVERIFY(session_->game()->state().find(11)->status.hidden);  // stealth held
    QVERIFY2(label("SpotResult").contains(QStringLiteral("does not see")),
             qPrintable(label("SpotResult")));
    QVERIFY(logText().contains(label("SpotResult")));

    selected_ = -1;
    dock_->refresh();
    QVERIFY(!button("Spot")->isEnabled());
    QVERIFY2(button("Spot")->toolTip().contains(QStringLiteral("Not now")),
             qPrintable(button("Spot")->toolTip()));
  }

  void prisonersAreCheckedAndReleased() {
    open();
    QVERIFY(!button("CheckPrisoners")->isEnabled());
    QVERIFY(button("CheckPrisoners")->toolTip().contains(QStringLiteral("There are no prisoners")));
    QVERIFY(!button("ReleasePrisoner")->isEnabled());
    // Orcq #11 comes beside Archer Aldo (#1) and gives itself up.
    QVERIFY(session_->submit({"edit", {{"figure", 11}, {"position", {65, 17}}}}).accepted());
    const auto taken = session_->submit({"surrender", {{"figure", 11}, {"captor", 1}}});
    QVERIFY2(taken.accepted(), taken.refusal->message.c_str());
    QVERIFY(label("PrisonersInfo").startsWith(QStringLiteral("1 prisoner")));
    QCOMPARE(dock_->findChild<QComboBox*>("Prisoner")->currentData().toInt(), 11);

    QVERIFY(button("CheckPrisoners")->isEnabled());
    button("CheckPrisoners")->click();
    QVERIFY2(label("PrisonersResult").contains(QStringLiteral("Men of the Ford hold 1")),
             qPrintable(label("PrisonersResult")));
    QVERIFY(session_->game()->state().find(11)->captured);  // guarded

    const int steps = session_->undoStack()->count();
    QVERIFY(button("ReleasePrisoner")->isEnabled());
    button("ReleasePrisoner")->click();
    QCOMPARE(session_->undoStack()->count(), steps + 1);
    QVERIFY(!session_->game()->state().find(11)->captured);
    QVERIFY(session_->game()->state().find(11)->alive);
    QVERIFY(logText().contains(QStringLiteral("is freed and back in play")));
    QVERIFY(!button("ReleasePrisoner")->isEnabled());

    session_->undoStack()->undo();
    dock_->findChild<QCheckBox*>("PrisonerEscapes")->setChecked(true);
    QVERIFY(dock_->releasePrisoner());
    QVERIFY(!session_->game()->state().find(11)->alive);
    QVERIFY(label("PrisonersResult").contains(QStringLiteral("escapes")));
  }

  void theMapPickerTakesOneClick() {
    MapScene scene;
    PointPicker picker(&scene);
    QSignalSpy picked(&picker, &PointPicker::picked);
    press(scene, {10, 10});
    QCOMPARE(picked.count(), 0);  // not picking
    picker.start();
    QVERIFY(picker.active());
    press(scene, {42.5, 17});
    QCOMPARE(picked.count(), 1);
    QCOMPARE(picked.at(0).at(0).toPointF(), QPointF(42.5, 17));
    QVERIFY(!picker.active());
  }

  void theMainWindowPicksTheFirePointAndDrawsTheFire() {
    fray::app::MainWindow window;
    QVERIFY(window.openScenario(scenario("skirmish-demo.json")));
    RefereeDock* dock = window.refereeDock();
    auto* scene = window.findChild<MapScene*>();
    QVERIFY(scene);
    dock->findChild<QPushButton*>("FirePick")->click();
    press(*scene, {100, 80});
    QCOMPARE(dock->firePoint(), QPointF(100, 80));
    QVERIFY(dock->startFire());
    int circles = 0;
    for (QGraphicsItem* item : scene->items())
      if (auto* circle = dynamic_cast<QGraphicsEllipseItem*>(item))
        circles += circle->rect().center() == QPointF(100, 80) ? 1 : 0;
    QCOMPARE(circles, 1);
    const QString shots = qEnvironmentVariable("FRAY_SCREENSHOT_DIR");
    if (shots.isEmpty()) return;
    // Docs picture: a fire lit beside the Orcqs, the dock's fire group showing it.
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    dock->show();
    dock->raise();
    dock->spreadFires();
    QTest::qWait(200);
    QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("referee-fire.png"))));
  }

 private:
  void open() {
    dock_.reset();
    log_.reset();
    session_ = std::make_unique<BattleSession>(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY2(session_->openScenario(scenario("skirmish-demo.json"), 11),
             qPrintable(session_->lastError()));
    log_ = std::make_unique<LogDock>(session_.get());
    dock_ = std::make_unique<RefereeDock>(session_.get());
    selected_ = 1;
    dock_->setSelectionSource([this] { return selected_; });
  }
  QPushButton* button(const char* name) const {
    auto* b = dock_->findChild<QPushButton*>(QLatin1String(name));
    if (!b) qFatal("no button %s", name);
    return b;
  }
  QString label(const char* name) const {
    return dock_->findChild<QLabel*>(QLatin1String(name))->text();
  }
  QString logText() const { return log_->lines().join('\n'); }

  int selected_ = 1;
  std::unique_ptr<BattleSession> session_;
  std::unique_ptr<LogDock> log_;
  std::unique_ptr<RefereeDock> dock_;
};

QTEST_MAIN(RefereeDockAidsTest)
#include "referee_dock_aids_test.moc"
