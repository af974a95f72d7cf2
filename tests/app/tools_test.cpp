#include <QStandardPaths>
#include <QTest>

#include <fray/map/map_file.h>

#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "tools/measure_tool.h"
#include "tools/sight_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using namespace fray;
using fray::app::MainWindow;

namespace {
QString dataFile(const char* name) { return QStringLiteral(FRAY_DATA_DIR "/") + name; }

app::FigureView tableFigure(double x, double y, int side, const char* label) {
  app::FigureView v;
  v.placement = {{x, y}, 0.0};
  v.side = side;
  v.label = QString::fromLatin1(label);
  return v;
}

app::FigureView hexFigure(int column, int row, int side, const char* label) {
  app::FigureView v;
  v.hex = app::HexPoseView{{map::HexGrid::from_offset(column, row)}, map::HexDirection::North};
  v.side = side;
  v.label = QString::fromLatin1(label);
  return v;
}

// Drags with the left button from one scene point to another, through the real view.
void drag(app::MapView* view, QPointF from, QPointF to) {
  QWidget* viewport = view->viewport();
  QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
  QTest::mouseMove(viewport, view->mapFromScene((from + to) / 2));
  QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
}

const app::SightLine& lineTo(const app::SightTool& tool, int target) {
  for (const auto& line : tool.lines()) {
    if (line.target == target) return line;
  }
  qFatal("no line to %d", target);
}
}  // namespace

class ToolsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ToolsTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1200, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  }
  void cleanup() { window_.reset(); }

  void oneToolAtATime() {
    auto* tools = window_->toolManager();
    QTest::keyClick(window_->mapView(), Qt::Key_M);
    QCOMPARE(tools->activeTool(), window_->measureTool());
    QTest::keyClick(window_->mapView(), Qt::Key_L);
    QCOMPARE(tools->activeTool(), window_->sightTool());
    QCOMPARE(window_->mapScene()->tool(), window_->sightTool());
  }

  void measurePointToPoint() {
    QVERIFY(window_->openMap(dataFile("maps/village.json")));
    window_->toolManager()->setActiveTool(window_->measureTool());
    drag(window_->mapView(), {10, 10}, {40, 50});
    const auto& m = window_->measureTool()->measurement();
    QVERIFY(m.has_value());
    QVERIFY(std::abs(m->cm - 50.0) < 0.5);  // 30-40-50, within a pixel of the view
    QCOMPARE(m->from_figure, -1);
  }

  void measureBaseEdgeToBaseEdge_data() {
    QTest::addColumn<QPointF>("b");
    QTest::addColumn<double>("edge_cm");
    // Two 2.5 cm round bases: centre of the second -> edge-to-edge distance
    QTest::newRow("10 cm apart") << QPointF(60, 50) << 7.5;
    QTest::newRow("touching") << QPointF(52.5, 50) << 0.0;
    QTest::newRow("3-4-5") << QPointF(80, 90) << 47.5;
  }
  void measureBaseEdgeToBaseEdge() {
    QFETCH(QPointF, b);
    QFETCH(double, edge_cm);
    window_->mapScene()->syncFigures(
        {{1, tableFigure(50, 50, 0, "a")}, {2, tableFigure(b.x(), b.y(), 1, "b")}});
    window_->toolManager()->setActiveTool(window_->measureTool());
    const auto m = window_->measureTool()->measure({50.3, 50.2}, b + QPointF(0.1, -0.2));
    QCOMPARE(m.from_figure, 1);
    QCOMPARE(m.to_figure, 2);
    QVERIFY(std::abs(m.cm - edge_cm) < 1e-9);
    QVERIFY(window_->measureTool()->describe(m).contains(QStringLiteral("base edge")));
  }

  void measureHexes() {
    QVERIFY(window_->openMap(dataFile("maps/crossroads-hex.json")));
    const auto& hex = *window_->mapScene()->hexMap();
    window_->toolManager()->setActiveTool(window_->measureTool());
    const map::Point a = hex.layout.centre(map::HexGrid::from_offset(0, 3));
    const map::Point b = hex.layout.centre(map::HexGrid::from_offset(5, 3));
    drag(window_->mapView(), {a.x, a.y}, {b.x, b.y});
    QCOMPARE(window_->measureTool()->measurement()->hexes, 5);
    QVERIFY(window_->measureTool()
                ->describe(*window_->measureTool()->measurement())
                .startsWith(QStringLiteral("5 hex")));
  }

  void sightOnTheTable() {
    // Village map: viewer west of the farmhouse; data table of targets -> what it sees.
    QVERIFY(window_->openMap(dataFile("maps/village.json")));
    window_->mapScene()->syncFigures({{1, tableFigure(90, 50, 0, "viewer")},
                                      {2, tableFigure(130, 47, 1, "behind the farmhouse")},
                                      {3, tableFigure(78, 75, 1, "in the brambles")},
                                      {4, tableFigure(90, 15, 1, "in the open")}});
    window_->toolManager()->setActiveTool(window_->sightTool());
    auto* view = window_->mapView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(90, 50)));
    auto* tool = window_->sightTool();
    QCOMPARE(tool->viewer(), 1);
    QCOMPARE(tool->lines().size(), std::size_t{3});
    QVERIFY(!lineTo(*tool, 2).visible);
    QCOMPARE(lineTo(*tool, 2).colour, app::SightTool::colourFor(false, 0, false));
    QVERIFY(lineTo(*tool, 3).visible);
    QCOMPARE(lineTo(*tool, 3).modifier, -1);
    QVERIFY(lineTo(*tool, 3).facts.join(' ').contains(QStringLiteral("seed 002")));
    QVERIFY(lineTo(*tool, 4).visible);
    QCOMPARE(lineTo(*tool, 4).modifier, 0);
    QCOMPARE(lineTo(*tool, 4).colour, app::SightTool::colourFor(true, 0, false));
    // A click on empty ground clears the lines; Escape too.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(5, 5)));
    QVERIFY(tool->lines().empty());
  }

  void sightOnHexes() {
    // Crossroads: walls at columns 2-4 of row 4; the viewer in 3,5 faces north.
    QVERIFY(window_->openMap(dataFile("maps/crossroads-hex.json")));
    window_->mapScene()->syncFigures({{1, hexFigure(3, 5, 0, "viewer")},
                                      {2, hexFigure(3, 3, 1, "beyond the wall")},
                                      {3, hexFigure(8, 5, 1, "east")},
                                      {4, hexFigure(3, 7, 1, "behind")},
                                      {5, hexFigure(5, 5, 0, "friend in the way")}});
    window_->toolManager()->setActiveTool(window_->sightTool());
    auto* tool = window_->sightTool();
    tool->showFrom(1);
    QVERIFY(!lineTo(*tool, 2).visible);
    QVERIFY(lineTo(*tool, 3).visible);
    QVERIFY(lineTo(*tool, 3).facts.join(' ').contains(QStringLiteral("in the way")));
    QVERIFY(lineTo(*tool, 4).visible);
    QCOMPARE(lineTo(*tool, 4).colour, app::SightTool::colourFor(true, 0, true));
    QVERIFY(lineTo(*tool, 4).facts.join(' ').contains(QStringLiteral("Shooting Blind")));
    QTest::keyClick(window_->mapView(), Qt::Key_Escape);
    QVERIFY(tool->lines().empty());
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(ToolsTest)
#include "tools_test.moc"
