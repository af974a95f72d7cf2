#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/io/json_reader.h>
#include <fray/sheets/d20_sheet.h>
#include <fray/sheets/sheet_edit.h>

// How a d20 sheet is written in scenarios and saves (docs/rules/d20.md, "Figures"). The engine
// hands a figure's sheet members to these functions; the ids are checked against the d20 tables
// when the battle is set up (RuleSystem::settle_figure).

namespace fray::d20 {

inline constexpr std::array<std::pair<std::string_view, FigureKind>, 2> kFigureKinds{
    {{"common", FigureKind::Common}, {"unique", FigureKind::Unique}}};
inline constexpr std::array<std::pair<std::string_view, FigureSize>, 3> kFigureSizes{
    {{"small", FigureSize::Small}, {"average", FigureSize::Average}, {"large", FigureSize::Large}}};
inline constexpr std::array<std::pair<std::string_view, Carrier>, 4> kCarriers{
    {{"none", Carrier::None},
     {"mount", Carrier::Mount},
     {"slow_vehicle", Carrier::SlowVehicle},
     {"fast_vehicle", Carrier::FastVehicle}}};
/// The range kinds a weapon is carried for (seed 003, "Range").
inline constexpr std::array<std::string_view, 5> kWeaponRanges{"melee", "reach", "thrown", "short",
                                                               "long"};

/// The members of a scenario's figure object that belong to the d20 sheet.
inline const std::vector<std::string_view>& scenario_sheet_keys(const D20Sheet*) {
  static const std::vector<std::string_view> keys{
      "name",        "profile", "kind",  "wounds", "power",   "size",       "heavy_armour",
      "causes_fear", "carrier", "seats", "riding", "weapons", "roll_twice", "talents"};
  return keys;
}

/// The d20 sheet of a scenario's figure object. With "profile" (a roster entry, filled in when
/// the battle is set up) only "name" and "riding" may be given beside it.
inline void read_scenario_sheet(const io::JsonReader& f, D20Sheet& out) {
  // The mount it starts on (seed 003, "Special Movement"): a condition, checked against the
  // scenario's figures by the d20 system's check_scenario.
  if (const auto riding = f.find("riding")) out.riding = riding->as_int(1, 1000000);
  if (const auto profile = f.find("profile")) {
    out.profile = profile->as_id();
    for (const std::string_view key : scenario_sheet_keys(&out))
      if (key != "name" && key != "profile" && key != "riding")
        if (const auto extra = f.find(key))
          extra->fail("nothing beside \"profile\" but \"name\" (the roster profile gives it)",
                      "\"" + std::string(key) + "\"");
    if (const auto name = f.find("name")) out.name = name->as_string();
    return;
  }
  out.name = f["name"].as_string();
  out.kind = f["kind"].as_enum(kFigureKinds);
  if (const auto w = f.find("wounds")) out.max_wounds = w->as_int(1, 5);
  if (const auto p = f.find("power")) out.power = p->as_int(1, 10);
  if (const auto s = f.find("size")) out.size = s->as_enum(kFigureSizes);
  if (const auto h = f.find("heavy_armour")) out.heavy_armour = h->as_bool();
  if (const auto c = f.find("causes_fear")) out.causes_fear = c->as_bool();
  if (const auto c = f.find("carrier")) out.carrier = c->as_enum(kCarriers);
  if (const auto s = f.find("seats")) {
    if (out.carrier == Carrier::None) s->fail("no \"seats\" on a figure that is no \"carrier\"");
    out.seats = s->as_int(1, 20);
  }
  if (const auto weapons = f.find("weapons")) {
    if (!weapons->json().is_object()) weapons->fail("an object of range kind -> weapon id");
    for (const auto& item : weapons->json().items()) {
      const io::JsonReader id = (*weapons)[item.key()];
      bool known = false;
      for (const std::string_view range : kWeaponRanges) known = known || range == item.key();
      if (!known)
        id.fail("a weapon under a range kind (" + io::quoted_list(kWeaponRanges, " or ") + ")",
                "\"" + item.key() + "\"");
      out.weapons[item.key()] = id.as_id();
    }
  }
  if (const auto r = f.find("roll_twice")) out.roll_twice = r->as_id_list();
  if (const auto t = f.find("talents")) out.talents = t->as_id_list();
}

/// Adds the sheet's members to a scenario's figure object, leaving out what is at its default.
inline void write_scenario_sheet(const D20Sheet& sheet, nlohmann::json& j) {
  // A sheet read from a profile and not yet filled in from the roster stays a profile; a
  // filled-in one is written in full, so that changes made to it since are kept.
  D20Sheet unfilled;
  unfilled.name = sheet.name;
  unfilled.profile = sheet.profile;
  unfilled.riding = sheet.riding;
  if (sheet.riding != 0) j["riding"] = sheet.riding;
  if (!sheet.profile.empty() && sheet == unfilled) {
    if (!sheet.name.empty()) j["name"] = sheet.name;
    j["profile"] = sheet.profile;
    return;
  }
  j["name"] = sheet.name;
  j["kind"] = std::string(to_string(sheet.kind));
  j["wounds"] = sheet.max_wounds;
  j["power"] = sheet.power;
  if (sheet.size != FigureSize::Average) j["size"] = std::string(to_string(sheet.size));
  if (sheet.heavy_armour) j["heavy_armour"] = true;
  if (sheet.causes_fear) j["causes_fear"] = true;
  if (sheet.carrier != Carrier::None) j["carrier"] = std::string(to_string(sheet.carrier));
  if (sheet.seats != 0) j["seats"] = sheet.seats;
  if (!sheet.weapons.empty()) j["weapons"] = sheet.weapons;
  if (!sheet.roll_twice.empty()) j["roll_twice"] = sheet.roll_twice;
  if (!sheet.talents.empty()) j["talents"] = sheet.talents;
}

/// The referee's `edit` of a d20 sheet: "name" a text, "power" 1 to 10, "wounds" 1 to 5. For a
/// member out of its bounds, gives the member and what it should be (nothing is changed).
inline std::optional<std::pair<std::string, std::string>> check_sheet_edit(
    const D20Sheet& sheet, const nlohmann::json& p) {
  if (auto bad = sheets::whole_number_in(p, "power", 1, 10)) return bad;
  // Commons take one wound, uniques 2 to 5 (seed 003, "Defend"; d20/combat.json).
  const bool common = sheet.kind == FigureKind::Common;
  if (auto bad = sheets::whole_number_in(p, "wounds", common ? 1 : 2, common ? 1 : 5)) return bad;
  return sheets::name_if_given(p);
}

/// Applies what check_sheet_edit accepted.
inline void apply_sheet_edit(D20Sheet& sheet, const nlohmann::json& p) {
  if (p.contains("power")) sheet.power = p["power"].get<int>();
  if (p.contains("wounds")) sheet.max_wounds = p["wounds"].get<int>();
  if (p.contains("name")) sheet.name = p["name"].get<std::string>();
}

/// Adds the sheet's members to a saved figure object (every member, conditions included).
inline void write_saved_sheet(const D20Sheet& sheet, nlohmann::json& figure) {
  figure["name"] = sheet.name;
  figure["profile"] = sheet.profile;
  figure["kind"] = std::string(to_string(sheet.kind));
  figure["max_wounds"] = sheet.max_wounds;
  figure["power"] = sheet.power;
  figure["size"] = std::string(to_string(sheet.size));
  figure["heavy_armour"] = sheet.heavy_armour;
  figure["causes_fear"] = sheet.causes_fear;
  figure["carrier"] = std::string(to_string(sheet.carrier));
  figure["seats"] = sheet.seats;
  figure["riding"] = sheet.riding;
  figure["moved_with_unit"] = sheet.moved_with_unit;
  figure["unit_leader"] = sheet.unit_leader;
  figure["driven_round"] = sheet.driven_round;
  figure["driven_by"] = sheet.driven_by;
  figure["weapons"] = sheet.weapons;
  figure["roll_twice"] = sheet.roll_twice;
  figure["talents"] = sheet.talents;
  figure["stunned_from"] = sheet.stunned_from;
  figure["stunned_until"] = sheet.stunned_until;
  figure["recovered"] = sheet.recovered;
  figure["retreat_from"] = sheet.retreat_from;
  figure["retreat_round"] = sheet.retreat_round;
  figure["army_tested"] = sheet.army_tested;
  figure["fear_tested"] = sheet.fear_tested;
}

/// Reads what write_saved_sheet wrote; errors are located by the reader's context.
inline void read_saved_sheet(const io::JsonReader& j, D20Sheet& out) {
  out.name = j["name"].as_string();
  out.profile = j["profile"].json().is_string() ? j["profile"].json().get<std::string>() : "";
  out.kind = j["kind"].as_enum(kFigureKinds);
  out.max_wounds = j["max_wounds"].as_int(1, 5);
  out.power = j["power"].as_int(1, 10);
  out.size = j["size"].as_enum(kFigureSizes);
  out.heavy_armour = j["heavy_armour"].as_bool();
  out.causes_fear = j["causes_fear"].as_bool();
  const io::JsonReader weapons = j["weapons"];
  if (!weapons.json().is_object()) weapons.fail("an object of range kind -> weapon id");
  for (const auto& item : weapons.json().items())
    out.weapons[item.key()] = weapons[item.key()].as_id();
  if (!j["roll_twice"].json().empty()) out.roll_twice = j["roll_twice"].as_id_list();
  if (const auto round = j.find("stunned_round")) {  // saves of 9d7906f: one round
    out.stunned_from = out.stunned_until = round->as_int(0, 1000000);
  } else {
    out.stunned_from = j["stunned_from"].as_int(0, 1000000);
    out.stunned_until = j["stunned_until"].as_int(out.stunned_from, 1000000);
  }
  out.recovered = j["recovered"].as_bool();
  // Saves written before the tasks and morale were played have none of these.
  if (const auto t = j.find("talents"); t && !t->json().empty()) out.talents = t->as_id_list();
  if (const auto r = j.find("retreat_from")) out.retreat_from = r->as_int(0, 1000000);
  if (const auto r = j.find("retreat_round")) out.retreat_round = r->as_int(0, 1000000);
  if (const auto a = j.find("army_tested")) out.army_tested = a->as_bool();
  // Saves written before mounts and vehicles were played have none of these.
  if (const auto c = j.find("carrier")) out.carrier = c->as_enum(kCarriers);
  if (const auto s = j.find("seats")) out.seats = s->as_int(0, 20);
  if (const auto r = j.find("riding")) out.riding = r->as_int(0, 1000000);
  if (const auto m = j.find("moved_with_unit")) out.moved_with_unit = m->as_int(0, 1000000);
  if (const auto l = j.find("unit_leader")) out.unit_leader = l->as_int(0, 1000000);
  if (const auto d = j.find("driven_round")) out.driven_round = d->as_int(0, 1000000);
  if (const auto d = j.find("driven_by")) out.driven_by = d->as_int(0, 1000000);
  if (const auto fear = j.find("fear_tested"))
    for (std::size_t i = 0; i < fear->size(); ++i)
      out.fear_tested.push_back((*fear)[i].as_int(1, 1000000));
}

}  // namespace fray::d20
