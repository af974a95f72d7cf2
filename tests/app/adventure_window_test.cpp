// A High Adventure battle (seed 004) in the window: the panels read its sheets, the actions send
// its own commands, the referee places its creatures.
#include <algorithm>
#include <optional>

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fray/game/state/figure.h>
#include <fray/sheets/high_adventure_sheet.h>

#include "docks/figure_dock.h"
#include "scene/figure_view.h"
#include "session/action_preview.h"
#include "session/battle_session.h"
#include "tools/figure_menu.h"
#include "tools/move_tool.h"
#include "tools/place_figure_box.h"

using fray::app::BattleSession;

namespace {
QString ford() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/high-adventure-mill-ford.json"); }

QString labelTexts(const QWidget& widget) {
  QStringList texts;
  for (const QLabel* label : widget.findChildren<QLabel*>()) texts << label->text();
  return texts.join('\n');
}
// Ends phases until the battle is in phase `id` with the first side to act; whether it got there.
bool endPhasesUntil(BattleSession& session, const std::string& id) {
  const auto& game = *session.game();
  const auto phase = [&] { return game.sequencer().structure().phases[game.state().phase].id; };
  for (int guard = 0; guard < 10 && phase() != id; ++guard)
    if (!session.submit({"end_phase", {{"side", game.state().active_side}}}).accepted())
      return false;
  if (phase() != id) return false;
  return game.state().active_side == 0 ||
         session.submit({"end_phase", {{"side", game.state().active_side}}}).accepted();
}
// Writes a High Adventure scenario on a 120 x 80 cm table (sides "a" and "b") holding `figures`
// into `dir` and opens it, both sides played by a person; whether it opened.
bool openSkirmish(BattleSession& session, const QTemporaryDir& dir, const QString& title,
                  nlohmann::json figures) {
  const nlohmann::json doc = {
      {"format", "fray-scenario"},
      {"version", 1},
      {"title", title.toStdString()},
      {"rule_system", "high_adventure"},
      {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
      {"sides", {{{"id", "a"}, {"name", "Side A"}}, {{"id", "b"}, {"name", "Side B"}}}},
      {"figures", std::move(figures)}};
  QFile file(dir.filePath(title + QStringLiteral(".json")));
  if (!file.open(QIODevice::WriteOnly)) return false;
  file.write(QByteArray::fromStdString(doc.dump()));
  file.close();
  if (!session.openScenario(file.fileName(), 7)) return false;
  session.setControllers({QStringLiteral("person"), QStringLiteral("person")});
  return true;
}
}  // namespace

class AdventureWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("AdventureWindowTest"));
  }

  void init() {
    session_ = std::make_unique<BattleSession>(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY2(session_->openScenario(ford(), 7), qPrintable(session_->lastError()));
    session_->setControllers({QStringLiteral("person"), QStringLiteral("person")});
  }
  void cleanup() { session_.reset(); }

  void theMapDrawsEachFigureByItsCreature() {
    // Human and Halfling share an initial: two letters tell them apart.
    QCOMPARE(session_->figureEntry(1)->view.symbol, QStringLiteral("Hu"));
    QCOMPARE(session_->figureEntry(107)->view.label, QStringLiteral("Gorm the troll"));
  }

  void theFigureDockShowsTheAttributeSheet() {
    fray::app::FigureDock dock(session_.get());
    dock.showFigure(1);
    const QString all = labelTexts(dock);
    for (const char* part : {"Human, player character", "Bravery 4, Strength 2", "WSk 3", "mail",
                             "shield", "2 Strength die(s) left"})
      QVERIFY2(all.contains(QLatin1String(part)), qPrintable(all));
    QVERIFY(!dock.findChild<QSpinBox*>("FigureClass")->isVisibleTo(&dock));
    dock.showFigure(3);
    QVERIFY2(labelTexts(dock).contains(QStringLiteral("bow (8\"/24\"/48\")")),
             qPrintable(labelTexts(dock)));
  }

  void theFigureMenuAndTheToolsSendTheSystemsCommands() {
    const auto& game = *session_->game();
    for (const auto& f : game.state().figures)
      for (const auto& entry : fray::app::legalFigureActions(game, f.id))
        QVERIFY2(entry.command.name == "shoot" || entry.command.name == "strike" ||
                     entry.command.name == "charge" || entry.command.name == "flee" ||
                     entry.command.name == "cast" || entry.command.name == "order" ||
                     entry.command.name == "run" || entry.command.name == "dice_levels" ||
                     entry.command.name == "end_activation",
                 entry.command.name.c_str());
    const auto shot = fray::app::previewAction(game, fray::app::TargetAction::Shoot, {3}, 105);
    QCOMPARE(shot.command.name, std::string("shoot"));
    QCOMPARE(shot.command.payload.value("figure", 0), 3);
    const auto volley = fray::app::previewAction(game, fray::app::TargetAction::Shoot, {3, 4}, 105);
    QVERIFY2(volley.refusal.contains(QStringLiteral("High Adventure rules")),
             qPrintable(volley.refusal));
  }

  // Seed 004, "Orders": a fleeing figure runs; the menu offers the run away from the nearest
  // enemy, and the Move tool's walk is refused by the order.
  void aFleeingFigureRunsFromTheMenu() {
    QVERIFY(session_->submit({"ai_note", {{"figure", 4}, {"order", "flee"}, {"reason", "test"}}})
                .accepted());
    bool offered = false;
    for (const auto& entry : fray::app::legalFigureActions(*session_->game(), 4))
      if (entry.command.name == "flee") {
        offered = true;
        QVERIFY(entry.text.startsWith(QStringLiteral("Run away from")));
        QVERIFY(session_->submit(entry.command).accepted());
      }
    QVERIFY(offered);
  }

  // Seed 004, "Orders": every order shows as a badge on the figure (At, M, St, Wd, F).
  void eachOrderShowsAsABadgeOnTheMap() {
    using fray::app::FigureStatus;
    const std::pair<const char*, FigureStatus> orders[] = {{"attack", FigureStatus::Attacking},
                                                           {"march", FigureStatus::Marching},
                                                           {"stand", FigureStatus::Standing},
                                                           {"withdraw", FigureStatus::Withdrawing},
                                                           {"flee", FigureStatus::Fleeing}};
    for (const auto& [order, status] : orders) {
      QVERIFY(session_->submit({"ai_note", {{"figure", 4}, {"order", order}, {"reason", "test"}}})
                  .accepted());
      const auto statuses = session_->figureEntry(4)->view.statuses;  // a copy: the entry is made
      QVERIFY2(std::find(statuses.begin(), statuses.end(), status) != statuses.end(), order);
      QVERIFY(fray::app::statusName(status).contains(
          QLatin1String(order == std::string("flee") ? "fleeing" : order)));
    }
  }

  // Seed 004's magic: in the magic phase the figure menu offers each ability the game accepts.
  void aMagicUserCastsFromTheMenu() {
    QVERIFY2(session_->openScenario(
                 QStringLiteral(FRAY_DATA_DIR "/scenarios/high-adventure-standing-stones.json"), 7),
             qPrintable(session_->lastError()));
    session_->setControllers({QStringLiteral("person"), QStringLiteral("person")});
    const auto& game = *session_->game();
    // Bring Morgra's coven within Sleep's 3" of Maelis, then end phases up to the magic phase.
    QVERIFY(session_->submit({"edit", {{"figure", 103}, {"position", {75, 16}}}}).accepted());
    QVERIFY(endPhasesUntil(*session_, "magic"));
    bool offered = false;
    for (const auto& entry : fray::app::legalFigureActions(game, 1))
      if (entry.text == QStringLiteral("Cast Sleep at Orc guard (#103)")) {
        offered = true;
        QCOMPARE(entry.command.name, std::string("cast"));
        QVERIFY(session_->submit(entry.command).accepted());
      }
    QVERIFY(offered);
  }

  // A casting aimed at a place is offered without its point (the window asks for a click), and
  // a Scroll of Power is read from the same menu.
  void aCastingAtAPointWaitsForItsPointAndAScrollIsOffered() {
    QTemporaryDir dir;
    const nlohmann::json wizard = {{"id", 1},
                                   {"side", "a"},
                                   {"name", "Wizard"},
                                   {"creature", "human"},
                                   {"position", {50, 10}},
                                   {"magic", {{"power_points", 6}, {"abilities", {"smoke"}}}},
                                   {"scrolls", {"sleep"}}};
    const nlohmann::json orc = {{"id", 2},           {"side", "b"},          {"name", "Orc"},
                                {"creature", "orc"}, {"position", {50, 15}}, {"facing_deg", 0}};
    QVERIFY2(openSkirmish(*session_, dir, QStringLiteral("Smoke"), {wizard, orc}),
             qPrintable(session_->lastError()));
    QVERIFY(endPhasesUntil(*session_, "magic"));
    std::optional<fray::app::FigureMenuEntry> smoke;
    bool scroll = false;
    for (const auto& entry : fray::app::legalFigureActions(*session_->game(), 1)) {
      if (entry.text == QStringLiteral("Cast Smoke at a point...")) smoke = entry;
      scroll |= entry.text == QStringLiteral("Read the Scroll of Sleep at Orc (#2)");
    }
    QVERIFY(scroll);
    QVERIFY(smoke && smoke->needs_point);
    QVERIFY(!smoke->command.payload.contains("to"));
    fray::game::Command aimed = smoke->command;
    aimed.payload["to"] = {{50, 35}};                                  // the point the click gives
    QVERIFY(session_->submit({"set_die", {{"face", 3}}}).accepted());  // the casting die works
    QVERIFY(session_->submit(aimed).accepted());
    QCOMPARE(session_->game()->state().smoke_clouds.size(), std::size_t{1});
  }

  // Reanimate is cast at a body, which cannot be clicked: the caster's own menu lists the bodies
  // that have lain dead long enough (seed 004, "Wounds": 6 turns).
  void theCastersMenuOffersReanimateAtABody() {
    QTemporaryDir dir;
    const auto wizard = [](int id, const char* ability, double x) {
      return nlohmann::json{{"id", id},
                            {"side", "a"},
                            {"name", "Wizard " + std::to_string(id)},
                            {"creature", "human"},
                            {"position", {x, 10}},
                            {"magic", {{"power_points", 6}, {"abilities", {ability}}}}};
    };
    const nlohmann::json orc = {{"id", 2},           {"side", "b"},          {"name", "Orc"},
                                {"creature", "orc"}, {"position", {50, 25}}, {"facing_deg", 0}};
    const nlohmann::json far = {{"id", 4},
                                {"side", "b"},
                                {"name", "Goblin"},
                                {"creature", "goblin"},
                                {"position", {110, 70}},
                                {"facing_deg", 0}};
    QVERIFY2(openSkirmish(*session_, dir, QStringLiteral("Reanimate"),
                          {wizard(1, "reanimate", 50), wizard(5, "freeze", 80), orc, far}),
             qPrintable(session_->lastError()));
    const auto& game = *session_->game();
    QVERIFY(endPhasesUntil(*session_, "magic"));
    for (const int face : {2, 5})  // Freeze works and holds 5 turns: the orc dies
      QVERIFY(session_->submit({"set_die", {{"face", face}}}).accepted());
    QVERIFY(session_->submit({"cast", {{"caster", 5}, {"ability", "freeze"}, {"target", 2}}})
                .accepted());
    QVERIFY(!game.state().find(2)->alive);
    const QString offer = QStringLiteral("Cast Reanimate at the body of Orc (#2)");
    const auto offered = [&] {
      const auto entries = fray::app::legalFigureActions(game, 1);
      return std::any_of(entries.begin(), entries.end(),
                         [&](const auto& entry) { return entry.text == offer; });
    };
    QVERIFY(!offered());  // not yet: it has lain dead no turn
    for (int guard = 0; guard < 60 && game.state().turn < 7; ++guard)
      QVERIFY(session_->submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
    QVERIFY(endPhasesUntil(*session_, "magic"));
    QVERIFY(offered());
  }

  // A summoned demon's Figure dock names its creature and the magic user it obeys, and for how
  // long (seed 004, "Wizards, Witches and Magic").
  void theFigureDockSaysWhomASummonedDemonObeys() {
    QTemporaryDir dir;
    const nlohmann::json wizard = {{"id", 1},
                                   {"side", "a"},
                                   {"name", "Ysolde"},
                                   {"creature", "human"},
                                   {"position", {50, 10}},
                                   {"magic", {{"power_points", 7}, {"abilities", {"summon"}}}}};
    const nlohmann::json orc = {{"id", 2},           {"side", "b"},          {"name", "Orc"},
                                {"creature", "orc"}, {"position", {90, 70}}, {"facing_deg", 0}};
    QVERIFY2(openSkirmish(*session_, dir, QStringLiteral("Summon"), {wizard, orc}),
             qPrintable(session_->lastError()));
    QVERIFY(endPhasesUntil(*session_, "magic"));
    for (const int face : {3, 4, 2, 3})  // works; a small demon; Cleverness 3 passed; 3 turns
      QVERIFY(session_->submit({"set_die", {{"face", face}}}).accepted());
    QVERIFY(session_->submit({"cast", {{"caster", 1}, {"ability", "summon"}, {"to", {{50, 25}}}}})
                .accepted());
    fray::app::FigureDock dock(session_.get());
    dock.showFigure(3);
    const QString all = labelTexts(dock);
    for (const char* part :
         {"Creature", "Small Demon", "claws", "does as Ysolde (#1) wishes", "vanishes when"})
      QVERIFY2(all.contains(QLatin1String(part)), qPrintable(all));
  }

  // Seed 004, "Orders": Maelis (a player character, Leadership 5) stands within 6" of Cadoc; his
  // menu offers her orders with the Leadership test's chance, and the order is given.
  void aPlayerCharacterOrdersAFigureFromTheMenu() {
    QVERIFY2(session_->openScenario(
                 QStringLiteral(FRAY_DATA_DIR "/scenarios/high-adventure-standing-stones.json"), 7),
             qPrintable(session_->lastError()));
    session_->setControllers({QStringLiteral("person"), QStringLiteral("person")});
    const auto& game = *session_->game();
    bool offered = false;
    for (const auto& entry : fray::app::legalFigureActions(game, 3))
      if (entry.text.startsWith(QStringLiteral("Order to stand (Maelis"))) {
        offered = true;
        QVERIFY2(entry.text.endsWith(QStringLiteral("83 %)")), qPrintable(entry.text));
        const auto outcome = session_->submit(entry.command);
        QVERIFY(outcome.accepted());
        QCOMPARE(QString::fromStdString(game.log().events().back().type),
                 QStringLiteral("high_adventure_order"));
      }
    QVERIFY(offered);
    for (const auto& entry : fray::app::legalFigureActions(game, 1))  // Maelis needs no order
      QVERIFY2(!entry.text.startsWith(QStringLiteral("Order")), qPrintable(entry.text));
  }

  // Seed 004, "Breaking off": in the melee the menu offers to fight and break off on a win.
  void aFigureInMeleeMayFightToBreakOff() {
    const auto& game = *session_->game();
    QVERIFY(session_->submit({"edit", {{"figure", 102}, {"position", {92, 10.5}}}}).accepted());
    QVERIFY(session_->submit({"edit", {{"figure", 4}, {"position", {92, 5.5}}}}).accepted());
    QVERIFY(endPhasesUntil(*session_, "melee"));
    bool offered = false, replaced = false;
    fray::game::Command breakOff;
    for (const auto& entry : fray::app::legalFigureActions(game, 2)) {
      // Pip, directly behind, may take Wend's place as he breaks off.
      replaced = replaced || entry.text == QStringLiteral(
                                               "Fight Orc spearman (#102), breaking off "
                                               "if it wins, Pip (#4) taking its place");
      if (entry.text == QStringLiteral("Fight Orc spearman (#102), breaking off if it wins")) {
        offered = true;
        QCOMPARE(entry.command.payload.value("break_off", false), true);
        breakOff = entry.command;
      }
    }
    QVERIFY(offered && replaced);
    QVERIFY(session_->submit(breakOff).accepted());
  }

  // Seed 004, "Melee procedure": Brother Wend (Strength 2) between two orcs splits his dice
  // from the menu, a melee with each.
  void anOutnumberedFigureSplitsItsDiceFromTheMenu() {
    const auto& game = *session_->game();
    QVERIFY(session_->submit({"edit", {{"figure", 102}, {"position", {92, 10.5}}}}).accepted());
    QVERIFY(session_->submit({"edit", {{"figure", 103}, {"position", {89.5, 8}}}}).accepted());
    QVERIFY(endPhasesUntil(*session_, "melee"));
    bool offered = false;
    for (const auto& entry : fray::app::legalFigureActions(game, 2))
      if (entry.text == QStringLiteral("Fight Orc spearman (#102), splitting its Strength dice "
                                       "among its foes (a melee each)")) {
        offered = true;
        QCOMPARE(entry.command.payload["split"].size(), std::size_t{1});
        QVERIFY(session_->submit(entry.command).accepted());
        int melees = 0;
        for (const auto& e : game.log().events()) melees += e.type == "high_adventure_melee";
        QCOMPARE(melees, 2);
      }
    QVERIFY(offered);
  }

  void aMoveIsMeasuredInInchesAndTheRulesHoldIt() {
    fray::app::MoveTool tool(session_.get());
    // Pip the halfling (Leadership 1) moves first: 8" is 20.3 cm, 9" is refused in inches.
    const auto& pip = *session_->game()->state().find(4);
    const QPointF from(pip.placement.centre.x, pip.placement.centre.y);
    QVERIFY(!tool.moveTo(4, from + QPointF(0, 9 * 2.54)));
    QVERIFY2(tool.lastRefusal().contains(QStringLiteral("8\"")), qPrintable(tool.lastRefusal()));
    QVERIFY2(tool.moveTo(4, from + QPointF(0, 7 * 2.54)), qPrintable(tool.lastRefusal()));
  }

  // Seed 004's actions: Pip runs from the menu (a D3" more), then moves 8" + 3".
  void aFigureRunsFromTheMenuAndMovesFarther() {
    fray::app::MoveTool tool(session_.get());
    const auto& pip = *session_->game()->state().find(4);
    const QPointF from(pip.placement.centre.x, pip.placement.centre.y);
    QVERIFY(session_->submit({"set_die", {{"face", 3}}}).accepted());
    bool offered = false;
    for (const auto& entry : fray::app::legalFigureActions(*session_->game(), 4))
      if (entry.command.name == "run") {
        offered = true;
        QVERIFY(entry.text.startsWith(QStringLiteral("Run")));
        QVERIFY(session_->submit(entry.command).accepted());
      }
    QVERIFY(offered);
    QVERIFY2(tool.moveTo(4, from + QPointF(0, 10.5 * 2.54)), qPrintable(tool.lastRefusal()));
  }

  // Seed 004, "Character levels": the menu dices a new player character's levels once, as the
  // battle begins; the Figure dock shows them; a figure of the ranks is offered nothing.
  void aPlayerCharactersLevelsAreDicedFromTheMenu() {
    const auto offered = [&](int id) {
      for (const auto& entry : fray::app::legalFigureActions(*session_->game(), id))
        if (entry.command.name == "dice_levels") return std::optional(entry);
      return std::optional<fray::app::FigureMenuEntry>();
    };
    QVERIFY(!offered(6));  // Osric the cutpurse: no player character
    const auto entry = offered(1);
    QVERIFY(entry);
    QCOMPARE(entry->text, QStringLiteral("Dice its levels as a new character"));
    for (const int face : {4, 3, 4, 1, 2})  // Bravery, Strength, Skill, Cleverness, Leadership
      QVERIFY(session_->submit({"set_die", {{"face", face}}}).accepted());
    QVERIFY(session_->submit(entry->command).accepted());
    QVERIFY(!offered(1));  // once
    fray::app::FigureDock dock(session_.get());
    dock.showFigure(1);
    const QString all = labelTexts(dock);
    QVERIFY2(all.contains(QStringLiteral("Bravery 5, Strength 3, Skill 5, Cleverness 2, "
                                         "Leadership 3")),
             qPrintable(all));
  }

  void theRefereePlacesACreature() {
    fray::app::PlaceFigureBox box(session_.get());
    const int ogre = box.speciesBox()->findData(QStringLiteral("troll"));
    QVERIFY(ogre >= 0);
    box.speciesBox()->setCurrentIndex(ogre);
    box.sideBox()->setCurrentIndex(box.sideBox()->findData(QStringLiteral("raiders")));
    QVERIFY2(box.placeAt({160, 80}), qPrintable(box.resultText()));
    const auto& placed = session_->game()->state().figures.back();
    const auto* sheet = std::get_if<fray::high_adventure::AdventureSheet>(&placed.sheet);
    QVERIFY(sheet);
    QCOMPARE(sheet->creature, std::string("troll"));
    QCOMPARE(sheet->strength, 3);  // from the creature table
  }

  // Transform self: the menu lists the forms the game accepts in a submenu; the Figure dock says
  // what the figure truly is; its menu then offers to revert (seed 004, "Wizards, Witches and
  // Magic").
  void aMagicUserTakesAFormFromTheSubmenuAndReverts() {
    QTemporaryDir dir;
    const nlohmann::json wizard = {{"id", 1},
                                   {"side", "a"},
                                   {"name", "Ysolde"},
                                   {"creature", "human"},
                                   {"position", {50, 10}},
                                   {"scrolls", {"transform_self"}},
                                   {"magic", {{"power_points", 7}, {"abilities", {"sleep"}}}}};
    const nlohmann::json orc = {{"id", 2},           {"side", "b"},          {"name", "Orc"},
                                {"creature", "orc"}, {"position", {90, 70}}, {"facing_deg", 0}};
    nlohmann::json apprentice = wizard;  // side a still acts once Ysolde has read
    apprentice["id"] = 3;
    apprentice["name"] = "Wat";
    apprentice["position"] = {20, 10};
    apprentice.erase("scrolls");
    QVERIFY2(openSkirmish(*session_, dir, QStringLiteral("Transform"), {wizard, apprentice, orc}),
             qPrintable(session_->lastError()));
    QVERIFY(endPhasesUntil(*session_, "magic"));
    const auto& game = *session_->game();
    QMenu menu;
    fray::app::fillFigureMenu(menu, *session_, fray::app::legalFigureActions(game, 1));
    QMenu* forms = nullptr;
    for (QAction* action : menu.actions())
      if (action->menu() &&
          action->text() == QStringLiteral("Read the Scroll of Transform self into"))
        forms = action->menu();
    QVERIFY(forms);
    QStringList names;
    for (QAction* action : forms->actions()) names << action->text();
    QVERIFY2(names.contains(QStringLiteral("Dragon")), qPrintable(names.join(", ")));
    QVERIFY2(!names.contains(QStringLiteral("Giant")), qPrintable(names.join(", ")));
    QVERIFY2(!names.contains(QStringLiteral("Human")), qPrintable(names.join(", ")));
    for (QAction* action : forms->actions())
      if (action->text() == QStringLiteral("Troll / Ogre / Giant Ape")) action->trigger();
    const auto& sheet = std::get<fray::high_adventure::AdventureSheet>(game.state().find(1)->sheet);
    QCOMPARE(sheet.creature, std::string("troll"));
    fray::app::FigureDock dock(session_.get());
    dock.showFigure(1);
    QVERIFY2(labelTexts(dock).contains(QStringLiteral("(truly a Human, by Transform self)")),
             qPrintable(labelTexts(dock)));
    bool reverted = false;
    for (const auto& entry : fray::app::legalFigureActions(game, 1))
      if (entry.text == QStringLiteral("Revert to its true form"))
        reverted = session_->submit(entry.command).accepted();
    QVERIFY(reverted);
    QCOMPARE(std::get<fray::high_adventure::AdventureSheet>(game.state().find(1)->sheet).creature,
             std::string("human"));
  }

 private:
  std::unique_ptr<BattleSession> session_;
};

QTEST_MAIN(AdventureWindowTest)
#include "adventure_window_test.moc"
