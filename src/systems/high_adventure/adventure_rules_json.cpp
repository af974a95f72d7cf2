// Reading data/high_adventure/: every table of seed 004, each value checked where it stands.
#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include <fray/high_adventure/adventure_rules.h>
#include <fray/io/data_error.h>
#include <fray/io/json_reader.h>
#include <fray/sheets/high_adventure_sheet_json.h>

#include "rules_json.h"

namespace fray::high_adventure {

void check_header(const JsonReader& root, const char* format) {
  if (root["format"].as_string() != format) root["format"].fail('"' + std::string(format) + '"');
  if (root["version"].as_int(0, 1000) != 1) root["version"].fail("version 1");
  root["source"].as_string();
}

// Every entry says where its values come from; an assumed entry says why.
void check_entry(const JsonReader& entry, std::vector<std::string_view> members) {
  for (const std::string_view key : {"source", "assumed", "note"}) members.push_back(key);
  entry.allow_only(members);
  entry["source"].as_string();
  if (const auto assumed = entry.find("assumed"); assumed && assumed->as_bool())
    entry.note_assumption(entry["note"].as_string());
}

void unique_id(std::set<std::string>& seen, const JsonReader& id) {
  if (!seen.insert(id.as_id()).second) id.fail("an id not given before");
}

namespace {

void parse_creatures(const JsonReader& root, AdventureRules& rules) {
  root.allow_only({"format", "version", "source", "note", "character_levels", "creatures"});
  check_header(root, "fray-high-adventure-creatures");
  const JsonReader levels = root["character_levels"];
  check_entry(levels, {"die", "add", "strength_die"});
  rules.level_die = levels["die"].as_int(2, 6);
  rules.level_add = levels["add"].as_int(0, 6 - rules.level_die);
  rules.strength_level_die = levels["strength_die"].as_int(2, 6);
  std::set<std::string> seen;
  for (const JsonReader& c : root["creatures"].items(1)) {
    check_entry(c, {"id",
                    "name",
                    "move_in",
                    "bravery",
                    "strength",
                    "skill",
                    "weapon_skill",
                    "cleverness",
                    "leadership",
                    "armour",
                    "ignores_rough_ground",
                    "short_legs",
                    "stealth",
                    "fearsome",
                    "fly_in",
                    "breathes_fire",
                    "killed_only_by",
                    "disabled_after_wounds",
                    "undead",
                    "size",
                    "height"});
    Creature out;
    unique_id(seen, c["id"]);
    out.id = c["id"].as_id();
    out.name = c["name"].as_string();
    out.move_in = c["move_in"].as_number(1, 48);
    out.bravery = c["bravery"].as_int(1, 6);
    out.strength = c["strength"].as_int(1, 6);
    out.skill = c["skill"].as_int(1, 6);
    out.weapon_skill = c["weapon_skill"].as_int(0, 3);
    out.cleverness = c["cleverness"].as_int(1, 6);
    out.leadership = c["leadership"].as_int(1, 6);
    if (const auto a = c.find("armour")) out.has_armour = true, out.armour = a->as_enum(kArmours);
    const std::pair<const char*, bool*> flags[] = {
        {"ignores_rough_ground", &out.ignores_rough_ground},
        {"short_legs", &out.short_legs},
        {"stealth", &out.stealth},
        {"fearsome", &out.fearsome},
        {"breathes_fire", &out.breathes_fire},
        {"undead", &out.undead}};
    for (const auto& [key, flag] : flags)
      if (const auto v = c.find(key)) *flag = v->as_bool();
    if (const auto v = c.find("fly_in")) out.fly_in = v->as_number(1, 48);
    if (const auto v = c.find("size")) {
      const std::string size = v->as_id();
      if (size != "man" && size != "large") v->fail(R"("man" or "large")");
      out.large = size == "large";
    }
    if (const auto v = c.find("killed_only_by")) {
      out.killed_only_by = v->as_id_list();
      for (std::size_t i = 0; i < out.killed_only_by.size(); ++i) {
        const std::string& way = out.killed_only_by[i];
        if (way != "magic" && way != "fire" && way != "caster" && way != "smashing")
          (*v)[i].fail(R"("magic", "fire", "caster" or "smashing")");
      }
    }
    if (const auto v = c.find("disabled_after_wounds"))
      out.disabled_after_wounds = v->as_int(1, 10);
    if (const auto v = c.find("height")) out.height = v->as_number(0.1, 20);
    rules.creatures.push_back(std::move(out));
  }
}

constexpr std::array<std::pair<std::string_view, Loading>, 3> kLoadings{
    {{"none", Loading::None},
     {"half_turn", Loading::HalfTurn},
     {"whole_turn", Loading::WholeTurn}}};

void parse_weapons(const JsonReader& root, AdventureRules& rules) {
  root.allow_only({"format", "version", "source", "note", "melee", "missile"});
  check_header(root, "fray-high-adventure-weapons");
  std::set<std::string> seen;
  for (const JsonReader& w : root["melee"].items(1)) {
    check_entry(w, {"id", "name", "kind", "two_handed"});
    unique_id(seen, w["id"]);
    MeleeWeapon out{w["id"].as_id(), w["name"].as_string(), w["kind"].as_id()};
    if (out.kind != "edged" && out.kind != "polearm" && out.kind != "smashing" &&
        out.kind != "improvised")
      w["kind"].fail(R"("edged", "polearm", "smashing" or "improvised")");
    if (const auto v = w.find("two_handed")) out.two_handed = v->as_bool();
    rules.melee_weapons.push_back(std::move(out));
  }
  if (!rules.melee_weapon("bare_hands"))
    root["melee"].fail(R"(a "bare_hands" weapon among them (a figure without one fights so))");
  for (const JsonReader& w : root["missile"].items(0)) {
    check_entry(w, {"id", "name", "ranges_in", "load", "result_modifier", "two_handed", "elf_bonus",
                    "kills_on_wound", "blast_in", "fire", "breathes_on"});
    unique_id(seen, w["id"]);
    MissileWeapon out;
    out.id = w["id"].as_id();
    out.name = w["name"].as_string();
    const JsonReader r = w["ranges_in"];
    r.allow_only({"short", "medium", "long"});
    out.ranges_in = {r["short"].as_number(1, 200), r["medium"].as_number(1, 200),
                     r["long"].as_number(1, 200)};
    if (out.ranges_in[1] < out.ranges_in[0]) r["medium"].fail("at least the short range");
    if (out.ranges_in[2] < out.ranges_in[1]) r["long"].fail("at least the medium range");
    out.load = w["load"].as_enum(kLoadings);
    if (const auto v = w.find("result_modifier")) out.result_modifier = v->as_int(-5, 5);
    if (const auto v = w.find("two_handed")) out.two_handed = v->as_bool();
    if (const auto v = w.find("elf_bonus")) out.elf_bonus = v->as_bool();
    if (const auto v = w.find("kills_on_wound")) out.kills_on_wound = v->as_bool();
    if (const auto v = w.find("fire")) out.fire = v->as_bool();
    if (const auto v = w.find("blast_in")) out.blast_in = v->as_number(0, 24);
    if (const auto v = w.find("breathes_on")) out.breathes_on = v->as_int(1, 6);
    rules.missile_weapons.push_back(std::move(out));
  }
}

constexpr std::array<std::pair<std::string_view, Outcome>, 6> kOutcomes{
    {{"none", Outcome::None},
     {"push_back", Outcome::PushBack},
     {"light_wound", Outcome::LightWound},
     {"wound", Outcome::Wound},
     {"wound_push_back", Outcome::WoundPushBack},
     {"killed", Outcome::Killed}}};

std::vector<ResultRow> parse_results(const JsonReader& table) {
  check_entry(table, {"rows"});
  std::vector<ResultRow> rows;
  for (const JsonReader& row : table["rows"].items(1)) {
    row.allow_only({"difference", "results", "source", "assumed", "note"});
    if (row["difference"].as_int(1, 100) != static_cast<int>(rows.size()) + 1)
      row["difference"].fail("the difference " + std::to_string(rows.size() + 1) +
                             " (rows in order from 1)");
    const JsonReader results = row["results"];
    if (results.size() != 4) results.fail("four results, one per armour type");
    ResultRow out{};
    for (std::size_t i = 0; i < 4; ++i) out[i] = results[i].as_enum(kOutcomes);
    rows.push_back(out);
  }
  return rows;
}

void read_ints(const JsonReader& entry,
               std::initializer_list<std::pair<std::string_view, int*>> members, int low,
               int high) {
  std::vector<std::string_view> keys;
  for (const auto& m : members) keys.push_back(m.first);
  check_entry(entry, keys);
  for (const auto& [key, value] : members) *value = entry[key].as_int(low, high);
}

void parse_combat(const JsonReader& root, AdventureRules& rules) {
  root.allow_only({"format", "version", "source", "note", "armour_types", "melee_results",
                   "melee_modifiers", "shooting_results", "shooting_modifiers", "dice",
                   "distances_in", "wood_edge", "visibility_in", "wounds", "divine_intervention"});
  check_header(root, "fray-high-adventure-combat");
  const JsonReader armours = root["armour_types"];
  if (armours.size() != 4) armours.fail(R"(["unarmoured", "padded", "mail", "plate"])");
  for (std::size_t i = 0; i < 4; ++i)
    if (armours[i].as_enum(kArmours) != static_cast<Armour>(i))
      armours[i].fail('"' + std::string(kArmours[i].first) + "\" (the columns' order)");
  rules.melee_results = parse_results(root["melee_results"]);
  rules.shooting_results = parse_results(root["shooting_results"]);
  read_ints(root["melee_modifiers"],
            {{"polearm", &rules.polearm_bonus},
             {"strength_3", &rules.strength_3_bonus},
             {"improvised", &rules.improvised_penalty},
             {"unfamiliar", &rules.unfamiliar_penalty},
             {"support_per_figure", &rules.support_per_figure},
             {"mounted", &rules.mounted_bonus},
             {"invisible", &rules.invisible_bonus}},
            -10, 10);
  read_ints(root["shooting_modifiers"],
            {{"elf_bow", &rules.elf_bow_bonus},
             {"target_below", &rules.target_below_bonus},
             {"soft_cover", &rules.soft_cover_penalty},
             {"per_shooter_wound", &rules.per_shooter_wound_penalty},
             {"unfamiliar", &rules.shooting_unfamiliar_penalty},
             {"in_building", &rules.in_building_penalty},
             {"strength_3", &rules.shooter_strength_3_bonus}},
            -10, 10);
  const JsonReader dice = root["dice"];
  check_entry(dice, {"melee", "shooting", "defence", "shield"});
  rules.melee_die = dice["melee"].as_int(2, 20);
  rules.shooting_die = dice["shooting"].as_int(2, 20);
  rules.shield_die = dice["shield"].as_int(2, 20);
  const JsonReader defence = dice["defence"];
  defence.allow_only({"short", "medium", "long"});
  rules.defence_dice = {defence["short"].as_int(2, 20), defence["medium"].as_int(2, 20),
                        defence["long"].as_int(2, 20)};
  const JsonReader d = root["distances_in"];
  check_entry(d, {"engage", "shoot_min", "shoot_min_in_woods", "break_off", "shield_friend"});
  rules.engage_in = d["engage"].as_number(0, 12);
  rules.shoot_min_in = d["shoot_min"].as_number(0, 48);
  rules.shoot_min_in_woods_in = d["shoot_min_in_woods"].as_number(0, 48);
  rules.break_off_in = d["break_off"].as_number(0, 12);
  rules.shield_friend_in = d["shield_friend"].as_number(0, 12);
  const JsonReader edge = root["wood_edge"];
  check_entry(edge, {"ranks"});
  rules.wood_edge_ranks = edge["ranks"].as_int(1, 6);
  const JsonReader v = root["visibility_in"];
  check_entry(v, {"woods", "building_outside", "building_inside", "terrain_edge_die"});
  rules.woods_visibility_in = v["woods"].as_number(0, 48);
  rules.building_outside_visibility_in = v["building_outside"].as_number(0, 48);
  rules.building_inside_visibility_in = v["building_inside"].as_number(0, 48);
  rules.terrain_edge_visibility_die = v["terrain_edge_die"].as_int(2, 20);
  check_entry(root["wounds"], {"light_per_wound"});
  rules.light_per_wound = root["wounds"]["light_per_wound"].as_int(1, 10);
  const JsonReader divine = root["divine_intervention"];
  check_entry(divine, {"die", "averts_from"});
  rules.divine_die = divine["die"].as_int(2, 20);
  rules.divine_averts_from = divine["averts_from"].as_int(1, rules.divine_die);
}

void parse_movement(const JsonReader& root, AdventureRules& rules) {
  root.allow_only({"format", "version", "source", "note", "walk_in", "ride_in", "stand_in",
                   "charge_die", "short_legs_die", "flee_die", "run_die", "run_turns",
                   "difficult_rate", "free_turn_deg", "group_in", "command_in", "follow_on_die"});
  check_header(root, "fray-high-adventure-movement");
  rules.walk_in = root["walk_in"].as_number(1, 48);
  rules.ride_in = root["ride_in"].as_number(1, 48);
  rules.stand_in = root["stand_in"].as_number(0, 48);
  rules.charge_die = root["charge_die"].as_int(1, 20);
  rules.short_legs_die = root["short_legs_die"].as_int(1, 20);
  rules.flee_die = root["flee_die"].as_int(1, 20);
  rules.run_die = root["run_die"].as_int(1, 20);
  rules.run_turns = root["run_turns"].as_int(0, 20);
  rules.difficult_rate = root["difficult_rate"].as_number(0.1, 1);
  rules.free_turn_deg = root["free_turn_deg"].as_number(0, 360);
  rules.group_in = root["group_in"].as_number(0, 48);
  rules.command_in = root["command_in"].as_number(0, 48);
  rules.follow_on_die = root["follow_on_die"].as_int(1, 20);
}

struct DataFile {
  const char* name;
  void (*parse)(const JsonReader&, AdventureRules&);
};

constexpr DataFile kFiles[] = {
    {"high_adventure/creatures.json", parse_creatures},
    {"high_adventure/weapons.json", parse_weapons},
    {"high_adventure/combat.json", parse_combat},
    {"high_adventure/movement.json", parse_movement},
    {"high_adventure/magic.json", parse_magic},
};

}  // namespace

const Creature* AdventureRules::creature(const std::string& id) const {
  return find_by_id(creatures, id);
}
const MeleeWeapon* AdventureRules::melee_weapon(const std::string& id) const {
  return find_by_id(melee_weapons, id);
}
const MissileWeapon* AdventureRules::missile_weapon(const std::string& id) const {
  return find_by_id(missile_weapons, id);
}

std::string_view to_string(Outcome outcome) {
  for (const auto& [name, value] : kOutcomes)
    if (value == outcome) return name;
  return "none";
}

AdventureRules load_adventure_rules(const std::filesystem::path& data_dir) {
  AdventureRules rules;
  for (const DataFile& file : kFiles) {
    io::ReadContext context;
    context.file = file.name;
    context.kind = "The data file";
    context.raise = io::raise_as<io::DataError>;
    context.assumed_values = true;
    const nlohmann::json document = io::read_json_file(data_dir / file.name, context);
    try {
      file.parse(JsonReader(document, "", context), rules);
    } catch (const nlohmann::json::exception& e) {
      throw io::DataError(
          file.name, "", "well-formed data", e.what(),
          std::string("The data file ") + file.name + " cannot be used: " + e.what());
    }
  }
  return rules;
}

}  // namespace fray::high_adventure
