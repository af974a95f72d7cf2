// The Move tool on a hex map: the path follows the map's HexPathfinder from hex centre to hex
// centre around walls (seed 001, "Movement Point Costs"), shows its length and its price in
// movement points, and the drop sends those waypoints to the game, which accepts them.
#include <QGraphicsPathItem>
#include <QStandardPaths>
#include <QTest>

#include <fray/map/hex_coord.h>

#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/hex_move_planner.h"
#include "tools/move_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString crossroads() {
  return QStringLiteral(FRAY_DATA_DIR "/scenarios/crossroads-hex-skirmish.json");
}
constexpr int kPip = 7;    // halfling slinger of the villagers, on hex [3, 2]
constexpr int kCadoc = 3;  // a friend, on hex [4, 1]
constexpr int kKrag = 18;  // a raider, on hex [4, 5]

QPointF centreOf(const MainWindow& w, int id) {
  const auto& c = w.session()->game()->state().find(id)->placement.centre;
  return {c.x, c.y};
}

fray::map::Hex hexOf(int column, int row) { return fray::map::HexGrid::from_offset(column, row); }

QPointF hexCentre(const MainWindow& w, int column, int row) {
  const fray::map::Point c = w.session()->game()->field().hex_layout().centre(hexOf(column, row));
  return {c.x, c.y};
}

fray::map::Hex hexUnder(const MainWindow& w, QPointF p) {
  return w.session()->game()->field().hex_at({p.x(), p.y()});
}

// The wall of the crossroads map: row 4, columns 2 to 4, and row 5, column 2.
bool onWall(const MainWindow& w, QPointF p) {
  const fray::map::Hex h = hexUnder(w, p);
  return h == hexOf(2, 4) || h == hexOf(3, 4) || h == hexOf(4, 4) || h == hexOf(2, 5);
}
}  // namespace

class HexMovePathTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("HexMovePathTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(crossroads()), qPrintable(window_->lastError()));
    QVERIFY(window_->session()->game()->field().is_hex());
    QCOMPARE(window_->session()->sideToAct(), 0);
    window_->toolManager()->setActiveTool(window_->moveTool());
  }
  void cleanup() { window_.reset(); }

  void theRouteGoesAroundTheWallThroughHexCentres() {
    const auto* game = window_->session()->game();
    const auto& pip = *game->state().find(kPip);
    const double allowance = window_->session()->allowanceCm(kPip);
    fray::app::HexMovePlanner planner(*game, pip, allowance);
    const QPointF to = hexCentre(*window_, 1, 5);  // south of the wall
    const fray::app::HexRoute route = planner.route(to);
    QVERIFY(route.found);
    // Hex grids have many shortest ways: one of them may go round the wall at no extra cost.
    QVERIFY(route.hexes >= fray::map::hex_distance(hexUnder(*window_, centreOf(*window_, kPip)),
                                                   hexUnder(*window_, to)));
    QCOMPARE(static_cast<int>(route.points.size()), route.hexes);
    QCOMPARE(route.length_cm, route.hexes * 2.5);
    QVERIFY(route.movement_points >= route.hexes);  // seed 001: at least 1 MP a hex
    QPointF from = centreOf(*window_, kPip);
    for (const QPointF& p : route.points) {
      QVERIFY(!onWall(*window_, p));
      const fray::map::Point snapped = game->field().snap({p.x(), p.y()});
      QVERIFY(std::abs(snapped.x - p.x()) < 1e-6 && std::abs(snapped.y - p.y()) < 1e-6);
      QCOMPARE(fray::map::hex_distance(hexUnder(*window_, from), hexUnder(*window_, p)), 1);
      from = p;
    }
    QVERIFY(std::abs(route.points.back().x() - to.x()) < 1e-6);
    QVERIFY(planner.costText(route).contains(QStringLiteral(" MP)")));
  }

  void friendsAndEnemiesHexesAreNoEnd() {
    const auto* game = window_->session()->game();
    fray::app::HexMovePlanner planner(*game, *game->state().find(kPip),
                                      window_->session()->allowanceCm(kPip));
    QVERIFY(!planner.route(centreOf(*window_, kCadoc)).found);
    QVERIFY(!planner.route(centreOf(*window_, kKrag)).found);
    QVERIFY(!planner.route(hexCentre(*window_, 3, 4)).found);  // the wall
  }

  void aDragAroundTheWallIsAcceptedByTheGame() {
    auto* tool = window_->moveTool();
    auto* view = window_->mapView();
    QWidget* viewport = view->viewport();
    const QPointF from = centreOf(*window_, kPip);
    const QPointF to = hexCentre(*window_, 1, 5);
    // The straight way crosses the wall: the game refuses it.
    QVERIFY(window_->session()->game()->check(
        {"move", {{"figure", kPip}, {"path", {{to.x(), to.y()}}}}}));

    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
    const QGraphicsPathItem* reach = tool->reachItem();
    QVERIFY(reach != nullptr);
    QVERIFY(reach->path().contains(to));                           // by the way round
    QVERIFY(!reach->path().contains(hexCentre(*window_, 3, 4)));   // the wall
    QVERIFY(!reach->path().contains(centreOf(*window_, kCadoc)));  // a friend's hex
    QTest::mouseMove(viewport, view->mapFromScene(to));
    const std::vector<QPointF> path = tool->dragPath();
    QVERIFY2(path.size() >= 2, "the path goes hex by hex, not in one straight leg");
    for (const QPointF& p : path) QVERIFY(!onWall(*window_, p));
    QVERIFY2(tool->dropRefusal().isEmpty(), qPrintable(tool->dropRefusal()));
    QVERIFY2(tool->dragText().contains(QStringLiteral(" MP)")), qPrintable(tool->dragText()));
    QVERIFY(tool->dragText().contains(QStringLiteral(" cm of ")));

    QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    QVERIFY2(tool->lastRefusal().isEmpty(), qPrintable(tool->lastRefusal()));
    const QPointF now = centreOf(*window_, kPip);
    QVERIFY(std::abs(now.x() - to.x()) < 0.01 && std::abs(now.y() - to.y()) < 0.01);
    double length = 0;
    for (const auto& e : window_->session()->game()->log().events())
      if (e.type == "figure_moved") length = e.data["length_cm"].get<double>();
    QCOMPARE(length, path.size() * 2.5);
  }

  void aDragOntoTheWallIsRedWithTheReason() {
    auto* tool = window_->moveTool();
    auto* view = window_->mapView();
    QWidget* viewport = view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(centreOf(*window_, kPip)));
    QTest::mouseMove(viewport, view->mapFromScene(hexCentre(*window_, 3, 4)));
    QVERIFY(!tool->dropRefusal().isEmpty());
    QVERIFY2(tool->dropRefusal().contains(QStringLiteral("wall")) ||
                 tool->dropRefusal().contains(QStringLiteral("impassable")),
             qPrintable(tool->dropRefusal()));
    QTest::mouseRelease(viewport, Qt::LeftButton, {},
                        view->mapFromScene(hexCentre(*window_, 3, 4)));
    QVERIFY(!tool->lastRefusal().isEmpty());
    QCOMPARE(centreOf(*window_, kPip), hexCentre(*window_, 3, 2));
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(HexMovePathTest)
#include "hex_move_path_test.moc"
