#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

#include <fray/game/record/state_json.h>

#include "docks/log_dock.h"
#include "docks/roster_dock.h"
#include "docks/turn_dock.h"
#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/move_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

// The first living figure of the side to act.
const fray::game::Figure& figureToAct(const MainWindow& window) {
  const auto* session = window.session();
  for (const auto& f : session->game()->state().figures)
    if (f.alive && f.side == session->sideToAct()) return f;
  qFatal("no figure to act");
}

QPointF centreOf(const fray::game::Figure& f) {
  return {f.placement.centre.x, f.placement.centre.y};
}

// 5 cm towards the middle of the table.
QPointF shortStep(const MainWindow& window, const fray::game::Figure& f) {
  const double middle = window.session()->game()->state().table_depth_cm / 2;
  return centreOf(f) + QPointF(0, f.placement.centre.y < middle ? 5.0 : -5.0);
}
}  // namespace

class BattleWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("BattleWindowTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
  }
  void cleanup() { window_.reset(); }

  void theMapAndFiguresComeFromTheGame() {
    QVERIFY(window_->mapScene()->tableMap() != nullptr);
    QCOMPARE(window_->mapScene()->figureItems().size(), std::size_t(10));
    QCOMPARE(window_->toolManager()->activeTool(), window_->moveTool());
  }

  void theLogShowsEveryEvent() {
    const auto& events = window_->session()->game()->log().events();
    QCOMPARE(window_->logDock()->lines().size(), qsizetype(events.size()));
    QCOMPARE(window_->logDock()->lines().last(), QString::fromStdString(events.back().text));
  }

  void theTurnDockEndsThePhase() {
    QVERIFY(window_->turnDock()->turnText().contains(QStringLiteral("Turn 1")));
    QVERIFY(!window_->turnDock()->allowedText().isEmpty());
    const auto before = window_->session()->game()->log().events().size();
    const int side = window_->session()->sideToAct();
    QTest::mouseClick(window_->turnDock()->endPhaseButton(), Qt::LeftButton);
    const auto& state = window_->session()->game()->state();
    QVERIFY(state.sides[std::size_t(side)].passed || state.active_side != side || state.phase > 0);
    QVERIFY(window_->session()->game()->log().events().size() > before);
    QCOMPARE(window_->logDock()->lines().size(),
             qsizetype(window_->session()->game()->log().events().size()));
  }

  void theRosterListsBySideAndSelects() {
    QTreeWidget* tree = window_->rosterDock()->tree();
    QCOMPARE(tree->topLevelItemCount(), 2);
    QCOMPARE(tree->topLevelItem(0)->childCount(), 5);
    QCOMPARE(tree->topLevelItem(1)->childCount(), 5);
    QTreeWidgetItem* ogre = tree->topLevelItem(1)->child(4);
    QCOMPARE(ogre->text(1), QStringLiteral("Ogre"));
    emit tree->itemClicked(ogre, 0);
    QCOMPARE(window_->selectedFigure(), 15);
    QVERIFY(window_->mapScene()->figureItem(15)->view().selected);
  }

  void dragMovesAFigureAndUndoPutsItBack() {
    const auto& f = figureToAct(*window_);
    const int id = f.id;
    const QPointF from = centreOf(f);
    const QPointF to = shortStep(*window_, f);
    auto* view = window_->mapView();
    QWidget* viewport = view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
    QTest::mouseMove(viewport, view->mapFromScene((from + to) / 2));
    QVERIFY(window_->moveTool()->dragText().contains(QStringLiteral(" cm of ")));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    QVERIFY2(window_->moveTool()->lastRefusal().isEmpty(),
             qPrintable(window_->moveTool()->lastRefusal()));
    const auto* moved = window_->session()->game()->state().find(id);
    QVERIFY(std::abs(moved->placement.centre.y - to.y()) < 0.5);  // within a pixel or two
    QVERIFY(std::abs(window_->mapScene()->figureItem(id)->pos().y() - moved->placement.centre.y) <
            1e-9);

    QVERIFY(window_->undoAction()->isEnabled());
    window_->undoAction()->trigger();
    QCOMPARE(window_->session()->game()->state().find(id)->placement.centre.y, from.y());
    QCOMPARE(window_->mapScene()->figureItem(id)->pos(), from);
    window_->redoAction()->trigger();
    QVERIFY(std::abs(window_->session()->game()->state().find(id)->placement.centre.y - to.y()) <
            0.5);
  }

  void aMoveTooFarIsRefusedAndChangesNothing() {
    const auto& f = figureToAct(*window_);
    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    const auto events = window_->session()->game()->log().events().size();
    const QPointF far = centreOf(f) + QPointF(0, f.placement.centre.y < 60 ? 50.0 : -50.0);
    QVERIFY(!window_->moveTool()->moveTo(f.id, far));
    QVERIFY(!window_->moveTool()->lastRefusal().isEmpty());
    QVERIFY(window_->statusBar()->currentMessage().contains(window_->moveTool()->lastRefusal()));
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
    QCOMPARE(window_->session()->game()->log().events().size(), events);
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(BattleWindowTest)
#include "battle_window_test.moc"
