// The split strike of an H2 creature from the window (seed 000, "Melee: some peculiarities"):
// the figure menu offers it only when legal, the dialog gives one D6 to each of two foes in
// contact, shows the chances and sends the command (undoable, logged).
#include <QApplication>
#include <QDialogButtonBox>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

#include <fray/game/record/state_json.h>

#include "docks/log_dock.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "window/main_window.h"
#include "window/split_strike_dialog.h"

using fray::app::MainWindow;
using fray::app::SplitStrikeDialog;
using nlohmann::json;

namespace {

constexpr int kTroll = 1;  // a large Troll (H2) of side a
constexpr int kFront = 2;  // a man in base contact in front of it (side b)
constexpr int kFlank = 3;  // a man in base contact at its right flank
constexpr int kFar = 4;    // a man far away

// The arrangement of the game layer's split strike tests (0.05 cm gaps: base contact).
QString scenario() { return QStringLiteral(FRAY_DATA_DIR "/demo/split-strike-scenario.json"); }

}  // namespace

class SplitStrikeTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SplitStrikeTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(11);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(scenario()), qPrintable(window_->lastError()));
  }
  void cleanup() { window_.reset(); }

  void theMenuOffersTheSplitOnlyWhenLegal() {
    // Movement phase: no melee yet, so no split.
    QVERIFY(!menuTexts(kTroll).contains(QStringLiteral("Split strike...")));
    QVERIFY(!window_->openSplitStrike(kTroll));
    QVERIFY(
        window_->statusBar()->currentMessage().startsWith(QStringLiteral("Split strike refused")));
    toMelee();
    QCOMPARE(window_->session()->sideToAct(), 0);
    QVERIFY(menuTexts(kTroll).contains(QStringLiteral("Split strike...")));
    // A man far from everyone: no split (and no H2 creature), the game's reason in the status bar.
    QVERIFY(!window_->openSplitStrike(kFar));
    QVERIFY(window_->findChild<SplitStrikeDialog*>() == nullptr);
  }

  void theDialogSplitsByKeyboardAndUndoRestores() {
    toMelee();
    window_->selectFigure(kTroll);
    QTest::keyClick(window_.get(), Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
    auto* dialog = window_->findChild<SplitStrikeDialog*>();
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->foes(), (std::vector<int>{kFront, kFlank}));  // the far man is not listed
    QVERIFY2(dialog->reasonText().isEmpty(), qPrintable(dialog->reasonText()));
    QVERIFY2(dialog->oddsText(kFront).contains(QStringLiteral("hit")),
             qPrintable(dialog->oddsText(kFront)));
    QVERIFY(
        dialog->summaryText().contains(QStringLiteral("seed 000, \"Melee: some peculiarities\"")));
    auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());

    // Taking the die from one foe leaves one die unplaced: OK waits for the second.
    QSpinBox* flank = dialog->diceBox(kFlank);
    QVERIFY(flank != nullptr);
    QCOMPARE(flank->maximum(), 1);  // never two D6 at one foe
    flank->setFocus();
    QTest::keyClick(flank, Qt::Key_Down);
    QCOMPARE(flank->value(), 0);
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog->reasonText().contains(QStringLiteral("Give exactly 2 dice")));
    QTest::keyClick(flank, Qt::Key_Up);
    QVERIFY(ok->isEnabled());

    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    const auto events = window_->session()->game()->log().events().size();
    QTest::mouseClick(ok, Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
    const fray::game::Event* melee = nullptr;
    for (const auto& e : window_->session()->game()->log().events())
      if (e.type == "melee") melee = &e;
    QVERIFY(melee != nullptr);
    QVERIFY(melee->data["split"] == json({kFront, kFlank}));
    QVERIFY(window_->logDock()->lines().join('\n').contains(QStringLiteral("splits its 2D6")));
    // Everyone in contact has fought: the melee phase and the turn are over.
    QCOMPARE(window_->session()->game()->state().turn, 2);

    window_->undoAction()->trigger();
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
    QCOMPARE(window_->session()->game()->log().events().size(), events);
  }

  void aFoeRightClickedGetsADieFirst() {
    // A third man in contact at the Troll's left flank (placed by the referee).
    constexpr int kLeft = 5;
    const auto placed = window_->session()->submit({"place",
                                                    {{"figure",
                                                      {{"id", kLeft},
                                                       {"side", "b"},
                                                       {"name", "Man"},
                                                       {"species", "human"},
                                                       {"class", 3},
                                                       {"armour", 3},
                                                       {"melee_weapon", "sword"},
                                                       {"position", {46.95, 30}},
                                                       {"facing_deg", 90}}}}});
    QVERIFY2(placed.accepted(), placed.refusal ? placed.refusal->message.c_str() : "");
    toMelee();
    QVERIFY(window_->openSplitStrike(kTroll, kLeft));
    auto* dialog = window_->findChild<SplitStrikeDialog*>();
    QVERIFY(dialog != nullptr);
    QCOMPARE(dialog->foes(), (std::vector<int>{kFront, kFlank, kLeft}));
    const auto chosen = dialog->chosenFoes();
    QVERIFY(chosen.has_value());
    QVERIFY2((*chosen)[0] == kLeft || (*chosen)[1] == kLeft, qPrintable(dialog->reasonText()));
    QVERIFY(dialog->reasonText().isEmpty());
    // A third die is refused by the total: two foes, one D6 each.
    dialog->setDice(kFront, 1);
    dialog->setDice(kFlank, 1);
    dialog->setDice(kLeft, 1);
    QVERIFY(!dialog->chosenFoes());
    QVERIFY(dialog->reasonText().contains(QStringLiteral("Give exactly 2 dice")));
    dialog->reject();
  }

  void aRefusalStaysInTheDialogWithTheGamesReason() {
    toMelee();
    QVERIFY(window_->openSplitStrike(kTroll));
    auto* dialog = window_->findChild<SplitStrikeDialog*>();
    QVERIFY(dialog != nullptr);
    // The split is given meanwhile (another way): the dialog's pair is no longer legal.
    const fray::game::Command split{"split_strike",
                                    {{"figure", kTroll}, {"targets", {kFront, kFlank}}}};
    QVERIFY(window_->session()->submit(split).accepted());
    const auto refusal = window_->session()->game()->check(split);
    QVERIFY(refusal.has_value());
    QCOMPARE(dialog->reasonText(), QString::fromStdString(refusal->message));
    const auto events = window_->session()->game()->log().events().size();
    dialog->accept();
    QVERIFY(dialog->isVisible());
    QCOMPARE(window_->session()->game()->log().events().size(), events);
    dialog->reject();
  }

 private:
  void toMelee() {
    const auto& structure = window_->session()->game()->sequencer().structure();
    for (int guard = 0; guard < 8; ++guard) {
      const auto& state = window_->session()->game()->state();
      if (structure.phases[state.phase].id == "melee") return;
      QVERIFY(window_->session()
                  ->submit({"end_phase", {{"side", window_->session()->sideToAct()}}})
                  .accepted());
    }
    QFAIL("the melee phase did not come");
  }

  // The texts of the real context menu on `figure`.
  QStringList menuTexts(int figure) {
    QStringList shown;
    QTimer::singleShot(0, this, [&shown] {
      if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
        for (QAction* a : menu->actions())
          if (!a->isSeparator()) shown << a->text();
        menu->close();
      }
    });
    const auto& f = *window_->session()->game()->state().find(figure);
    auto* view = window_->mapView();
    emit view->customContextMenuRequested(
        view->mapFromScene(QPointF(f.placement.centre.x, f.placement.centre.y)));
    return shown;
  }

  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(SplitStrikeTest)
#include "split_strike_test.moc"
