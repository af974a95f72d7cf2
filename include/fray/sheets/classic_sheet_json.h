#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/io/json_reader.h>
#include <fray/sheets/classic_sheet.h>
#include <fray/sheets/sheet_edit.h>

// How a classic sheet is written in scenarios and saves. The engine reads and writes a figure's
// core and hands the sheet's members to these functions, so it never names a classic field; like
// classic_sheet.h this header needs nothing of the classic rules (docs/formats.md has the keys).

namespace fray::rules {

/// The members of a scenario's figure object that belong to the classic sheet.
inline const std::vector<std::string_view>& scenario_sheet_keys(const ClassicSheet*) {
  static const std::vector<std::string_view> keys{
      "name",           "species",      "class", "armour", "mount",
      "missile_weapon", "melee_weapon", "elite", "strong", "melee_die"};
  return keys;
}

/// The classic sheet of a scenario's figure object ("mount" by name, weapons optional).
inline void read_scenario_sheet(const io::JsonReader& f, ClassicSheet& out) {
  out.spec.name = f["name"].as_string();
  out.spec.species = f["species"].as_string();
  out.spec.figure_class = f["class"].as_int(2, 5);
  out.spec.worn_armour = f["armour"].as_int(3, 5);
  if (const auto m = f.find("mount")) {
    const std::string mount = m->as_string();
    if (mount == "foot")
      out.spec.mount = TroopType::Foot;
    else if (mount == "cavalry")
      out.spec.mount = TroopType::Cavalry;
    else if (mount == "mounted_foot")
      out.spec.mount = TroopType::MountedFoot;
    else
      m->fail("\"foot\", \"cavalry\" or \"mounted_foot\"");
  }
  if (const auto w = f.find("missile_weapon")) out.missile_weapon = w->as_string();
  if (const auto w = f.find("melee_weapon")) out.melee_weapon = w->as_string();
  if (const auto e = f.find("elite")) out.spec.elite = e->as_bool();
  if (const auto s = f.find("strong")) out.spec.strong_individual = s->as_bool();
  if (const auto d = f.find("melee_die")) out.spec.melee_die = d->as_int(2, 12);
}

/// Adds the sheet's members to a scenario's figure object, leaving out what is at its default.
inline void write_scenario_sheet(const ClassicSheet& sheet, nlohmann::json& j) {
  const FigureSpec& p = sheet.spec;
  j["name"] = p.name;
  j["species"] = p.species;
  j["class"] = p.figure_class;
  j["armour"] = p.worn_armour;
  j["melee_weapon"] = sheet.melee_weapon;
  if (p.mount == TroopType::Cavalry) j["mount"] = "cavalry";
  if (p.mount == TroopType::MountedFoot) j["mount"] = "mounted_foot";
  if (!sheet.missile_weapon.empty()) j["missile_weapon"] = sheet.missile_weapon;
  if (p.elite) j["elite"] = true;
  if (p.strong_individual) j["strong"] = true;
  if (p.melee_die) j["melee_die"] = *p.melee_die;
}

/// The referee's `edit` of a classic sheet: "class" 2 to 5, "armour" 3 to 5, "name" a text. For
/// a member out of its bounds, gives the member and what it should be (nothing is changed).
inline std::optional<std::pair<std::string, std::string>> check_sheet_edit(
    const ClassicSheet&, const nlohmann::json& p) {
  // A whole number first (as every payload's numbers), then its bounds.
  if (auto bad = sheets::whole_number_in(p, "class", 2, 5)) return bad;
  if (auto bad = sheets::whole_number_in(p, "armour", 3, 5)) return bad;
  return sheets::name_if_given(p);
}

/// Applies what check_sheet_edit accepted.
inline void apply_sheet_edit(ClassicSheet& sheet, const nlohmann::json& p) {
  if (p.contains("class")) sheet.spec.figure_class = p["class"].get<int>();
  if (p.contains("armour")) sheet.spec.worn_armour = p["armour"].get<int>();
  if (p.contains("name")) sheet.spec.name = p["name"].get<std::string>();
}

/// Adds the sheet's members to a saved figure object (every member, with numbers for enums).
inline void write_saved_sheet(const ClassicSheet& sheet, nlohmann::json& figure) {
  using nlohmann::json;
  const FigureSpec& p = sheet.spec;
  figure["name"] = p.name;
  figure["species"] = p.species;
  figure["class"] = p.figure_class;
  figure["armour"] = p.worn_armour;
  figure["mount"] = static_cast<int>(p.mount);
  figure["good_rider"] = p.good_rider ? json(*p.good_rider) : json(nullptr);
  figure["melee_die"] = p.melee_die ? json(*p.melee_die) : json(nullptr);
  figure["elite"] = p.elite;
  figure["strong"] = p.strong_individual;
  figure["half_stunned"] = p.half_stunned;
  figure["trunk_wounds"] = p.trunk_wounds;
  figure["leg_wounds"] = p.leg_wounds;
  figure["technology"] = static_cast<int>(p.technology);
  figure["missile_weapon"] = sheet.missile_weapon;
  figure["melee_weapon"] = sheet.melee_weapon;
}

/// Reads what write_saved_sheet wrote; errors are located by the reader's context.
inline void read_saved_sheet(const io::JsonReader& j, ClassicSheet& out) {
  FigureSpec& p = out.spec;
  p.name = j["name"].as_string();
  p.species = j["species"].as_string();
  p.figure_class = j["class"].as_int(2, 5);
  p.worn_armour = j["armour"].as_int(3, 5);
  p.mount = static_cast<TroopType>(j["mount"].as_int(0, 2));
  if (!j["good_rider"].is_null()) p.good_rider = j["good_rider"].as_bool();
  if (!j["melee_die"].is_null()) p.melee_die = j["melee_die"].as_int(2, 12);
  p.elite = j["elite"].as_bool();
  p.strong_individual = j["strong"].as_bool();
  p.half_stunned = j["half_stunned"].as_bool();
  p.trunk_wounds = j["trunk_wounds"].as_int(0, 10);
  p.leg_wounds = j["leg_wounds"].as_int(0, 10);
  p.technology = static_cast<Technology>(j["technology"].as_int(0, 2));
  const io::JsonReader missile = j["missile_weapon"];
  if (!missile.json().is_string()) missile.fail("a text");
  out.missile_weapon = missile.json().get<std::string>();
  out.melee_weapon = j["melee_weapon"].as_string();
}

}  // namespace fray::rules
