#include "window/main_window.h"

#include <cmath>

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "docks/legend_dock.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "window/recent_files.h"

using fray::app::MainWindow;

namespace {
QString dataFile(const char* name) { return QStringLiteral(FRAY_DATA_DIR "/") + name; }

void showAndWait(MainWindow& window) {
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
}
}  // namespace

class MainWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);  // settings go to a throw-away place
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("MainWindowTest"));
    QSettings().clear();
  }

  void showsTheWholeTableOnOpen() {
    MainWindow window;
    showAndWait(window);
    const QRectF visible =
        window.mapView()->mapToScene(window.mapView()->viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(window.mapScene()->mapRect()));
  }

  void zoomKeysChangeTheScale() {
    MainWindow window;
    showAndWait(window);
    const double before = window.mapView()->zoom();
    QTest::keySequence(&window, QKeySequence::ZoomIn);
    QVERIFY(window.mapView()->zoom() > before);
    QTest::keySequence(&window, QKeySequence::ZoomOut);
    QCOMPARE(window.mapView()->zoom(), before);
  }

  void toggleShortcuts() {
    MainWindow window;
    showAndWait(window);
    QVERIFY(window.mapScene()->gridVisible());
    QTest::keyClick(&window, Qt::Key_G, Qt::ControlModifier);
    QVERIFY(!window.mapScene()->gridVisible());
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(window.mapView()->rulersVisible());
    QTest::keyClick(&window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.mapScene()->coordinatesVisible());
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!window.mapScene()->labelsVisible());
  }

  void everyActionHasATooltip() {
    MainWindow window;
    for (QAction* action : window.findChildren<QAction*>()) {
      if (action->isSeparator() || action->text().isEmpty() || action->menu()) continue;
      QVERIFY2(!action->toolTip().isEmpty() && action->toolTip() != action->text().remove('&'),
               qPrintable(action->text()));
    }
  }

  void opensAMapAndRemembersIt() {
    MainWindow window;
    showAndWait(window);
    QVERIFY(window.openMap(dataFile("maps/village.json")));
    QCOMPARE(window.mapScene()->tableMap()->name, std::string("Village by the mill stream"));
    QVERIFY(window.recentFiles()->files().first().endsWith(QStringLiteral("village.json")));
    QVERIFY(window.legendDock()->entryTexts().join('|').contains(QStringLiteral("Woods")));
    QVERIFY(window.openMap(dataFile("maps/crossroads-hex.json")));
    QVERIFY(window.mapScene()->isHex());
    QCOMPARE(window.recentFiles()->files().size(), 2);
    QVERIFY(window.legendDock()->entryTexts().contains(QStringLiteral("Impassable")));
    QVERIFY(window.openFigures(dataFile("demo/crossroads-hex-figures.json")));
    QCOMPARE(window.mapScene()->figureItems().size(), std::size_t{8});
  }

  void aBrokenMapSaysWhereItIsWrong() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "fray-map", "version": 1, "kind": "table", "width_cm": "wide"})");
    file.close();
    MainWindow window;
    showAndWait(window);
    QVERIFY(!window.openMap(path));
    QVERIFY(window.lastError().contains(path));
    QVERIFY(window.lastError().contains(QStringLiteral("/width_cm")));
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("ErrorBox"));
    QVERIFY(box && box->isVisible());
    box->close();
    QCOMPARE(window.mapScene()->mapRect(), QRectF(0, 0, 180, 120));  // the old map stays
  }

  void exportsPngSvgAndPdf() {
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openMap(dataFile("maps/village.json")));
    for (const char* name : {"map.png", "map.svg", "map.pdf"}) {
      const QString path = dir.filePath(QLatin1String(name));
      QVERIFY(window.exportMapTo(path));
      QVERIFY2(QFileInfo(path).size() > 1000, name);
    }
    QCOMPARE(QImage(dir.filePath(QStringLiteral("map.png"))).size(), QSize(1800, 1200));
    QFile svg(dir.filePath(QStringLiteral("map.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY2(text.contains("width=\"1800mm\"") && text.contains("height=\"1200mm\""),
             text.left(600).constData());  // true scale
  }

  void statusBarShowsTheCursorPosition() {
    MainWindow window;
    showAndWait(window);
    QVERIFY(window.openMap(dataFile("maps/village.json")));
    auto* view = window.mapView();
    QTest::mouseMove(view->viewport(), view->mapFromScene(QPointF(30, 40)));
    const QString text = window.findChild<QLabel*>(QStringLiteral("CursorPosition"))->text();
    // "x 29.9 cm, y 40.1 cm": the cursor lands on a whole pixel, so allow a pixel's rounding.
    const QStringList parts = text.split(QLatin1Char(' '));
    QVERIFY2(parts.size() >= 2 && parts[0] == QStringLiteral("x") &&
                 std::abs(parts[1].toDouble() - 30.0) < 0.5 && text.contains(QStringLiteral("cm")),
             qPrintable(text));
    QVERIFY(window.openMap(dataFile("maps/crossroads-hex.json")));
    QTest::mouseMove(view->viewport(), view->mapFromScene(QPointF(0, 0)) + QPoint(1, 1));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("CursorPosition"))
                ->text()
                .contains(QStringLiteral("hex 0,0")));
  }

  void arrowKeysAndSpaceDragPan() {
    MainWindow window;
    showAndWait(window);
    auto* view = window.mapView();
    for (int i = 0; i < 6; ++i) view->zoomIn();
    QScrollBar* h = view->horizontalScrollBar();
    const int start = h->value();
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(h->value() > start);
    const int after_key = h->value();
    QTest::keyPress(view, Qt::Key_Space);
    const QPoint centre = view->viewport()->rect().center();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseMove(view->viewport(), centre + QPoint(-50, 0));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, centre + QPoint(-50, 0));
    QTest::keyRelease(view, Qt::Key_Space);
    QCOMPARE(h->value(), after_key + 50);
  }

  void wheelZoomKeepsThePointUnderTheCursor() {
    MainWindow window;
    showAndWait(window);
    auto* view = window.mapView();
    view->zoomIn();
    view->zoomIn();
    const QPoint cursor = view->mapFromScene(QPointF(60, 40));
    const QPointF before = view->mapToScene(cursor);
    view->zoomAbout(1.5, cursor);
    QVERIFY((view->mapToScene(cursor) - before).manhattanLength() < 2.0 / view->zoom());
  }

  void preferencesApplyAndPersist() {
    MainWindow window;
    window.applyPreferences({5.0, true, false});
    QCOMPARE(window.mapScene()->paintOptions().grid_spacing_cm, 5.0);
    QVERIFY(!window.mapScene()->labelsVisible());
    QVERIFY(window.mapView()->inches());
    QSettings settings;
    fray::app::Preferences{5.0, true, false}.save(settings);
    QCOMPARE(fray::app::Preferences::load(settings), (fray::app::Preferences{5.0, true, false}));
    fray::app::Preferences{}.save(settings);
  }

  void dockLayoutIsRemembered() {
    {
      MainWindow window;
      showAndWait(window);
      window.legendDock()->hide();
      window.close();
    }
    MainWindow again;
    showAndWait(again);
    QVERIFY(!again.legendDock()->isVisible());
    again.legendDock()->show();
    again.close();
  }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
