#include "main_window.h"

#include <QSignalSpy>
#include <QTest>

#include "map_view.h"
#include "table_scene.h"

using fray::app::MainWindow;

class MainWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("MainWindowTest"));
  }

  void showsTheWholeTableOnOpen() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRectF visible =
        window.mapView()->mapToScene(window.mapView()->viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(QRectF(QPointF(0, 0), window.tableScene()->tableSize())));
  }

  void zoomKeysChangeTheScale() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const double before = window.mapView()->zoom();
    QTest::keySequence(&window, QKeySequence::ZoomIn);
    QVERIFY(window.mapView()->zoom() > before);
    QTest::keySequence(&window, QKeySequence::ZoomOut);
    QCOMPARE(window.mapView()->zoom(), before);
  }

  void gridToggleShortcut() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.tableScene()->gridVisible());
    QTest::keyClick(&window, Qt::Key_G, Qt::ControlModifier);
    QVERIFY(!window.tableScene()->gridVisible());
  }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
