#include <stdexcept>

#include <fray/game/record/state_json.h>

#include "generators/battle_generators_json.h"
#include "record/fire_json.h"
#include "record/illusion_json.h"
#include "record/smoke_cloud_json.h"
#include "record/structure_json.h"
#include "record/victory_json.h"
#include "setup/figure_sheet_json.h"
#include "setup/json_read.h"

namespace fray::game {
namespace {

using detail::JsonReader;
using detail::read_context;
using detail::ReadContext;
using nlohmann::json;

// Written only for figures with magic or under a spell, so other saves stay as they were.
void magic_to_json(const FigureMagic& m, json& figure) {
  if (m == FigureMagic{}) return;
  figure["magic"] = {{"power_points", m.power_points},
                     {"abilities", m.abilities},
                     {"asleep_since", m.asleep_since},
                     {"petrified_turns", m.petrified_turns},
                     {"conjuring", m.conjuring},
                     {"conjuring_target", m.conjuring_target},
                     {"conjuring_turns_left", m.conjuring_turns_left}};
  // High Adventure's holds: written only when any, so older saves and readers stay as they were.
  const std::pair<const char*, int> holds[] = {
      {"entranced_turns", m.entranced_turns}, {"entranced_by", m.entranced_by},
      {"frozen_turns", m.frozen_turns},       {"held_back_by", m.held_back_by},
      {"held_back_turns", m.held_back_turns}, {"opposed_on_turn", m.opposed_on_turn},
      {"fresh_holds", m.fresh_holds}};
  for (const auto& [key, value] : holds)
    if (value != 0) figure["magic"][key] = value;
  if (m.invisible) figure["magic"]["invisible"] = true;
  if (m.conjuring_take_one_off) figure["magic"]["conjuring_take_one_off"] = true;
  if (m.conjuring_to) figure["magic"]["conjuring_to"] = {m.conjuring_to->x, m.conjuring_to->y};
}

FigureMagic magic_from_json(const JsonReader& m) {
  FigureMagic magic;
  magic.power_points = m["power_points"].as_int(0, 1000);
  const JsonReader list = m["abilities"];
  for (std::size_t i = 0; i < list.size(); ++i) magic.abilities.push_back(list[i].as_string());
  magic.asleep_since = m["asleep_since"].as_int(0, 1000000);
  magic.petrified_turns = m["petrified_turns"].as_int(0, 1000);
  if (!m["conjuring"].json().is_string()) m["conjuring"].fail("a text");
  magic.conjuring = m["conjuring"].json().get<std::string>();
  magic.conjuring_target = m["conjuring_target"].as_int(0, 1000000);
  magic.conjuring_turns_left = m["conjuring_turns_left"].as_int(0, 100);
  const std::pair<const char*, int*> holds[] = {
      {"entranced_turns", &magic.entranced_turns}, {"entranced_by", &magic.entranced_by},
      {"frozen_turns", &magic.frozen_turns},       {"held_back_by", &magic.held_back_by},
      {"held_back_turns", &magic.held_back_turns}, {"opposed_on_turn", &magic.opposed_on_turn},
      {"fresh_holds", &magic.fresh_holds}};
  for (const auto& [key, value] : holds)
    if (const auto v = m.find(key)) *value = v->as_int(0, 1000000);
  if (const auto v = m.find("invisible")) magic.invisible = v->as_bool();
  if (const auto v = m.find("conjuring_take_one_off")) magic.conjuring_take_one_off = v->as_bool();
  if (const auto to = m.find("conjuring_to")) {
    if (to->size() != 2) to->fail("[x, y] in cm");
    magic.conjuring_to = map::Point{(*to)[0].as_number(-1e7, 1e7), (*to)[1].as_number(-1e7, 1e7)};
  }
  return magic;
}

json figure_fields(const Figure& f) {
  const FigureStatus& s = f.status;
  json status = {{"has_moved", s.has_moved},     {"has_shot", s.has_shot},
                 {"has_struck", s.has_struck},   {"charged", s.charged},
                 {"recoiling", s.recoiling},     {"must_recoil", s.must_recoil},
                 {"recoil_from", s.recoil_from}, {"falling", s.falling},
                 {"hidden", s.hidden},           {"shield_wall", s.shield_wall},
                 {"waiting", s.waiting},         {"reloading_turns", s.reloading_turns},
                 {"readying", s.readying},       {"done_this_phase", s.done_this_phase}};
  status["ammunition"] = s.ammunition ? json(*s.ammunition) : json(nullptr);
  json out = {{"id", f.id},
              {"side", f.side},
              {"leadership", f.leadership},
              {"base", {static_cast<int>(f.base.shape), f.base.width_cm, f.base.depth_cm}},
              {"at", {f.placement.centre.x, f.placement.centre.y, f.placement.facing_deg}},
              {"posture", static_cast<int>(f.posture)},
              {"alive", f.alive},
              {"wounds", f.wounds},
              {"wounds_this_turn", f.wounds_this_turn},
              {"status", status},
              {"ai",
               {{"arch_foe", f.ai.arch_foe},
                {"status", f.ai.status},
                {"tactic", f.ai.tactic},
                {"order", f.ai.order}}}};
  detail::sheet_to_json(f.sheet, out);
  return out;
}

// Fields written only when set, so that saves and hashes of battles without them are unchanged.
json figure_to_json(const Figure& f) {
  json out = figure_fields(f);
  if (!f.ai.group.empty()) out["ai"]["group"] = f.ai.group;
  if (f.captured) out["captured"] = {{"captor", f.captor}};
  return out;
}

std::string string_or_empty(const JsonReader& at) {
  if (!at.json().is_string()) at.fail("a text");
  return at.json().get<std::string>();
}

// `system`: the battle's rule system, which reads only its own sheets.
Figure figure_from_json(const JsonReader& j, std::string_view system) {
  Figure f;
  f.id = j["id"].as_int(0, 1000000);
  f.side = j["side"].as_int(0, 1);
  f.sheet = detail::sheet_from_json(j);
  if (sheet_system(f.sheet) != system) {
    const std::string expected =
        "a sheet of the battle's rule system (\"" + std::string(system) + "\")";
    const std::string found = "a " + std::string(sheet_system(f.sheet)) + " sheet";
    if (const auto kind = j.find("sheet")) kind->fail(expected, found);
    j.fail(expected, found);
  }
  f.leadership = j["leadership"].as_int(0, 20);
  const JsonReader base = j["base"];
  if (base.size() != 3) base.fail("[shape, width, depth]");
  f.base = {static_cast<map::BaseShape>(base[0].as_int(0, 2)), base[1].as_number(0.1, 100),
            base[2].as_number(0.1, 100)};
  const JsonReader at = j["at"];
  if (at.size() != 3) at.fail("[x, y, facing]");
  f.placement = {{at[0].as_number(-1e7, 1e7), at[1].as_number(-1e7, 1e7)},
                 at[2].as_number(-1e4, 1e4)};
  f.posture = static_cast<Posture>(j["posture"].as_int(0, 1));
  f.alive = j["alive"].as_bool();
  f.wounds = j["wounds"].as_int(0, 100);
  f.wounds_this_turn = j["wounds_this_turn"].as_int(0, 100);
  const JsonReader s = j["status"];
  FigureStatus& st = f.status;
  st.has_moved = s["has_moved"].as_bool();
  st.has_shot = s["has_shot"].as_bool();
  st.has_struck = s["has_struck"].as_bool();
  st.charged = s["charged"].as_bool();
  st.recoiling = s["recoiling"].as_bool();
  st.must_recoil = s["must_recoil"].as_bool();
  st.recoil_from = s["recoil_from"].as_int(0, 1000000);
  st.falling = s["falling"].as_bool();
  st.hidden = s["hidden"].as_bool();
  st.shield_wall = s["shield_wall"].as_bool();
  st.waiting = s["waiting"].as_bool();
  st.reloading_turns = s["reloading_turns"].as_int(0, 100);
  // Absent from saves written before ready_weapon existed.
  if (const auto readying = s.find("readying")) st.readying = readying->as_bool();
  st.done_this_phase = s["done_this_phase"].as_bool();
  if (!s["ammunition"].json().is_null()) st.ammunition = s["ammunition"].as_int(0, 100000);
  // Absent from saves written before the solo AI existed.
  if (const auto ai = j.find("ai")) {
    f.ai.arch_foe = (*ai)["arch_foe"].as_bool();
    f.ai.status = string_or_empty((*ai)["status"]);
    f.ai.tactic = string_or_empty((*ai)["tactic"]);
    f.ai.order = string_or_empty((*ai)["order"]);
    if (const auto group = ai->find("group")) f.ai.group = string_or_empty(*group);
  }
  // Absent from saves written before the surrender command, and for every free figure.
  if (const auto captured = j.find("captured")) {
    f.captured = true;
    f.captor = (*captured)["captor"].as_int(0, 1000000);
  }
  // Absent from saves written before magic existed, and for figures without it.
  if (const auto magic = j.find("magic")) f.magic = magic_from_json(*magic);
  return f;
}

}  // namespace

json state_to_json(const BattleState& s) {
  json sides = json::array();
  for (const Side& side : s.sides)
    sides.push_back({side.id, side.name, side.passed, side.controller});
  json figures = json::array();
  for (const Figure& f : s.figures) {
    figures.push_back(figure_to_json(f));
    magic_to_json(f.magic, figures.back());
  }
  json out = {
      {"title", s.scenario_title},
      {"turn_structure", s.turn_structure},
      {"table", {s.table_width_cm, s.table_depth_cm}},
      {"sides", sides},
      {"figures", figures},
      {"turn", s.turn},
      {"phase", s.phase},
      {"first_side", s.first_side},
      {"active_side", s.active_side},
      {"active_figure", s.active_figure ? json(*s.active_figure) : json(nullptr)},
      {"moves_in_activation", s.moves_in_activation},
      {"others_in_activation", s.others_in_activation},
      {"finished", s.finished},
      {"winner", s.winner ? json(*s.winner) : json(nullptr)},
      {"rng", s.rng.save_state()},
      {"seed", s.rng.seed()},
      {"referee_faces", json(std::vector<int>(s.referee_faces.begin(), s.referee_faces.end()))}};
  // Classic battles leave the rule system out, so their saves stay as they were.
  if (s.rule_system != "classic") out["rule_system"] = s.rule_system;
  // Only battles with victory rules of their own write them, so older saves stay as they were.
  const VictoryRules& v = s.victory;
  if (v.type != VictoryType::Elimination || !v.objectives.empty() || v.round_limit ||
      !v.reserve.empty()) {
    json victory = detail::victory_state_to_json(s.victory);
    json reserve = json::array();
    for (const Figure& f : s.victory.reserve) {
      reserve.push_back(figure_to_json(f));
      magic_to_json(f.magic, reserve.back());
    }
    victory["reserve"] = reserve;
    out["victory"] = victory;
  }
  // Only battles with an event deck or portals write them, so older saves stay as they were.
  if (s.generators.in_use()) out["seed004"] = detail::battle_generators_to_json(s.generators);
  if (!s.structures.empty()) out["structures"] = detail::structures_to_json(s.structures);
  if (!s.fires.empty()) out["fires"] = detail::fires_to_json(s.fires);
  if (!s.smoke_clouds.empty()) out["smoke_clouds"] = detail::smoke_clouds_to_json(s.smoke_clouds);
  if (!s.illusions.empty()) out["illusions"] = detail::illusions_to_json(s.illusions);
  if (s.earshot_rule) out["earshot_rule"] = true;
  if (!s.settings.empty()) out["settings"] = s.settings;
  return out;
}

BattleState state_from_json(const json& value, const std::string& file,
                            const std::string& pointer) {
  ReadContext context = read_context(file, "The saved game");
  const JsonReader j(value, pointer, context);
  BattleState s;
  s.scenario_title = j["title"].as_string();
  s.turn_structure = j["turn_structure"].as_string();
  if (const auto system = j.find("rule_system")) s.rule_system = system->as_string();
  const JsonReader table = j["table"];
  if (table.size() != 2) table.fail("[width, depth]");
  s.table_width_cm = table[0].as_number(1, 1e5);
  s.table_depth_cm = table[1].as_number(1, 1e5);
  const JsonReader sides = j["sides"];
  if (sides.size() != 2) sides.fail("two sides");
  for (std::size_t i = 0; i < sides.size(); ++i) {
    const JsonReader side = sides[i];
    if (side.size() != 3 && side.size() != 4) side.fail("[id, name, passed, controller]");
    s.sides.push_back({side[0].as_string(), side[1].as_string(), side[2].as_bool()});
    // Saves written before the solo AI have three members.
    if (side.json().size() > 3) s.sides.back().controller = side[3].as_string();
  }
  const JsonReader figures = j["figures"];
  for (std::size_t i = 0; i < figures.size(); ++i)
    s.figures.push_back(figure_from_json(figures[i], s.rule_system));
  s.turn = j["turn"].as_int(1, 1000000);
  s.phase = static_cast<std::size_t>(j["phase"].as_int(0, 20));
  s.first_side = j["first_side"].as_int(0, 1);
  s.active_side = j["active_side"].as_int(0, 1);
  if (!j["active_figure"].json().is_null()) s.active_figure = j["active_figure"].as_int(0, 1000000);
  s.moves_in_activation = j["moves_in_activation"].as_int(0, 100);
  s.others_in_activation = j["others_in_activation"].as_int(0, 100);
  s.finished = j["finished"].as_bool();
  if (!j["winner"].json().is_null()) s.winner = j["winner"].as_int(0, 1);
  const JsonReader seed = j["seed"];
  if (!seed.json().is_number_unsigned() && !seed.json().is_number_integer()) seed.fail("a seed");
  s.rng = dice::RandomEngine(seed.json().get<std::uint64_t>());
  try {
    s.rng.load_state(j["rng"].as_string());
  } catch (const std::invalid_argument&) {
    j["rng"].fail("the dice engine's saved state");
  }
  const JsonReader faces = j["referee_faces"];
  for (std::size_t i = 0; i < faces.size(); ++i)
    s.referee_faces.push_back(faces[i].as_int(1, 1000));
  if (const auto victory = j.find("victory")) {
    s.victory = detail::victory_state_from_json(*victory);
    const JsonReader reserve = (*victory)["reserve"];
    for (std::size_t i = 0; i < reserve.size(); ++i)
      s.victory.reserve.push_back(figure_from_json(reserve[i], s.rule_system));
  }
  if (const auto saved = j.find("seed004"))
    s.generators = detail::battle_generators_from_json(*saved);
  // Saves written before structures existed have none.
  if (const auto structures = j.find("structures"))
    s.structures = detail::parse_structures(*structures);
  // Saves written before the fire commands, and battles with no fire, have none.
  if (const auto fires = j.find("fires")) s.fires = detail::parse_fires(*fires);
  if (const auto clouds = j.find("smoke_clouds"))
    s.smoke_clouds = detail::parse_smoke_clouds(*clouds);
  if (const auto illusions = j.find("illusions")) {
    s.illusions = detail::parse_illusions(*illusions);
    for (std::size_t i = 0; i < s.illusions.size(); ++i)
      if (s.illusions[i].side >= static_cast<int>(s.sides.size()))
        (*illusions)[i]["side"].fail("the index of one of the battle's sides");
  }
  if (const auto earshot = j.find("earshot_rule")) s.earshot_rule = earshot->as_bool();
  if (const auto settings = j.find("settings")) {
    if (!settings->json().is_object()) settings->fail("an object of the rule system's settings");
    s.settings = settings->json();
  }
  return s;
}

}  // namespace fray::game
