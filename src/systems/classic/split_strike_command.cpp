// split_strike: an H2 creature splits its 2D6 between two foes, one D6 at each (seed 000,
// "Melee: some peculiarities"), resolved by the rules library's split strike.
#include <algorithm>

#include <fray/classic/action_situations.h>
#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/situation_report.h>
#include <fray/classic/rules/split_strike.h>

#include "classic_queries.h"
#include "combat_previews.h"
#include "command_families.h"
#include "melee_results.h"
#include "roll_events.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kCommand = "split_strike";

Check parse_split(const json& p, Action& a) {
  if (auto bad = parse_figure_action(p, kCommand, ActionKind::SplitStrike, a)) return bad;
  std::vector<int> targets;
  if (auto bad = read_ids(p, kCommand, "targets", "targets", targets)) return bad;
  if (targets.size() != 2 || targets[0] == targets[1])
    return bad_payload(kCommand, "targets", "two different figure ids");
  a.target = targets[0];
  return {};
}

std::array<int, 2> targets_of(const json& p) {
  return {p["targets"][0].get<int>(), p["targets"][1].get<int>()};
}

Check check_split(const CheckContext& c, const json& p) {
  Action a;
  if (auto bad = parse_split(p, a)) return bad;
  const Figure* creature = nullptr;
  if (auto r = living_figure(c.state, a.actors.front(), &creature)) return r;
  const rules::Species* species =
      classic_rules(c.system).find_species(classic_sheet(*creature).spec.species);
  if (!species || species->strength != rules::StrengthClass::H2 ||
      !species->has_rule("split_2d6_between_two_foes"))
    return Refusal{RefusalCode::NotAllowed, figure_label(*creature) +
                                                " is not an H2 creature: only those split their "
                                                "2D6 between two foes (" +
                                                std::string(rules::cite::kMeleePeculiarities) +
                                                ")."};
  if (creature->status.has_struck)
    return Refusal{RefusalCode::AlreadyActed,
                   figure_label(*creature) + " has already fought this turn."};
  if (creature->status.must_recoil || creature->status.recoiling)
    return Refusal{RefusalCode::NotAllowed,
                   figure_label(*creature) + " is recoiling and cannot strike."};
  for (const int id : targets_of(p)) {
    const Figure* foe = nullptr;
    if (auto r = living_figure(c.state, id, &foe)) return r;
    if (foe->side == creature->side)
      return Refusal{RefusalCode::NotAllowed,
                     figure_label(*creature) + " does not strike friends."};
    const std::vector<map::Combatant> around =
        combatants_around(classic_rules(c.system), c.field, c.state, *foe);
    const StrikeVerdict verdict = c.field.may_strike(creature->id, foe->id, around);
    if (!verdict.allowed)
      return Refusal{RefusalCode::NotInContact, figure_label(*creature) + " may not strike " +
                                                    figure_label(*foe) + ": " + verdict.reason +
                                                    " (" + verdict.citation + ")."};
  }
  const rules::SituationPlan plan = rules::plan_situation(
      classic_rules(c.system), split_strike_situation(c.state, *creature, targets_of(p)));
  if (!plan.refusal.empty()) return Refusal{RefusalCode::NotAllowed, plan.refusal};
  if (!plan.split)
    return Refusal{RefusalCode::NotAllowed,
                   figure_label(*creature) + " cannot split its dice here (" +
                       std::string(rules::cite::kMeleePeculiarities) + ")."};
  return {};
}

void execute_split(ExecuteContext& c, const json& p) {
  Figure& creature = *c.state.find(p["figure"].get<int>());
  const std::array<int, 2> ids = targets_of(p);
  std::array<Figure*, 2> foes{c.state.find(ids[0]), c.state.find(ids[1])};
  const rules::SituationPlan plan = rules::plan_situation(
      classic_rules(c.system), split_strike_situation(c.state, creature, ids));
  rules::SplitStrikeSetup setup = *plan.split;
  // Life tests close the game turn (seed 000, "Wounds"): single-sided life dice here make the
  // rules library roll none, and the wounds are tested with everyone else's.
  setup.creature_life_die = 1;
  for (auto& foe : setup.foes) foe.life_die_sides = 1;
  // A foe that has already fought this turn does not strike the creature again (as in strike).
  std::vector<std::string> rollers;
  std::vector<const std::vector<rules::Modifier>*> mods;
  std::vector<int> needs;
  json strikers = json::array();
  std::vector<Figure*> striking;
  setup.attacker_dice.clear();
  for (std::size_t i = 0; i < 2; ++i) {
    if (foes[i]->status.has_struck) continue;
    setup.attacker_dice.push_back(plan.exchange.a.dice[i]);
    rollers.push_back(figure_label(*foes[i]));
    mods.push_back(&plan.attacker_strikes[i].modifiers);
    needs.push_back(plan.attacker_strikes[i].need_hit_natural);
    strikers.push_back(foes[i]->id);
    striking.push_back(foes[i]);
  }
  emit(c.events, "melee",
       {{"attackers", strikers},
        {"defender", creature.id},
        {"split", {ids[0], ids[1]}},
        {"order", setup.attackers_first ? "attackers_first" : "simultaneous"},
        {"defender_strikes_back", true},
        {"citation", rules::cite::kMeleePeculiarities}},
       figure_label(creature) + " splits its 2D6 between " + figure_label(*foes[0]) + " and " +
           figure_label(*foes[1]) + ", one D6 at each" +
           (setup.attackers_first && !strikers.empty() ? "; they strike first" : "") + " (" +
           rules::cite::kMeleePeculiarities + ").");
  const rules::SplitStrikeResult result = rules::resolve_split_strike(setup, c.dice);
  if (!setup.attacker_dice.empty())
    report_pool(c.events, result.attackers, rollers, mods, needs, figure_label(creature));
  if (!result.creature_strikes)
    emit(c.events, "split_strike_stopped", {{"figure", creature.id}},
         figure_label(creature) + " is " + (result.attackers.hits > 0 ? "wounded" : "pushed back") +
             " before its turn and strikes neither foe (" + rules::cite::kMeleePeculiarities +
             ").");
  for (std::size_t i = 0; i < 2; ++i)
    if (result.against_foe[i])
      report_pool(c.events, *result.against_foe[i], {figure_label(creature)},
                  {&plan.split_strikes[i].modifiers}, {plan.split_strikes[i].need_hit_natural},
                  figure_label(*foes[i]));
  creature.status.has_struck = true;
  for (Figure* foe : foes) foe->status.has_struck = true;
  // The wound or recoil is the doing of the first foe whose die graded it (the save records who).
  const rules::Grade worst = result.attackers.hits > 0 ? rules::Grade::Hit : rules::Grade::Recoil;
  const Figure* cause = foes[0];
  for (std::size_t i = result.attackers.dice.size(); i-- > 0;)
    if (result.attackers.dice[i].grade == worst) cause = striking[i];
  apply_melee_result(c, creature, result.attackers.hits, result.attackers.effect_is_recoil(),
                     *cause);
  for (std::size_t i = 0; i < 2; ++i)
    if (result.against_foe[i])
      apply_melee_result(c, *foes[i], result.against_foe[i]->hits,
                         result.against_foe[i]->effect_is_recoil(), creature);
}

}  // namespace

void add_split_strike_command(CommandRegistry& registry) {
  add_handler(registry, {kCommand, parse_split, check_split, execute_split, preview_split_strike});
}

}  // namespace fray::game
