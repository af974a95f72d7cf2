// Random command sequences, legal and illegal, against the invariants of a battle.
#include <random>

#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/figure_profile.h>
#include <fray/game/record/replay.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::setup;

class RandomCommands {
 public:
  explicit RandomCommands(std::uint32_t seed) : rng_(seed) {}

  Command next(const Game& game) {
    if (chance(0.55))
      if (auto legal = simple_policy(game)) return *legal;
    const int figure = pick(-1, 17);
    const int other = pick(-1, 17);
    const json at = {real(-10, 130), real(-10, 90)};
    switch (pick(0, 18)) {
      case 0:
        return {"move", {{"figure", figure}, {"path", {at}}}};
      case 1:
        return {"face", {{"figure", figure}, {"facing_deg", real(0, 360)}}};
      case 2:
        return {"charge", {{"figure", figure}, {"target", other}}};
      case 3:
        return {"shoot", {{"shooters", {figure, other}}, {"target", pick(1, 15)}}};
      case 4:
        return {"strike", {{"figure", figure}, {"target", other}}};
      case 5:
        return {"recoil", {{"figure", figure}, {"refuse", chance(0.5)}}};
      case 6:
        return {"hide", {{"figure", figure}}};
      case 7:
        return {"end_activation", {{"figure", figure}}};
      case 8:
        return {"end_phase", {{"side", pick(-1, 2)}}};
      case 9:
        return {"set_die", {{"face", pick(0, 12)}}};
      case 10:
        return {"wound", {{"figure", figure}}};
      case 11:
        return {"heal", {{"figure", figure}}};
      case 12:
        return {"move", {{"figure", "x"}, {"path", "nowhere"}}};
      case 13:
        return {"shield_wall", {{"figure", figure}, {"on", chance(0.5)}}};
      case 14:
        return {"split_strike", {{"figure", figure}, {"targets", {other, pick(-1, 17)}}}};
      case 15:
        return {"crouch", {{"figure", figure}}};
      case 16:
        return {"stand", {{"figure", figure}}};
      case 17:
        return {"ready_weapon", {{"figure", figure}}};
      default:
        return {"nonsense", json::array({1, 2})};
    }
  }

 private:
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
  std::mt19937 rng_;
};

void expect_invariants(const Game& game, const std::string& where) {
  const BattleState& s = game.state();
  for (std::size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& a = s.figures[i];
    if (!a.alive) continue;
    const int life = rules::life_die_sides(classic_rules(setup()), classic_sheet(a).spec);
    if (life == 1 && !a.status.falling) {
      ASSERT_EQ(a.wounds, 0) << where << ": " << classic_sheet(a).spec.name;
    }
    if (life > 1 && a.wounds_this_turn == 0) {
      ASSERT_LT(a.wounds, life) << where << ": " << classic_sheet(a).spec.name;
    }
    ASSERT_GE(a.wounds, 0) << where;
    for (std::size_t j = i + 1; j < s.figures.size(); ++j) {
      const Figure& b = s.figures[j];
      if (b.alive) {
        ASSERT_FALSE(game.field().overlaps({a.base, a.placement}, {b.base, b.placement}))
            << where << ": " << classic_sheet(a).spec.name << " and " << classic_sheet(b).spec.name;
      }
    }
  }
}

// The figures a command makes act (none for referee commands).
std::vector<int> actors(const Command& c) {
  static const std::vector<std::string> acting = {
      "move",        "face", "charge", "strike", "hide",         "end_activation",
      "shield_wall", "wait", "crouch", "stand",  "ready_weapon", "split_strike"};
  std::vector<int> out;
  if (c.name == "shoot" && c.payload.contains("shooters"))
    for (const auto& id : c.payload["shooters"]) out.push_back(id.get<int>());
  for (const std::string& name : acting)
    if (c.name == name && c.payload.contains("figure") && c.payload["figure"].is_number_integer())
      out.push_back(c.payload["figure"].get<int>());
  return out;
}

TEST(Property, RandomCommandSequencesKeepTheInvariantsAndReplay) {
  int accepted = 0, refused = 0;
  for (std::uint32_t run = 0; run < 80; ++run) {
    Game game = Game::from_scenario(setup(), test::demo_scenario(), 1000 + run);
    RandomCommands random(run);
    for (int step = 0; step < 80 && !game.state().finished; ++step) {
      const Command command = random.next(game);
      const std::string where = "run " + std::to_string(run) + " step " + std::to_string(step) +
                                " " + command.name + " " + command.payload.dump();
      // Only a command that will be refused needs the state kept to compare with.
      const bool will_refuse = game.check(command).has_value();
      const std::string before = will_refuse ? test::dump(game) : std::string();
      const std::uint64_t hash = game.log().hash();
      std::vector<bool> alive_before;
      for (const int id : actors(command)) {
        const Figure* f = game.state().find(id);
        alive_before.push_back(f && f->alive);
      }
      const Outcome outcome = game.submit(command);
      ASSERT_EQ(outcome.accepted(), !will_refuse) << where << ": check and submit disagree";
      if (!outcome.accepted()) {
        ++refused;
        ASSERT_EQ(test::dump(game), before) << where;  // a refusal changes nothing
        ASSERT_EQ(game.log().hash(), hash) << where;
        ASSERT_FALSE(outcome.refusal->message.empty()) << where;
      } else {
        ++accepted;
        for (const bool was_alive : alive_before)
          ASSERT_TRUE(was_alive) << where << ": the dead acted";
      }
      expect_invariants(game, where);
    }
    const Verification v =
        verify_save(setup(), record_game(game, test::demo_scenario(), 1000 + run));
    ASSERT_TRUE(v.ok) << "run " << run << ": " << v.detail;
  }
  // Thousands of commands (about 6,400), about half of them refused.
  EXPECT_GT(accepted, 2000);
  EXPECT_GT(refused, 2000);
}

}  // namespace
}  // namespace fray::game
