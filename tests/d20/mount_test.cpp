// Mounts and vehicles (seed 003, "Movement", "Special Movement"): their rows of the move table,
// getting on and off for a space of movement, riders going where their mount goes, and the
// riders of a defeated mount set down beside it.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/record/state_json.h>
#include <fray/io/data_error.h>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// An open 20 x 6 square map.
json open_field(json figures, json settings = json::object()) {
  return open_squares(std::move(figures), 20, 6, std::move(settings));
}

const json kHorse = {{"profile", "riding_horse"}};

// Ends phases until `side` is to act (whichever side won the round's initiative).
void until_side(game::Game& game, int side) {
  for (int n = 0; n < 6 && game.state().active_side != side; ++n)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  ASSERT_EQ(game.state().active_side, side);
}

TEST(D20Mount, AMountMovesNineSpacesAFastVehicleTwelveAndFewerOnASmallBattlefield) {
  for (const bool small : {false, true}) {
    const json settings = small ? json{{"battlefield", "small"}} : json::object();
    game::Game game = game_of(open_field(
        {on_square(1, "a", 0, 0, kHorse), on_square(2, "a", 0, 2, {{"profile", "war_chariot"}}),
         on_square(3, "b", 19, 5)},
        settings));
    let_act(game, 1);
    const int horse = small ? 5 : 9;
    const int chariot = small ? 7 : 12;
    EXPECT_TRUE(game.check({"move", {{"figure", 1}, {"path", {square_centre(game, horse + 1, 0)}}}})
                    .has_value());
    EXPECT_FALSE(game.check({"move", {{"figure", 1}, {"path", {square_centre(game, horse, 0)}}}})
                     .has_value());
    EXPECT_TRUE(
        game.check({"move", {{"figure", 2}, {"path", {square_centre(game, chariot + 1, 2)}}}})
            .has_value());
    const game::Preview far =
        game.preview({"move", {{"figure", 2}, {"path", {square_centre(game, chariot, 2)}}}});
    ASSERT_TRUE(far.accepted());
    EXPECT_DOUBLE_EQ(far.move->allowance, chariot);
  }
}

TEST(D20Mount, GettingOnCostsASpaceThenTheRiderMovesAtTheMountsPaceWithItsMount) {
  game::Game game = game_of(open_field(
      {on_square(1, "a", 0, 1), on_square(2, "a", 4, 1, kHorse), on_square(3, "b", 19, 5)}));
  let_act(game, 1);
  // Three squares to stand beside the horse, one to get on: four of six.
  const game::Outcome on =
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 3, 1)}}, {"mount", 2}}});
  ASSERT_TRUE(on.accepted()) << on.refusal->message;
  EXPECT_EQ(d20_sheet_of(game, 1).riding, 2);
  EXPECT_EQ(square_of(game, 1), (map::Square{4, 1}));
  ASSERT_NE(find_event(on, "d20_got_on"), nullptr);
  EXPECT_DOUBLE_EQ(find_event(on, "figure_moved")->data.at("spaces"), 4.0);
  // The rider's second move is the horse's: nine squares, both go.
  EXPECT_TRUE(
      game.check({"move", {{"figure", 1}, {"path", {square_centre(game, 14, 1)}}}}).has_value());
  const game::Outcome ride =
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 13, 1)}}}});
  ASSERT_TRUE(ride.accepted()) << ride.refusal->message;
  EXPECT_EQ(square_of(game, 1), (map::Square{13, 1}));
  EXPECT_EQ(square_of(game, 2), (map::Square{13, 1}));
  EXPECT_EQ(find_event(ride, "figure_moved")->data.at("rider"), 1);
  // In its own activation the horse does not move itself under its rider.
  EXPECT_FALSE(game.state().active_figure.has_value());
  until_side(game, 0);
  const auto own = game.check({"move", {{"figure", 2}, {"path", {square_centre(game, 14, 1)}}}});
  ASSERT_TRUE(own.has_value());
  EXPECT_NE(own->message.find("has a rider"), std::string::npos) << own->message;
}

TEST(D20Mount, GettingOnNeedsAFreeSeatOnAFriendlyMountInTheSpaceBesideIt) {
  game::Game game = game_of(open_field({on_square(1, "a", 0, 1), on_square(2, "a", 4, 1, kHorse),
                                        on_square(3, "b", 6, 1, kHorse), on_square(4, "a", 4, 3),
                                        on_square(5, "b", 19, 5)}));
  let_act(game, 1);
  const game::Outcome far =
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 2, 1)}}, {"mount", 2}}});
  EXPECT_FALSE(far.accepted());
  const game::Outcome enemy =
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 5, 2)}}, {"mount", 3}}});
  EXPECT_FALSE(enemy.accepted());
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 4}, {"path", {square_centre(game, 4, 2)}}, {"mount", 2}}})
          .accepted());
  ASSERT_TRUE(game.submit({"end_activation", {{"figure", 4}}}).accepted());
  let_act(game, 1);
  const game::Outcome full =
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 3, 1)}}, {"mount", 2}}});
  ASSERT_FALSE(full.accepted());
  EXPECT_NE(full.refusal->message.find("no free seat"), std::string::npos) << full.refusal->message;
  EXPECT_EQ(d20_sheet_of(game, 1).riding, 0);
}

TEST(D20Mount, GettingOffCostsASpaceIntoAFreeSpaceBesideTheMount) {
  game::Game game = game_of(open_field({on_square(1, "a", 3, 1), on_square(2, "a", 4, 1, kHorse),
                                        on_square(3, "a", 5, 1), on_square(4, "b", 19, 5)}));
  let_act(game, 1);
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 3, 1)}}, {"mount", 2}}})
          .accepted());
  // Figure 3 stands in the square to the east; two squares away is not beside the horse.
  EXPECT_TRUE(
      game.check(
              {"move", {{"figure", 1}, {"path", {square_centre(game, 5, 1)}}, {"dismount", true}}})
          .has_value());
  EXPECT_TRUE(
      game.check(
              {"move", {{"figure", 1}, {"path", {square_centre(game, 6, 1)}}, {"dismount", true}}})
          .has_value());
  // Off to the north-east (one), then five more: six, the rider's own move unit.
  EXPECT_TRUE(game.check({"move",
                          {{"figure", 1},
                           {"path", {square_centre(game, 5, 0), square_centre(game, 11, 0)}},
                           {"dismount", true}}})
                  .has_value());
  const game::Outcome off =
      game.submit({"move",
                   {{"figure", 1},
                    {"path", {square_centre(game, 5, 0), square_centre(game, 10, 0)}},
                    {"dismount", true}}});
  ASSERT_TRUE(off.accepted()) << off.refusal->message;
  EXPECT_EQ(d20_sheet_of(game, 1).riding, 0);
  EXPECT_EQ(square_of(game, 1), (map::Square{10, 0}));
  EXPECT_EQ(square_of(game, 2), (map::Square{4, 1}));
  ASSERT_NE(find_event(off, "d20_got_off"), nullptr);
  EXPECT_DOUBLE_EQ(find_event(off, "figure_moved")->data.at("spaces"), 6.0);
}

TEST(D20Mount, OneRiderDrivesAVehicleInARoundAndAHostilePayloadIsRefused) {
  game::Game game = game_of(open_field({on_square(1, "a", 3, 1), on_square(2, "a", 5, 2),
                                        on_square(3, "a", 4, 1, {{"profile", "war_chariot"}}),
                                        on_square(4, "b", 19, 5)}));
  let_act(game, 1);
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 3, 1)}}, {"mount", 3}}})
          .accepted());
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 10, 1)}}}}).accepted());
  until_side(game, 0);
  ASSERT_EQ(game.state().turn, 1);
  // The second passenger walks up and gets on; it does not drive the chariot again this round.
  const game::Outcome on =
      game.submit({"move", {{"figure", 2}, {"path", {square_centre(game, 9, 2)}}, {"mount", 3}}});
  ASSERT_TRUE(on.accepted()) << on.refusal->message;
  const auto again = game.check({"move", {{"figure", 2}, {"path", {square_centre(game, 16, 1)}}}});
  ASSERT_TRUE(again.has_value());
  EXPECT_NE(again->message.find("one rider drives it"), std::string::npos) << again->message;
  const std::string before = game::state_to_json(game.state()).dump();
  for (const json& bad :
       {json{{"figure", 2}, {"path", {square_centre(game, 12, 2)}}, {"mount", "x"}},
        json{{"figure", 2}, {"path", {square_centre(game, 12, 2)}}, {"dismount", 1}},
        json{{"figure", 2}, {"path", {{1e300, 1e300}}}, {"dismount", true}},
        json{{"figure", 4}, {"path", {{1e300, 1e300}}}, {"mount", 3}}}) {
    EXPECT_TRUE(game.check({"move", bad}).has_value()) << bad.dump();
    EXPECT_FALSE(game.submit({"move", bad}).accepted()) << bad.dump();
  }
  EXPECT_EQ(game::state_to_json(game.state()).dump(), before);
}

// Figure 1, on [3, 1], gets on horse 2 beside it and ends its activation; then side b acts.
void rider_on_horse_then_enemy(game::Game& game) {
  let_act(game, 1);
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 3, 1)}}, {"mount", 2}}})
          .accepted());
  ASSERT_TRUE(game.submit({"end_activation", {{"figure", 1}}}).accepted());
  until_side(game, 1);
}

TEST(D20Mount, ARiderIsTargetedOverItsOwnMount) {
  game::Game game = game_of(open_field(
      {on_square(1, "a", 3, 1), on_square(2, "a", 4, 1, kHorse),
       on_square(3, "b", 12, 1, {{"weapons", {{"melee", "sword"}, {"long", "longbow"}}}})}));
  rider_on_horse_then_enemy(game);
  const game::Preview shot = game.preview({"attack", {{"figure", 3}, {"target", 1}}});
  ASSERT_TRUE(shot.accepted()) << shot.refusal->message;
}

TEST(D20Mount, ADefeatedMountsRiderIsSetDownBesideItAcrossSeeds) {
  int horses_down = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    game::Game game =
        game_of(open_field({on_square(1, "a", 3, 1), on_square(2, "a", 4, 1, kHorse),
                            on_square(3, "b", 5, 1, {{"weapons", {{"melee", "sword"}}}})}),
                seed * 104729);
    rider_on_horse_then_enemy(game);
    const game::Outcome o = game.submit({"attack", {{"figure", 3}, {"target", 2}}});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const game::Figure& rider = *game.state().find(1);
    if (game.state().find(2)->alive) {
      EXPECT_EQ(d20_sheet_of(game, 1).riding, 2);
      continue;
    }
    ++horses_down;
    ASSERT_NE(find_event(o, "d20_set_down"), nullptr) << "seed " << seed;
    EXPECT_TRUE(rider.alive);
    EXPECT_EQ(d20_sheet_of(game, 1).riding, 0);
    EXPECT_EQ(map::square_distance(square_of(game, 1), {4, 1}), 1);
    EXPECT_NE(square_of(game, 1), square_of(game, 3));
  }
  // A melee hit on 6+ (3/4), the horse's defence failing (1/2): defeated 3/8 of the time.
  EXPECT_NEAR(horses_down / 200.0, 0.375, 4 * std::sqrt(0.375 * 0.625 / 200));
}

TEST(D20Mount, ARiderSavedAndReplayedStaysOnItsMount) {
  const json doc = open_field(
      {on_square(1, "a", 3, 1), on_square(2, "a", 4, 1, kHorse), on_square(3, "b", 19, 5)});
  const game::Scenario scenario = game::parse_scenario(doc, "d20.json");
  game::Game game = game::Game::from_scenario(setup(), scenario, 5);
  let_act(game, 1);
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 3, 1)}}, {"mount", 2}}})
          .accepted());
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 12, 1)}}}}).accepted());
  const game::SavedGame save = game::record_game(game, scenario, 5);
  const game::SavedGame loaded = game::parse_save(game::save_to_json(save).dump(), "mount.fray");
  const game::Verification v = game::verify_save(setup(), loaded);
  ASSERT_TRUE(v.ok) << v.detail;
  const game::BattleState back =
      game::state_from_json(game::state_to_json(game.state()), "mount.fray", "");
  EXPECT_EQ(game::sheet_as<D20Sheet>(*back.find(1)).riding, 2);
  EXPECT_EQ(back.find(1)->placement.centre.x, back.find(2)->placement.centre.x);
}

TEST(D20Mount, AScenarioStartsARiderOnItsMountAndRefusesABadOne) {
  game::Game game =
      game_of(open_field({on_square(2, "a", 4, 1, kHorse), on_square(1, "a", 4, 1, {{"riding", 2}}),
                          on_square(3, "b", 19, 5)}));
  EXPECT_EQ(d20_sheet_of(game, 1).riding, 2);
  let_act(game, 1);
  const game::Outcome ride =
      game.submit({"move", {{"figure", 1}, {"path", {square_centre(game, 13, 1)}}}});
  ASSERT_TRUE(ride.accepted()) << ride.refusal->message;
  EXPECT_EQ(square_of(game, 2), (map::Square{13, 1}));
  struct Case {
    json figures;
    std::string pointer;
  };
  const std::vector<Case> cases{
      {{on_square(2, "b", 4, 1, kHorse), on_square(1, "a", 4, 1, {{"riding", 2}})},
       "/figures/1/riding"},
      {{on_square(2, "a", 4, 1), on_square(1, "a", 4, 1, {{"riding", 2}})}, "/figures/1/riding"},
      {{on_square(2, "a", 4, 1, kHorse), on_square(1, "a", 5, 1, {{"riding", 2}})},
       "/figures/1/square"},
      {{on_square(2, "a", 4, 1, kHorse), on_square(1, "a", 4, 1, {{"riding", 2}}),
        on_square(4, "a", 4, 1, {{"riding", 2}})},
       "/figures/2/riding"},
      {{on_square(1, "a", 4, 1, {{"riding", 9}})}, "/figures/0/riding"}};
  for (const Case& c : cases) {
    json figures = c.figures;
    figures.push_back(on_square(3, "b", 19, 5));
    try {
      game_of(open_field(figures));
      ADD_FAILURE() << "accepted; expected a refusal at " << c.pointer;
    } catch (const io::DataError& e) {
      EXPECT_NE(std::string(e.what()).find(c.pointer), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace fray::d20::test
