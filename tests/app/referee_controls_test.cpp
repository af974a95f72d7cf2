// Referee mode on the map: remove a figure, reseed the dice, put a figure anywhere; each a game
// command in the log, each one undo step.
#include "docks/referee_controls.h"

#include <QAction>
#include <QMenu>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <fray/classic/classic_figure.h>

#include "docks/log_dock.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/move_tool.h"
#include "tools/tool_manager.h"
#include "window/main_actions.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }
constexpr int kAldo = 1;   // archer of the men, at (65, 15)
constexpr int kGrub = 11;  // an Orcq bowman, at (63, 65)

const fray::game::Figure* figure(const MainWindow& w, int id) {
  return w.session()->game()->state().find(id);
}
}  // namespace

class RefereeControlsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("RefereeControlsTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    window_->actions().referee_mode->setChecked(false);
  }
  void cleanup() { window_.reset(); }

  void outOfRefereeModeNothingIsOffered() {
    auto* referee = window_->refereeControls();
    QVERIFY(!referee->removeAction()->isEnabled());
    QVERIFY(!referee->reseedAction()->isEnabled());
    QVERIFY(!referee->removeFigure(kAldo));
    QVERIFY(figure(*window_, kAldo)->alive);
  }

  void deleteRemovesTheSelectedFigureAndUndoBringsItBack() {
    window_->actions().referee_mode->setChecked(true);
    auto* referee = window_->refereeControls();
    QVERIFY(referee->removeAction()->isEnabled());
    QCOMPARE(referee->removeAction()->shortcut(), QKeySequence(QKeySequence::Delete));
    window_->selectFigure(kGrub);
    referee->removeAction()->trigger();
    QVERIFY(!figure(*window_, kGrub)->alive);
    QVERIFY(window_->logDock()->lines().join('\n').contains(QStringLiteral("is removed")));
    window_->undoAction()->trigger();
    QVERIFY(figure(*window_, kGrub)->alive);
  }

  void theFigureMenuOffersRemoval() {
    window_->actions().referee_mode->setChecked(true);
    QMenu menu;
    window_->refereeControls()->addToMenu(menu, kGrub);
    QAction* remove = menu.findChild<QAction*>(QStringLiteral("refereeRemoveFigure"));
    QVERIFY(remove != nullptr);
    remove->trigger();
    QVERIFY(!figure(*window_, kGrub)->alive);
  }

  void reseedAsksForASeed() {
    window_->actions().referee_mode->setChecked(true);
    auto* referee = window_->refereeControls();
    referee->setSeedPrompt([] { return std::optional<std::uint64_t>(424242); });
    referee->reseedAction()->trigger();
    const auto& events = window_->session()->game()->log().events();
    QCOMPARE(events.back().type, std::string("reseeded"));
    QCOMPARE(events.back().data["seed"].get<std::uint64_t>(), std::uint64_t(424242));
    QVERIFY(window_->logDock()->lines().join('\n').contains(QStringLiteral("424242")));
    const auto count = events.size();
    window_->undoAction()->trigger();
    QCOMPARE(window_->session()->game()->log().events().size(), count - 1);
  }

  void dragPutsAnyFigureAnywhereAsOneUndoStep() {
    window_->actions().referee_mode->setChecked(true);
    window_->toolManager()->setActiveTool(window_->moveTool());
    auto* view = window_->mapView();
    QWidget* viewport = view->viewport();
    // An Orcq, not of the side to act, far beyond any allowance.
    const QPointF from(63, 65);
    const QPointF to(150, 75);
    const int steps = window_->session()->undoStack()->count();
    QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
    QTest::mouseMove(viewport, view->mapFromScene(to));
    QVERIFY2(window_->moveTool()->dropRefusal().isEmpty(),
             qPrintable(window_->moveTool()->dropRefusal()));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    // The same figure, same id, wounds and statuses, somewhere else.
    const fray::game::Figure* moved = figure(*window_, kGrub);
    QVERIFY(moved->alive);
    QVERIFY(std::abs(moved->placement.centre.x - to.x()) < 0.5);
    QVERIFY(std::abs(moved->placement.centre.y - to.y()) < 0.5);
    QCOMPARE(classic_sheet(*moved).missile_weapon, std::string("bow"));
    QCOMPARE(window_->session()->undoStack()->count(), steps + 1);
    window_->undoAction()->trigger();
    QVERIFY(std::abs(figure(*window_, kGrub)->placement.centre.x - from.x()) < 0.5);
    QCOMPARE(window_->session()->game()->state().figures.size(), std::size_t(10));
  }

  void aDropOnAnotherFigureIsRefused() {
    window_->actions().referee_mode->setChecked(true);
    auto* referee = window_->refereeControls();
    const auto count = window_->session()->game()->log().events().size();
    QCOMPARE(referee->relocate(kGrub, QPointF(65, 15.5)), -1);  // on Aldo
    QVERIFY(!referee->lastRefusal().isEmpty());
    QCOMPARE(window_->session()->game()->log().events().size(), count);
    QVERIFY(figure(*window_, kGrub)->alive);
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(RefereeControlsTest)

#include "referee_controls_test.moc"
