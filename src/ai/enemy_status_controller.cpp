// The seed 003 enemy AI: what happens before a figure acts (statuses, tactics, the round's
// random enemy action and morale), and the order the figures act in. See docs/rules/solo-ai.md.
#include <algorithm>
#include <map>

#include <fray/ai/enemy_status_controller.h>
#include <fray/classic/classic_system.h>

#include "enemy_status_steps.h"

namespace fray::ai {

using game::Figure;
using nlohmann::json;

const Figure* enemy_status_arch_foe(const game::RuleSystem& system, const game::BattleState& state,
                                    int side) {
  const Figure* best = nullptr;
  int best_rank = 0;
  for (const Figure& f : state.figures) {
    if (!f.alive || f.side != side) continue;
    if (f.ai.arch_foe) return &f;
    const int rank = system.fighter_facts(state, f).rank;
    if (!best || rank > best_rank || (rank == best_rank && f.leadership > best->leadership))
      best = &f, best_rank = rank;
  }
  return best;
}

namespace enemy_status {
namespace {

constexpr const char* kTacticsTable = "combat tactics";
constexpr const char* kEncounterTable = "combat tactics, this encounter";
constexpr const char* kActionTable = "random enemy action";
constexpr const char* kFigureTable = "random enemy figure";
constexpr const char* kMoraleTable = "morale";
constexpr const char* kTacticsCite = "seed 003, \"COMBAT TACTICS\"";

std::string capitalised(std::string word) {
  if (!word.empty()) word[0] = static_cast<char>(word[0] - ('a' - 'A'));
  return word;
}

std::string arch_foe_words(const Ctx& c, const Figure& f) {
  if (!c.arch_foe || c.arch_foe->id != f.id) return "";
  if (f.ai.arch_foe) return " It is the Arch Foe, as the scenario marks it.";
  // The rank is the class in a classic battle (c.rules is set only there), the power in d20's.
  return std::string(" It is the Arch Foe: no figure is marked, so the highest ") +
         (c.rules ? "class" : "power") +
         ", then leadership, then the lowest id (assumed; seed 003, \"COMBAT - ENEMY AI\").";
}

Decision initial_note(const Ctx& c, const Figure& f, const std::string& tactic,
                      const std::string& how) {
  const bool late = c.state.turn > 1;
  const EnemyStatusRow* row = c.tables.tactics.find(tactic);
  std::string reason =
      game::figure_label(f) + (late ? " joins the battle Alerted (seed 003, \"Alerted\")"
                                    : " is Prepared: unaware of the enemy (seed 003, "
                                      "\"Prepared\")");
  reason += tactic.empty() ? "; no tactic: the plain seed 003 behaviour"
                           : "; tactic " + capitalised(tactic) + how;
  if (row) reason += " (targets " + row->target + ", position " + row->position + ")";
  reason += "." + arch_foe_words(c, f);
  return note(f.id, {{"status", late ? "alerted" : "prepared"}, {"tactic", tactic}}, reason,
              {{"arch_foe", c.arch_foe && c.arch_foe->id == f.id}});
}

// Seed 003, "COMBAT TACTICS": 19-20 roll again; an Unexpected figure rolls for this encounter,
// and an Unexpected roll then keeps the last encounter's tactic (none here: the default).
std::optional<Decision> tactic_chain(const Ctx& c, const Figure& f) {
  const std::map<std::string, int> rolls = trailing_rolls(c, f.id);
  const auto encounter = rolls.find(kEncounterTable);
  const auto first = rolls.find(kTacticsTable);
  const auto ask = [&](const char* table) {
    return roll(table, c.tables.tactics.die, f.id, kTacticsCite,
                "the tactic of " + game::figure_label(f) + " (" + table + ")");
  };
  if (encounter != rolls.end()) {
    const EnemyStatusRow& row = c.tables.tactics.row(encounter->second);
    if (row.result == "roll_again") return ask(kEncounterTable);
    const std::string rolled = " (D20 " + std::to_string(encounter->second) + " for this encounter";
    if (row.result == "unexpected")
      return initial_note(c, f, "unexpected",
                          rolled +
                              ": Unexpected again keeps the last encounter's tactic; there "
                              "was none, so it fights by the plain rules)");
    return initial_note(c, f, row.result, rolled + ", an Unexpected fighter)");
  }
  if (f.ai.tactic == "unexpected") return ask(kEncounterTable);
  if (first == rolls.end()) return ask(kTacticsTable);
  const EnemyStatusRow& row = c.tables.tactics.row(first->second);
  if (row.result == "roll_again") return ask(kTacticsTable);
  if (row.result == "unexpected") return ask(kEncounterTable);
  return initial_note(c, f, row.result, " (D20 " + std::to_string(first->second) + ")");
}

}  // namespace

const EnemyStatusRow& tactic_row(const Ctx& c, const Figure& f) {
  if (const EnemyStatusRow* row = c.tables.tactics.find(f.ai.tactic); row && !f.ai.tactic.empty())
    return *row;
  static const EnemyStatusRow plain{0,     0, "", "nearest", "advance", "seed 003, \"Alerted\"",
                                    false, ""};
  return plain;
}

std::optional<Decision> setup_step(const Ctx& c) {
  for (const Figure& f : c.state.figures) {
    if (!f.alive || f.side != c.side || !f.ai.status.empty()) continue;
    if (f.ai.tactic.empty() || f.ai.tactic == "unexpected") return tactic_chain(c, f);
    return initial_note(c, f, f.ai.tactic, " (set by the scenario)");
  }
  return std::nullopt;
}

std::vector<const Figure*> activation_order(const Ctx& c) {
  std::vector<std::pair<double, const Figure*>> order;
  for (const Figure& f : c.state.figures) {
    if (!f.alive || f.side != c.side) continue;
    double nearest = 1e18;
    if (c.arch_foe && c.arch_foe->id == f.id)
      nearest = -1;
    else
      for (const Figure& o : c.state.figures)
        if (o.alive && o.side != c.side) nearest = std::min(nearest, centre_distance(f, o));
    order.emplace_back(nearest, &f);
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const Figure*> out;
  out.reserve(order.size());
  for (const auto& [d, f] : order) out.push_back(f);
  return out;
}

std::optional<Decision> round_step(const Ctx& c) {
  if (!c.arch_foe || round_note(c)) return std::nullopt;
  const int af = c.arch_foe->id;
  const std::map<std::string, int> rolls = trailing_rolls(c, af);
  const auto action = rolls.find(kActionTable);
  if (action == rolls.end())
    return roll(kActionTable, c.tables.random_action.die, af, "seed 003, \"Random Enemy Action\"",
                "how many figures of the side act this round");
  const EnemyStatusRow& row = c.tables.random_action.row(action->second);
  const std::vector<const Figure*> order = activation_order(c);
  const std::size_t n = order.size();
  std::size_t first = 0, count = n;
  std::string what = "all " + std::to_string(n) + " figures act";
  if (row.result == "half") {
    count = (n + 1) / 2;
    what = "half the figures, rounded up, act: the first " + std::to_string(count) +
           " in activation order";
  } else if (row.result == "one") {
    const auto pick = rolls.find(kFigureTable);
    if (pick == rolls.end())
      return roll(kFigureTable, 20, af, "seed 003, \"Random Enemy Action\"",
                  "which single figure acts this round");
    first = static_cast<std::size_t>(pick->second - 1) * n / 20;  // D20 spread over the figures
    count = 1;
    what = "only one figure, picked by D20 " + std::to_string(pick->second) +
           ", acts: " + game::figure_label(*order[first]);
  } else if (row.result == "all_and_return") {
    what += ", then one defeated figure, if any, returns to battle in the starting area";
  }
  json allowed = json::array();
  for (std::size_t i = first; i < first + count; ++i) allowed.push_back(order[i]->id);
  int total = 0;
  for (const Figure& f : c.state.figures) total += f.side == c.side ? 1 : 0;
  json details = {{"round", c.state.turn},
                  {"side", c.side},
                  {"random_action", row.result},
                  {"roll", action->second},
                  {"allowed", allowed}};
  std::string reason = "Round " + std::to_string(c.state.turn) + ": random enemy action D20 " +
                       std::to_string(action->second) + ": " + what + " (" + row.source + ").";
  // Morale (assumed): the classic rules have no army morale, so a side below half its figures
  // tests each round with seed 003's non-combat roll, 11 or more on a D20 holding. A system
  // that tests its armies' morale itself (d20) does, by its own rules.
  if (2 * static_cast<int>(n) < total && !c.game.system().tests_army_morale()) {
    const auto morale = rolls.find(kMoraleTable);
    if (morale == rolls.end())
      return roll(kMoraleTable, 20, af, "seed 003, \"Retreating\"; seed 003, \"Non-Combat Action\"",
                  "the side is below half its figures: morale");
    const bool held = morale->second >= 11;
    details["morale"] = held ? "held" : "lost";
    reason += " Below half strength, morale D20 " + std::to_string(morale->second) +
              (held ? ": holds." : ": lost, the alerted figures retreat this round.");
  }
  return note(0, json::object(), reason, details);
}

std::optional<Decision> transition_step(const Ctx& c) {
  const json* round = round_note(c);
  const bool morale_lost = round && round->value("morale", "") == "lost";
  const bool arch_alerted = c.arch_foe && c.arch_foe->ai.status == "alerted";
  for (const Figure& f : c.state.figures) {
    if (f.side != c.side || f.ai.status.empty() || f.ai.status == "defeated") continue;
    if (!f.alive)
      return note(
          f.id, {{"status", "defeated"}},
          game::figure_label(f) + " is Defeated and out of the game (seed 003, \"Defeated\").");
    const bool unaware = f.ai.status == "prepared" || f.ai.status == "patrolling";
    if (unaware && arch_alerted)
      return note(f.id, {{"status", "alerted"}},
                  game::figure_label(f) + " is Alerted: the Arch Foe is (seed 003, \"Alerted\").");
    if (unaware && f.wounds > 0)
      return note(
          f.id, {{"status", "alerted"}},
          game::figure_label(f) + " is Alerted: it has been attacked (seed 003, \"Alerted\").");
    if (f.ai.status == "alerted" && morale_lost)
      return note(f.id, {{"status", "retreating"}},
                  game::figure_label(f) +
                      " is Retreating: its side lost the morale test (seed 003, \"Retreating\").");
    if (f.ai.status == "retreating" && round && !morale_lost && !f.status.has_moved)
      return note(f.id, {{"status", "alerted"}},
                  game::figure_label(f) +
                      " is Alerted again, the turn after its retreat (seed 003, "
                      "\"Retreating\").");
  }
  return std::nullopt;
}

std::optional<Decision> activation_step(const Ctx& c) {
  const auto act = [&](const Figure& f) -> std::optional<Decision> {
    if (running_from(c, f)) return running_step(c, f);  // it runs, and does nothing else
    if (f.ai.status == "alerted") return alerted_step(c, f);
    if (f.ai.status == "retreating") return retreat_step(c, f);
    return unaware_step(c, f);
  };
  const json* round = round_note(c);
  const auto allowed = [&](const Figure& f) {
    if (!round || !round->contains("allowed")) return true;
    const json& ids = (*round)["allowed"];
    return std::find(ids.begin(), ids.end(), json(f.id)) != ids.end();
  };
  if (c.state.active_figure) {
    const Figure* f = c.state.find(*c.state.active_figure);
    if (f && f->side == c.side) {
      // A figure that only stepped aside for a charging friend (seed 003, "Special Actions")
      // does nothing more when the round does not let it act.
      if (allowed(*f))
        if (auto d = act(*f)) return d;
      const json payload = {{"figure", f->id}};
      if (c.accepted("end_activation", payload))
        return Decision{"end_activation", payload,
                        game::figure_label(*f) + " has done what it can"};
      return std::nullopt;
    }
  }
  const game::TurnSequencer sequencer = c.game.sequencer();
  for (const Figure* f : activation_order(c)) {
    if (!sequencer.eligible(c.state, *f)) continue;
    // Beyond the round's allowance: left unused. The game ends no activation that has not
    // begun, so these figures simply never act and the side passes once the others are done.
    if (!allowed(*f)) continue;
    // A figure with nothing useful to do is passed over (an activation cannot be ended unbegun).
    if (auto d = act(*f)) return d;
  }
  return std::nullopt;
}

}  // namespace enemy_status

EnemyStatusController::EnemyStatusController(EnemyStatusTables tables)
    : tables_(std::move(tables)) {}

std::optional<Decision> EnemyStatusController::decide(const game::Game& game, int side) {
  const game::BattleState& state = game.state();
  if (state.finished) return std::nullopt;
  for (const Figure& f : state.figures)
    if (f.alive && f.side == side && f.status.must_recoil)
      return Decision{"recoil",
                      {{"figure", f.id}},
                      game::figure_label(f) + " recoils, as the melee result says"};
  const game::TurnSequencer sequencer = game.sequencer();
  const enemy_status::Ctx c{game,         state,
                            game.field(), game::find_classic_rules(game.system()),
                            tables_,      sequencer.structure().phases[state.phase],
                            side,         enemy_status_arch_foe(game.system(), state, side)};
  if (auto d = enemy_status::announced_command(c)) return d;
  if (auto d = enemy_status::returned_status_step(c)) return d;
  if (auto d = enemy_status::setup_step(c)) return d;
  if (auto d = enemy_status::round_step(c)) return d;
  if (auto d = enemy_status::return_step(c)) return d;
  if (auto d = enemy_status::transition_step(c)) return d;
  return enemy_status::activation_step(c);
}

}  // namespace fray::ai
