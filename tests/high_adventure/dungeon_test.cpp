// Seed 004's dungeon raid in a High Adventure battle ("Fighting in 'Dungeons'", "Enemy Force
// Generation", "Portal Markers : Eliminating Portals"): the arrivals are High Adventure figures
// with the sheets the scenario gives each force, the party's Strength decides whether the forces
// double, and a force the rules refuse is named when the battle starts.
#include <filesystem>
#include <functional>

#include <fray/ai/ai_definitions.h>
#include <fray/ai/battle_driver.h>
#include <fray/ai/controller.h>
#include <fray/ai/controller_factory.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

const std::filesystem::path kRaid =
    std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "high-adventure-temple-raid.json";

game::Scenario raid(const std::function<void(json&)>& edit = {}) {
  const game::Scenario bundled = game::load_scenario(kRaid);
  if (!edit) return bundled;
  json doc = bundled.document;  // the map is inlined in it
  edit(doc);
  return game::parse_scenario(doc, "high-adventure-temple-raid.json");
}

json& raider(json& doc, int id) {
  for (json& f : doc["figures"])
    if (f["id"] == id) return f;
  throw std::logic_error("no such raider");
}

// The party's Strength: Bram 3, Ysolde 2, Odo (a halfling) and Aldric as `odo` and 2.
void party_strength(json& doc, int odo, int extra_strength) {
  raider(doc, 3)["strength"] = odo;
  if (extra_strength == 0) return;
  json extra = raider(doc, 1);
  extra["id"] = 5;
  extra["name"] = "Hild";
  extra.erase("player_character");
  extra["strength"] = extra_strength;
  extra["position"] = {14, 24};
  doc["figures"].push_back(extra);
}

int arrivals(const game::Outcome& out) {
  int n = 0;
  for (const game::Event& e : out.events) n += e.type == "figure_arrived";
  return n;
}

TEST(AdventureDungeon, ArrivalsAreHighAdventureFiguresWithTheirForcesSheets) {
  game::Game g = game::Game::from_scenario(setup(), raid(), 1);
  set_dice(g, {6});  // one counter named: 6 + 0, two guards
  const game::Outcome out = must(g, "generate_forces", {{"portals", {1}}});
  const game::Event* rolled = event_of(out, "forces_rolled");
  ASSERT_TRUE(rolled);
  EXPECT_EQ(rolled->data["total"], 6);
  EXPECT_EQ(rolled->data["doubled"], false);  // the party's Strength is 8
  ASSERT_EQ(arrivals(out), 2);
  const game::Figure& guard = fig(g, 100);
  EXPECT_EQ(guard.side, 1);
  const AdventureSheet& sheet = game::sheet_as<AdventureSheet>(guard);
  EXPECT_EQ(sheet.name, "Temple guard");
  EXPECT_EQ(sheet.strength, 1);
  EXPECT_EQ(sheet.weapon_skill, 0);
  EXPECT_TRUE(sheet.shield);
  EXPECT_LT(map::distance(guard.placement.centre, {34, 6}), 12);
}

TEST(AdventureDungeon, APartyOfMoreThanTwelveStrengthMeetsDoubledForces) {
  const auto roll = [](int odo, int extra) {
    game::Game g = game::Game::from_scenario(
        setup(), raid([&](json& d) { party_strength(d, odo, extra); }), 1);
    set_dice(g, {6});
    return must(g, "generate_forces", {{"portals", {1}}});
  };
  // 3 + 2 + 2 + 2 + 3 = 12 in five figures: not doubled; one more point doubles the two guards.
  const game::Outcome twelve = roll(2, 3);
  EXPECT_EQ(event_of(twelve, "forces_rolled")->data["doubled"], false);
  EXPECT_EQ(arrivals(twelve), 2);
  const game::Outcome thirteen = roll(3, 3);
  EXPECT_EQ(event_of(thirteen, "forces_rolled")->data["doubled"], true);
  EXPECT_EQ(arrivals(thirteen), 4);
}

TEST(AdventureDungeon, AForceTheRulesRefuseIsNamedWhenTheBattleStarts) {
  const game::Scenario broken =
      raid([](json& d) { d["portals"]["forces"]["guard"]["figure"]["melee_weapon"] = "lance"; });
  try {
    game::Game::from_scenario(setup(), broken, 1);
    FAIL() << "the battle started with a force whose weapon High Adventure does not know";
  } catch (const io::DataError& e) {
    const std::string message = e.user_message();
    EXPECT_NE(message.find("high-adventure-temple-raid.json"), std::string::npos) << message;
    EXPECT_NE(message.find("/portals/forces/guard/figure"), std::string::npos) << message;
  }
}

// With no guard on the table the temple side is not beaten while its counters can still bring
// guards, and the reaction chart's marchers go for the nearest counter round the vaults' walls
// (seed 004, "Orders": March "towards the nearest enemy or objective").
TEST(AdventureDungeon, WithNoEnemyOnTheTableTheRaidersMarchForTheCountersRoundTheWalls) {
  const game::Scenario empty = raid([](json& d) {
    json kept = json::array();
    for (const json& f : d["figures"])
      if (f["side"] == "raiders") kept.push_back(f);
    d["figures"] = kept;
    d["portals"]["no_contact_today"] = true;  // -1: no guard arrives on a 6 with one counter
  });
  game::Game g = game::Game::from_scenario(setup(), empty, 3);
  static const ai::AiDefinitions definitions = ai::load_ai_definitions(FRAY_DATA_DIR);
  const auto a = ai::make_controller("reaction004", definitions);
  const auto b = ai::make_controller("reaction004", definitions);
  int marches = 0;
  const ai::BattleRun run =
      ai::play_out(g, {a.get(), b.get()}, 3, [&](const ai::Decision& d, const game::Outcome&) {
        marches += d.explanation.find("marches for portal counter") != std::string::npos ||
                   d.explanation.find("marches for area marker") != std::string::npos;
      });
  ASSERT_TRUE(run.failure.empty()) << run.failure;
  EXPECT_FALSE(g.state().finished) << "the counters still feed the temple side";
  EXPECT_GT(marches, 0);
  // Someone went through the doorway in the hall's east wall (x 29-31, open from y 25 to 35).
  bool through = false;
  for (const game::Figure& f : g.state().figures)
    through = through || (f.side == 0 && f.placement.centre.x > 33);
  EXPECT_TRUE(through);
}

// A side fed by counters is never beaten while they live: a portals scenario that gives no round
// limit gets one, so that the battle ends.
TEST(AdventureDungeon, APortalsScenarioWithoutARoundLimitGetsTwelveTurns) {
  EXPECT_EQ(raid().victory.round_limit, 12);  // its own
  const game::Scenario open_ended = raid([](json& d) { d.erase("round_limit"); });
  EXPECT_EQ(open_ended.victory.round_limit, 12);
  const game::Scenario short_raid = raid([](json& d) { d["round_limit"] = 6; });
  EXPECT_EQ(short_raid.victory.round_limit, 6);
}

// The raid played AI against AI as the CLI plays it (the driver sends the turn aids): over many
// seeds the portals react, guards arrive as High Adventure figures and fight, and the saves
// replay verified.
TEST(AdventureDungeon, TheRaidPlaysWithArrivalsOverManySeedsAndReplays) {
  const game::Scenario scenario = raid();
  static const ai::AiDefinitions definitions = ai::load_ai_definitions(FRAY_DATA_DIR);
  int with_arrivals = 0, arrivals_fought = 0, reacted = 0;
  for (std::uint64_t n = 1; n <= 40; ++n) {
    const std::uint64_t seed = n * 2654435761u % 1000003;
    game::Game g = game::Game::from_scenario(setup(), scenario, seed);
    g.keep_undo(false);
    const auto a = ai::make_controller("reaction004", definitions);
    const auto b = ai::make_controller("reaction004", definitions);
    const ai::BattleRun run = ai::play_out(g, {a.get(), b.get()}, 40);
    ASSERT_TRUE(run.failure.empty()) << "seed " << seed << ": " << run.failure;
    ASSERT_TRUE(g.state().finished) << "seed " << seed;
    bool arrived = false;
    for (const game::Event& e : g.log().events()) {
      arrived = arrived || e.type == "figure_arrived";
      reacted += e.type == "portal_fell_back" || e.type == "portal_eliminated";
    }
    with_arrivals += arrived;
    for (const game::Figure& f : g.state().figures)
      if (f.id >= 100 && (!f.alive || f.wounds > 0)) {
        ++arrivals_fought;
        break;
      }
    if (n % 10 == 0) {
      const game::Verification v = game::verify_save(setup(), game::record_game(g, scenario, seed));
      ASSERT_TRUE(v.ok) << "seed " << seed << ": " << v.detail;
    }
  }
  EXPECT_GT(with_arrivals, 20) << "guards should come through the portals in most raids";
  EXPECT_GT(arrivals_fought, 10) << "and come to blows with the raiders";
  EXPECT_GT(reacted, 0) << "counters should fall back from the advancing party";
}

}  // namespace
}  // namespace fray::high_adventure::test
