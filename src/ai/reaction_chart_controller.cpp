// Seed 004, "Solo System": the controller's sequence for one figure's movement activation is
// roll (D6 on the reaction chart), [Leadership test], note (the order, with its reasons), act.
// Where it stands in that sequence is read from the log's last event, so a replay or an undo
// in the desktop program leaves it nothing stale to remember.
#include <algorithm>

#include <fray/ai/reaction_chart_choice.h>
#include <fray/ai/reaction_chart_controller.h>
#include <fray/ai/reaction_chart_risk.h>
#include <fray/game/turn/turn_sequencer.h>

#include "reaction_chart_orders.h"

namespace fray::ai {
namespace {

using nlohmann::json;

constexpr const char* kReactionTable = "reaction004";
constexpr const char* kLeadershipTable = "leadership test";
constexpr const char* kCitation = "seed 004, \"Solo System\"";

const game::Event* last_event_about(const game::Game& game, const game::Figure& f,
                                    std::size_t back) {
  const auto& events = game.log().events();
  if (events.size() <= back) return nullptr;
  const game::Event& e = events[events.size() - 1 - back];
  const auto it = e.data.find("figure");
  if (it == e.data.end() || *it != f.id) return nullptr;
  return &e;
}

bool is_roll_on(const game::Event* e, const char* table) {
  return e && e->type == "ai_roll" && e->data.value("table", "") == table;
}

Decision roll(const game::Figure& f, const char* table, std::string why) {
  return {"ai_roll",
          {{"die", 6}, {"table", table}, {"figure", f.id}, {"citation", kCitation}},
          std::move(why)};
}

/// The order note once the D6 (and maybe a Leadership test) is rolled.
Decision note(const game::Game& game, const game::Figure& f, const ReactionChartTables& t, int face,
              std::optional<int> test) {
  const RiskAssessment risk = assess_risk(game, f, t);
  const OrderChoice choice = choose_order(t, risk, f.ai.order, face);
  std::string order = choice.order;
  std::string reason = "RF " + std::to_string(risk.total) + " (" + risk.summary() + "); " +
                       choice.how + " on the " + choice.table + " table, row " + choice.row + ": " +
                       choice.order;
  json details = {{"risk", risk.total}, {"risk_factors", risk.to_json()},
                  {"d6", face},         {"table", choice.table},
                  {"row", choice.row},  {"table_order", choice.order}};
  if (test) {
    const game::Figure& c = *commander_of(game, f, t);
    const bool passed = *test <= c.leadership;
    const std::string wish = commander_wish(t, risk, f.ai.order);
    reason += "; " + game::sheet_name(c.sheet) + " (leadership " + std::to_string(c.leadership) +
              ") " + (passed ? "passes" : "fails") + " the Leadership test (D6 " +
              std::to_string(*test) + ")" + (passed ? ": " + wish : "");
    details["commander"] = {{"figure", c.id},
                            {"leadership", c.leadership},
                            {"d6", *test},
                            {"passed", passed},
                            {"wish", wish}};
    if (passed) order = wish;
  }
  details["order"] = order;
  if (!f.ai.group.empty()) {
    details["group"] = f.ai.group;
    reason = "for group " + f.ai.group + ": " + reason;
  }
  return {"ai_note",
          {{"figure", f.id}, {"order", order}, {"reason", reason}, {"details", details}},
          game::sheet_name(f.sheet) + ": " + reason};
}

/// Figures with an order noted since the current phase began: a figure that decided to do
/// nothing stays eligible, and must not roll again.
std::vector<int> decided_this_phase(const game::Game& game) {
  std::vector<int> ids;
  const auto& events = game.log().events();
  for (auto e = events.rbegin(); e != events.rend(); ++e) {
    if (e->type == "phase_started" || e->type == "turn_started") break;
    if (e->type == "ai_decision")
      if (const auto it = e->data.find("figure"); it != e->data.end()) ids.push_back(*it);
  }
  return ids;
}

/// Seed 004, "Groups": a group acts as one, with one order. The first member to activate this
/// turn rolls for the group (its note carries the group's name); the others take that order.
std::optional<Decision> follow_group(const game::Game& game, const game::Figure& f) {
  const auto& events = game.log().events();
  for (auto e = events.rbegin(); e != events.rend(); ++e) {
    if (e->type == "turn_started") break;
    if (e->type != "ai_decision" || !e->data.contains("details") || !e->data.contains("order"))
      continue;
    const json& d = e->data["details"];
    if (d.value("group", "") != f.ai.group) continue;
    const game::Figure* leader = game.state().find(e->data.value("figure", -1));
    if (!leader || leader->side != f.side || leader->id == f.id) continue;
    const std::string order = e->data["order"];
    const int leader_id = d.contains("follows") ? d["follows"].get<int>() : leader->id;
    return Decision{
        "ai_note",
        {{"figure", f.id},
         {"order", order},
         {"reason",
          "follows group " + f.ai.group + "'s order: " + order + " (seed 004, \"Groups\")"},
         {"details", {{"group", f.ai.group}, {"follows", leader_id}, {"order", order}}}},
        game::sheet_name(f.sheet) + " acts with its group " + f.ai.group + ": " + order};
  }
  return std::nullopt;
}

/// The next step of a figure's movement activation (see the file comment).
std::optional<Decision> movement_step(const game::Game& game, const game::Figure& f,
                                      const ReactionChartTables& t) {
  if (f.ai.order == "surrender") return carry_out_order(game, f, t);
  const game::Event* last = last_event_about(game, f, 0);
  if (is_roll_on(last, kReactionTable)) {
    const int face = last->data["result"].get<int>();
    if (const game::Figure* c = commander_of(game, f, t)) {
      const RiskAssessment risk = assess_risk(game, f, t);
      if (commander_wish(t, risk, f.ai.order) != choose_order(t, risk, f.ai.order, face).order)
        return roll(f, kLeadershipTable,
                    game::sheet_name(c->sheet) + " tries to command " + game::sheet_name(f.sheet) +
                        " (seed 004, \"Orders\")");
    }
    return note(game, f, t, face, std::nullopt);
  }
  if (is_roll_on(last, kLeadershipTable)) {
    // Skips the referee's die events the test's roll may have left before it.
    const game::Event* reaction = nullptr;
    for (std::size_t back = 1; back < 4 && !reaction; ++back)
      if (const game::Event* e = last_event_about(game, f, back); is_roll_on(e, kReactionTable))
        reaction = e;
    if (reaction)
      return note(game, f, t, reaction->data["result"].get<int>(), last->data["result"].get<int>());
  }
  if (last && last->type == "ai_decision") return carry_out_order(game, f, t);
  if (!f.ai.group.empty())
    if (auto d = follow_group(game, f)) return d;
  return roll(f, kReactionTable, game::sheet_name(f.sheet) + " reacts: D6 on the reaction chart");
}

}  // namespace

std::optional<Decision> ReactionChartController::decide(const game::Game& game, int side) {
  const game::BattleState& state = game.state();
  if (state.finished) return std::nullopt;
  for (const game::Figure& f : state.figures)
    if (f.alive && f.side == side && f.status.must_recoil)
      return Decision{"recoil", {{"figure", f.id}}, game::sheet_name(f.sheet) + " recoils"};
  const game::TurnSequencer sequencer = game.sequencer();
  const game::PhaseDefinition& phase = sequencer.structure().phases[state.phase];
  const auto allows = [&](game::ActionKind k) {
    return std::find(phase.actions.begin(), phase.actions.end(), k) != phase.actions.end();
  };
  const bool movement = allows(game::ActionKind::Move);
  if (state.active_figure) {
    const game::Figure& f = *state.find(*state.active_figure);
    if (f.side == side) {
      // A phase that activates figures by ascending leadership (seed 004, "Turn sequence")
      // names each figure before it acts: it goes through its roll, note and act as an
      // eligible figure does, then ends its activation.
      if (movement && !allows(game::ActionKind::Other)) {
        const std::vector<int> decided = decided_this_phase(game);
        const game::Event* last = last_event_about(game, f, 0);
        const bool under_way = is_roll_on(last, kReactionTable) ||
                               is_roll_on(last, kLeadershipTable) ||
                               (last && last->type == "ai_decision");
        if (under_way || std::find(decided.begin(), decided.end(), f.id) == decided.end()) {
          if (auto d = run_as_the_rules_say(game, f)) return d;
          if (auto d = movement_step(game, f, *tables_)) return d;
        }
      }
      // After its move, a figure whose phase also allows another action (d20: a move and one
      // other action) attacks as it would in the shooting and melee phases.
      if (!movement || allows(game::ActionKind::Other)) {
        if (auto d = shoot_nearest(game, f)) return d;
        if (auto d = strike_in_contact(game, f)) return d;
      }
      if (allows(game::ActionKind::Cast))
        if (auto d = cast_a_spell(game, f)) return d;
      return Decision{
          "end_activation", {{"figure", f.id}}, game::sheet_name(f.sheet) + " has done its part"};
    }
  }
  std::optional<std::vector<int>> decided;
  for (const game::Figure& f : state.figures) {
    if (f.side != side || !sequencer.eligible(state, f)) continue;
    if (movement) {
      if (!decided) decided = decided_this_phase(game);
      const bool has_order = std::find(decided->begin(), decided->end(), f.id) != decided->end();
      if (has_order && !last_event_about(game, f, 0)) continue;  // it chose to do nothing
      if (auto d = run_as_the_rules_say(game, f)) return d;
      if (auto d = movement_step(game, f, *tables_)) return d;
      continue;
    }
    if (allows(game::ActionKind::Shoot))
      if (auto d = shoot_nearest(game, f)) return d;
    if (allows(game::ActionKind::Strike))
      if (auto d = strike_in_contact(game, f)) return d;
    if (allows(game::ActionKind::Cast))
      if (auto d = cast_a_spell(game, f)) return d;
  }
  return std::nullopt;
}

}  // namespace fray::ai
