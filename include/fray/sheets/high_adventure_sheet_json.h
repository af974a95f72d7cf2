#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/io/json_reader.h>
#include <fray/sheets/high_adventure_sheet.h>
#include <fray/sheets/sheet_edit.h>

// How a High Adventure sheet is written in scenarios and saves (docs/rules/high-adventure.md,
// "Figures"). The creature and weapon ids are checked against the tables when the battle is set
// up (RuleSystem::settle_figure), which also fills in what a scenario leaves to the creature.

namespace fray::high_adventure {

inline constexpr std::array<std::pair<std::string_view, Armour>, 4> kArmours{
    {{"unarmoured", Armour::Unarmoured},
     {"padded", Armour::Padded},
     {"mail", Armour::Mail},
     {"plate", Armour::Plate}}};

/// The members of a scenario's figure object that belong to the High Adventure sheet.
inline const std::vector<std::string_view>& scenario_sheet_keys(const AdventureSheet*) {
  static const std::vector<std::string_view> keys{"name",
                                                  "creature",
                                                  "bravery",
                                                  "strength",
                                                  "skill",
                                                  "cleverness",
                                                  "leadership",
                                                  "weapon_skill",
                                                  "armour",
                                                  "shield",
                                                  "melee_weapon",
                                                  "missile_weapon",
                                                  "mounted",
                                                  "player_character",
                                                  "henchman",
                                                  "weapon_skills",
                                                  "unfamiliar_weapons",
                                                  "artifacts",
                                                  "scrolls",
                                                  "controlled_by",
                                                  "dormant",
                                                  "stealth"};
  return keys;
}

/// "weapon_skills" {weapon id: 0 to 3} and "unfamiliar_weapons" [weapon ids], both optional; the
/// ids are checked against the tables when the battle is set up.
inline void read_weapon_familiarity(const io::JsonReader& f, AdventureSheet& out) {
  if (const auto v = f.find("weapon_skills")) {
    if (!v->json().is_object()) v->fail("an object of weapon ids and skills 0 to 3");
    for (const auto& [weapon, skill] : v->json().items())
      out.weapon_skills[weapon] = v->at(weapon).as_int(0, 3);
  }
  if (const auto v = f.find("unfamiliar_weapons")) out.unfamiliar_weapons = v->as_id_list();
}

/// "artifacts" [artifact ids] and "scrolls" [ability ids], both optional; checked against the
/// tables when the battle is set up.
inline void read_magic_objects(const io::JsonReader& f, AdventureSheet& out) {
  if (const auto v = f.find("artifacts")) out.artifacts = v->as_id_list();
  if (const auto v = f.find("scrolls")) out.scrolls = v->as_id_list();
}

/// The sheet of a scenario's figure object: a name and a creature, the rest optional.
inline void read_scenario_sheet(const io::JsonReader& f, AdventureSheet& out) {
  out.name = f["name"].as_string();
  out.creature = f["creature"].as_id();
  // Attributes of levels 1 to 5 (seed 004, "Character levels"); the creature table goes to 6.
  if (const auto v = f.find("bravery")) out.bravery = v->as_int(1, 6);
  if (const auto v = f.find("strength")) out.strength = v->as_int(1, 6);
  if (const auto v = f.find("skill")) out.skill = v->as_int(1, 6);
  if (const auto v = f.find("cleverness")) out.cleverness = v->as_int(1, 6);
  if (const auto v = f.find("leadership")) out.leadership = v->as_int(1, 6);
  if (const auto v = f.find("weapon_skill")) out.weapon_skill = v->as_int(0, 3);
  if (const auto v = f.find("armour")) out.armour = v->as_enum(kArmours);
  if (const auto v = f.find("shield")) out.shield = v->as_bool();
  if (const auto v = f.find("melee_weapon")) out.melee_weapon = v->as_id();
  if (const auto v = f.find("missile_weapon")) out.missile_weapon = v->as_id();
  if (const auto v = f.find("mounted")) out.mounted = v->as_bool();
  if (const auto v = f.find("player_character")) out.player_character = v->as_bool();
  if (const auto v = f.find("henchman")) out.henchman = v->as_bool();
  if (const auto v = f.find("stealth")) out.stealth = v->as_bool();
  read_weapon_familiarity(f, out);
  read_magic_objects(f, out);
  if (const auto v = f.find("controlled_by")) out.controlled_by = v->as_int(1, 1000000);
  if (const auto v = f.find("dormant")) out.dormant = v->as_bool();
}

/// Adds the sheet's members to a scenario's figure object, leaving out what is at its default.
inline void write_scenario_sheet(const AdventureSheet& sheet, nlohmann::json& j) {
  j["name"] = sheet.name;
  j["creature"] = sheet.creature;
  const std::pair<const char*, int> attributes[] = {{"bravery", sheet.bravery},
                                                    {"strength", sheet.strength},
                                                    {"skill", sheet.skill},
                                                    {"cleverness", sheet.cleverness},
                                                    {"leadership", sheet.leadership}};
  for (const auto& [key, value] : attributes)
    if (value > 0) j[key] = value;
  if (sheet.weapon_skill >= 0) j["weapon_skill"] = sheet.weapon_skill;
  if (sheet.armour != Armour::Unarmoured) j["armour"] = std::string(to_string(sheet.armour));
  if (sheet.shield) j["shield"] = true;
  j["melee_weapon"] = sheet.melee_weapon;
  if (!sheet.missile_weapon.empty()) j["missile_weapon"] = sheet.missile_weapon;
  if (sheet.mounted) j["mounted"] = true;
  if (sheet.player_character) j["player_character"] = true;
  if (sheet.henchman) j["henchman"] = true;
  if (sheet.stealth) j["stealth"] = true;
  if (!sheet.weapon_skills.empty()) j["weapon_skills"] = sheet.weapon_skills;
  if (!sheet.unfamiliar_weapons.empty()) j["unfamiliar_weapons"] = sheet.unfamiliar_weapons;
  if (!sheet.artifacts.empty()) j["artifacts"] = sheet.artifacts;
  if (!sheet.scrolls.empty()) j["scrolls"] = sheet.scrolls;
  if (sheet.controlled_by > 0) j["controlled_by"] = sheet.controlled_by;
  if (sheet.dormant) j["dormant"] = true;
}

/// The referee's `edit`: "name" a text; "strength", "bravery", "skill", "cleverness" 1 to 6;
/// "weapon_skill" 0 to 3. (Leadership is the core figure's: the engine's own edit.)
inline std::optional<std::pair<std::string, std::string>> check_sheet_edit(
    const AdventureSheet&, const nlohmann::json& p) {
  for (const char* key : {"bravery", "strength", "skill", "cleverness"})
    if (auto bad = sheets::whole_number_in(p, key, 1, 6)) return bad;
  if (auto bad = sheets::whole_number_in(p, "weapon_skill", 0, 3)) return bad;
  return sheets::name_if_given(p);
}

/// Applies what check_sheet_edit accepted.
inline void apply_sheet_edit(AdventureSheet& sheet, const nlohmann::json& p) {
  const std::pair<const char*, int*> members[] = {{"bravery", &sheet.bravery},
                                                  {"strength", &sheet.strength},
                                                  {"skill", &sheet.skill},
                                                  {"cleverness", &sheet.cleverness},
                                                  {"weapon_skill", &sheet.weapon_skill}};
  for (const auto& [key, value] : members)
    if (p.contains(key)) *value = p[key].get<int>();
  if (p.contains("name")) sheet.name = p["name"].get<std::string>();
}

/// A figure's true form under Transform self, as a save writes it: the members of a scenario's
/// sheet it replaces, plus "loaded".
inline nlohmann::json true_form_to_json(const TrueForm& form) {
  nlohmann::json j = {{"creature", form.creature},
                      {"bravery", form.bravery},
                      {"strength", form.strength},
                      {"skill", form.skill},
                      {"cleverness", form.cleverness},
                      {"leadership", form.leadership},
                      {"weapon_skill", form.weapon_skill},
                      {"armour", std::string(to_string(form.armour))},
                      {"shield", form.shield},
                      {"melee_weapon", form.melee_weapon},
                      {"missile_weapon", form.missile_weapon},
                      {"mounted", form.mounted},
                      {"loaded", form.loaded}};
  if (!form.weapon_skills.empty()) j["weapon_skills"] = form.weapon_skills;
  if (!form.unfamiliar_weapons.empty()) j["unfamiliar_weapons"] = form.unfamiliar_weapons;
  return j;
}

/// Reads what true_form_to_json wrote.
inline TrueForm read_true_form(const io::JsonReader& j) {
  TrueForm form;
  form.creature = j["creature"].as_id();
  const std::pair<const char*, int*> attributes[] = {{"bravery", &form.bravery},
                                                     {"strength", &form.strength},
                                                     {"skill", &form.skill},
                                                     {"cleverness", &form.cleverness},
                                                     {"leadership", &form.leadership}};
  for (const auto& [key, value] : attributes) *value = j[key].as_int(1, 6);
  form.weapon_skill = j["weapon_skill"].as_int(-1, 3);
  form.armour = j["armour"].as_enum(kArmours);
  form.shield = j["shield"].as_bool();
  form.melee_weapon = j["melee_weapon"].as_id();
  const nlohmann::json& missile = j["missile_weapon"].json();
  if (!missile.is_string()) j["missile_weapon"].fail("a weapon id, or \"\" for none");
  form.missile_weapon = missile.get<std::string>();
  form.mounted = j["mounted"].as_bool();
  form.loaded = j["loaded"].as_bool();
  AdventureSheet familiarity;
  read_weapon_familiarity(j, familiarity);
  form.weapon_skills = familiarity.weapon_skills;
  form.unfamiliar_weapons = familiarity.unfamiliar_weapons;
  return form;
}

/// Adds the sheet's members to a saved figure object (every member, conditions included).
inline void write_saved_sheet(const AdventureSheet& sheet, nlohmann::json& figure) {
  // The core writes "leadership" (the value the battle reads); the sheet leaves it to the core.
  nlohmann::json own;
  write_scenario_sheet(sheet, own);
  own.erase("leadership");
  figure.update(own);
  figure["armour"] = std::string(to_string(sheet.armour));
  figure["missile_weapon"] = sheet.missile_weapon;
  figure["shield"] = sheet.shield;
  figure["mounted"] = sheet.mounted;
  figure["player_character"] = sheet.player_character;
  figure["henchman"] = sheet.henchman;
  figure["weapon_skill"] = sheet.weapon_skill;
  figure["loaded"] = sheet.loaded;
  figure["loaded_by_half_turn"] = sheet.loaded_by_half_turn;
  figure["moved_cm"] = sheet.moved_cm;
  figure["shot_wounds"] = sheet.shot_wounds;
  figure["disabled"] = sheet.disabled;
  figure["grievously_wounded"] = sheet.grievously_wounded;
  if (sheet.divine_intervention_called) figure["divine_intervention_called"] = true;
  if (sheet.order_tested_turn > 0) figure["order_tested_turn"] = sheet.order_tested_turn;
  if (sheet.run_in > 0) figure["run_in"] = sheet.run_in;
  if (sheet.running_turns > 0) figure["running_turns"] = sheet.running_turns;
  if (sheet.free_turn_used) figure["free_turn_used"] = true;
  if (sheet.levels_diced) figure["levels_diced"] = true;
  if (sheet.obeys_while_idle) figure["obeys_while_idle"] = true;
  if (sheet.dead_turns > 0) figure["dead_turns"] = sheet.dead_turns;
  if (sheet.vanishes_in > 0) figure["vanishes_in"] = sheet.vanishes_in;
  if (!sheet.conjuring_form.empty()) figure["conjuring_form"] = sheet.conjuring_form;
  if (sheet.true_form) figure["true_form"] = true_form_to_json(*sheet.true_form);
}

/// Reads what write_saved_sheet wrote; errors are located by the reader's context.
inline void read_saved_sheet(const io::JsonReader& j, AdventureSheet& out) {
  out.name = j["name"].as_string();
  out.creature = j["creature"].as_id();
  const std::pair<const char*, int*> attributes[] = {{"bravery", &out.bravery},
                                                     {"strength", &out.strength},
                                                     {"skill", &out.skill},
                                                     {"cleverness", &out.cleverness},
                                                     {"leadership", &out.leadership}};
  for (const auto& [key, value] : attributes)
    if (const auto v = j.find(key)) *value = v->as_int(1, 6);
  out.weapon_skill = j["weapon_skill"].as_int(-1, 3);
  out.armour = j["armour"].as_enum(kArmours);
  out.shield = j["shield"].as_bool();
  out.melee_weapon = j["melee_weapon"].as_id();
  out.missile_weapon = j["missile_weapon"].json().is_string()
                           ? j["missile_weapon"].json().get<std::string>()
                           : std::string();
  out.mounted = j["mounted"].as_bool();
  out.player_character = j["player_character"].as_bool();
  out.henchman = j["henchman"].as_bool();
  if (const auto v = j.find("stealth")) out.stealth = v->as_bool();  // not in older saves
  read_weapon_familiarity(j, out);
  read_magic_objects(j, out);  // saves before magical objects have none
  out.loaded = j["loaded"].as_bool();
  if (const auto v = j.find("loaded_by_half_turn")) out.loaded_by_half_turn = v->as_bool();
  out.moved_cm = j["moved_cm"].as_number(0, 1e6);
  if (const auto v = j.find("shot_wounds")) out.shot_wounds = v->as_int(0, 1000);
  out.disabled = j["disabled"].as_bool();
  out.grievously_wounded = j["grievously_wounded"].as_bool();
  // Saves before divine intervention and a person's orders lack them.
  if (const auto v = j.find("divine_intervention_called"))
    out.divine_intervention_called = v->as_bool();
  if (const auto v = j.find("order_tested_turn")) out.order_tested_turn = v->as_int(0, 1000000);
  // Saves before running lack these.
  if (const auto v = j.find("run_in")) out.run_in = v->as_int(0, 20);
  if (const auto v = j.find("running_turns")) out.running_turns = v->as_int(0, 1000000);
  if (const auto v = j.find("free_turn_used")) out.free_turn_used = v->as_bool();
  if (const auto v = j.find("levels_diced")) out.levels_diced = v->as_bool();
  // Saves before the undead's masters lack these.
  if (const auto v = j.find("controlled_by")) out.controlled_by = v->as_int(1, 1000000);
  if (const auto v = j.find("obeys_while_idle")) out.obeys_while_idle = v->as_bool();
  if (const auto v = j.find("dormant")) out.dormant = v->as_bool();
  if (const auto v = j.find("dead_turns")) out.dead_turns = v->as_int(0, 1000000);
  if (const auto v = j.find("vanishes_in")) out.vanishes_in = v->as_int(0, 1000);
  // Saves before Transform self lack these.
  if (const auto v = j.find("conjuring_form")) out.conjuring_form = v->as_id();
  if (const auto v = j.find("true_form")) out.true_form = read_true_form(*v);
}

}  // namespace fray::high_adventure
