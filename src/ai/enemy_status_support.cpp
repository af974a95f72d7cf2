#include "enemy_status_support.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace fray::ai::enemy_status {

using game::Figure;
using nlohmann::json;

bool Ctx::allows(game::ActionKind kind) const {
  return std::find(phase.actions.begin(), phase.actions.end(), kind) != phase.actions.end();
}

bool Ctx::accepted(const std::string& command, const json& payload) const {
  return !game.check({command, payload});
}

game::Footprint footprint(const Figure& f) { return {f.base, f.placement}; }

std::string cm(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f cm", value);
  return text;
}

std::string percent(double p) { return std::to_string(std::lround(p * 100)) + "%"; }

double centre_distance(const Figure& a, const Figure& b) {
  return map::distance(a.placement.centre, b.placement.centre);
}

double gap(const Ctx& c, const Figure& a, const Figure& b) {
  return c.field.edge_distance(footprint(a), footprint(b));
}

bool sees(const Ctx& c, const Figure& from, const Figure& to) {
  return c.field.line_of_sight(footprint(from), footprint(to)).clear;
}

std::vector<const Figure*> opponents_by_distance(const Ctx& c, const Figure& f) {
  std::vector<std::pair<double, const Figure*>> found;
  for (const Figure& o : c.state.figures)
    if (o.alive && o.side != f.side) found.emplace_back(centre_distance(f, o), &o);
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second->id < b.second->id;
  });
  std::vector<const Figure*> out;
  out.reserve(found.size());
  for (const auto& [d, o] : found) out.push_back(o);
  return out;
}

game::FighterFacts facts(const Ctx& c, const Figure& f) {
  return c.game.system().fighter_facts(c.state, f);
}

bool may_attack(const Ctx& c, game::AttackKind kind) {
  return c.allows(kind == game::AttackKind::Shot ? game::ActionKind::Shoot
                                                 : game::ActionKind::Strike) ||
         c.allows(game::ActionKind::Other);
}

game::Command attack(const Ctx& c, game::AttackKind kind, const Figure& attacker,
                     const Figure& target) {
  return c.game.system().attack_command(kind, attacker.id, target.id);
}

namespace {

AttackOdds of_target(const game::Preview& preview, int target) {
  const game::FigureChances* t = preview.chances_of(target);
  return t ? AttackOdds{t->hit, t->killed} : AttackOdds{};
}

// The attack it can make now: the rule system's preview of that very command. One it can only
// make later (after a move, in a later phase): the system's projection from the same situation.
AttackOdds attack_odds(const Ctx& c, const game::AttackPlan& plan) {
  const game::RuleSystem& system = c.game.system();
  const game::Preview now =
      c.game.preview(system.attack_command(plan.kind, plan.attacker, plan.target));
  if (now.accepted()) return of_target(now, plan.target);
  const game::AttackChances later = system.project_attack(c.field, c.state, c.phase, plan);
  return {later.hit, later.killed};
}

}  // namespace

AttackOdds shot_odds(const Ctx& c, const Figure& shooter, const Figure& target, double range_cm) {
  return attack_odds(c, {game::AttackKind::Shot, shooter.id, target.id, range_cm});
}

AttackOdds melee_odds(const Ctx& c, const Figure& striker, const Figure& foe) {
  return attack_odds(c, {game::AttackKind::Melee, striker.id, foe.id});
}

std::optional<int> pending_roll(const Ctx& c, std::string_view table, int figure) {
  const std::vector<game::Event>& events = c.game.log().events();
  if (events.empty()) return std::nullopt;
  const game::Event& e = events.back();
  if (e.type != "ai_roll" || e.data.value("table", "") != table) return std::nullopt;
  if (figure != 0 && e.data.value("figure", 0) != figure) return std::nullopt;
  return e.data["result"].get<int>();
}

std::map<std::string, int> trailing_rolls(const Ctx& c, int figure) {
  std::map<std::string, int> rolls;
  const std::vector<game::Event>& events = c.game.log().events();
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (it->type.starts_with("referee_die_") || it->type == "die_set") continue;
    if (it->type != "ai_roll") break;
    if (it->data.value("figure", 0) == figure)
      rolls.emplace(it->data["table"].get<std::string>(), it->data["result"].get<int>());
  }
  return rolls;  // emplace keeps the latest roll of each table
}

std::optional<Decision> announced_command(const Ctx& c) {
  const std::vector<game::Event>& events = c.game.log().events();
  if (events.empty()) return std::nullopt;
  const game::Event& e = events.back();
  if (e.type != "ai_decision" || !e.data.contains("details")) return std::nullopt;
  const json& d = e.data["details"];
  if (!d.contains("command") || d.value("side", -1) != c.side) return std::nullopt;
  return Decision{d["command"].get<std::string>(), d["payload"],
                  e.data["reason"].get<std::string>()};
}

const json* round_note(const Ctx& c) {
  const std::vector<game::Event>& events = c.game.log().events();
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (it->type == "turn_started") return nullptr;
    if (it->type != "ai_decision" || !it->data.contains("details")) continue;
    const json& d = it->data["details"];
    if (d.contains("round") && d.value("side", -1) == c.side) return &d;
  }
  return nullptr;
}

std::optional<int> previous_target(const Ctx& c, int figure) {
  // Bounded: a few turns back is as far as "its previous target" sensibly reaches.
  const std::vector<game::Event>& events = c.game.log().events();
  std::size_t looked = 0;
  for (auto it = events.rbegin(); it != events.rend() && looked < 600; ++it, ++looked) {
    if (it->type != "ai_decision" || it->data.value("figure", 0) != figure) continue;
    const auto d = it->data.find("details");
    if (d != it->data.end() && d->contains("target")) return (*d)["target"].get<int>();
  }
  return std::nullopt;
}

Decision roll(std::string table, int die, int figure, std::string citation, std::string why) {
  json payload = {{"die", die}, {"table", std::move(table)}, {"citation", std::move(citation)}};
  if (figure != 0) payload["figure"] = figure;
  return Decision{"ai_roll", std::move(payload), std::move(why)};
}

Decision note(int figure, json fields, std::string reason, json details) {
  json payload = fields.is_object() ? std::move(fields) : json::object();
  if (figure != 0) payload["figure"] = figure;
  payload["reason"] = reason;
  if (details.is_object() && !details.empty()) payload["details"] = std::move(details);
  return Decision{"ai_note", std::move(payload), std::move(reason)};
}

Decision announce(int side, int figure, std::string reason, const std::string& command,
                  json payload, json fields, json details) {
  if (!details.is_object()) details = json::object();
  details["side"] = side;
  details["command"] = command;
  details["payload"] = std::move(payload);
  return note(figure, std::move(fields), std::move(reason), std::move(details));
}

}  // namespace fray::ai::enemy_status
