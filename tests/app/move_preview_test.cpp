#include <QGraphicsPathItem>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/move_tool.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

const fray::game::Figure& figureToAct(const MainWindow& window) {
  const auto* session = window.session();
  for (const auto& f : session->game()->state().figures)
    if (f.alive && f.side == session->sideToAct()) return f;
  qFatal("no figure to act");
}

QPointF centreOf(const fray::game::Figure& f) {
  return {f.placement.centre.x, f.placement.centre.y};
}

// Towards the middle of the table by `cm`.
QPointF stepTowardsMiddle(const MainWindow& window, const fray::game::Figure& f, double cm) {
  const double middle = window.session()->game()->state().table_depth_cm / 2;
  return centreOf(f) + QPointF(0, f.placement.centre.y < middle ? cm : -cm);
}
}  // namespace

/// The Move tool's preview while a figure is dragged: the reachable area, the drop end's
/// verdict and the terrain the straight path crosses.
class MovePreviewTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("MovePreviewTest"));
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

  void aDragShadesTheReachableAreaAndFlagsARefusedEnd() {
    const auto& f = figureToAct(*window_);
    const int id = f.id;
    const QPointF from = centreOf(f);
    const int allowance = window_->session()->allowanceCm(id);
    auto* tool = window_->moveTool();
    auto* view = window_->mapView();
    QWidget* viewport = view->viewport();
    QVERIFY(tool->reachItem() == nullptr);

    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
    const QGraphicsPathItem* reach = tool->reachItem();
    QVERIFY(reach != nullptr);
    QVERIFY(!reach->path().isEmpty());
    // The area holds the figure's own place and a short step, not a point twice the allowance
    // away.
    QVERIFY(reach->path().contains(from));
    QVERIFY(reach->path().contains(stepTowardsMiddle(*window_, f, 3.0)));
    QVERIFY(!reach->path().contains(stepTowardsMiddle(*window_, f, 2.0 * allowance)));

    // Too far: flagged with the game's reason, in the status bar too.
    const QPointF far = stepTowardsMiddle(*window_, f, 2.0 * allowance);
    QTest::mouseMove(viewport, view->mapFromScene(far));
    QVERIFY(!tool->dropRefusal().isEmpty());
    QVERIFY(window_->statusBar()->currentMessage().contains(tool->dropRefusal()));

    // Back within reach: accepted, and the drop moves the figure.
    const QPointF to = stepTowardsMiddle(*window_, f, 5.0);
    QTest::mouseMove(viewport, view->mapFromScene(to));
    QVERIFY2(tool->dropRefusal().isEmpty(), qPrintable(tool->dropRefusal()));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    QVERIFY(tool->reachItem() == nullptr);
    QVERIFY2(tool->lastRefusal().isEmpty(), qPrintable(tool->lastRefusal()));
    const auto* moved = window_->session()->game()->state().find(id);
    QVERIFY(std::abs(moved->placement.centre.y - to.y()) < 0.5);
  }

  void onAHexMapTheReachableHexesAreShaded() {
    QVERIFY2(window_->openScenario(
                 QStringLiteral(FRAY_DATA_DIR "/scenarios/crossroads-hex-skirmish.json")),
             qPrintable(window_->lastError()));
    const auto& f = figureToAct(*window_);
    auto* view = window_->mapView();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centreOf(f)));
    const QGraphicsPathItem* reach = window_->moveTool()->reachItem();
    QVERIFY(reach != nullptr);
    QVERIFY(!reach->path().isEmpty());
    QVERIFY(reach->path().contains(centreOf(f)));
    QTest::keyClick(view->viewport(), Qt::Key_Escape);
  }

  void aPathIntoTheWoodSaysItIsSlowed() {
    const auto& aldo = *window_->session()->game()->state().find(1);  // Men act first (seed 7)
    QCOMPARE(aldo.side, window_->session()->sideToAct());
    auto* view = window_->mapView();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centreOf(aldo)));
    QVERIFY(window_->moveTool()->dragSlowing().isEmpty());
    QTest::mouseMove(view->viewport(), view->mapFromScene(QPointF(55, 20)));  // in the Old wood
    QVERIFY(window_->moveTool()->dragSlowing().contains(QStringLiteral("Old wood")));
    QVERIFY(window_->statusBar()->currentMessage().contains(window_->moveTool()->dragSlowing()));
    QTest::keyClick(view->viewport(), Qt::Key_Escape);
  }

  void escapeRemovesThePreview() {
    const auto& f = figureToAct(*window_);
    auto* view = window_->mapView();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centreOf(f)));
    QVERIFY(window_->moveTool()->reachItem() != nullptr);
    QTest::keyClick(view->viewport(), Qt::Key_Escape);
    QVERIFY(window_->moveTool()->reachItem() == nullptr);
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(MovePreviewTest)
#include "move_preview_test.moc"
