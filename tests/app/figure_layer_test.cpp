// The figure layer: every figure of a MapScene painted by one item, from shared sprites on
// screen and as paths elsewhere. A sprite covers only what its figure paints (not the room left
// for the name), so each look is checked to lose nothing against the painted paths.
#include "scene/figure_layer.h"

#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QTest>

#include "scene/figure_item.h"
#include "scene/map_scene.h"

using namespace fray;
using app::FigureView;
using app::MapScene;

Q_DECLARE_METATYPE(fray::app::FigureView)

namespace {
constexpr double kPixelsPerCm = 20.0;
const QRectF kArea(40, 40, 20, 20);

FigureView lookAt(double x, double y) {
  FigureView v;
  v.base = {map::BaseShape::Round, 2.5, 2.5};
  v.placement = {{x, y}, 0};
  v.symbol = QStringLiteral("E");
  v.label = QStringLiteral("Elf archer");
  return v;
}

// The area rendered on a raster image (sprites) or through a QPicture (paths), replayed.
QImage render(MapScene& scene, bool as_paths) {
  QImage image((kArea.size() * kPixelsPerCm).toSize(), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::magenta);
  const QRectF target(QPointF(), image.size());
  if (as_paths) {
    QPicture picture;
    {
      QPainter recorder(&picture);
      scene.render(&recorder, target, kArea);
    }
    QPainter painter(&image);
    picture.play(&painter);
  } else {
    QPainter painter(&image);
    scene.render(&painter, target, kArea);
  }
  return image;
}

// The pixels where `image` differs from `empty`.
QRect changed(const QImage& image, const QImage& empty) {
  QRect box;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (image.pixel(x, y) != empty.pixel(x, y)) box |= QRect(x, y, 1, 1);
  return box;
}
}  // namespace

class FigureLayerTest : public QObject {
  Q_OBJECT

 private slots:
  void spriteHoldsTheWholeFigure_data() {
    QTest::addColumn<FigureView>("look");
    FigureView plain = lookAt(50, 50);
    QTest::newRow("plain") << plain;
    FigureView selected = plain;
    selected.selected = true;
    QTest::newRow("selected") << selected;
    FigureView active = plain;
    active.active = true;
    QTest::newRow("active") << active;
    FigureView targetable = plain;
    targetable.targetable = true;
    QTest::newRow("targetable") << targetable;
    FigureView wounded = plain;
    wounded.wounds = 12;
    QTest::newRow("12 wounds") << wounded;
    FigureView badges = plain;
    badges.statuses = {app::FigureStatus::ShieldWall, app::FigureStatus::Withdrawing,
                       app::FigureStatus::Hidden};
    QTest::newRow("badges") << badges;
    FigureView rider = plain;
    rider.base = {map::BaseShape::Rectangle, 2.5, 5.0};
    rider.placement.facing_deg = 60;
    rider.mounted = true;
    rider.symbol = QStringLiteral("WWW");
    rider.active = true;
    QTest::newRow("turned rider, long symbol") << rider;
  }
  void spriteHoldsTheWholeFigure() {
    QFETCH(FigureView, look);
    MapScene scene;
    scene.setGridVisible(false);
    scene.setLabelsVisible(false);
    const QImage empty = render(scene, false);
    scene.syncFigure(1, look);
    const QRect from_sprite = changed(render(scene, false), empty);
    const QRect from_paths = changed(render(scene, true), empty);
    QVERIFY(!from_paths.isEmpty());
    // The same picture give or take the sprite's rounding to whole pixels and antialiasing.
    const QRect tolerance = from_paths.adjusted(2, 2, -2, -2);
    QVERIFY2(from_sprite.contains(tolerance),
             qPrintable(QStringLiteral("sprite %1,%2 %3x%4; paths %5,%6 %7x%8")
                            .arg(from_sprite.x())
                            .arg(from_sprite.y())
                            .arg(from_sprite.width())
                            .arg(from_sprite.height())
                            .arg(from_paths.x())
                            .arg(from_paths.y())
                            .arg(from_paths.width())
                            .arg(from_paths.height())));
  }

  void stacksFiguresAsTheSceneDid() {
    // Overlapping figures: the one added later is drawn over the earlier one, and a selected
    // figure over both, whatever the order.
    MapScene scene;
    scene.setGridVisible(false);
    FigureView red = lookAt(50, 50);
    red.side_colour = QColor(0xc0, 0x30, 0x30);
    red.symbol.clear();
    FigureView blue = lookAt(51.5, 50);
    blue.side_colour = QColor(0x2f, 0x5f, 0xc0);
    blue.symbol.clear();
    scene.syncFigure(1, red);
    scene.syncFigure(2, blue);
    const QPoint overlap(((QPointF(50.75, 50.5) - kArea.topLeft()) * kPixelsPerCm).toPoint());
    QCOMPARE(render(scene, false).pixelColor(overlap), blue.side_colour);
    QCOMPARE(render(scene, true).pixelColor(overlap), blue.side_colour);
    red.selected = true;
    scene.syncFigure(1, red);
    QCOMPARE(render(scene, false).pixelColor(overlap), red.side_colour);
    QCOMPARE(scene.figureAt(QPointF(50.75, 50.5))->figureId(), 1);
  }

  void layerIsNeverUnderTheMouse() {
    MapScene scene;
    scene.syncFigure(1, lookAt(50, 50));
    for (QGraphicsItem* item : scene.items(QPointF(50, 50)))
      QVERIFY(item->type() != app::FigureLayer::Type);
    QVERIFY(!scene.items(QPointF(50, 50)).isEmpty());  // the figure item is, for its tooltip
  }
};

QTEST_MAIN(FigureLayerTest)
#include "figure_layer_test.moc"
