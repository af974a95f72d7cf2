// The desktop program's speed (issue 6, "Speed"), offscreen: a full repaint of a 72 x 48 hex map
// with 2,000 figures at the "fit" zoom, Fray's MapScene/MapView against a naive scene (one
// QGraphicsPolygonItem per hex and one ellipse item per figure, default settings); launch to
// the first painted frame of the demo; hit-testing a click. Both scenes are checked to find the
// same figure under the same points before anything is timed.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <vector>

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGraphicsEllipseItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPixmap>
#include <benchmark/benchmark.h>

#include "scene/figure_item.h"
#include "scene/hex_painter.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "scene/terrain_style.h"
#include "window/main_window.h"

namespace {

using namespace fray;

constexpr int kColumns = 72;
constexpr int kRows = 48;
constexpr int kFigures = 2000;
constexpr QSize kViewport(1280, 800);

map::HexMap benchMap() {
  map::HexMap hex(kColumns, kRows);
  hex.terrain_names = {"open", "woods", "hill", "water", "wall"};
  std::mt19937 rng(7);
  for (map::HexCell& cell : hex.cells) {
    const auto roll = rng() % 20;
    cell.terrain = static_cast<std::uint16_t>(roll < 12   ? 0
                                              : roll < 15 ? 1
                                              : roll < 17 ? 2
                                              : roll < 19 ? 3
                                                          : 4);
    if (cell.terrain == 2) cell.height = 1;
    if (cell.terrain == 4) cell.impassable = cell.blocks_sight = true;
  }
  return hex;
}

// 2,000 figures on distinct hexes (every hex but the impassable ones, in a fixed shuffle).
std::vector<app::FigureEntry> benchFigures(const map::HexMap& hex) {
  std::vector<int> free;
  for (int i = 0; i < hex.grid.size(); ++i)
    if (!hex.cells[static_cast<std::size_t>(i)].impassable) free.push_back(i);
  std::shuffle(free.begin(), free.end(), std::mt19937(11));
  std::vector<app::FigureEntry> entries;
  for (int id = 1; id <= kFigures; ++id) {
    app::FigureView view;
    view.hex = app::HexPoseView{{hex.grid.hex(free[static_cast<std::size_t>(id - 1)])},
                                static_cast<map::HexDirection>(id % 6)};
    view.side = id % 2;
    view.side_colour = id % 2 ? QColor(0xc0, 0x30, 0x30) : QColor(0x2f, 0x5f, 0xc0);
    view.symbol = id % 2 ? QStringLiteral("O") : QStringLiteral("M");
    view.label = QStringLiteral("Figure %1").arg(id);
    view.wounds = id % 7 == 0 ? 1 : 0;
    entries.push_back({id, view});
  }
  return entries;
}

// Everything the benchmarks share, built once: the two scenes and their views.
struct Fixture {
  map::HexMap hex = benchMap();
  std::vector<app::FigureEntry> figures = benchFigures(hex);
  app::MapScene fray_scene;
  std::unique_ptr<app::MapView> fray_view;
  QGraphicsScene naive_scene;
  std::unique_ptr<QGraphicsView> naive_view;
  std::vector<QPointF> clicks;

  Fixture() {
    fray_scene.setMap(hex);
    fray_scene.syncFigures(figures);
    fray_view = std::make_unique<app::MapView>(&fray_scene);
    fray_view->resize(kViewport);
    fray_view->show();
    fray_view->fitTable();

    for (int i = 0; i < hex.grid.size(); ++i) {
      const map::HexCell& cell = hex.cells[static_cast<std::size_t>(i)];
      auto* item =
          naive_scene.addPolygon(hexPolygonOf(i), QPen(QColor(0, 0, 0, 90), 0),
                                 app::terrainStyle(hex.terrain_names[cell.terrain]).fillBrush());
      item->setZValue(-1);
    }
    for (const app::FigureEntry& entry : figures) {
      const map::Point c = hex.layout.centre(entry.view.hex->hexes.front());
      const double r = hex.layout.across_flats_cm * 0.78 / 2;  // as FigureItem's discs
      auto* item = naive_scene.addEllipse(QRectF(c.x - r, c.y - r, 2 * r, 2 * r),
                                          QPen(entry.view.side_colour.darker(250), 0),
                                          entry.view.side_colour);
      item->setData(0, entry.id);
    }
    naive_scene.setSceneRect(fray_scene.sceneRect());
    naive_view = std::make_unique<QGraphicsView>(&naive_scene);
    naive_view->resize(kViewport);
    naive_view->show();
    naive_view->fitInView(naive_scene.sceneRect(), Qt::KeepAspectRatio);
    QCoreApplication::processEvents();

    std::mt19937 rng(3);
    std::uniform_real_distribution<double> x(fray_scene.mapRect().left(),
                                             fray_scene.mapRect().right());
    std::uniform_real_distribution<double> y(fray_scene.mapRect().top(),
                                             fray_scene.mapRect().bottom());
    for (int i = 0; i < 1000; ++i) clicks.emplace_back(x(rng), y(rng));
    checkSameFigures();
  }

  QPolygonF hexPolygonOf(int index) const {
    return app::hexPolygon(hex.layout, hex.grid.hex(index));
  }

  int naiveFigureAt(QPointF at) const {
    for (QGraphicsItem* item : naive_scene.items(at, Qt::IntersectsItemShape, Qt::DescendingOrder))
      if (item->data(0).isValid()) return item->data(0).toInt();
    return 0;
  }

  int frayFigureAt(QPointF at) const {
    const app::FigureItem* item = fray_scene.figureAt(at);
    return item ? item->figureId() : 0;
  }

  // Fray's figure discs are 0.8 of the hex across like the naive ellipses: both scenes must
  // find the same figure (or none) under every click.
  void checkSameFigures() const {
    int found = 0;
    for (const QPointF& at : clicks) {
      const int fray_id = frayFigureAt(at);
      if (fray_id != naiveFigureAt(at)) {
        std::fprintf(stderr, "gui_bench: the scenes disagree at %.2f, %.2f (%d vs %d)\n", at.x(),
                     at.y(), fray_id, naiveFigureAt(at));
        std::exit(1);
      }
      found += fray_id != 0;
    }
    if (found == 0) {
      std::fprintf(stderr, "gui_bench: no click found a figure\n");
      std::exit(1);
    }
  }
};

// Built on first use and never destroyed: its widgets must not outlive the QApplication.
Fixture& fixture() {
  static auto* f = new Fixture;
  return *f;
}

void BM_RepaintFray(benchmark::State& state) {
  Fixture& f = fixture();
  for (auto _ : state) {
    QPixmap frame = f.fray_view->viewport()->grab();
    benchmark::DoNotOptimize(frame);
  }
  state.counters["px_per_cm"] = f.fray_view->zoom();
}
BENCHMARK(BM_RepaintFray)->Unit(benchmark::kMillisecond);

void BM_RepaintNaive(benchmark::State& state) {
  Fixture& f = fixture();
  for (auto _ : state) {
    QPixmap frame = f.naive_view->viewport()->grab();
    benchmark::DoNotOptimize(frame);
  }
}
BENCHMARK(BM_RepaintNaive)->Unit(benchmark::kMillisecond);

void BM_HitTestFray(benchmark::State& state) {
  Fixture& f = fixture();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(f.frayFigureAt(f.clicks[i]));
    i = (i + 1) % f.clicks.size();
  }
}
BENCHMARK(BM_HitTestFray);

void BM_HitTestNaive(benchmark::State& state) {
  Fixture& f = fixture();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(f.naiveFigureAt(f.clicks[i]));
    i = (i + 1) % f.clicks.size();
  }
}
BENCHMARK(BM_HitTestNaive);

// A watcher for the first paint of the map view.
class FirstPaint : public QObject {
 public:
  bool painted = false;
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Paint) painted = true;
    return QObject::eventFilter(watched, event);
  }
};

void BM_LaunchToFirstFrame(benchmark::State& state) {
  for (auto _ : state) {
    QElapsedTimer clock;
    clock.start();
    app::MainWindow window;
    window.setNewGameSeed(1);
    FirstPaint watcher;
    window.mapView()->viewport()->installEventFilter(&watcher);
    window.show();
    window.openScenario(QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"));
    while (!watcher.painted) QCoreApplication::processEvents();
    state.SetIterationTime(static_cast<double>(clock.nsecsElapsed()) * 1e-9);
    window.mapView()->viewport()->removeEventFilter(&watcher);
  }
}
BENCHMARK(BM_LaunchToFirstFrame)->UseManualTime()->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  // Its own settings, so that the window opens as on a first start and leaves no trace.
  QApplication::setOrganizationName(QStringLiteral("FrayBench"));
  QApplication::setApplicationName(QStringLiteral("gui_bench"));
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
