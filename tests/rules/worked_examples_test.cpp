// Every classic situation ("fray-situation") in data/examples/ is checked against the numbers
// written in its "expect" block, which come from seed 000's worked examples (the file's "source"
// names the section).
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include <fray/classic/rules/situation_report.h>
#include <fray/dice/scripted_dice.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {
namespace fs = std::filesystem;

// A battle situation ("fray-battle-situation": a scenario and a command, any rule system) is
// fray-cli's to read, not the classic situation reader's (tests/cli/battle_situation_test.cpp).
bool classic_situation(const fs::path& file) {
  std::ifstream in(file);
  return nlohmann::json::parse(in, nullptr, false).value("format", "") == "fray-situation";
}

std::vector<fs::path> example_files() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(fs::path(FRAY_DATA_DIR) / "examples"))
    if (entry.path().extension() == ".json" && classic_situation(entry.path()))
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// "1/64" or 0.015625.
double probability(const nlohmann::json& value) {
  if (value.is_number()) return value.get<double>();
  const std::string text = value.get<std::string>();
  const auto slash = text.find('/');
  return std::stod(text.substr(0, slash)) / std::stod(text.substr(slash + 1));
}

void check_strike(const StrikeAssessment& a, const nlohmann::json& expect) {
  if (expect.contains("hit_total")) {
    EXPECT_EQ(a.hit_total, expect["hit_total"].get<int>());
  }
  if (expect.contains("modifier_total")) {
    EXPECT_EQ(total(a.modifiers), expect["modifier_total"].get<int>());
  }
  if (expect.contains("die")) {
    EXPECT_EQ("D" + std::to_string(a.die_sides), expect["die"]);
  }
  if (expect.contains("need_hit_natural")) {
    EXPECT_EQ(a.need_hit_natural, expect["need_hit_natural"].get<int>());
  }
  if (expect.contains("need_recoil_natural")) {
    EXPECT_EQ(a.need_recoil_natural, expect["need_recoil_natural"].get<int>());
  }
}

class WorkedExample : public ::testing::TestWithParam<fs::path> {};

TEST_P(WorkedExample, ReproducesTheNumbersOfTheSeed) {
  const Situation s = load_situation(GetParam());
  ASSERT_FALSE(s.expect.is_null()) << "every example states what it must give";
  const SituationPlan plan = plan_situation(testing::classic(), s);
  ASSERT_EQ(plan.refusal, "");
  const SituationOdds odds = situation_odds(plan);
  const nlohmann::json& e = s.expect;
  if (s.kind == Situation::Kind::Shot) {
    for (const ShotAssessment& a : plan.shots) {
      if (e.contains("need_natural")) {
        EXPECT_EQ(a.need_natural, e["need_natural"].get<int>());
      }
      if (e.contains("modifier_total")) {
        EXPECT_EQ(total(a.modifiers), e["modifier_total"].get<int>());
      }
      if (e.contains("die")) {
        EXPECT_EQ("D" + std::to_string(a.die_sides), e["die"]);
      }
    }
    if (e.contains("hit_probability")) {
      EXPECT_NEAR(odds.shot->any_hit(), probability(e["hit_probability"]), 1e-12);
    }
    if (e.contains("friend_hit_probability")) {
      EXPECT_NEAR(odds.shot->friend_hit, probability(e["friend_hit_probability"]), 1e-12);
    }
    return;
  }
  if (e.contains("attackers"))
    for (const StrikeAssessment& a : plan.attacker_strikes) check_strike(a, e["attackers"][0]);
  if (e.contains("defender")) check_strike(plan.defender_strike, e["defender"]);
  if (e.contains("order")) {
    const char* order = plan.exchange.order == StrikeOrder::AFirst   ? "attackers_first"
                        : plan.exchange.order == StrikeOrder::BFirst ? "defender_first"
                                                                     : "simultaneous";
    EXPECT_EQ(order, e["order"].get<std::string>());
  }
  if (plan.split) {
    ASSERT_TRUE(odds.split.has_value());
    if (e.contains("creature_strikes")) {
      EXPECT_NEAR(odds.split->creature_strikes, probability(e["creature_strikes"]), 1e-12);
    }
    for (const double hit : odds.split->foe_hit)
      if (e.contains("foe_hit")) {
        EXPECT_NEAR(hit, probability(e["foe_hit"]), 1e-12);
      }
    return;
  }
  double sum = 0;
  for (const ExchangeState& state : odds.melee->states) sum += state.probability;
  EXPECT_NEAR(sum, 1.0, 1e-12);
}

INSTANTIATE_TEST_SUITE_P(Seed000, WorkedExample, ::testing::ValuesIn(example_files()),
                         [](const auto& example) {
                           std::string name = example.param.stem().string();
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// Goblin spears pooled against the warrior (seed 000, "Natural dice maximum rule"): a single 4
// makes him recoil, two 4s (4 and 5) kill him; a lone 4 rerolled into another 4 is a 5.
TEST(WorkedExampleDice, GoblinSpearsSingleFourRecoilsTwoFoursKill) {
  const Situation s =
      load_situation(fs::path(FRAY_DATA_DIR) / "examples/warrior-goblin-spears.json");
  const SituationPlan plan = plan_situation(testing::classic(), s);
  const std::vector<PoolDie>& dice = plan.exchange.a.dice;
  dice::ScriptedDice one_four{4, 2, 1, 3};  // a lone 4, rerolled into 3: stays 4
  const PoolResult recoil = resolve_pool(dice, {true}, one_four);
  EXPECT_EQ(recoil.hits, 0);
  EXPECT_TRUE(recoil.effect_is_recoil());
  dice::ScriptedDice two_fours{4, 4, 1};
  EXPECT_EQ(resolve_pool(dice, {true}, two_fours).hits, 1);
  dice::ScriptedDice rerolled{4, 2, 1, 4, 1};  // the lone 4 rerolled into a 4: natural 5
  EXPECT_EQ(resolve_pool(dice, {true}, rerolled).hits, 1);
}

}  // namespace
}  // namespace fray::rules
