// A shot aimed at a group: its hits are shared at random among the members (seed 000, "Ranged
// weapons (shooting): some peculiarities": the Dwarves shoot at the Ogres' couple).
#include <filesystem>

#include <gtest/gtest.h>

#include <fray/classic/action_situations.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::dump;
using test::find_event;
using test::setup;

Footprint footprint_of(const Figure& f) { return {f.base, f.placement}; }

const Scenario& dwarves_and_ogres() {
  static const Scenario scenario = load_scenario(std::filesystem::path(FRAY_DATA_DIR) /
                                                 "scenarios" / "example-dwarves-and-ogres.json");
  return scenario;
}

// Movement passed by both sides (the Ogres walk up to 30 cm from the Dwarves first): the
// shooting phase, the Dwarves' crossbows in range.
Game at_shooting(std::uint64_t seed) {
  Game game = Game::from_scenario(setup(), dwarves_and_ogres(), seed);
  EXPECT_TRUE(game.submit({"edit", {{"figure", 11}, {"position", {40, 38}}}}).accepted());
  EXPECT_TRUE(game.submit({"edit", {{"figure", 12}, {"position", {44, 38}}}}).accepted());
  EXPECT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted()) << game.allowed_now();
  EXPECT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted()) << game.allowed_now();
  return game;
}

const Command kVolleyAtCouple{"shoot", {{"shooters", {1, 2, 3}}, {"target", 11}, {"group", true}}};

TEST(GroupShot, TheOgresStandingTogetherAreOneGroupAndALoneFigureIsNot) {
  Game game = at_shooting(1);
  const BattleState& s = game.state();
  EXPECT_EQ(target_group_members(game.field(), s, *s.find(11)), (std::vector<int>{11, 12}));
  EXPECT_EQ(target_group_members(game.field(), s, *s.find(12)), (std::vector<int>{12, 11}));
  ASSERT_TRUE(game.submit({"edit", {{"figure", 12}, {"position", {60, 38}}}}).accepted());
  EXPECT_EQ(target_group_members(game.field(), s, *s.find(11)), (std::vector<int>{11}));
}

TEST(GroupShot, HitsAreSharedAtRandomAmongTheMembersWithTheirDiceLogged) {
  int seeds_with_hits = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    Game game = at_shooting(seed);
    const Outcome o = game.submit(kVolleyAtCouple);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const Event* shot = find_event(o, "shot");
    ASSERT_NE(shot, nullptr);
    EXPECT_EQ(shot->data.at("group"), nlohmann::json({11, 12}));
    int wounds = 0;
    for (const Event& e : o.events)
      if (e.type == "wounded") wounds += e.data.at("wounds").get<int>();
    const Event* shared = find_event(o, "hits_shared");
    if (wounds == 0) {
      EXPECT_EQ(shared, nullptr);
      continue;
    }
    ++seeds_with_hits;
    ASSERT_NE(shared, nullptr);
    EXPECT_EQ(shared->data.at("die"), "D2");
    EXPECT_EQ(shared->data.at("rolls").size(), static_cast<std::size_t>(wounds));
    int shared_hits = 0;
    for (const auto& m : shared->data.at("members")) {
      const int id = m.at("figure").get<int>();
      const int hits = m.at("hits").get<int>();
      shared_hits += hits;
      EXPECT_EQ(game.state().find(id)->wounds, hits) << "figure " << id;  // none before
    }
    EXPECT_EQ(shared_hits, wounds);
    EXPECT_NE(shared->text.find("seed 000, \"Ranged weapons (shooting)"), std::string::npos);
  }
  EXPECT_GT(seeds_with_hits, 0);
}

TEST(GroupShot, ALoneTargetHasNoGroupAndTheRefusalChangesNothing) {
  Game game = at_shooting(2);
  ASSERT_TRUE(game.submit({"edit", {{"figure", 12}, {"position", {60, 38}}}}).accepted());
  const std::string before = dump(game);
  const auto refusal = game.check(kVolleyAtCouple);
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->code, RefusalCode::NotAllowed);
  EXPECT_NE(refusal->message.find("stands alone"), std::string::npos) << refusal->message;
  EXPECT_FALSE(game.submit(kVolleyAtCouple).accepted());
  EXPECT_EQ(dump(game), before);
  Command bad = kVolleyAtCouple;
  bad.payload["group"] = "yes";
  EXPECT_EQ(game.check(bad)->code, RefusalCode::BadPayload);
}

TEST(GroupShot, AShotAtOneMemberKeepsAllItsHitsAndItsOldEvents) {
  Game game = at_shooting(3);
  const Outcome o = game.submit({"shoot", {{"shooters", {1, 2, 3}}, {"target", 11}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_FALSE(find_event(o, "shot")->data.contains("group"));
  EXPECT_EQ(find_event(o, "hits_shared"), nullptr);
  EXPECT_EQ(game.state().find(12)->wounds, 0);
}

TEST(GroupShot, UndoAndRedoReplayTheSameShares) {
  Game game = at_shooting(4);
  const Outcome first = game.submit(kVolleyAtCouple);
  ASSERT_TRUE(first.accepted());
  const std::string after = dump(game);
  ASSERT_TRUE(game.undo());
  const Outcome again = game.redo();
  ASSERT_TRUE(again.accepted());
  EXPECT_EQ(dump(game), after);
  ASSERT_EQ(again.events.size(), first.events.size());
  for (std::size_t i = 0; i < first.events.size(); ++i)
    EXPECT_EQ(again.events[i].text, first.events[i].text);
}

TEST(GroupShot, OnAHexMapNeighbouringHexesMakeTheGroup) {
  const Scenario scenario = load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" /
                                          "crossroads-hex-skirmish.json");
  Game game = Game::from_scenario(setup(), scenario, 1);
  const BattleState& s = game.state();
  for (const Figure& f : s.figures) {
    const std::vector<int> group = target_group_members(game.field(), s, f);
    ASSERT_FALSE(group.empty());
    EXPECT_EQ(group.front(), f.id);
    for (std::size_t i = 1; i < group.size(); ++i) {
      EXPECT_EQ(s.find(group[i])->side, f.side);
      // Each member stands next to another member.
      bool next_to_one = false;
      for (std::size_t j = 0; j < group.size(); ++j)
        next_to_one = next_to_one ||
                      (j != i && game.field().edge_distance(footprint_of(*s.find(group[i])),
                                                            footprint_of(*s.find(group[j]))) == 0);
      EXPECT_TRUE(next_to_one) << group[i];
    }
  }
}

}  // namespace
}  // namespace fray::game
