// task: a non-combat action (seed 003, "Non-Combat Action"): 11+ on a d20, twice for a figure
// talented at it. The referee applies what a success does; the command reports it.
#include <algorithm>
#include <string>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

Check parse_task(const json& p, Action& a) {
  if (auto bad = game::parse_figure_action(p, "task", ActionKind::Other, a)) return bad;
  if (!p.contains("task") || !p["task"].is_string())
    return game::bad_payload("task", "task", "the id of a task of d20/tasks.json");
  return {};
}

bool talented(const Figure& f, const std::string& task) {
  const auto& talents = d20_sheet(f).talents;
  return std::find(talents.begin(), talents.end(), task) != talents.end();
}

Check check_task(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (auto r = refuse_if_stunned(c.state, *f)) return r;
  if (auto r = refuse_if_retreating(c.state, *f)) return r;
  const std::string task = p["task"].get<std::string>();
  if (!d20_rules(c.system).task(task)) {
    std::string known;
    for (const Task& t : d20_rules(c.system).tasks) known += (known.empty() ? "" : ", ") + t.id;
    return game::bad_payload("task", "task", "a task of d20/tasks.json (" + known + ")");
  }
  return {};
}

void execute_task(ExecuteContext& c, const json& p) {
  const D20Rules& rules = d20_rules(c.system);
  const Figure& f = *c.state.find(p["figure"].get<int>());
  const Task& task = *rules.task(p["task"].get<std::string>());
  const bool twice = talented(f, task.id);
  json faces = json::array();
  const int kept = roll_d20(c.dice, rules.die_sides, twice, faces);
  const bool success = kept >= rules.task_need;
  game::emit(
      c.events, "d20_task",
      game::json_object("figure", f.id, "task", task.id, "need", rules.task_need, "faces", faces,
                        "roll", kept, "twice", twice, "success", success, "citation", kCiteTask),
      game::figure_label(f) + " tries to " + task.name + ": needs " +
          std::to_string(rules.task_need) + "+, rolls " + faces.dump() +
          (twice ? " keeping the higher (talented)" : "") + (success ? ": success" : ": failure") +
          " (" + kCiteTask + ").");
}

void preview_task(const CheckContext& c, const json& p, Preview& preview) {
  const D20Rules& rules = d20_rules(c.system);
  const Figure& f = *c.state.find(p["figure"].get<int>());
  const std::string task = p["task"].get<std::string>();
  const bool twice = talented(f, task);
  preview.success = chance_at_least(rules.task_need, twice, rules.die_sides);
  preview.need_natural = {rules.task_need};
  preview.breakdown.push_back("Needs " + std::to_string(rules.task_need) + "+ on a d20" +
                              (twice ? ", rolled twice: talented" : "") + " (" + kCiteTask + ").");
}

}  // namespace

void add_task_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {"task", parse_task, check_task, execute_task, preview_task});
}

}  // namespace fray::d20
