// Events whose JSON is built only when read (die_rolled, shot): they must hash, read and compare
// exactly as the same event built as JSON, or saved battles would no longer verify.
#include <filesystem>
#include <set>
#include <thread>

#include <gtest/gtest.h>

#include <fray/classic/simple_policy.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::setup;

// The same event with its data as plain JSON (what every event was before session 7).
Event as_json_event(const Event& e) { return {e.type, EventData(e.data.json()), e.text}; }

// Checks every event of `game`'s log; returns how many were typed.
int check_log(const Game& game, const std::string& where) {
  int typed = 0;
  std::uint64_t h = 12345;
  for (const Event& e : game.log().events()) {
    if (!e.data.typed()) continue;
    ++typed;
    const Event plain = as_json_event(e);
    EXPECT_EQ(hash_event(e, h), hash_event(plain, h)) << where << ": " << e.type << " " << e.data;
    std::uint64_t a1 = 1, a2 = 2, b1 = 1, b2 = 2;
    hash_event(e, a1, a2);
    hash_event(plain, b1, b2);
    EXPECT_EQ(a1, b1) << where;
    EXPECT_EQ(a2, b2) << where;
    EXPECT_EQ(to_json(e), to_json(plain)) << where;
    h = hash_event(e, h);
  }
  return typed;
}

Game play(const std::string& scenario, std::uint64_t seed, std::size_t commands) {
  Game game = Game::from_scenario(
      setup(), load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / scenario), seed);
  game.keep_undo(false);
  while (game.records().size() < commands && !game.state().finished) {
    const auto command = simple_policy(game);
    if (!command || !game.submit(*command).accepted()) break;
  }
  return game;
}

TEST(TypedEvents, HashAndReadAsTheirJsonInWholeBattles) {
  std::set<std::string> types;
  int typed = 0;
  for (const char* scenario : {"skirmish-demo.json", "mill-raid-demo.json", "bench-20v20.json",
                               "millbrook-hex-battle.json", "example-dwarves-and-ogres.json"}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const Game game = play(scenario, seed, 300);
      typed += check_log(game, std::string(scenario) + " seed " + std::to_string(seed));
      for (const Event& e : game.log().events())
        if (e.data.typed()) types.insert(e.type);
    }
  }
  EXPECT_GT(typed, 100);
  EXPECT_EQ(types, (std::set<std::string>{"die_rolled", "shot"}));
}

TEST(TypedEvents, AGroupShotAndItsDiceHashAsTheirJson) {
  Game game = Game::from_scenario(setup(),
                                  load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" /
                                                "example-dwarves-and-ogres.json"),
                                  3);
  ASSERT_TRUE(game.submit({"edit", {{"figure", 11}, {"position", {40, 38}}}}).accepted());
  ASSERT_TRUE(game.submit({"edit", {{"figure", 12}, {"position", {44, 38}}}}).accepted());
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted());
  const Outcome o =
      game.submit({"shoot", {{"shooters", {1, 2, 3}}, {"target", 11}, {"group", true}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(o.events.front().data["group"], json({11, 12}));
  EXPECT_EQ(check_log(game, "group shot"), 4);  // the shot and its three dice
}

TEST(TypedEvents, ReadLikeJsonAndBecomePlainJsonWhenEdited) {
  Game game = play("skirmish-demo.json", 2, 400);
  const Event* die = nullptr;
  for (const Event& e : game.log().events())
    if (e.type == "die_rolled") die = &e;
  ASSERT_NE(die, nullptr);
  const json& data = die->data;
  EXPECT_TRUE(die->data.is_object());
  EXPECT_EQ(die->data.value("die", std::string()), data["die"].get<std::string>());
  EXPECT_EQ(die->data.value("absent", 7), 7);
  EXPECT_TRUE(die->data.contains("modifiers"));
  EXPECT_NE(die->data.find("natural"), die->data.end());
  EXPECT_EQ(die->data.at("natural"), data["natural"]);
  EXPECT_EQ(die->data, as_json_event(*die).data);

  // As a JSON value, whichever way it is made: the object, not an array of its values.
  EXPECT_EQ(json(die->data), data);
  EventData shared = die->data;
  const json converted(shared);  // through to_json(json&, const EventData&)
  EXPECT_EQ(converted, data);
  EXPECT_EQ(json({{"event", die->data}})["event"], data);

  Event copy = *die;  // shares the typed values
  EXPECT_TRUE(copy.data.typed());
  copy.data.edit()["natural"] = 99;
  EXPECT_FALSE(copy.data.typed());
  EXPECT_EQ(copy.data["natural"], 99);
  EXPECT_NE(hash_event(copy, 0), hash_event(*die, 0));
  EXPECT_EQ(die->data["natural"], data["natural"]);  // the original is untouched
}

TEST(TypedEvents, ReadersOnSeveralThreadsSeeOneJson) {
  Game game = play("skirmish-demo.json", 4, 200);
  std::vector<const Event*> typed;
  for (const Event& e : game.log().events())
    if (e.data.typed()) typed.push_back(&e);
  ASSERT_FALSE(typed.empty());
  std::vector<std::vector<const json*>> seen(2);
  auto read_all = [&](std::size_t reader) {
    for (const Event* e : typed) seen[reader].push_back(&e->data.json());
  };
  std::thread first(read_all, 0), second(read_all, 1);
  first.join();
  second.join();
  EXPECT_EQ(seen[0], seen[1]);  // built once, the same object for both
}

}  // namespace
}  // namespace fray::game
