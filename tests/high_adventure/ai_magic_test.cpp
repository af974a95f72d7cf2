// The reaction chart's magic users cast the abilities that call figures into the battle or
// change their caster (docs/rules/solo-ai.md, "Magic"): Control over bones in reach, Summon and
// Avatar towards a near enemy, Transform self into the strongest form the game accepts, Illusion
// or Smoke between itself and an enemy archer, Find at a hidden enemy. Each
// proposal goes through Game::submit like a person's command.
#include <fray/ai/controller.h>
#include <fray/ai/controller_factory.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

const ai::AiDefinitions& definitions() {
  static const ai::AiDefinitions loaded = ai::load_ai_definitions(FRAY_DATA_DIR);
  return loaded;
}

// What the chart proposes for side a in the magic phase of a battle of a magic user knowing
// `ability`, an enemy 25 cm away, and `more` figures; the proposal is submitted.
ai::Decision proposal(const std::string& ability, json more = json::array()) {
  json figures = {wizard(1, {ability}), figure(2, "b", 50, 37.5)};
  for (json& f : more) figures.push_back(std::move(f));
  game::Game g = battle(figures);
  to_magic(g);
  const std::unique_ptr<ai::Controller> chart = ai::make_controller("reaction004", definitions());
  ai::Decision d = ai::decide_or_pass(g, *chart, 0);
  EXPECT_TRUE(g.submit({d.command, d.payload}).accepted()) << d.explanation;
  return d;
}

TEST(AdventureAiMagic, TheChartsMagicUsersCallUpHelpRaiseBonesAndTakeTheStrongestForm) {
  const ai::Decision summon = proposal("summon");
  EXPECT_EQ(summon.command, "cast");
  EXPECT_EQ(summon.payload["ability"], "summon");
  EXPECT_GT(summon.payload["to"][0][1].get<double>(), 10);  // towards the enemy, south
  const ai::Decision avatar = proposal("avatar");
  EXPECT_EQ(avatar.payload["ability"], "avatar");
  const ai::Decision bones =
      proposal("control", {figure(3, "a", 70, 10, {{"creature", "skeleton"}, {"dormant", true}})});
  EXPECT_EQ(bones.payload["ability"], "control");
  const ai::Decision form = proposal("transform_self");
  EXPECT_EQ(form.payload["ability"], "transform_self");
  EXPECT_EQ(form.payload["into"], "dragon");  // Strength 4 and twice a man's height
}

// An enemy archer with a clear line at the magic user within 24": it is screened by an Illusion
// (only the enemy is fooled) or else a Smoke cloud between them; once the line is blocked, or
// when the enemy has no missile weapon, no screen is cast.
TEST(AdventureAiMagic, AMagicUserScreensItselfFromAnArcherWithIllusionOrSmoke) {
  const json archer = json::array({figure(3, "b", 50, 60, {{"missile_weapon", "bow"}})});
  const auto screen = [&](std::vector<std::string> known, json more) {
    json figures = {wizard(1, std::move(known)), figure(2, "b", 110, 75)};
    for (json& f : more) figures.push_back(std::move(f));
    game::Game g = battle(figures);
    to_magic(g);
    const std::unique_ptr<ai::Controller> chart = ai::make_controller("reaction004", definitions());
    ai::Decision d = ai::decide_or_pass(g, *chart, 0);
    set_dice(g, {3});  // the casting die succeeds
    EXPECT_TRUE(g.submit({d.command, d.payload}).accepted()) << d.explanation;
    return std::pair{d, std::move(g)};
  };
  auto [illusion, g] = screen({"illusion", "smoke"}, archer);
  EXPECT_EQ(illusion.command, "cast");
  EXPECT_EQ(illusion.payload["ability"], "illusion");
  const double y = illusion.payload["to"][0][1].get<double>();
  EXPECT_GT(y, 10);  // between the two
  EXPECT_LT(y, 60);
  EXPECT_NE(illusion.explanation.find("to blind its shots"), std::string::npos);
  const auto [smoke, smoked] = screen({"smoke"}, archer);
  EXPECT_EQ(smoke.payload["ability"], "smoke");
  // The cloud hangs from the next turn: the archer's view is blocked, so no second cloud.
  ASSERT_EQ(smoked.state().smoke_clouds.size(), 1u);
  // Without an enemy archer, nothing to screen from.
  const auto [none, plain] = screen({"smoke"}, json::array({figure(3, "b", 50, 60)}));
  EXPECT_NE(none.command, "cast");
}

// A hidden enemy within reach is found when no hold is cast.
TEST(AdventureAiMagic, AMagicUserFindsAHiddenEnemy) {
  game::Game g = battle({wizard(1, {"find"}), figure(2, "b", 50, 37.5)});
  to_magic(g);
  must(g, "set_status", {{"figure", 2}, {"status", "hidden"}, {"value", true}});
  const std::unique_ptr<ai::Controller> chart = ai::make_controller("reaction004", definitions());
  const ai::Decision d = ai::decide_or_pass(g, *chart, 0);
  EXPECT_EQ(d.payload.value("ability", ""), "find") << d.explanation;
  set_dice(g, {2});  // a 1 always fails
  ASSERT_TRUE(g.submit({d.command, d.payload}).accepted());
  EXPECT_FALSE(fig(g, 2).status.hidden);
}

}  // namespace
}  // namespace fray::high_adventure::test
