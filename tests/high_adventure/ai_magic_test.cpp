// The reaction chart's magic users cast the abilities that call figures into the battle or
// change their caster (docs/rules/solo-ai.md, "Magic"): Control over bones in reach, Summon and
// Avatar towards a near enemy, Transform self into the strongest form the game accepts. Each
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

}  // namespace
}  // namespace fray::high_adventure::test
