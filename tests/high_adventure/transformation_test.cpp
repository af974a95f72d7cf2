// Transform self and Illusion, played through game commands: a magic user conjures itself into
// a creature up to twice its height, casts nothing in that form, reverts at will and lies in its
// true form when it falls; an illusion blocks the sight and the moves of every side but its
// maker's for the rest of the game.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

json form(const std::string& creature, int caster = 1) {
  return {{"caster", caster}, {"ability", "transform_self"}, {"into", creature}};
}

json read_form(const std::string& creature, int caster) {
  json p = form(creature, caster);
  p["scroll"] = true;
  return p;
}

const AdventureSheet& sheet(const game::Game& g, int id) {
  return std::get<AdventureSheet>(fig(g, id).sheet);
}

TEST(AdventureTransformation, AMagicUserConjuresItselfIntoATrollAndRevertsAtWill) {
  // A second magic user of side a keeps its magic phase open once the troll casts no more.
  const game::Scenario s = scenario(
      {wizard(1, {"transform_self"}), figure(2, "b", 100, 70), wizard(6, {"sleep"}, 6, 10, 70)});
  game::Game g = game::Game::from_scenario(setup(), s, 5);
  to_magic(g);
  EXPECT_NE(refusal(g, "cast", {{"caster", 1}, {"ability", "transform_self"}}).find("into"),
            std::string::npos);
  EXPECT_NE(refusal(g, "cast", form("giant")).find("times as tall"), std::string::npos);
  EXPECT_NE(refusal(g, "cast", form("human")).find("already"), std::string::npos);
  EXPECT_NE(refusal(g, "cast", form("wyvern")).find("no creature"), std::string::npos);
  must(g, "cast", form("troll"));
  EXPECT_EQ(sheet(g, 1).conjuring_form, "troll");
  if (g.state().turn == 1) end_turn(g, 1);  // the first of three turns of conjuring
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 5));
  EXPECT_TRUE(saved.ok) << saved.detail;
  end_turn(g, 2);
  EXPECT_EQ(sheet(g, 1).creature, "human");  // not before the third turn's end
  set_dice(g, {2});
  end_turn(g, 3);
  const AdventureSheet& troll = sheet(g, 1);
  EXPECT_EQ(troll.creature, "troll");
  EXPECT_EQ(troll.strength, 3);
  EXPECT_EQ(troll.melee_weapon, "claws");
  EXPECT_EQ(troll.armour, Armour::Unarmoured);  // its hide (mail) counts through the creature
  ASSERT_TRUE(troll.true_form);
  EXPECT_EQ(troll.true_form->creature, "human");
  EXPECT_EQ(troll.true_form->melee_weapon, "sword");
  EXPECT_TRUE(troll.conjuring_form.empty());
  EXPECT_EQ(fig(g, 1).magic.power_points, 3);
  const game::Verification changed = game::verify_save(setup(), game::record_game(g, s, 5));
  EXPECT_TRUE(changed.ok) << changed.detail;
  to_magic(g);
  EXPECT_NE(refusal(g, "cast", form("dragon")).find("another form"), std::string::npos);
  const game::Outcome back = must(g, "revert", {{"figure", 1}});
  EXPECT_NE(event_of(back, "reverted"), nullptr);
  EXPECT_EQ(sheet(g, 1).creature, "human");
  EXPECT_EQ(sheet(g, 1).strength, 1);
  EXPECT_EQ(sheet(g, 1).melee_weapon, "sword");
  EXPECT_FALSE(sheet(g, 1).true_form);
  EXPECT_TRUE(g.check({"revert", {{"figure", 1}}}).has_value());  // nothing to revert from
}

TEST(AdventureTransformation, AFormKeepsItsWoundsAndAFallenBeastLiesInItsTrueForm) {
  const json scroll = {{"scrolls", {"transform_self"}}};
  json first = wizard(1, {"sleep"});
  first.update(scroll);
  json second = wizard(3, {"sleep"}, 6, 70, 10);
  second.update(scroll);
  json third = wizard(4, {"sleep"}, 6, 30, 10);
  third.update(scroll);
  game::Game g = battle({first, second, third, figure(2, "b", 100, 70)});
  to_magic(g);
  must(g, "cast", read_form("dragon", 3));  // a small dragon stands twice a man's height
  EXPECT_EQ(sheet(g, 3).missile_weapon, "dragon_fire");
  must(g, "cast", read_form("troll", 1));
  must(g, "wound", {{"figure", 1}, {"count", 2}});  // a full wound: the troll has 2 dice left
  EXPECT_TRUE(fig(g, 1).alive);
  EXPECT_EQ(fig(g, 1).wounds, 2);
  EXPECT_EQ(sheet(g, 1).strength, 3);
  const game::Outcome back = must(g, "revert", {{"figure", 1}});
  EXPECT_NE(event_of(back, "reverted"), nullptr);
  EXPECT_FALSE(fig(g, 1).alive);  // a man cannot bear the troll's wound
  EXPECT_TRUE(sheet(g, 1).disabled);
  must(g, "cast", read_form("large_demon", 4));
  const game::Outcome felled = must(g, "wound", {{"figure", 4}, {"count", 4}});
  EXPECT_FALSE(fig(g, 4).alive);
  EXPECT_NE(event_of(felled, "reverted"), nullptr);
  EXPECT_EQ(sheet(g, 4).creature, "human");
  EXPECT_FALSE(sheet(g, 4).true_form);
}

TEST(AdventureIllusion, AnIllusionBlindsAndBarsEverySideButItsMakersForTheGame) {
  const game::Scenario s =
      scenario({wizard(1, {"illusion"}), figure(3, "a", 50, 25, {{"leadership", 1}}),
                figure(2, "b", 50, 70), figure(4, "b", 70, 45, {{"leadership", 1}})});
  game::Game g = game::Game::from_scenario(setup(), s, 11);
  to_magic(g);
  const json at = {{"caster", 1}, {"ability", "illusion"}, {"to", {{50, 45}}}};
  json on_someone = at;
  on_someone["to"] = {{66, 45}};
  EXPECT_NE(refusal(g, "cast", on_someone).find("stands where the illusion"), std::string::npos);
  must(g, "cast", at);
  ASSERT_EQ(g.state().turn, 2);
  end_turn(g, 2);
  end_turn(g, 3);
  EXPECT_TRUE(g.state().illusions.empty());  // four turns of conjuring
  set_dice(g, {2});
  end_turn(g, 4);
  ASSERT_EQ(g.state().illusions.size(), 1u);
  EXPECT_EQ(g.state().illusions[0].side, 0);
  EXPECT_NEAR(g.state().illusions[0].radius_cm, 3 * 2.54, 1e-9);
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 11));
  EXPECT_TRUE(saved.ok) << saved.detail;
  // Side b's figure does not see through it; side a's does.
  const json blind =
      event_of(must(g, "spot", {{"observer", 2}, {"target", 3}}), "spot")->data.json();
  EXPECT_EQ(blind["seen"], false);
  const json sees =
      event_of(must(g, "spot", {{"observer", 3}, {"target", 2}}), "spot")->data.json();
  EXPECT_EQ(sees["seen"], true);
  // Side b's figure goes round it; side a's walks through (each moves first on its side, with
  // the lowest Leadership).
  to_phase(g, "movement");
  bool barred = false, round_about = false, walked = false;
  for (int guard = 0; guard < 6 && !(barred && walked); ++guard) {
    const auto into = g.check({"move", {{"figure", 4}, {"path", {{55, 45}}}}});
    if (into && into->message.find("for solid") != std::string::npos) {
      barred = true;
      round_about = !g.check({"move", {{"figure", 4}, {"path", {{70, 32}}}}}).has_value();
    }
    walked = walked || !g.check({"move", {{"figure", 3}, {"path", {{50, 40}}}}}).has_value();
    must(g, "end_phase", {{"side", g.state().active_side}});
  }
  EXPECT_TRUE(barred);
  EXPECT_TRUE(round_about);
  EXPECT_TRUE(walked);
}

}  // namespace
}  // namespace fray::high_adventure::test
