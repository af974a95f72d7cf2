#include "scene/figure_item.h"

#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTest>

#include "scene/map_scene.h"

using namespace fray;
using fray::app::FigureItem;
using fray::app::FigureView;

namespace {
FigureView view(map::BaseShape shape, double w, double d, double facing) {
  FigureView v;
  v.base = {shape, w, d};
  v.placement = {{50, 50}, facing};
  v.side_colour = QColor(0x2f, 0x5f, 0xc0);
  v.symbol = QStringLiteral("E");
  v.label = QStringLiteral("Elf archer");
  return v;
}

// Renders the area around (50, 50) at `pixels_per_cm`.
QImage render(app::MapScene& scene, double pixels_per_cm) {
  const QRectF area(45, 45, 10, 10);
  QImage image((area.size() * pixels_per_cm).toSize(), QImage::Format_ARGB32);
  QPainter painter(&image);
  scene.render(&painter, QRectF(QPointF(), image.size()), area);
  return image;
}
}  // namespace

class FigureItemTest : public QObject {
  Q_OBJECT

 private slots:
  void baseAtTrueSize_data() {
    QTest::addColumn<int>("shape");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("depth");
    QTest::addColumn<double>("facing");
    QTest::addColumn<QPointF>("inside");
    QTest::addColumn<QPointF>("outside");
    // shape, size, facing -> a point just inside and one just outside the base (cm from centre)
    QTest::newRow("round 2.5") << 0 << 2.5 << 2.5 << 0.0 << QPointF(0.85, 0.85)
                               << QPointF(0.95, 0.95);
    QTest::newRow("square 2") << 1 << 2.0 << 2.0 << 0.0 << QPointF(0.95, 0.95)
                              << QPointF(1.05, 0.0);
    QTest::newRow("mounted north")
        << 2 << 2.5 << 5.0 << 0.0 << QPointF(0.0, 2.4) << QPointF(2.0, 0.0);
    QTest::newRow("mounted east") << 2 << 2.5 << 5.0 << 90.0 << QPointF(2.4, 0.0)
                                  << QPointF(0.0, 2.0);
    QTest::newRow("round 4") << 0 << 4.0 << 4.0 << 30.0 << QPointF(1.9, 0.0) << QPointF(2.1, 0.0);
  }
  void baseAtTrueSize() {
    QFETCH(int, shape);
    QFETCH(double, width);
    QFETCH(double, depth);
    QFETCH(double, facing);
    QFETCH(QPointF, inside);
    QFETCH(QPointF, outside);
    FigureItem item(3);
    item.sync(view(static_cast<map::BaseShape>(shape), width, depth, facing));
    QCOMPARE(item.figureId(), 3);
    QVERIFY(item.shape().contains(inside));
    QVERIFY(!item.shape().contains(outside));
    QVERIFY(item.boundingRect().contains(item.shape().boundingRect()));
  }

  void hexFigureStandsInItsHex() {
    map::HexLayout layout;
    FigureItem item(1, layout);
    FigureView v;
    v.hex = app::HexPoseView{{map::Hex{2, 1}, map::Hex{2, 2}}, map::HexDirection::North};
    item.sync(v);
    const map::Point head = layout.centre({2, 1});
    const map::Point tail = layout.centre({2, 2});
    QCOMPARE(item.pos(), QPointF(head.x, head.y));
    QVERIFY(item.shape().contains(QPointF(tail.x - head.x, tail.y - head.y)));
  }

  void sideColourFillsTheBase() {
    app::MapScene scene;
    scene.setGridVisible(false);
    scene.syncFigure(1, view(map::BaseShape::Round, 4, 4, 0));
    const QImage image = render(scene, 10.0);
    // 1.3 cm left of the centre: on the base, clear of the symbol and the facing mark.
    QCOMPARE(image.pixelColor(37, 50), QColor(0x2f, 0x5f, 0xc0));
  }

  void highlightsAreVisiblyDifferent() {
    app::MapScene scene;
    scene.setGridVisible(false);
    FigureView plain = view(map::BaseShape::Round, 2.5, 2.5, 0);
    scene.syncFigure(1, plain);
    const QImage before = render(scene, 20.0);
    for (int flag = 0; flag < 3; ++flag) {
      FigureView marked = plain;
      (flag == 0 ? marked.selected : flag == 1 ? marked.active : marked.targetable) = true;
      scene.syncFigure(1, marked);
      QVERIFY2(render(scene, 20.0) != before, "a highlight must change the picture");
    }
    FigureView wounded = plain;
    wounded.wounds = 2;
    wounded.statuses = {app::FigureStatus::Hidden, app::FigureStatus::Waiting};
    scene.syncFigure(1, wounded);
    QVERIFY(render(scene, 20.0) != before);
    QVERIFY(scene.figureItem(1)->toolTip().contains(QStringLiteral("2 wound(s)")));
    QVERIFY(scene.figureItem(1)->toolTip().contains(QStringLiteral("hidden")));
  }

  void lessDetailWhenFar() {
    // Far away a base is a plain disc: the symbol and chits are not drawn (nothing white).
    app::MapScene scene;
    scene.setGridVisible(false);
    FigureView v = view(map::BaseShape::Round, 2.5, 2.5, 0);
    v.symbol = QStringLiteral("W");
    scene.syncFigure(1, v);
    auto whitePixels = [](const QImage& image) {
      int count = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
          if (image.pixelColor(x, y).lightness() > 230) ++count;
      return count;
    };
    QCOMPARE(whitePixels(render(scene, 2.0)), 0);
    QVERIFY(whitePixels(render(scene, 30.0)) > 0);
  }
};

QTEST_MAIN(FigureItemTest)
#include "figure_item_test.moc"
