// What the AIs ask the rule system (issue 17): the command that makes an attack now, and the
// chances of one they can make only later, read from the situation the command will read.
#include <gtest/gtest.h>

#include <fray/game/setup/rule_system.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::human;
using test::setup;

const PhaseDefinition& classic_phase(const std::string& id) {
  for (const PhaseDefinition& p : setup().find_turn_structure("classic")->phases)
    if (p.id == id) return p;
  throw std::logic_error("no phase " + id);
}

TEST(AttackProjection, TheClassicAttacksAreTheShootAndStrikeCommands) {
  const RuleSystem& classic = setup().system("classic");
  EXPECT_EQ(classic.attack_command(AttackKind::Shot, 1, 2),
            (Command{"shoot", {{"shooter", 1}, {"target", 2}}}));
  EXPECT_EQ(classic.attack_command(AttackKind::Melee, 1, 2),
            (Command{"strike", {{"figure", 1}, {"target", 2}}}));
}

TEST(AttackProjection, AStrikeProjectedBeforeTheChargeIsThePreviewOfTheStrikeAfterIt) {
  Game game = Game::from_scenario(setup(), test::duel(human(50, 30), human(50, 45)), 3);
  const AttackChances projected = game.system().project_attack(
      game.field(), game.state(), classic_phase("melee"), {AttackKind::Melee, 1, 2});
  EXPECT_GT(projected.hit, 0.0);
  ASSERT_TRUE(game.submit({"charge", {{"figure", 1}, {"target", 2}}}).accepted());
  ASSERT_TRUE(test::end_phases_until(game, 2));  // melee
  const Preview strike = game.preview({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(strike.accepted()) << strike.refusal->message;
  ASSERT_NE(strike.chances_of(2), nullptr);
  EXPECT_DOUBLE_EQ(projected.hit, strike.chances_of(2)->hit);
  EXPECT_DOUBLE_EQ(projected.killed, strike.chances_of(2)->killed);
}

TEST(AttackProjection, AShotProjectedAtItsRangeIsThePreviewOfTheShotFromThere) {
  // The bowman stands 32 cm away: the projection at that range, in the shooting phase, is the
  // shot the game previews there once the movement phase is over.
  Game game = Game::from_scenario(
      setup(), test::duel(human(50, 10, {{"missile_weapon", "bow"}}), human(50, 42)), 3);
  const double range =
      game.field().edge_distance({game.state().find(1)->base, game.state().find(1)->placement},
                                 {game.state().find(2)->base, game.state().find(2)->placement});
  const AttackChances projected = game.system().project_attack(
      game.field(), game.state(), classic_phase("shooting"), {AttackKind::Shot, 1, 2, range});
  EXPECT_GT(projected.hit, 0.0);
  ASSERT_TRUE(test::end_phases_until(game, 1));  // shooting
  const Preview shot = game.preview(game.system().attack_command(AttackKind::Shot, 1, 2));
  ASSERT_TRUE(shot.accepted()) << shot.refusal->message;
  EXPECT_DOUBLE_EQ(projected.hit, shot.chances_of(2)->hit);
  EXPECT_DOUBLE_EQ(projected.killed, shot.chances_of(2)->killed);
  // Nearer than it stands, it must move first: a shot on the move, which the bow cannot make.
  const AttackChances closer = game.system().project_attack(
      game.field(), game.state(), classic_phase("shooting"), {AttackKind::Shot, 1, 2, range / 2});
  EXPECT_LT(closer.hit, projected.hit);
}

}  // namespace
}  // namespace fray::game
