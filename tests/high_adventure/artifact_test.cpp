// Seed 004's magical artifacts played through game commands: a Ring of Protection counts as
// plate, a Magic Sword treats its foes as unarmoured, a Belt of protection turns missiles and
// spells to other targets (and, alone, to long range and a 6), a Scroll of Power is read once and
// never fails, and Divine tells what a figure carries.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

std::string melee_outcome(const game::Outcome& out) {
  const game::Event* e = event_of(out, "high_adventure_melee");
  return e ? e->data.json()["outcome"].get<std::string>() : "";
}

json strike() { return {{"figure", 1}, {"target", 2}}; }

TEST(AdventureArtifacts, ARingOfProtectionCountsAsPlate) {
  const json strong = {{"strength", 2}, {"weapon_skill", 1}};
  game::Game bare = duel(strong, json::object());
  set_dice(bare, {2, 5, 1});  // 6 against 1: a difference of 5
  EXPECT_EQ(melee_outcome(must(bare, "strike", strike())), "wound");
  game::Game ringed = duel(strong, {{"artifacts", {"ring_of_protection"}}});
  set_dice(ringed, {2, 5, 1});
  EXPECT_EQ(melee_outcome(must(ringed, "strike", strike())), "push_back");  // 5 against plate
}

TEST(AdventureArtifacts, AMagicSwordTreatsEveryFoeAsUnarmoured) {
  const json sword = {{"strength", 2}, {"weapon_skill", 1}, {"artifacts", {"magic_sword"}}};
  game::Game g = duel(sword, {{"armour", "plate"}});
  const game::Preview odds = g.preview({"strike", strike()});
  bool said = false;
  for (const std::string& line : odds.breakdown)
    said |= line.find("Magic Sword") != std::string::npos;
  EXPECT_TRUE(said);
  set_dice(g, {2, 5, 1});
  EXPECT_EQ(melee_outcome(must(g, "strike", strike())), "wound");  // 5 against the unarmoured
}

// An archer of side a at (50, 10) with the bow, in the shooting phase with side a to act.
game::Game archery(json figures) {
  figures.push_back(figure(1, "a", 50, 10, {{"missile_weapon", "bow"}}));
  game::Game g = battle(std::move(figures));
  to_phase(g, "shooting");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  return g;
}

TEST(AdventureArtifacts, ABeltOfProtectionTurnsMissilesToAnotherTargetAndAloneCountsLong) {
  const json belt = {{"artifacts", {"belt_of_protection"}}};
  game::Game both = archery({figure(2, "b", 50, 40, belt), figure(3, "b", 30, 40)});
  const std::string turned = refusal(both, "shoot", {{"figure", 1}, {"target", 2}});
  EXPECT_NE(turned.find("Belt of protection"), std::string::npos) << turned;
  EXPECT_FALSE(both.check({"shoot", {{"figure", 1}, {"target", 3}}}));
  game::Game alone = archery({figure(2, "b", 50, 40, belt)});  // 10.8": medium, a D8
  const game::Event* shot =
      event_of(must(alone, "shoot", {{"figure", 1}, {"target", 2}}), "high_adventure_shot");
  ASSERT_TRUE(shot);
  EXPECT_EQ(shot->data.json()["band"], "long");
  EXPECT_EQ(shot->data.json()["defence_die"], 10);
}

TEST(AdventureArtifacts, ABeltOfProtectionTurnsSpellsAsideAndAloneLetsOnlyASixWork) {
  const json belt = {{"artifacts", {"belt_of_protection"}}};
  const json sleep = {{"caster", 1}, {"ability", "sleep"}, {"target", 2}};
  game::Game both =
      battle({wizard(1, {"sleep"}), figure(2, "b", 50, 17.5, belt), figure(3, "b", 53, 17.5)});
  to_magic(both);
  EXPECT_NE(refusal(both, "cast", sleep).find("turns magic away"), std::string::npos);
  game::Game alone = battle({wizard(1, {"sleep"}), figure(2, "b", 50, 17.5, belt)});
  to_magic(alone);
  const game::Preview odds = alone.preview({"cast", sleep});
  ASSERT_TRUE(odds.success);
  EXPECT_DOUBLE_EQ(*odds.success, 1.0 / 6);
  set_dice(alone, {5});
  EXPECT_EQ(casting(must(alone, "cast", sleep))["success"], false);  // 5: not the belt's 6
  game::Game six = battle({wizard(1, {"sleep"}), figure(2, "b", 50, 17.5, belt)});
  to_magic(six);
  set_dice(six, {6});
  EXPECT_EQ(casting(must(six, "cast", sleep))["success"], true);
  EXPECT_GT(fig(six, 2).magic.asleep_since, 0);
}

TEST(AdventureArtifacts, AScrollOfPowerIsReadOnceByAMagicUserAndNeverFails) {
  json reader = wizard(1, {"sleep"}, 4);
  reader["scrolls"] = {"petrify"};
  const game::Scenario s =
      scenario({reader, figure(2, "b", 50, 40), figure(3, "a", 70, 10, {{"scrolls", {"sleep"}}})});
  game::Game g = game::Game::from_scenario(setup(), s, 7);
  to_magic(g);
  const json read = {{"caster", 1}, {"ability", "petrify"}, {"target", 2}, {"scroll", true}};
  EXPECT_NE(refusal(g, "cast", {{"caster", 1}, {"ability", "petrify"}, {"target", 2}})
                .find("does not know"),
            std::string::npos);
  const game::Preview odds = g.preview({"cast", read});
  EXPECT_DOUBLE_EQ(odds.success.value_or(0), 1.0);
  set_dice(g, {3, 4});  // no casting die: these are Petrify's 2D6 turns
  const game::Outcome out = must(g, "cast", read);
  ASSERT_TRUE(event_of(out, "high_adventure_scroll"));
  EXPECT_EQ(fig(g, 2).magic.petrified_turns, 7);
  EXPECT_EQ(fig(g, 1).magic.power_points, 4);  // no points spent
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 1).sheet).scrolls.empty());
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 7));
  EXPECT_TRUE(saved.ok) << saved.detail;
  game::Game again =
      battle({reader, figure(2, "b", 50, 40), figure(3, "a", 70, 10, {{"scrolls", {"sleep"}}})});
  to_magic(again);
  EXPECT_NE(
      refusal(again, "cast", {{"caster", 3}, {"ability", "sleep"}, {"target", 2}, {"scroll", true}})
          .find("no magic user"),
      std::string::npos);
}

TEST(AdventureArtifacts, DivineTellsWhatMagicAFigureCarries) {
  json carrier =
      figure(2, "b", 50, 30, {{"artifacts", {"ring_of_protection"}}, {"scrolls", {"sleep"}}});
  game::Game g = battle({wizard(1, {"divine"}), carrier});
  to_magic(g);
  set_dice(g, {2});
  const game::Event* told =
      event_of(must(g, "cast", {{"caster", 1}, {"ability", "divine"}, {"target", 2}}), "divined");
  ASSERT_TRUE(told);
  EXPECT_EQ(told->data.json()["magic"], json({"ring_of_protection", "scroll:sleep"}));
  EXPECT_NE(told->text.find("Ring of Protection"), std::string::npos);
}

TEST(AdventureArtifacts, AnUnknownObjectOrScrollIsRefusedAtItsPointer) {
  try {
    battle({figure(1, "a", 50, 10, {{"artifacts", {"ring_of_protection", "cloak"}}}),
            figure(2, "b", 50, 40)});
    FAIL() << "an unknown artifact was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("/figures/0/artifacts/1"), std::string::npos) << e.what();
  }
  EXPECT_THROW(
      battle({figure(1, "a", 50, 10, {{"scrolls", {"fireball"}}}), figure(2, "b", 50, 40)}),
      io::DataError);
}

}  // namespace
}  // namespace fray::high_adventure::test
