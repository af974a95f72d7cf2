// The Move tool on a free-measure table: paths around enemy bases by the map's pathfinder,
// the move command sent with those waypoints, and the reachable area around other bases.
#include <QGraphicsPathItem>
#include <QStandardPaths>
#include <QTest>

#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/move_planner.h"
#include "tools/move_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }
constexpr int kAldo = 1;      // archer of the men (to act first), at (65, 15)
constexpr int kEdric = 5;     // his captain, a friend, at (75, 18)
constexpr int kBlocker = 21;  // an Orcq the referee places in Aldo's way

QPointF centreOf(const MainWindow& w, int id) {
  const auto& c = w.session()->game()->state().find(id)->placement.centre;
  return {c.x, c.y};
}
}  // namespace

class MovePathTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("MovePathTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    QCOMPARE(window_->session()->sideToAct(), 0);
    // An enemy 5 cm straight ahead of Aldo: a straight move through it is refused.
    const auto outcome = window_->session()->submit({"place",
                                                     {{"figure",
                                                       {{"id", kBlocker},
                                                        {"side", "orcqs"},
                                                        {"name", "Orcq blocker"},
                                                        {"species", "orcq"},
                                                        {"class", 3},
                                                        {"armour", 3},
                                                        {"melee_weapon", "dagger"},
                                                        {"position", {65, 20}}}}}});
    QVERIFY2(outcome.accepted(), outcome.refusal ? outcome.refusal->message.c_str() : "");
    window_->toolManager()->setActiveTool(window_->moveTool());
  }
  void cleanup() { window_.reset(); }

  void theEnemysBaseIsAnObstacleAndFriendsAreNot() {
    const auto* game = window_->session()->game();
    const auto& aldo = *game->state().find(kAldo);
    const auto map = fray::app::movePathMap(*game, aldo);
    // The table has no impassable feature in the demo: the one obstacle is the enemy's base.
    int bases = 0;
    for (const auto& polygon : map.obstacles) {
      bool aroundBlocker = true;
      for (const auto& p : polygon) aroundBlocker &= std::hypot(p.x - 65, p.y - 20) < 3.0;
      bases += aroundBlocker;
    }
    QCOMPARE(bases, 1);
    fray::app::MovePlanner planner(*game, aldo);
    QVERIFY(!planner.clearOfFriends(centreOf(*window_, kEdric)));
    QVERIFY(planner.clearOfFriends({65, 26}));
  }

  void aDragGoesAroundTheEnemyAndTheDropSendsThePath() {
    auto* tool = window_->moveTool();
    auto* view = window_->mapView();
    QWidget* viewport = view->viewport();
    const QPointF from = centreOf(*window_, kAldo);
    const QPointF to(65, 25);  // behind the enemy
    // The straight way is refused by the game.
    QVERIFY(window_->session()->game()->check(
        {"move", {{"figure", kAldo}, {"path", {{to.x(), to.y()}}}}}));

    if (qEnvironmentVariableIsSet("FRAY_SCREENSHOTS")) view->showAt(QPointF(68, 22), 22.0);
    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
    const QGraphicsPathItem* reach = tool->reachItem();
    QVERIFY(reach != nullptr);
    QVERIFY(!reach->path().contains(QPointF(65, 20)));  // on the enemy's base
    QVERIFY(!reach->path().contains(centreOf(*window_, kEdric) + QPointF(0.3, 0.3)));  // a friend
    QVERIFY(reach->path().contains(QPointF(65, 25)));  // behind the enemy, by the way round
    QTest::mouseMove(viewport, view->mapFromScene(to));
    const std::vector<QPointF> path = tool->dragPath();
    QVERIFY2(path.size() >= 2, "the path bends around the enemy");
    QVERIFY(std::abs(path.back().x() - to.x()) < 0.5 && std::abs(path.back().y() - to.y()) < 0.5);
    QVERIFY2(tool->dropRefusal().isEmpty(), qPrintable(tool->dropRefusal()));
    QVERIFY(tool->dragText().contains(QStringLiteral(" cm of ")));
    if (const QString dir = qEnvironmentVariable("FRAY_SCREENSHOTS"); !dir.isEmpty())
      view->grab().save(dir + QStringLiteral("/move-path.png"));

    QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    QVERIFY2(tool->lastRefusal().isEmpty(), qPrintable(tool->lastRefusal()));
    const QPointF now = centreOf(*window_, kAldo);
    QVERIFY(std::abs(now.x() - path.back().x()) < 0.01 &&
            std::abs(now.y() - path.back().y()) < 0.01);
    // The logged move walked more than the straight distance.
    const auto& moved = window_->session()->game()->log().events();
    double length = 0;
    for (const auto& e : moved)
      if (e.type == "figure_moved") length = e.data["length_cm"].get<double>();
    QVERIFY(length > QLineF(from, now).length() + 0.1);
    window_->undoAction()->trigger();
    QCOMPARE(centreOf(*window_, kAldo), from);
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(MovePathTest)
#include "move_path_test.moc"
