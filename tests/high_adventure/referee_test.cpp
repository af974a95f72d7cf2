// Seed 004's prisoners and fire in a High Adventure battle: the engine's referee commands, read
// through this system's sheets (a burn is a light wound; wounds up to Strength disable).
#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

TEST(AdventureReferee, APrisonerLeftWithoutAGuardWithinSixInchesEscapes) {
  game::Game g = battle({figure(1, "a", 60, 40), figure(2, "b", 60, 42.5)});
  must(g, "surrender", {{"figure", 1}, {"captor", 2}});
  EXPECT_FALSE(fig(g, 1).alive);
  EXPECT_TRUE(fig(g, 1).captured);
  must(g, "check_prisoners", json::object());
  EXPECT_TRUE(fig(g, 1).captured);  // guarded by its captor, in contact
  must(g, "edit", {{"figure", 2}, {"position", {60, 42.5 + 7 * kInch}}});
  const game::Outcome out = must(g, "check_prisoners", json::object());
  EXPECT_NE(event_of(out, "prisoner_escaped"), nullptr);
  EXPECT_FALSE(fig(g, 1).captured);
}

TEST(AdventureReferee, AFiresBurnsAreLightWoundsThatDisableAtTheFiguresStrength) {
  game::Game g = battle({figure(1, "a", 60, 40), figure(2, "b", 10, 10)});
  set_dice(g, {6, 6});  // a fire of 12 turns
  must(g, "start_fire", {{"at", {60, 45}}});
  set_dice(g, {5});  // spreads 3": figure 1 is caught, burnt on 5 or 6
  must(g, "spread_fire", json::object());
  EXPECT_EQ(fig(g, 1).wounds, 1);  // a light wound: still fighting
  EXPECT_TRUE(fig(g, 1).alive);
  set_dice(g, {6});
  must(g, "spread_fire", json::object());
  EXPECT_FALSE(fig(g, 1).alive);  // two light wounds, a full wound: Strength 1 is disabled
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 1).sheet).disabled);
}

}  // namespace
}  // namespace fray::high_adventure::test
