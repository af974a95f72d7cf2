#include <algorithm>

#include <fray/game/setup/turn_structure.h>
#include <fray/io/data_error.h>

#include "setup/json_read.h"

namespace fray::game {
namespace {

using detail::JsonReader;
using detail::read_context;
using detail::ReadContext;

PhaseDefinition parse_phase(const JsonReader& p) {
  p.allow_only({"id", "actions", "order", "one_action_per_activation", "simultaneous", "max_moves",
                "max_other_actions", "shots_while_moving", "source", "note", "assumed"});
  PhaseDefinition phase;
  phase.id = p["id"].as_string();
  const JsonReader actions = p["actions"];
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const auto kind = parse_action_kind(actions[i].as_string());
    if (!kind || *kind == ActionKind::Referee)
      actions[i].fail("an action (move, shoot, strike...)");
    phase.actions.push_back(*kind);
  }
  if (const auto order = p.find("order")) {
    const std::string text = order->as_string();
    if (text == "alternate_figures")
      phase.order = ActivationOrder::AlternateFigures;
    else if (text == "leadership_ascending")
      phase.order = ActivationOrder::LeadershipAscending;
    else
      order->fail("\"alternate_figures\" or \"leadership_ascending\"");
  }
  if (const auto v = p.find("one_action_per_activation"))
    phase.one_action_per_activation = v->as_bool();
  if (const auto v = p.find("simultaneous")) phase.simultaneous = v->as_bool();
  if (const auto v = p.find("shots_while_moving")) phase.shots_while_moving = v->as_bool();
  if (const auto v = p.find("max_moves")) phase.max_moves = v->as_int(-1, 10);
  if (const auto v = p.find("max_other_actions")) phase.max_other_actions = v->as_int(-1, 10);
  if (const auto v = p.find("source")) phase.source = v->as_string();
  return phase;
}

}  // namespace

bool TurnStructure::allows(std::size_t phase, ActionKind kind) const {
  if (kind == ActionKind::Referee || kind == ActionKind::Recoil) return true;
  if (phase >= phases.size()) return false;
  const auto& actions = phases[phase].actions;
  const auto listed = [&](ActionKind k) {
    return std::find(actions.begin(), actions.end(), k) != actions.end();
  };
  if (listed(kind)) return true;
  // Turn structures written before these commands existed keep working: each goes with the
  // action it belongs to (assumed; see docs/rules/turn-sequence.md).
  switch (kind) {
    case ActionKind::SplitStrike:
      return listed(ActionKind::Strike);
    case ActionKind::Posture:
      return listed(ActionKind::Hide);
    case ActionKind::ReadyWeapon:
      return listed(ActionKind::Move);
    case ActionKind::Cast:
      return listed(ActionKind::Shoot);
    default:
      return false;
  }
}

TurnStructure parse_turn_structure(const nlohmann::json& document, const std::string& file) {
  ReadContext context = read_context(file);
  const JsonReader root(document, "", context);
  root.allow_only({"$schema", "format", "version", "id", "title", "source", "note", "first_side",
                   "phases", "end_of_turn"});
  if (root["format"].as_string() != "fray-turn-structure")
    root["format"].fail("\"fray-turn-structure\"");
  if (root["version"].as_int(0, 1000) != 1) root["version"].fail("version 1");
  TurnStructure t;
  t.id = root["id"].as_string();
  t.file = file;
  t.title = root["title"].as_string();
  t.source = root["source"].as_string();
  const JsonReader first = root["first_side"];
  const std::string first_text = first.as_string();
  if (first_text == "alternate_each_turn")
    t.first_side = FirstSide::AlternateEachTurn;
  else if (first_text == "initiative_d20")
    t.first_side = FirstSide::InitiativeD20;
  else
    first.fail("\"alternate_each_turn\" or \"initiative_d20\"");
  const JsonReader phases = root["phases"];
  if (phases.size() == 0) phases.fail("at least one phase");
  for (std::size_t i = 0; i < phases.size(); ++i) t.phases.push_back(parse_phase(phases[i]));
  const JsonReader steps = root["end_of_turn"];
  for (std::size_t i = 0; i < steps.size(); ++i) t.end_of_turn.push_back(steps[i].as_string());
  return t;
}

TurnStructure load_turn_structure(const std::filesystem::path& path, const std::string& file) {
  return parse_turn_structure(detail::read_json_file(path, file), file);
}

std::vector<TurnStructure> load_turn_structures(const std::filesystem::path& data_dir) {
  std::vector<TurnStructure> out;
  std::vector<std::filesystem::path> more;
  const auto folder = data_dir / "turn_structures";
  if (std::filesystem::is_directory(folder))
    for (const auto& entry : std::filesystem::directory_iterator(folder))
      if (entry.path().extension() == ".json") more.push_back(entry.path());
  std::sort(more.begin(), more.end());
  for (const auto& path : more) {
    const std::string name = "turn_structures/" + path.filename().string();
    out.push_back(load_turn_structure(path, name));
  }
  return out;
}

}  // namespace fray::game
