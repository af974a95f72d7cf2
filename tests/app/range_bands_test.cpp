#include "scene/range_bands.h"

#include <QStandardPaths>
#include <QTest>

#include "scene/map_view.h"
#include "scene/ruler_item.h"
#include "session/battle_session.h"
#include "tools/measure_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

void drag(fray::app::MapView* view, QPointF from, QPointF to) {
  QWidget* viewport = view->viewport();
  QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
  QTest::mouseMove(viewport, view->mapFromScene((from + to) / 2));
  QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
}
}  // namespace

/// The Measure tool's ruler shows the selected figure's missile weapon's range bands (seed 002,
/// "SHOOTING") and names the band the measured distance falls in.
class RangeBandsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("RangeBandsTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
  }
  void cleanup() { window_.reset(); }

  // The bow of data/classic/missile_weapons.json: 0-20 cm 5+, 20-40 cm 6+, 40-60 cm 7+.
  void theBandsOfABow_data() {
    QTest::addColumn<double>("cm");
    QTest::addColumn<int>("band");
    QTest::addColumn<QString>("word");
    QTest::newRow("touching") << 0.0 << 0 << "short";
    QTest::newRow("20 cm is still short") << 20.0 << 0 << "short";
    QTest::newRow("just past 20") << 20.5 << 1 << "medium";
    QTest::newRow("40 cm") << 40.0 << 1 << "medium";
    QTest::newRow("long") << 53.0 << 2 << "long";
    QTest::newRow("beyond") << 60.5 << -1 << "out of range";
  }
  void theBandsOfABow() {
    QFETCH(double, cm);
    QFETCH(int, band);
    QFETCH(QString, word);
    const auto bands = fray::app::figureRangeBands(window_->session()->game(), 1);
    QCOMPARE(static_cast<int>(bands.bands().size()), 3);
    QCOMPARE(bands.bands()[2].to_cm, 60.0);
    QCOMPARE(bands.bandIndexAt(cm), band);
    QVERIFY2(bands.describe(cm).contains(word), qPrintable(bands.describe(cm)));
  }

  void aFigureWithoutAMissileWeaponHasNoBands() {
    QVERIFY(fray::app::figureRangeBands(window_->session()->game(), 3).empty());
  }

  void theRulerShowsTheSelectedArchersBands() {
    window_->selectFigure(1);  // Archer Aldo, bow, at (65, 15)
    window_->toolManager()->setActiveTool(window_->measureTool());
    const QPointF start(65, 30);
    drag(window_->mapView(), start, start + QPointF(30, 0));
    const auto* ruler = window_->measureTool()->ruler();
    QVERIFY(ruler != nullptr);
    QCOMPARE(static_cast<int>(ruler->bands().size()), 3);
    QCOMPARE(ruler->bandLabels().size(), 3);
    QVERIFY(ruler->bandLabels()[0].contains(QStringLiteral("0-20 cm")));
    QVERIFY2(ruler->text().contains(QStringLiteral("medium")), qPrintable(ruler->text()));
    QVERIFY(ruler->boundingRect().width() >= 60.0);  // the bands reach past the tape
    if (const QString dir = qEnvironmentVariable("FRAY_SCREENSHOTS"); !dir.isEmpty()) {
      window_->mapView()->showAt(start + QPointF(30, 0), 12.0);
      window_->mapView()->grab().save(dir + QStringLiteral("/measure-range-bands.png"));
    }

    window_->selectFigure(3);  // a spearman: no bands
    QVERIFY(ruler->bands().empty());
    QVERIFY(!ruler->text().contains(QStringLiteral("medium")));
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(RangeBandsTest)
#include "range_bands_test.moc"
