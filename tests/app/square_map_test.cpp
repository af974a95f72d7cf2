// A square grid (seed 003, "V. Miniatures and battle maps") in the window: the scene's rect, the
// painting, the position text and the legend of a small map built in code, then the d20
// farmstead scenario opened in the main window, its figures measured, seen and moved.
#include <cmath>

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

#include <fray/map/map_file.h>
#include <fray/map/square_grid.h>

#include "docks/legend.h"
#include "scene/map_scene.h"
#include "scene/square_painter.h"
#include "scene/terrain_style.h"
#include "session/battle_session.h"
#include "tools/measure_tool.h"
#include "tools/move_tool.h"
#include "tools/sight_tool.h"
#include "tools/square_move_planner.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"
#include "window/new_skirmish_dialog.h"

using namespace fray;
using fray::app::MainWindow;
using fray::app::MapScene;

namespace {
constexpr double kSquareCm = 2.54;

// 6 x 4 squares of one inch: open ground, a wall at [2, 1], brush (difficult, partial cover) at
// [4, 2].
map::SquareMap smallMap() {
  map::SquareMap squares(6, 4);
  squares.terrain_names = {"open", "wall", "brush"};
  map::SquareCell& wall = squares.cell({2, 1});
  wall.terrain = 1;
  wall.impassable = true;
  wall.blocks_sight = true;
  map::SquareCell& brush = squares.cell({4, 2});
  brush.terrain = 2;
  brush.difficult = true;
  brush.partial_cover = true;
  return squares;
}

QPointF centreOf(map::Square s) {
  return {(s.column + 0.5) * kSquareCm, (s.row + 0.5) * kSquareCm};
}

QImage render(MapScene& scene, QRectF area, double pixels_per_cm) {
  QImage image((area.size() * pixels_per_cm).toSize(), QImage::Format_ARGB32);
  image.fill(Qt::magenta);
  QPainter painter(&image);
  scene.render(&painter, QRectF(QPointF(), image.size()), area);
  return image;
}

QColor colourAt(const QImage& image, QRectF area, double pixels_per_cm, QPointF cm) {
  return image.pixelColor(((cm - area.topLeft()) * pixels_per_cm).toPoint());
}

int difference(QColor a, QColor b) {
  return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
         std::abs(a.blue() - b.blue());
}

bool hasEntry(const std::vector<app::LegendEntry>& entries, app::LegendEntry::Swatch swatch,
              const QString& text = {}) {
  for (const app::LegendEntry& e : entries)
    if (e.swatch == swatch && (text.isEmpty() || e.text == text)) return true;
  return false;
}

QString farmstead() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/d20-farmstead-square.json"); }
}  // namespace

class SquareMapTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SquareMapTest"));
  }

  void theSceneHoldsTheGridAtTrueScale() {
    MapScene scene;
    scene.setMap(smallMap());
    QVERIFY(scene.isSquare());
    QVERIFY(!scene.isHex());
    QVERIFY(scene.tableMap() == nullptr);
    QCOMPARE(scene.squareMap()->grid.columns(), 6);
    QCOMPARE(scene.mapRect(), QRectF(0, 0, 6 * kSquareCm, 4 * kSquareCm));
    QVERIFY(scene.sceneRect().contains(scene.mapRect()));
    QVERIFY(scene.sceneRect() != scene.mapRect());  // a margin shows the map's edge
    QCOMPARE(app::squareRect(scene.squareMap()->layout, {2, 1}),
             QRectF(2 * kSquareCm, kSquareCm, kSquareCm, kSquareCm));
  }

  void theSquaresArePaintedInTheirTerrain() {
    MapScene scene;
    scene.setLabelsVisible(false);
    scene.setMap(smallMap());
    const QRectF area = scene.sceneRect();
    const QImage image = render(scene, area, 10.0);
    const QColor open = app::terrainStyle("open").fill;
    QVERIFY(difference(colourAt(image, area, 10.0, centreOf({0, 3})), open) < 60);
    QVERIFY(difference(colourAt(image, area, 10.0, centreOf({5, 0})), open) < 60);
    // The wall is neither open ground nor left unpainted.
    const QColor wall = colourAt(image, area, 10.0, centreOf({2, 1}) + QPointF(0.3, 0.3));
    QVERIFY2(difference(wall, open) >= 60, qPrintable(wall.name()));
    QVERIFY(wall != QColor(Qt::magenta));
    // Every square of the map is painted.
    for (int column = 0; column < 6; ++column)
      for (int row = 0; row < 4; ++row)
        QVERIFY(colourAt(image, area, 10.0, centreOf({column, row})) != QColor(Qt::magenta));
  }

  void gridAndCoordinatesPaintWhenZoomedIn() {
    MapScene scene;
    scene.setMap(smallMap());
    scene.setGridVisible(true);
    scene.setCoordinatesVisible(true);
    const QImage image = render(scene, scene.sceneRect(), 40.0);  // 101.6 px a square
    QVERIFY(!image.isNull());
    // Only a corner of the map exposed: the painter clips to the squares it needs.
    const QRectF corner(1.0, 1.0, 3.0, 2.0);
    QVERIFY(!render(scene, corner, 40.0).isNull());
    // Off the map to the left and above: nothing of the grid to paint, no crash.
    QVERIFY(!render(scene, QRectF(-5.0, -5.0, 4.0, 4.0), 10.0).isNull());
  }

  void thePositionNamesTheSquare() {
    MapScene scene;
    scene.setMap(smallMap());
    const QString wall = scene.positionText(centreOf({2, 1}));
    QVERIFY2(wall.contains(QStringLiteral("column 2, row 1")), qPrintable(wall));
    QVERIFY2(wall.contains(QStringLiteral("wall")), qPrintable(wall));
    QCOMPARE(scene.positionText(QPointF(-1.0, 3.0)), QStringLiteral("off the map"));
  }

  void theLegendListsTheTerrainAndTheMarks() {
    const std::vector<app::LegendEntry> entries = app::legendEntries(map::AnyMap(smallMap()));
    using Swatch = app::LegendEntry::Swatch;
    for (const char* name : {"open", "wall", "brush"})
      QVERIFY2(hasEntry(entries, Swatch::Area, QLatin1String(name)), name);
    QVERIFY(hasEntry(entries, Swatch::Difficult));
    QVERIFY(hasEntry(entries, Swatch::SquareImpassable));
    QVERIFY(hasEntry(entries, Swatch::SquareBlocksSight));
    QVERIFY(hasEntry(entries, Swatch::PartialCover));
    QVERIFY(!hasEntry(entries, Swatch::HexHeight));
    for (const app::LegendEntry& e : entries)
      QVERIFY(!app::legendSwatch(e, QSize(48, 20)).isNull());
    // An unknown terrain name takes its looks from what its squares do: brush gives cover.
    const auto styles = app::squareTerrainStyles(smallMap());
    QCOMPARE(styles.size(), std::size_t{3});
    QCOMPARE(styles[2].fill, app::terrainStyle("bushes").fill);
  }

  void theNewSkirmishDialogNamesTheSquareGrid() {
    QCOMPARE(app::mapKindName(QStringLiteral("square")), QStringLiteral("square grid"));
    if (!QFileInfo::exists(farmstead()))
      QSKIP("data/scenarios/d20-farmstead-square.json is missing");
    QCOMPARE(app::scenarioMapKind(farmstead()), QStringLiteral("square"));
    app::NewSkirmishDialog dialog(QStringLiteral(FRAY_DATA_DIR "/scenarios"), farmstead());
    QCOMPARE(dialog.mapKind(), QStringLiteral("square"));
    QCOMPARE(dialog.choice().rule_system, QStringLiteral("d20"));
  }

  // The whole window on the farmstead: the squares are drawn, the tools measure in spaces and
  // see from square to square, and a move along the planner's route is accepted by the game.
  void theWindowPlaysTheFarmstead() {
    if (!QFileInfo::exists(farmstead()))
      QSKIP("data/scenarios/d20-farmstead-square.json is missing");
    MainWindow window;
    window.setNewGameSeed(7);
    QVERIFY2(window.openScenario(farmstead()), qPrintable(window.lastError()));
    // People play both sides: the AI is not what is tested here.
    window.session()->setControllers({QStringLiteral("person"), QStringLiteral("person")});
    const game::Game* game = window.session()->game();
    QVERIFY(game->field().is_square());
    QVERIFY(window.mapScene()->isSquare());
    const map::SquareMap& squares = *game->field().square_map();
    QCOMPARE(window.mapScene()->mapRect(), app::squareMapBounds(squares));
    QVERIFY(hasEntry(app::legendEntries(window.mapScene()->map()), app::LegendEntry::Swatch::Area,
                     QStringLiteral("hedge")));
    for (const auto& f : game->state().figures) {
      window.selectFigure(f.id);
      window.figureMenuEntries(f.id);
    }
    QVERIFY(!render(*window.mapScene(), window.mapScene()->sceneRect(), 10.0).isNull());

    // The Measure tool counts spaces between two figures' squares.
    const game::Figure& first = game->state().figures.front();
    const game::Figure& last = game->state().figures.back();
    window.toolManager()->setActiveTool(window.measureTool());
    const app::Measurement m =
        window.measureTool()->measure(QPointF(first.placement.centre.x, first.placement.centre.y),
                                      QPointF(last.placement.centre.x, last.placement.centre.y));
    QCOMPARE(m.squares, map::square_distance(squares.layout.square_at(first.placement.centre),
                                             squares.layout.square_at(last.placement.centre)));
    QVERIFY(window.measureTool()->describe(m).contains(QStringLiteral("space")));

    // The Line of sight tool draws a line to every other figure on the grid.
    window.toolManager()->setActiveTool(window.sightTool());
    window.sightTool()->showFrom(first.id);
    QCOMPARE(window.sightTool()->lines().size(), game->state().figures.size() - 1);

    // A figure of the side to act walks two squares towards the middle, square by square.
    window.toolManager()->setActiveTool(window.moveTool());
    const int side = window.session()->sideToAct();
    const game::Figure* walker = nullptr;
    for (const game::Figure& f : game->state().figures)
      if (f.alive && f.side == side && !walker) walker = &f;
    QVERIFY(walker != nullptr);
    const int id = walker->id;
    const map::Square from = squares.layout.square_at(walker->placement.centre);
    const int step = from.row < squares.grid.rows() / 2 ? 1 : -1;
    const map::Square goal{from.column, from.row + 2 * step};
    const map::Point centre = squares.layout.centre(goal);
    const app::SquareMovePlanner planner(*game, *walker, window.session()->allowanceCm(id));
    const app::SquareRoute route = planner.route({centre.x, centre.y});
    QVERIFY(route.found);
    QCOMPARE(route.squares, 2);
    QCOMPARE(route.spaces, 2);
    QVERIFY2(planner.costText(route).startsWith(QStringLiteral("2 of ")),
             qPrintable(planner.costText(route)));
    map::Square at = from;
    for (const QPointF& p : route.points) {
      const map::Square next = squares.layout.square_at({p.x(), p.y()});
      QCOMPARE(map::square_distance(at, next), 1);
      const map::Point snapped = game->field().snap({p.x(), p.y()});
      QVERIFY(std::abs(snapped.x - p.x()) < 1e-6 && std::abs(snapped.y - p.y()) < 1e-6);
      at = next;
    }
    QVERIFY2(window.moveTool()->moveAlong(id, route.points),
             qPrintable(window.moveTool()->lastRefusal()));
    const map::Point moved = window.session()->game()->state().find(id)->placement.centre;
    QVERIFY(std::abs(moved.x - centre.x) < 1e-6 && std::abs(moved.y - centre.y) < 1e-6);
  }
};

QTEST_MAIN(SquareMapTest)
#include "square_map_test.moc"
