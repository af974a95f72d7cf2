// attack: one d20 to hit (melee 6+, ranged 11+, in cover 16+), one d20 to defend (11+), and
// what a failed defence does (seed 003, "VIII. Simple basic combat").
#include <algorithm>
#include <string>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

std::string read_range(const json& p) {
  const auto it = p.find("range");
  return it != p.end() && it->is_string() ? it->get<std::string>() : std::string();
}

Check parse_attack(const json& p, Action& a) {
  int figure = 0;
  int target = 0;
  if (auto bad = game::read_int(p, "attack", "figure", figure)) return bad;
  if (auto bad = game::read_int(p, "attack", "target", target)) return bad;
  if (p.contains("range") && !p["range"].is_string())
    return game::bad_payload("attack", "range", "a range kind such as \"melee\" or \"long\"");
  if (p.contains("also")) {
    const json& also = p["also"];
    if (!also.is_array() ||
        !std::all_of(also.begin(), also.end(), [](const json& v) { return v.is_number_integer(); }))
      return game::bad_payload("attack", "also", "a list of figure ids (a burst's other figures)");
  }
  a = Action{ActionKind::Other, {figure}, -1, target};
  return {};
}

Check plan(const CheckContext& c, const json& p, PlannedAttack& out) {
  std::vector<int> also;
  if (const auto it = p.find("also"); it != p.end())
    for (const json& id : *it) also.push_back(id.get<int>());
  return plan_attack(d20_rules(c.system), c.field, c.state, p["figure"].get<int>(),
                     p["target"].get<int>(), read_range(p), out, also);
}

Check check_attack(const CheckContext& c, const json& p) {
  PlannedAttack out;
  return plan(c, p, out);
}

// One attack roll against one figure, and its defence when it hits.
void attack_one(ExecuteContext& c, const PlannedAttack& plan_, bool caught) {
  const D20Rules& rules = d20_rules(c.system);
  Figure& attacker = *c.state.find(plan_.attacker->id);
  Figure& target = *c.state.find(plan_.target->id);
  if (!target.alive) return;
  json faces = json::array();
  const int kept = roll_d20(c.dice, rules.die_sides, !plan_.attack_twice.empty(), faces);
  const bool hit = kept >= plan_.need;
  std::string text = game::figure_label(attacker) + (caught ? "'s attack catches " : " attacks ") +
                     game::figure_label(target) + " with " + plan_.weapon->name + " (" +
                     plan_.range->id + ", " + std::to_string(plan_.spaces) +
                     (plan_.spaces == 1 ? " space" : " spaces") + "): needs " +
                     std::to_string(plan_.need) + "+, rolls " + faces.dump() +
                     (plan_.attack_twice.empty()
                          ? ""
                          : " keeping the higher for " + circumstance_names(plan_.attack_twice)) +
                     (hit ? ": a hit" : ": a miss") + " (" + kCiteAttack + ").";
  json data =
      game::json_object("attacker", attacker.id, "target", target.id, "weapon", plan_.weapon->id,
                        "range", plan_.range->id, "spaces", plan_.spaces, "in_cover",
                        plan_.in_cover, "need", plan_.need, "faces", faces, "roll", kept, "twice",
                        circumstance_ids(plan_.attack_twice), "hit", hit, "citation", kCiteAttack);
  if (caught) data["caught"] = true;
  game::emit(c.events, "d20_attack", std::move(data), std::move(text));
  if (hit) take_hit(rules, c.state, c.dice, c.events, target, plan_.effect, plan_.defend_twice);
}

void execute_attack(ExecuteContext& c, const json& p) {
  PlannedAttack plan_;
  const CheckContext view{c.system, c.field, c.state, c.phase};
  plan(view, p, plan_);
  const std::vector<int> before = army_sizes(c.state);
  attack_one(c, plan_, false);
  for (const PlannedAttack& one : plan_.caught) attack_one(c, one, true);
  test_morale(d20_rules(c.system), c.field, c.state, c.dice, c.events, plan_.attacker->id,
              plan_.target->id, before);
}

std::string percent(double chance) { return std::to_string(std::lround(chance * 100)) + " %"; }

void preview_attack(const CheckContext& c, const json& p, Preview& preview) {
  const D20Rules& rules = d20_rules(c.system);
  PlannedAttack plan_;
  if (plan(c, p, plan_)) return;
  const AttackOdds odds = attack_odds(rules, plan_);
  game::AimChances aim;
  aim.killed = odds.defeated;
  aim.wounded = odds.wounded;
  aim.stunned = odds.stunned;
  aim.missed = 1.0 - odds.defeated - odds.wounded - odds.stunned;
  preview.aim = aim;
  const auto chances_of = [](int figure, const AttackOdds& o) {
    game::FigureChances out;
    out.figure = figure;
    out.hit = o.defeated + o.wounded;  // a wound at least; a stun wounds nobody
    out.killed = o.defeated;
    out.stunned = o.stunned;
    return out;
  };
  preview.figures.push_back(chances_of(plan_.target->id, odds));
  preview.expected_killed = odds.defeated;
  for (const PlannedAttack& one : plan_.caught) {
    const AttackOdds caught = attack_odds(rules, one);
    preview.figures.push_back(chances_of(one.target->id, caught));
    preview.expected_killed += caught.defeated;
  }
  preview.need_natural = {plan_.need, rules.defend_need};
  preview.breakdown.push_back(
      "Attack: " + plan_.weapon->name + ", " + plan_.range->id + " at " +
      std::to_string(plan_.spaces) + (plan_.spaces == 1 ? " space" : " spaces") + ", needs " +
      std::to_string(plan_.need) + "+ on a d20" +
      (plan_.attack_twice.empty() ? ""
                                  : ", rolled twice for " + circumstance_names(plan_.attack_twice) +
                                        " (" + kCiteSpecial + ")") +
      ": hits " + percent(odds.hit) + " (" + kCiteAttack + ").");
  preview.breakdown.push_back(
      "Defend: needs " + std::to_string(rules.defend_need) + "+" +
      (plan_.defend_twice.empty() ? ""
                                  : ", rolled twice for " + circumstance_names(plan_.defend_twice) +
                                        " (" + kCiteSpecial + ")") +
      "; a failed defence " +
      (plan_.effect == HitEffect::Stun                         ? std::string("stuns")
       : plan_.effect == HitEffect::Defeat || plan_.last_wound ? "defeats"
                                                               : "wounds") +
      " (" + kCiteDefend + ").");
  for (const std::string& fact : plan_.facts) preview.breakdown.push_back(fact + ".");
  for (const std::string& line : morale_preview(rules, c.field, c.state, plan_))
    preview.breakdown.push_back(line + ".");
  if (plan_.caught.empty()) return;
  for (const PlannedAttack& one : plan_.caught) {
    const AttackOdds o = attack_odds(rules, one);
    preview.breakdown.push_back("Caught: " + game::figure_label(*one.target) + ", needs " +
                                std::to_string(one.need) + "+: harmed " + percent(o.hit - o.saved) +
                                ".");
  }
  const std::vector<double> harmed = harmed_distribution(rules, plan_);
  std::string line = "Figures harmed:";
  for (std::size_t k = 0; k < harmed.size(); ++k)
    line += (k == 0 ? " " : ", ") + std::to_string(k) + " " + percent(harmed[k]);
  preview.breakdown.push_back(line + ".");
}

}  // namespace

void add_attack_command(game::CommandRegistry& registry) {
  game::add_handler(registry,
                    {"attack", parse_attack, check_attack, execute_attack, preview_attack});
}

}  // namespace fray::d20
