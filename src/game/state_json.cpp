#include <stdexcept>

#include <fray/game/state_json.h>

#include "fire_json.h"
#include "json_read.h"
#include "seed004_json.h"
#include "structure_json.h"
#include "victory_json.h"

namespace fray::game {
namespace {

using detail::At;
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
}

FigureMagic magic_from_json(const At& m) {
  FigureMagic magic;
  magic.power_points = m["power_points"].integer(0, 1000);
  const At list = m["abilities"];
  for (std::size_t i = 0; i < list.size(); ++i) magic.abilities.push_back(list[i].text());
  magic.asleep_since = m["asleep_since"].integer(0, 1000000);
  magic.petrified_turns = m["petrified_turns"].integer(0, 1000);
  if (!m["conjuring"].json().is_string()) m["conjuring"].fail("a text");
  magic.conjuring = m["conjuring"].json().get<std::string>();
  magic.conjuring_target = m["conjuring_target"].integer(0, 1000000);
  magic.conjuring_turns_left = m["conjuring_turns_left"].integer(0, 100);
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
  const rules::FigureSpec& p = f.spec;
  return {{"id", f.id},
          {"side", f.side},
          {"name", p.name},
          {"species", p.species},
          {"class", p.figure_class},
          {"armour", p.worn_armour},
          {"mount", static_cast<int>(p.mount)},
          {"good_rider", p.good_rider ? json(*p.good_rider) : json(nullptr)},
          {"melee_die", p.melee_die ? json(*p.melee_die) : json(nullptr)},
          {"elite", p.elite},
          {"strong", p.strong_individual},
          {"half_stunned", p.half_stunned},
          {"trunk_wounds", p.trunk_wounds},
          {"leg_wounds", p.leg_wounds},
          {"technology", static_cast<int>(p.technology)},
          {"missile_weapon", f.missile_weapon},
          {"melee_weapon", f.melee_weapon},
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
}

// Fields written only when set, so that saves and hashes of battles without them are unchanged.
json figure_to_json(const Figure& f) {
  json out = figure_fields(f);
  if (!f.ai.group.empty()) out["ai"]["group"] = f.ai.group;
  if (f.captured) out["captured"] = {{"captor", f.captor}};
  return out;
}

std::string string_or_empty(const At& at) {
  if (!at.json().is_string()) at.fail("a text");
  return at.json().get<std::string>();
}

Figure figure_from_json(const At& j) {
  Figure f;
  f.id = j["id"].integer(0, 1000000);
  f.side = j["side"].integer(0, 1);
  rules::FigureSpec& p = f.spec;
  p.name = j["name"].text();
  p.species = j["species"].text();
  p.figure_class = j["class"].integer(2, 5);
  p.worn_armour = j["armour"].integer(3, 5);
  p.mount = static_cast<rules::TroopType>(j["mount"].integer(0, 2));
  if (!j["good_rider"].json().is_null()) p.good_rider = j["good_rider"].boolean();
  if (!j["melee_die"].json().is_null()) p.melee_die = j["melee_die"].integer(2, 12);
  p.elite = j["elite"].boolean();
  p.strong_individual = j["strong"].boolean();
  p.half_stunned = j["half_stunned"].boolean();
  p.trunk_wounds = j["trunk_wounds"].integer(0, 10);
  p.leg_wounds = j["leg_wounds"].integer(0, 10);
  p.technology = static_cast<rules::Technology>(j["technology"].integer(0, 2));
  f.missile_weapon = string_or_empty(j["missile_weapon"]);
  f.melee_weapon = j["melee_weapon"].text();
  f.leadership = j["leadership"].integer(0, 20);
  const At base = j["base"];
  if (base.size() != 3) base.fail("[shape, width, depth]");
  f.base = {static_cast<map::BaseShape>(base[0].integer(0, 2)), base[1].number(0.1, 100),
            base[2].number(0.1, 100)};
  const At at = j["at"];
  if (at.size() != 3) at.fail("[x, y, facing]");
  f.placement = {{at[0].number(-1e7, 1e7), at[1].number(-1e7, 1e7)}, at[2].number(-1e4, 1e4)};
  f.posture = static_cast<Posture>(j["posture"].integer(0, 1));
  f.alive = j["alive"].boolean();
  f.wounds = j["wounds"].integer(0, 100);
  f.wounds_this_turn = j["wounds_this_turn"].integer(0, 100);
  const At s = j["status"];
  FigureStatus& st = f.status;
  st.has_moved = s["has_moved"].boolean();
  st.has_shot = s["has_shot"].boolean();
  st.has_struck = s["has_struck"].boolean();
  st.charged = s["charged"].boolean();
  st.recoiling = s["recoiling"].boolean();
  st.must_recoil = s["must_recoil"].boolean();
  st.recoil_from = s["recoil_from"].integer(0, 1000000);
  st.falling = s["falling"].boolean();
  st.hidden = s["hidden"].boolean();
  st.shield_wall = s["shield_wall"].boolean();
  st.waiting = s["waiting"].boolean();
  st.reloading_turns = s["reloading_turns"].integer(0, 100);
  // Absent from saves written before ready_weapon existed.
  if (const auto readying = s.find("readying")) st.readying = readying->boolean();
  st.done_this_phase = s["done_this_phase"].boolean();
  if (!s["ammunition"].json().is_null()) st.ammunition = s["ammunition"].integer(0, 100000);
  // Absent from saves written before the solo AI existed.
  if (const auto ai = j.find("ai")) {
    f.ai.arch_foe = (*ai)["arch_foe"].boolean();
    f.ai.status = string_or_empty((*ai)["status"]);
    f.ai.tactic = string_or_empty((*ai)["tactic"]);
    f.ai.order = string_or_empty((*ai)["order"]);
    if (const auto group = ai->find("group")) f.ai.group = string_or_empty(*group);
  }
  // Absent from saves written before the surrender command, and for every free figure.
  if (const auto captured = j.find("captured")) {
    f.captured = true;
    f.captor = (*captured)["captor"].integer(0, 1000000);
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
  if (s.seed004.in_use()) out["seed004"] = detail::seed004_to_json(s.seed004);
  if (!s.structures.empty()) out["structures"] = detail::structures_to_json(s.structures);
  if (!s.fires.empty()) out["fires"] = detail::fires_to_json(s.fires);
  if (s.earshot_rule) out["earshot_rule"] = true;
  return out;
}

BattleState state_from_json(const json& value, const std::string& file,
                            const std::string& pointer) {
  const At j(value, pointer, file);
  BattleState s;
  s.scenario_title = j["title"].text();
  s.turn_structure = j["turn_structure"].text();
  const At table = j["table"];
  if (table.size() != 2) table.fail("[width, depth]");
  s.table_width_cm = table[0].number(1, 1e5);
  s.table_depth_cm = table[1].number(1, 1e5);
  const At sides = j["sides"];
  if (sides.size() != 2) sides.fail("two sides");
  for (std::size_t i = 0; i < sides.size(); ++i) {
    const At side = sides[i];
    if (side.size() != 3 && side.size() != 4) side.fail("[id, name, passed, controller]");
    s.sides.push_back({side[0].text(), side[1].text(), side[2].boolean()});
    // Saves written before the solo AI have three members.
    if (side.json().size() > 3) s.sides.back().controller = side[3].text();
  }
  const At figures = j["figures"];
  for (std::size_t i = 0; i < figures.size(); ++i)
    s.figures.push_back(figure_from_json(figures[i]));
  s.turn = j["turn"].integer(1, 1000000);
  s.phase = static_cast<std::size_t>(j["phase"].integer(0, 20));
  s.first_side = j["first_side"].integer(0, 1);
  s.active_side = j["active_side"].integer(0, 1);
  if (!j["active_figure"].json().is_null())
    s.active_figure = j["active_figure"].integer(0, 1000000);
  s.moves_in_activation = j["moves_in_activation"].integer(0, 100);
  s.others_in_activation = j["others_in_activation"].integer(0, 100);
  s.finished = j["finished"].boolean();
  if (!j["winner"].json().is_null()) s.winner = j["winner"].integer(0, 1);
  const At seed = j["seed"];
  if (!seed.json().is_number_unsigned() && !seed.json().is_number_integer()) seed.fail("a seed");
  s.rng = rules::RandomEngine(seed.json().get<std::uint64_t>());
  try {
    s.rng.load_state(j["rng"].text());
  } catch (const std::invalid_argument&) {
    j["rng"].fail("the dice engine's saved state");
  }
  const At faces = j["referee_faces"];
  for (std::size_t i = 0; i < faces.size(); ++i)
    s.referee_faces.push_back(faces[i].integer(1, 1000));
  if (const auto victory = j.find("victory")) {
    s.victory = detail::victory_state_from_json(*victory);
    const At reserve = (*victory)["reserve"];
    for (std::size_t i = 0; i < reserve.size(); ++i)
      s.victory.reserve.push_back(figure_from_json(reserve[i]));
  }
  if (const auto seed004 = j.find("seed004")) s.seed004 = detail::seed004_from_json(*seed004);
  // Saves written before structures existed have none.
  if (const auto structures = j.find("structures"))
    s.structures = detail::parse_structures(*structures);
  // Saves written before the fire commands, and battles with no fire, have none.
  if (const auto fires = j.find("fires")) s.fires = detail::parse_fires(*fires);
  if (const auto earshot = j.find("earshot_rule")) s.earshot_rule = earshot->boolean();
  return s;
}

}  // namespace fray::game
