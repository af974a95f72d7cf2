#include "scene/map_scene.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <fray/map/map_file.h>

#include "scene/figure_item.h"
#include "scene/terrain_style.h"

using namespace fray;
using fray::app::MapScene;

namespace {
map::AnyMap loadMap(const char* name) {
  return map::load_map_file(std::string(FRAY_DATA_DIR) + "/maps/" + name);
}

QImage render(MapScene& scene, QRectF area, double pixels_per_cm) {
  QImage image((area.size() * pixels_per_cm).toSize(), QImage::Format_ARGB32);
  image.fill(Qt::magenta);
  QPainter painter(&image);
  scene.render(&painter, QRectF(QPointF(), image.size()), area);
  return image;
}

// The colour drawn at a scene point (cm) when `area` is rendered at 10 px/cm.
QColor colourAt(const QImage& image, QRectF area, QPointF cm) {
  return image.pixelColor(((cm - area.topLeft()) * 10.0).toPoint());
}

app::FigureView figureAt(double x, double y) {
  app::FigureView view;
  view.placement.centre = {x, y};
  return view;
}
}  // namespace

class MapSceneTest : public QObject {
  Q_OBJECT

 private slots:
  void tableAtTrueScale() {
    MapScene scene;
    scene.setMap(loadMap("village.json"));
    QVERIFY(!scene.isHex());
    QCOMPARE(scene.mapRect(), QRectF(0, 0, 180, 120));
    QVERIFY(scene.sceneRect().contains(scene.mapRect()));
  }

  void terrainIsDrawnInItsStyle() {
    // Data table: a point of the village map -> the terrain style whose fill shows there.
    MapScene scene;
    scene.setGridVisible(false);
    scene.setLabelsVisible(false);
    scene.setMap(loadMap("village.json"));
    const QRectF area = scene.mapRect();
    const QImage image = render(scene, area, 10.0);
    const struct {
      QPointF at;
      const char* terrain;
    } cases[] = {{{5, 5}, "open"},        {{40, 40}, "woods"},       {{78, 75}, "bushes"},
                 {{110, 47}, "building"}, {{150, 30}, "hard_slope"}, {{100, 88}, "road"}};
    for (const auto& c : cases) {
      const QColor want = app::terrainStyle(c.terrain).fill;
      const QColor got = colourAt(image, area, c.at);
      // Patterns and shading darken some pixels; compare with a tolerance on a small sample.
      bool found = false;
      for (int dx = -6; dx <= 6 && !found; ++dx) {
        const QColor near = colourAt(image, area, c.at + QPointF(dx * 0.1, 0));
        found = std::abs(near.red() - want.red()) + std::abs(near.green() - want.green()) +
                    std::abs(near.blue() - want.blue()) <
                60;
      }
      QVERIFY2(found, qPrintable(QStringLiteral("%1 at %2,%3 shows %4")
                                     .arg(QLatin1String(c.terrain))
                                     .arg(c.at.x())
                                     .arg(c.at.y())
                                     .arg(got.name())));
    }
  }

  void everyExampleTerrainHasItsOwnLook() {
    const char* ids[] = {"woods",      "bushes",     "building", "low_wall",
                         "hard_slope", "water_ford", "road"};
    for (const char* a : ids) {
      for (const char* b : ids) {
        if (QLatin1String(a) == QLatin1String(b)) continue;
        const auto sa = app::terrainStyle(a);
        const auto sb = app::terrainStyle(b);
        QVERIFY2(sa.fill != sb.fill || sa.pattern != sb.pattern, a);
      }
    }
  }

  void unknownTerrainFollowsItsTraits() {
    map::TerrainTraits blocking;
    blocking.sight = map::SightEffect::Blocking;
    QCOMPARE(app::terrainStyle("tower", &blocking).fill, app::terrainStyle("building").fill);
    QCOMPARE(app::terrainStyle("tower", &blocking).legend, QStringLiteral("tower"));
  }

  void hexMapBoundsAndPositions() {
    MapScene scene;
    scene.setMap(loadMap("crossroads-hex.json"));
    QVERIFY(scene.isHex());
    const auto& hex = *scene.hexMap();
    for (int i = 0; i < hex.grid.size(); ++i) {
      const map::Point c = hex.layout.centre(hex.grid.hex(i));
      QVERIFY(scene.mapRect().contains(QPointF(c.x, c.y)));
    }
    const map::Point wall = hex.layout.centre(map::HexGrid::from_offset(2, 4));
    QVERIFY(
        scene.positionText(QPointF(wall.x, wall.y)).contains(QStringLiteral("column 2, row 4")));
    QVERIFY(scene.positionText(QPointF(wall.x, wall.y)).contains(QStringLiteral("wall")));
  }

  void positionInCmOrInches() {
    MapScene scene;
    QCOMPARE(scene.positionText(QPointF(25.4, 12.0)), QStringLiteral("x 25.4 cm, y 12.0 cm"));
    QCOMPARE(scene.positionText(QPointF(25.4, 12.7), true),
             QStringLiteral("x 10.00 in, y 5.00 in"));
  }

  void figuresMirrorTheirViews() {
    MapScene scene;
    scene.setMap(loadMap("village.json"));
    scene.syncFigures({{7, figureAt(10, 10)}, {8, figureAt(20, 10)}});
    QCOMPARE(scene.figureItems().size(), std::size_t{2});
    QCOMPARE(scene.figureItem(7)->pos(), QPointF(10, 10));
    // A figure that moved is synced; one no longer listed is removed; a new one appears.
    scene.syncFigures({{7, figureAt(30, 40)}, {9, figureAt(50, 50)}});
    QCOMPARE(scene.figureItem(7)->pos(), QPointF(30, 40));
    QVERIFY(scene.figureItem(8) == nullptr);
    QVERIFY(scene.figureItem(9) != nullptr);
    QCOMPARE(scene.figureAt(QPointF(30.5, 40.5)), scene.figureItem(7));
    QVERIFY(scene.figureAt(QPointF(32, 40)) == nullptr);  // a 2.5 cm base reaches 31.25
    scene.setMap(loadMap("crossroads-hex.json"));
    QVERIFY(scene.figureItems().empty());
  }

  void togglesReachFigures() {
    MapScene scene;
    scene.syncFigure(1, figureAt(10, 10));
    scene.setLabelsVisible(false);
    QVERIFY(!scene.figureItem(1)->labelVisible());
    scene.setCoordinatesVisible(true);
    QVERIFY(scene.coordinatesVisible());
  }
};

QTEST_MAIN(MapSceneTest)
#include "map_scene_test.moc"
