// A d20 battle (seed 003) in the window: every panel reads the d20 sheets and none asks for a
// classic one (which would throw), and the classic-only aids stay out of the way.
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include <fray/game/state/figure.h>
#include <fray/sheets/d20_sheet.h>

#include "docks/figure_dock.h"
#include "docks/odds_dock.h"
#include "docks/roster_dock.h"
#include "scene/range_bands.h"
#include "session/action_preview.h"
#include "session/battle_session.h"
#include "session/rule_commands.h"
#include "tools/action_tool.h"
#include "tools/figure_menu.h"
#include "tools/move_tool.h"
#include "tools/place_figure_box.h"
#include "tools/tool_manager.h"
#include "tools/unit_ghosts.h"
#include "window/main_window.h"
#include "window/new_skirmish_dialog.h"

using fray::app::BattleSession;
using fray::app::MainWindow;

namespace {
QString scenario(const char* name) {
  return QStringLiteral(FRAY_DATA_DIR "/scenarios/") + QLatin1String(name);
}
QString raid() { return scenario("d20-mill-road-raid.json"); }

QString labelTexts(const QWidget& widget) {
  QStringList texts;
  for (const QLabel* label : widget.findChildren<QLabel*>()) texts << label->text();
  return texts.join('\n');
}
}  // namespace

class D20WindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("D20WindowTest"));
  }

  void init() {
    session_ = std::make_unique<BattleSession>(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY2(session_->openScenario(raid(), 7), qPrintable(session_->lastError()));
  }
  void cleanup() { session_.reset(); }

  void theMapDrawsEachFigureByItsKind() {
    const auto entries = session_->figureEntries();
    QVERIFY(!entries.empty());
    for (const auto& entry : entries) {
      const auto& f = *session_->game()->state().find(entry.id);
      QCOMPARE(entry.view.label, QString::fromStdString(fray::game::sheet_name(f.sheet)));
      QVERIFY(!entry.view.symbol.isEmpty());
      QVERIFY(!entry.view.mounted);
    }
    // Captain Hale is described in full (unique), the archers are of the Human profile.
    QCOMPARE(session_->figureEntry(1)->view.symbol, QStringLiteral("U"));
    QCOMPARE(session_->figureEntry(2)->view.symbol, QStringLiteral("H"));
  }

  void theRosterNamesKindsNotSpecies() {
    fray::app::RosterDock dock(session_.get());
    emit session_->changed(fray::app::BattleChange{.opened = true});  // the dock fills itself
    QCOMPARE(dock.tree()->headerItem()->text(1), QStringLiteral("Kind"));
    QVERIFY(!dock.tree()->findItems(QStringLiteral("Goblin"), Qt::MatchRecursive, 1).isEmpty());
  }

  void theFigureDockShowsTheD20Sheet() {
    fray::app::FigureDock dock(session_.get());
    dock.showFigure(1);
    const QString all = labelTexts(dock);
    for (const char* part : {"unique", "0 of 3 wound(s) taken", "heavy armour", "melee: Sword",
                             "highly capable attacker"})
      QVERIFY2(all.contains(QLatin1String(part)), qPrintable(all));
    QVERIFY(!dock.findChild<QSpinBox*>("FigureClass")->isVisibleTo(&dock));
    QVERIFY(!dock.findChild<QSpinBox*>("FigureArmour")->isVisibleTo(&dock));
    dock.showFigure(2);
    QVERIFY2(labelTexts(dock).contains(QStringLiteral("common (Human profile)")),
             qPrintable(labelTexts(dock)));
  }

  void theRefereeRenamesAD20Figure() {
    fray::app::FigureDock dock(session_.get());
    dock.setRefereeMode(true);
    dock.showFigure(1);
    auto* name = dock.findChild<QLineEdit*>("FigureName");
    name->setText(QStringLiteral("Captain Vale"));
    emit name->editingFinished();
    QCOMPARE(fray::game::sheet_name(session_->game()->state().find(1)->sheet),
             std::string("Captain Vale"));
  }

  void theFigureMenuOffersOnlyD20Commands() {
    const auto& game = *session_->game();
    for (const auto& f : game.state().figures)
      for (const auto& entry : fray::app::legalFigureActions(game, f.id))
        QVERIFY2(entry.command.name == "attack" || entry.command.name == "recover" ||
                     entry.command.name == "end_activation" || entry.command.name == "move",
                 entry.command.name.c_str());
  }

  // Seed 003, "Special Movement": the figure menu gets the captain on his horse and off it, and
  // the Figure dock says who rides what.
  void theCaptainGetsOnAndOffHisHorseFromTheFigureMenu() {
    letSideAct(0);
    const auto entryFor = [&](const QString& text) -> std::optional<fray::game::Command> {
      for (const auto& entry : fray::app::legalFigureActions(*session_->game(), 1))
        if (entry.text == text) return entry.command;
      return std::nullopt;
    };
    const auto on = entryFor(QStringLiteral("Get on Hale's horse (#6)"));
    QVERIFY(on.has_value());
    QVERIFY(session_->submit(*on).accepted());
    QCOMPARE(std::get<fray::d20::D20Sheet>(session_->game()->state().find(1)->sheet).riding, 6);
    fray::app::FigureDock dock(session_.get());
    dock.showFigure(1);
    QVERIFY2(labelTexts(dock).contains(QStringLiteral("rides Hale's horse")),
             qPrintable(labelTexts(dock)));
    dock.showFigure(6);
    QVERIFY2(labelTexts(dock).contains(QStringLiteral("a mount for 1 rider")),
             qPrintable(labelTexts(dock)));
    QVERIFY2(labelTexts(dock).contains(QStringLiteral("carries Captain Hale")),
             qPrintable(labelTexts(dock)));
    const auto off = entryFor(QStringLiteral("Get off Hale's horse (#6)"));
    QVERIFY(off.has_value());
    QVERIFY(session_->submit(*off).accepted());
    QCOMPARE(std::get<fray::d20::D20Sheet>(session_->game()->state().find(1)->sheet).riding, 0);
  }

  // Seed 003, "Movement": dragging a goblin of the band moves the band as one; Shift moves it
  // alone.
  void theMoveToolMovesAUnitAsOne() {
    letSideAct(1);
    fray::app::MoveTool tool(session_.get());
    const auto& state = session_->game()->state();
    const QPointF from(state.find(102)->placement.centre.x, state.find(102)->placement.centre.y);
    QVERIFY2(tool.moveTo(102, from + QPointF(0, -10)), qPrintable(tool.lastRefusal()));
    for (const int mate : {103, 104, 105}) {
      const auto& sheet = std::get<fray::d20::D20Sheet>(state.find(mate)->sheet);
      QCOMPARE(sheet.moved_with_unit, state.turn);
    }
  }

  // While a goblin of the band is dragged, dashed outlines show where the others would go.
  void theUnitsPlacesShowWhileAFigureIsDragged() {
    letSideAct(1);
    QGraphicsScene scene;
    fray::app::UnitGhosts ghosts;
    const auto& goblin = *session_->game()->state().find(102);
    const nlohmann::json path = {{goblin.placement.centre.x, goblin.placement.centre.y - 10}};
    QCOMPARE(ghosts.show(scene, *session_->game(), 102, path), 3);
    QCOMPARE(scene.items().size(), 3);
    ghosts.clear();
    QCOMPARE(scene.items().size(), 0);
    QCOMPARE(ghosts.show(scene, *session_->game(), 101, path), 0);  // the chief leads no unit
  }

  void theActionToolsSendTheD20Attack() {
    const auto strike =
        fray::app::previewAction(*session_->game(), fray::app::TargetAction::Strike, {1}, 101);
    QCOMPARE(strike.command.name, std::string("attack"));
    QVERIFY(strike.command.payload.value("range", std::string()) == "melee");
    const auto shot =
        fray::app::previewAction(*session_->game(), fray::app::TargetAction::Shoot, {2}, 101);
    QCOMPARE(shot.command.name, std::string("attack"));
    QVERIFY(!shot.command.payload.contains("range"));
  }

  void aChargeOrVolleyIsRefusedInPlainWords() {
    const auto& game = *session_->game();
    QVERIFY(fray::app::systemHas(game, "attack"));
    QVERIFY(fray::app::systemHas(game, "end_activation"));  // the engine's
    QVERIFY(!fray::app::systemHas(game, "charge"));
    const auto charge = fray::app::previewAction(game, fray::app::TargetAction::Charge, {1}, 101);
    QVERIFY2(charge.refusal.contains(QStringLiteral("no charge")), qPrintable(charge.refusal));
    QVERIFY(!charge.refusal.contains(QStringLiteral("Unknown command")));
    const auto volley = fray::app::previewAction(game, fray::app::TargetAction::Shoot, {2, 3}, 101);
    QVERIFY2(volley.refusal.contains(QStringLiteral("no volleys")), qPrintable(volley.refusal));
    const auto helped =
        fray::app::previewAction(game, fray::app::TargetAction::Strike, {1, 2}, 101);
    QVERIFY2(helped.refusal.contains(QStringLiteral("no helpers")), qPrintable(helped.refusal));
    QVERIFY(fray::app::missingActionReason(game, fray::app::TargetAction::Shoot).isEmpty());
    QVERIFY(fray::app::missingActionReason(game, fray::app::TargetAction::Strike).isEmpty());
  }

  // The tools and menu items that send a command the d20 rules lack are greyed out, saying why
  // and what to do instead; Shoot and Strike (the d20 attack) stay. A classic battle enables
  // them again, with their own tips.
  void classicOnlyActionsAreGreyedOutInAD20Battle() {
    MainWindow window;
    window.setNewGameSeed(7);
    const fray::app::ToolManager& tools = *window.toolManager();
    QAction* charge = tools.actionOf(window.chargeTool());
    QVERIFY(charge);
    const std::vector<QAction*> greyed = {charge, window.actions().aim_at_group,
                                          window.actions().split_strike};
    QStringList own_tips;
    for (QAction* action : greyed) own_tips << action->toolTip();

    QVERIFY2(window.openScenario(raid()), qPrintable(window.lastError()));
    window.session()->setControllers({QStringLiteral("person"), QStringLiteral("person")});
    for (QAction* action : greyed) {
      QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
      QVERIFY2(action->toolTip().contains(QStringLiteral("d20 rules (seed 003)")),
               qPrintable(action->toolTip()));
      QVERIFY(!action->statusTip().isEmpty());
    }
    QVERIFY2(charge->toolTip().contains(QStringLiteral("no charge")) &&
                 charge->toolTip().contains(QStringLiteral("Strike")),
             qPrintable(charge->toolTip()));
    for (fray::app::ActionTool* tool : {window.shootTool(), window.strikeTool()}) {
      QAction* action = tools.actionOf(tool);
      QVERIFY(action);
      QVERIFY2(action->isEnabled(), qPrintable(action->text()));
    }

    QVERIFY2(window.openScenario(scenario("skirmish-demo.json")), qPrintable(window.lastError()));
    window.session()->setControllers({QStringLiteral("person"), QStringLiteral("person")});
    for (std::size_t i = 0; i < greyed.size(); ++i) {
      QVERIFY2(greyed[i]->isEnabled(), qPrintable(greyed[i]->text()));
      QCOMPARE(greyed[i]->toolTip(), own_tips[static_cast<int>(i)]);
    }
    QVERIFY(tools.actionOf(window.shootTool())->isEnabled());
    QVERIFY(tools.actionOf(window.strikeTool())->isEnabled());
  }

  void aStunChanceIsShownOnlyWhenThereIsOne() {
    fray::app::ActionPreview preview;
    preview.headline = QStringLiteral("A attacks B");
    preview.odds = fray::app::ActionOdds{};
    preview.odds->kill = 0.5;
    preview.odds->miss = 0.5;
    QVERIFY(!preview.chancesLine().contains(QStringLiteral("stun")));
    fray::app::OddsDock dock;
    dock.showPreview(&preview);
    QVERIFY(!dock.chancesText().contains(QStringLiteral("stun")));
    preview.odds->miss = 0.25;
    preview.odds->stun = 0.25;
    QVERIFY2(preview.chancesLine().contains(QStringLiteral("stun 25.0 %")),
             qPrintable(preview.chancesLine()));
    dock.showPreview(&preview);
    QVERIFY2(dock.chancesText().contains(QStringLiteral("stun")), qPrintable(dock.chancesText()));
  }

  void noRangeBandsForD20Weapons() {
    QVERIFY(fray::app::figureRangeBands(session_->game(), 2).empty());
  }

  void theRefereePlacesARosterProfile() {
    fray::app::PlaceFigureBox box(session_.get());
    const int goblin = box.speciesBox()->findData(QStringLiteral("goblin"));
    QVERIFY(goblin >= 0);
    box.speciesBox()->setCurrentIndex(goblin);
    box.sideBox()->setCurrentIndex(box.sideBox()->findData(QStringLiteral("raiders")));
    QVERIFY2(box.placeAt({160, 60}), qPrintable(box.resultText()));
    const auto& placed = session_->game()->state().figures.back();
    const auto* sheet = std::get_if<fray::d20::D20Sheet>(&placed.sheet);
    QVERIFY(sheet);
    QCOMPARE(sheet->profile, std::string("goblin"));
  }

  void theNewSkirmishDialogOffersEveryAi() {
    fray::app::NewSkirmishDialog dialog(QStringLiteral(FRAY_DATA_DIR "/scenarios"), raid());
    QCOMPARE(dialog.choice().rule_system, QStringLiteral("d20"));
    QVERIFY(!dialog.controllerBoxes().isEmpty());
    for (QComboBox* box : dialog.controllerBoxes()) {
      auto* model = qobject_cast<QStandardItemModel*>(box->model());
      for (int row = 0; row < box->count(); ++row) {
        const QString id = box->itemData(row).toString();
        QVERIFY2(model->item(row)->isEnabled(), qPrintable(id));
      }
    }
  }

  // The whole window on both d20 scenarios: opening, selecting and offering menus never throws.
  void theWindowOpensBothD20Scenarios() {
    for (const char* name : {"d20-mill-road-raid.json", "d20-crossroads-hex.json"}) {
      MainWindow window;
      window.setNewGameSeed(7);
      QVERIFY2(window.openScenario(scenario(name)), qPrintable(window.lastError()));
      // People play both sides: the AI is not what is tested here.
      window.session()->setControllers({QStringLiteral("person"), QStringLiteral("person")});
      for (const auto& f : window.session()->game()->state().figures) {
        window.selectFigure(f.id);
        window.figureMenuEntries(f.id);
      }
    }
  }

 private:
  // Ends phases until `side` is to act (whichever won the round's initiative).
  void letSideAct(int side) {
    for (int n = 0; n < 4 && session_->game()->state().active_side != side; ++n)
      session_->submit({"end_phase", {{"side", session_->game()->state().active_side}}});
    QCOMPARE(session_->game()->state().active_side, side);
  }
  std::unique_ptr<BattleSession> session_;
};

QTEST_MAIN(D20WindowTest)
#include "d20_window_test.moc"
