// The uniform grid behind MapScene::figureAt: the figure under a point after moves, removals,
// at cell borders, and the topmost of overlapping figures as the scene's own item index finds it.
#include "docks/figure_grid.h"

#include <QGraphicsItem>
#include <QTest>

#include "scene/figure_item.h"
#include "scene/map_scene.h"

using namespace fray;
using app::FigureItem;
using app::FigureView;
using app::MapScene;

namespace {
FigureView baseAt(double x, double y, map::BaseShape shape = map::BaseShape::Round,
                  double width = 2.5, double depth = 2.5, double facing = 0) {
  FigureView view;
  view.base.shape = shape;
  view.base.width_cm = width;
  view.base.depth_cm = depth;
  view.placement.centre = {x, y};
  view.placement.facing_deg = facing;
  return view;
}

// What figureAt answered before the grid: the scene's item index, topmost item first.
FigureItem* fromItemIndex(const MapScene& scene, QPointF at) {
  for (QGraphicsItem* item : scene.items(at, Qt::IntersectsItemShape, Qt::DescendingOrder))
    if (auto* figure = qgraphicsitem_cast<FigureItem*>(item)) return figure;
  return nullptr;
}

int idAt(const MapScene& scene, QPointF at) {
  const FigureItem* item = scene.figureAt(at);
  return item ? item->figureId() : 0;
}
}  // namespace

class FigureGridTest : public QObject {
  Q_OBJECT

 private slots:
  void listsAFigureInEveryCellItTouches() {
    app::FigureGrid grid(4.0);
    auto* a = reinterpret_cast<FigureItem*>(std::uintptr_t{0x10});
    grid.place(a, 1, QRectF(3, 3, 2, 2));  // touches cells (0, 0), (1, 0), (0, 1), (1, 1)
    QCOMPARE(grid.at(QPointF(3.5, 3.5)).size(), std::size_t{1});
    QCOMPARE(grid.at(QPointF(4.5, 4.5)).front().item, a);
    QCOMPARE(grid.at(QPointF(4.0, 3.0)).size(), std::size_t{1});  // on the border: cell (1, 0)
    QVERIFY(grid.at(QPointF(8.5, 3.5)).empty());
    grid.place(a, 1, QRectF(20, 20, 1, 1));  // moved: listed only where it is now
    QVERIFY(grid.at(QPointF(3.5, 3.5)).empty());
    QCOMPARE(grid.at(QPointF(20.5, 20.5)).size(), std::size_t{1});
    QCOMPARE(grid.figureCount(), 1);
    grid.remove(a);
    QVERIFY(grid.at(QPointF(20.5, 20.5)).empty());
    QCOMPARE(grid.figureCount(), 0);
    grid.place(a, 1, QRectF(-5, -5, 1, 1));  // negative coordinates have cells too
    QCOMPARE(grid.at(QPointF(-4.5, -4.5)).size(), std::size_t{1});
  }

  void findsAFigureAfterItMoves() {
    MapScene scene;
    scene.syncFigure(1, baseAt(10, 10));
    QCOMPARE(idAt(scene, QPointF(10.5, 10)), 1);
    scene.syncFigure(1, baseAt(60, 30));
    QCOMPARE(idAt(scene, QPointF(10.5, 10)), 0);
    QCOMPARE(idAt(scene, QPointF(60.5, 30)), 1);
    scene.syncFigures({{1, baseAt(61, 31)}});
    QCOMPARE(idAt(scene, QPointF(61, 32.2)), 1);
  }

  void forgetsARemovedFigure() {
    MapScene scene;
    scene.syncFigures({{1, baseAt(10, 10)}, {2, baseAt(11, 10)}});
    QCOMPARE(idAt(scene, QPointF(11, 10)), 2);  // added last: on top
    scene.removeFigure(2);
    QCOMPARE(idAt(scene, QPointF(11, 10)), 1);
    scene.syncFigures({});
    QCOMPARE(idAt(scene, QPointF(10, 10)), 0);
    scene.syncFigure(3, baseAt(10, 10));
    scene.setMap(map::TableMap{});  // a new map takes the figures away
    QCOMPARE(idAt(scene, QPointF(10, 10)), 0);
  }

  void findsAFigureAcrossCellBorders() {
    // Data table: a base centred on a corner of four 4 cm cells -> points around the corner,
    // on the cells' borders (x or y = 8) and inside each of the four cells.
    MapScene scene;
    scene.syncFigure(5, baseAt(8, 8, map::BaseShape::Square, 2, 2));
    const QPointF inside[] = {{8, 8},     {7.1, 7.1}, {8.9, 7.1}, {7.1, 8.9},
                              {8.9, 8.9}, {8, 7.1},   {7.1, 8},   {8, 8.95}};
    for (const QPointF& at : inside) QCOMPARE(idAt(scene, at), 5);
    const QPointF outside[] = {{9.1, 8}, {8, 6.9}, {6.9, 6.9}, {12, 12}};
    for (const QPointF& at : outside) QCOMPARE(idAt(scene, at), 0);
    // On the base's own edge the answer is the shape's (QPainterPath::contains), as before.
    const QPointF edge[] = {{8, 7}, {7, 8}, {9, 9}, {9, 8}, {8, 9}, {7, 7}};
    for (const QPointF& at : edge) QCOMPARE(scene.figureAt(at), fromItemIndex(scene, at));
  }

  void resolvesOverlapsAsTheItemIndexDid() {
    // Overlapping round, square, turned and mounted bases, a selected and a targetable one,
    // added in a shuffled id order: every point of a fine raster gets the same figure (or
    // none) from the grid as from the scene's item index.
    MapScene scene;
    FigureView selected = baseAt(12, 11);
    selected.selected = true;
    FigureView targetable = baseAt(13, 12, map::BaseShape::Square, 2.5, 2.5, 30);
    targetable.targetable = true;
    FigureView rider = baseAt(11, 13, map::BaseShape::Rectangle, 2.5, 5, 75);
    rider.mounted = true;
    scene.syncFigure(4, baseAt(10, 10));
    scene.syncFigure(2, baseAt(11, 10, map::BaseShape::Square, 2, 2, 45));
    scene.syncFigure(9, rider);
    scene.syncFigure(1, selected);
    scene.syncFigure(3, targetable);
    scene.syncFigure(7, baseAt(14, 9, map::BaseShape::Round, 5, 5));
    scene.syncFigure(4, baseAt(10.5, 10.5));  // moved after the others were added
    int found = 0;
    for (double y = 4; y <= 20; y += 0.13) {
      for (double x = 4; x <= 20; x += 0.13) {
        const QPointF at(x, y);
        QCOMPARE(scene.figureAt(at), fromItemIndex(scene, at));
        found += scene.figureAt(at) != nullptr;
      }
    }
    QVERIFY(found > 1000);
    QCOMPARE(idAt(scene, QPointF(12, 11)), 1);  // selected: drawn and found on top
  }

  void findsMultiHexFigures() {
    MapScene scene;
    map::HexMap hex(10, 10);
    scene.setMap(hex);
    FigureView big;
    big.hex = app::HexPoseView{{map::Hex{2, 1}, map::Hex{2, 2}}, map::HexDirection::North};
    scene.syncFigure(8, big);
    const map::Point tail = hex.layout.centre({2, 2});
    QCOMPARE(idAt(scene, QPointF(tail.x, tail.y)), 8);
    for (double y = 0; y <= 20; y += 0.21)
      for (double x = 0; x <= 20; x += 0.21)
        QCOMPARE(scene.figureAt(QPointF(x, y)), fromItemIndex(scene, QPointF(x, y)));
  }
};

QTEST_MAIN(FigureGridTest)
#include "figure_grid_test.moc"
