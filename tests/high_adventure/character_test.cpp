// Seed 004's characters through game commands: the attribute test ("Character levels": a D6 not
// above the attribute, +1 per helping friend, three at most), the stealth test with the figure's
// own Cleverness ("Visibility"), and divine intervention ("Divine Intervention": once a game a
// player character's fall is averted on a 5 or 6).
#include <fray/io/data_error.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

std::string refusal(const game::Game& g, const std::string& command, json payload) {
  const auto r = g.check({command, std::move(payload)});
  return r ? r->message : "";
}

TEST(AdventureCharacters, AnAttributeTestPassesOnADieNotAboveTheAttributePlusItsHelpers) {
  game::Game g = battle({figure(1, "a", 20, 20, {{"cleverness", 3}}), figure(2, "a", 30, 20),
                         figure(3, "a", 40, 20), figure(4, "a", 50, 20), figure(5, "a", 60, 20),
                         figure(6, "b", 20, 70)});
  set_dice(g, {4});
  game::Outcome out = must(g, "attribute_test", {{"figure", 1}, {"attribute", "cleverness"}});
  json e = event_of(out, "attribute_test")->data.json();
  EXPECT_EQ(e["value"], 3);
  EXPECT_EQ(e["roll"], 4);
  EXPECT_EQ(e["passed"], false);
  EXPECT_EQ(e["citation"], "seed 004, \"Character levels\"");
  set_dice(g, {4});
  out = must(g, "attribute_test",
             {{"figure", 1}, {"attribute", "cleverness"}, {"helpers", json::array({2})}});
  e = event_of(out, "attribute_test")->data.json();
  EXPECT_EQ(e["bonus"], 1);
  EXPECT_EQ(e["passed"], true);  // 4 against 3 + 1
  // Three helpers at most, each a living friend, each once; the five attributes only.
  EXPECT_FALSE(refusal(g, "attribute_test",
                       {{"figure", 1}, {"attribute", "cleverness"}, {"helpers", {2, 3, 4, 5}}})
                   .empty());
  EXPECT_FALSE(
      refusal(g, "attribute_test", {{"figure", 1}, {"attribute", "cleverness"}, {"helpers", {6}}})
          .empty());
  EXPECT_FALSE(refusal(g, "attribute_test",
                       {{"figure", 1}, {"attribute", "cleverness"}, {"helpers", {2, 2}}})
                   .empty());
  EXPECT_FALSE(refusal(g, "attribute_test", {{"figure", 1}, {"attribute", "luck"}}).empty());
  // A refused test leaves the battle as it was.
  const std::size_t events = g.log().events().size();
  EXPECT_FALSE(g.submit({"attribute_test", {{"figure", 1}, {"attribute", "luck"}}}).accepted());
  EXPECT_EQ(g.log().events().size(), events);
}

TEST(AdventureCharacters, TheStealthTestReadsTheFiguresOwnCleverness) {
  game::Game g = battle({figure(1, "a", 20, 20, {{"cleverness", 2}}), figure(2, "b", 20, 70)});
  set_dice(g, {4});
  // The referee's 6 is not read: the figure has a Cleverness of its own.
  const game::Outcome out = must(g, "stealth_test", {{"figure", 1}, {"cleverness", 6}});
  const game::Event* e = event_of(out, "stealth_test");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->data["cleverness"], 2);
  EXPECT_EQ(e->data["unseen"], false);
  EXPECT_FALSE(fig(g, 1).status.hidden);
  set_dice(g, {2});
  must(g, "stealth_test", {{"figure", 1}});  // no Cleverness needed in the payload
  EXPECT_TRUE(fig(g, 1).status.hidden);
}

json move_to(int id, double x, double y) { return {{"figure", id}, {"path", {{x, y}}}}; }

// #2 (Leadership 1, first to move) stands 7.5 cm (under 6") from #1, its player character
// (Leadership 4); #3 a friend 11" away; #4 the enemy, an archer (so the turn has a shooting
// phase).
game::Game with_captain() {
  return battle({figure(2, "a", 50, 20, {{"leadership", 1}}),
                 figure(1, "a", 50, 10, {{"player_character", true}, {"leadership", 4}}),
                 figure(3, "a", 80, 10, {{"leadership", 2}}),
                 figure(4, "b", 50, 75, {{"missile_weapon", "bow"}})});
}

TEST(AdventureCharacters, APlayerCharactersOrderBindsAFigureWhenItsLeadershipTestPasses) {
  game::Game g = with_captain();
  ASSERT_EQ(phase_id(g), "movement");
  EXPECT_FALSE(g.check({"move", move_to(2, 50, 26)}).has_value());  // no order: it acts freely
  const game::Preview p = g.preview({"order", {{"figure", 2}, {"by", 1}, {"order", "stand"}}});
  ASSERT_TRUE(p.success.has_value());
  EXPECT_NEAR(*p.success, 4.0 / 6, 1e-12);
  set_dice(g, {4});
  const game::Outcome out = must(g, "order", {{"figure", 2}, {"by", 1}, {"order", "stand"}});
  const game::Event* e = event_of(out, "high_adventure_order");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->data["passed"], true);
  EXPECT_EQ(e->data["leadership"], 4);
  EXPECT_EQ(fig(g, 2).ai.order, "stand");
  EXPECT_TRUE(g.check({"move", move_to(2, 50, 26)}).has_value());   // 6 cm: over Stand's 2"
  EXPECT_FALSE(g.check({"move", move_to(2, 50, 24)}).has_value());  // 4 cm
  // One test a figure a turn.
  EXPECT_NE(
      refusal(g, "order", {{"figure", 2}, {"by", 1}, {"order", "attack"}}).find("one attempt"),
      std::string::npos);
}

// Seed 004, "Groups": a group acts as one, with the same order; one test orders them all.
TEST(AdventureCharacters, AnOrderToOneMemberOfAGroupIsAnOrderToTheGroup) {
  game::Game g = battle({figure(2, "a", 50, 20, {{"group", "spears"}}),
                         figure(1, "a", 50, 10, {{"player_character", true}, {"leadership", 4}}),
                         figure(3, "a", 80, 10, {{"group", "spears"}}),  // beyond 6" of #1
                         figure(5, "a", 60, 30, {{"group", "bows"}}), figure(4, "b", 50, 75)});
  set_dice(g, {2});
  const game::Outcome out = must(g, "order", {{"figure", 2}, {"by", 1}, {"order", "withdraw"}});
  EXPECT_EQ(event_of(out, "high_adventure_order")->data["members"], nlohmann::json({2, 3}));
  EXPECT_EQ(fig(g, 2).ai.order, "withdraw");
  EXPECT_EQ(fig(g, 3).ai.order, "withdraw");
  EXPECT_TRUE(fig(g, 5).ai.order.empty());  // another group
  // The group had its test this turn, through whichever member.
  EXPECT_NE(
      refusal(g, "order", {{"figure", 3}, {"by", 1}, {"order", "attack"}}).find("one attempt"),
      std::string::npos);
}

TEST(AdventureCharacters, AFailedTestLeavesTheOrderAndOnlyANearPlayerCharacterCommands) {
  game::Game g = with_captain();
  set_dice(g, {5});
  const game::Outcome out = must(g, "order", {{"figure", 2}, {"by", 1}, {"order", "stand"}});
  EXPECT_EQ(event_of(out, "high_adventure_order")->data["passed"], false);
  EXPECT_TRUE(fig(g, 2).ai.order.empty());
  EXPECT_NE(refusal(g, "order", {{"figure", 3}, {"by", 1}, {"order", "stand"}}).find("within 6"),
            std::string::npos);
  EXPECT_FALSE(refusal(g, "order", {{"figure", 1}, {"by", 1}, {"order", "stand"}}).empty());
  EXPECT_FALSE(refusal(g, "order", {{"figure", 3}, {"by", 2}, {"order", "stand"}}).empty());
  EXPECT_FALSE(refusal(g, "order", {{"figure", 4}, {"by", 1}, {"order", "flee"}}).empty());
  EXPECT_FALSE(refusal(g, "order", {{"figure", 2}, {"by", 1}, {"order", "dance"}}).empty());
  // After the movement phase no order is given.
  to_phase(g, "shooting");
  EXPECT_NE(
      refusal(g, "order", {{"figure", 3}, {"by", 1}, {"order", "stand"}}).find("start of the turn"),
      std::string::npos);
}

// #1, a player character, base to base with #2 in the melee phase, side b to strike; with the
// scenario's "divine_intervention" setting when `divine`.
game::Game pc_beset(bool divine, json pc = json::object()) {
  pc["player_character"] = true;
  json doc = scenario({figure(1, "a", 50, 40, pc),
                       figure(2, "b", 50, 42.5, {{"strength", 2}, {"weapon_skill", 3}}),
                       figure(3, "b", 47.5, 40, {{"strength", 2}, {"weapon_skill", 3}})})
                 .document;
  if (divine) doc["settings"] = {{"divine_intervention", true}};
  game::Game g =
      game::Game::from_scenario(setup(), game::parse_scenario(doc, "high-adventure-test.json"), 7);
  to_phase(g, "melee");
  if (g.state().active_side != 1) must(g, "end_phase", {{"side", g.state().active_side}});
  return g;
}

TEST(AdventureCharacters, DivineInterventionAvertsAPlayerCharactersFallOnceAGame) {
  game::Game g = pc_beset(true);
  set_dice(g, {6, 6, 1, 5});  // #2 keeps 6 + 3 against 1: 8, K; the gods answer on a 5
  const game::Outcome saved = must(g, "strike", {{"figure", 2}, {"target", 1}});
  const game::Event* call = event_of(saved, "high_adventure_divine_intervention");
  ASSERT_TRUE(call);
  EXPECT_EQ(call->data["roll"], 5);
  EXPECT_EQ(call->data["averted"], true);
  EXPECT_EQ(call->data["citation"], "seed 004, \"Divine Intervention\"");
  EXPECT_TRUE(fig(g, 1).alive);
  EXPECT_EQ(fig(g, 1).wounds, 0);
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 1).sheet).divine_intervention_called);
  // Once a game: the next killing blow is not averted.
  if (g.state().active_side != 1) must(g, "end_phase", {{"side", g.state().active_side}});
  set_dice(g, {6, 6, 1});
  const game::Outcome fallen = must(g, "strike", {{"figure", 3}, {"target", 1}});
  EXPECT_FALSE(event_of(fallen, "high_adventure_divine_intervention"));
  EXPECT_FALSE(fig(g, 1).alive);
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 1).sheet).grievously_wounded);
}

TEST(AdventureCharacters, AnUnansweredCallIsSpentAndWithoutTheSettingNoneIsMade) {
  game::Game unanswered = pc_beset(true);
  set_dice(unanswered, {6, 6, 1, 4});
  const game::Outcome out = must(unanswered, "strike", {{"figure", 2}, {"target", 1}});
  ASSERT_TRUE(event_of(out, "high_adventure_divine_intervention"));
  EXPECT_EQ(event_of(out, "high_adventure_divine_intervention")->data["averted"], false);
  EXPECT_FALSE(fig(unanswered, 1).alive);

  game::Game plain = pc_beset(false);
  set_dice(plain, {6, 6, 1});
  const game::Outcome fell = must(plain, "strike", {{"figure", 2}, {"target", 1}});
  EXPECT_FALSE(event_of(fell, "high_adventure_divine_intervention"));
  EXPECT_FALSE(fig(plain, 1).alive);
}

// A Strength 3 character in mail is put out by a killing blow only (one round cannot give it
// three full wounds): its chance to fall is two thirds of what it is without the gods.
TEST(AdventureCharacters, ThePreviewCountsTheGodsAnswer) {
  const json pc = {{"strength", 3}, {"armour", "mail"}};
  const game::Preview without =
      pc_beset(false, pc).preview({"strike", {{"figure", 2}, {"target", 1}}});
  const game::Preview with = pc_beset(true, pc).preview({"strike", {{"figure", 2}, {"target", 1}}});
  ASSERT_TRUE(without.aim && with.aim);
  ASSERT_GT(without.aim->killed, 0.0);
  EXPECT_NEAR(with.aim->killed, without.aim->killed * 4 / 6, 1e-12);
}

TEST(AdventureCharacters, ASideHasTwoHenchBeingsAtMost) {
  const json hench = {{"henchman", true}};
  json figures = {figure(1, "a", 20, 20, hench), figure(2, "a", 30, 20, hench),
                  figure(3, "b", 20, 70, hench), figure(4, "b", 30, 70, hench)};
  EXPECT_NO_THROW(game::Game::from_scenario(setup(), scenario(figures), 1));
  figures.push_back(figure(5, "a", 40, 20, hench));
  try {
    game::Game::from_scenario(setup(), scenario(figures), 1);
    FAIL() << "a third hench-being was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(e.user_message().find("/figures/4/henchman"), std::string::npos) << e.user_message();
  }
}

TEST(AdventureCharacters, ASettingHighAdventureDoesNotKnowIsRefusedWithItsPointer) {
  json doc = scenario({figure(1, "a", 20, 20), figure(2, "b", 20, 70)}).document;
  doc["settings"] = {{"divine_intervention", "yes"}};
  try {
    game::Game::from_scenario(setup(), game::parse_scenario(doc, "divine.json"), 1);
    FAIL() << "a setting that is not true or false was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(e.user_message().find("/settings/divine_intervention"), std::string::npos)
        << e.user_message();
  }
  doc["settings"] = {{"weather", true}};
  EXPECT_THROW(game::Game::from_scenario(setup(), game::parse_scenario(doc, "divine.json"), 1),
               io::DataError);
}

}  // namespace
}  // namespace fray::high_adventure::test
