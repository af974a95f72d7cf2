// Reading data/high_adventure/magic.json: seed 004, "Wizards, Witches and Magic".
#include <array>
#include <set>
#include <string>
#include <utility>

#include <fray/sheets/high_adventure_sheet_json.h>

#include "rules_json.h"

namespace fray::high_adventure {
namespace {

constexpr std::array<std::pair<std::string_view, SpellTarget>, 5> kTargets{
    {{"figure", SpellTarget::Figure},
     {"enemy", SpellTarget::Enemy},
     {"caster", SpellTarget::Caster},
     {"point", SpellTarget::Point},
     {"thing", SpellTarget::Thing}}};

// The attributes a casting may test (seed 004, "Character levels").
constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kAttributes{
    {{"bravery", "bravery"},
     {"strength", "strength"},
     {"skill", "skill"},
     {"cleverness", "cleverness"},
     {"leadership", "leadership"}}};

constexpr std::array<std::pair<std::string_view, bool>, 2> kRanks{
    {{"minor", false}, {"major", true}}};

DiceRoll read_dice(const JsonReader& d) {
  d.allow_only({"count", "sides"});
  return {d["count"].as_int(1, 10), d["sides"].as_int(2, 20)};
}

Ability read_ability(const JsonReader& a) {
  check_entry(a, {"id",
                  "name",
                  "rank",
                  "conjure_turns",
                  "cost",
                  "range_in",
                  "target",
                  "effect",
                  "applied",
                  "wakes_on",
                  "ends_on",
                  "max_turns",
                  "kills_at_turns",
                  "wounds_healed",
                  "distance_dice",
                  "duration_dice",
                  "across_in",
                  "dead_for_turns",
                  "rises_as",
                  "animates",
                  "number_dice",
                  "creates",
                  "created_weapon",
                  "control_test",
                  "height_times"});
  Ability out;
  out.id = a["id"].as_id();
  out.name = a["name"].as_string();
  out.major = a["rank"].as_enum(kRanks);
  out.conjure_turns = a["conjure_turns"].as_int(1, 20);
  out.cost = a["cost"].as_int(0, 20);
  if (!a["range_in"].is_null()) out.range_in = a["range_in"].as_number(0, 200);
  out.target = a["target"].as_enum(kTargets);
  out.effect = a["effect"].as_string();
  out.applied = a["applied"].as_bool();
  const std::pair<const char*, int*> numbers[] = {
      {"wakes_on", &out.wakes_on},           {"ends_on", &out.ends_on},
      {"max_turns", &out.max_turns},         {"kills_at_turns", &out.kills_at_turns},
      {"wounds_healed", &out.wounds_healed}, {"dead_for_turns", &out.dead_for_turns}};
  for (const auto& [key, value] : numbers)
    if (const auto v = a.find(key)) *value = v->as_int(1, 50);
  if (const auto v = a.find("distance_dice")) out.distance = read_dice(*v);
  if (const auto v = a.find("duration_dice")) out.duration = read_dice(*v);
  if (const auto v = a.find("across_in")) out.across_in = v->as_number(0.5, 100);
  if (const auto v = a.find("rises_as")) out.rises_as = v->as_id();
  if (const auto v = a.find("animates")) out.animates = v->as_id_list();
  if (const auto v = a.find("number_dice")) out.number = read_dice(*v);
  if (const auto v = a.find("creates"))
    for (const JsonReader& c : v->items(1)) {
      c.allow_only({"on", "creature"});
      Creation made;
      if (const auto on = c.find("on"))
        for (const JsonReader& face : on->items(1)) made.on.push_back(face.as_int(1, 6));
      made.creature = c["creature"].as_id();
      out.creates.push_back(std::move(made));
    }
  if (const auto v = a.find("created_weapon")) out.created_weapon = v->as_id();
  if (const auto v = a.find("control_test")) out.control_test = v->as_enum(kAttributes);
  if (const auto v = a.find("height_times")) out.height_times = v->as_number(0.1, 20);
  return out;
}

// What the `cast` command needs of each ability it applies.
void check_applied(const JsonReader& entry, const Ability& a) {
  const auto need = [&](bool has, const char* member) {
    if (!has) entry.fail(std::string("a \"") + member + "\" member (" + a.name + " needs it)");
  };
  if (!a.applied) return;
  if (a.id == "sleep") need(a.wakes_on > 0, "wakes_on");
  if (a.id == "make_invisible") need(a.ends_on > 0, "ends_on");
  if (a.id == "hypnotic_gaze") need(a.max_turns > 0, "max_turns");
  if (a.id == "healing") need(a.wounds_healed > 0, "wounds_healed");
  if (a.id == "knock_back") need(a.distance.count > 0, "distance_dice");
  if (a.id == "smoke") need(a.across_in > 0, "across_in");
  if (a.id == "reanimate")
    need(a.dead_for_turns > 0 && !a.rises_as.empty(), "dead_for_turns and rises_as");
  if (a.id == "control")
    need(!a.animates.empty() && a.number.count > 0, "animates and number_dice");
  if (a.id == "summon" || a.id == "avatar") {
    need(!a.creates.empty() && !a.created_weapon.empty(), "creates and created_weapon");
    need(a.duration.count > 0, "duration_dice");
  }
  if (a.id == "summon") need(!a.control_test.empty(), "control_test");
  if (a.id == "transform_self")
    need(a.height_times > 0 && !a.created_weapon.empty(), "height_times and created_weapon");
  if (a.id == "illusion") need(a.across_in > 0, "across_in");
  if (a.id == "petrify" || a.id == "freeze" || a.id == "wind_storm" || a.id == "smoke")
    need(a.duration.count > 0, "duration_dice");
  // These are aimed at a place, so the command takes a point and no figure.
  const bool at_a_point = a.id == "smoke" || a.id == "start_fire" || a.id == "light_torch" ||
                          a.id == "summon" || a.id == "avatar" || a.id == "illusion";
  if (at_a_point && a.target != SpellTarget::Point) entry["target"].fail("\"point\"");
}

Artifact read_artifact(const JsonReader& a) {
  check_entry(a, {"id", "name", "effect", "counts_as", "foes_unarmoured", "shunned_as_target",
                  "shot_band", "magic_succeeds_on"});
  Artifact out;
  out.id = a["id"].as_id();
  out.name = a["name"].as_string();
  out.effect = a["effect"].as_string();
  if (const auto v = a.find("counts_as")) out.counts_as = v->as_enum(kArmours);
  if (const auto v = a.find("foes_unarmoured")) out.foes_unarmoured = v->as_bool();
  if (const auto v = a.find("shunned_as_target")) out.shunned_as_target = v->as_bool();
  if (const auto v = a.find("shot_band")) {
    constexpr std::array<std::pair<std::string_view, int>, 3> kBands{
        {{"short", 0}, {"medium", 1}, {"long", 2}}};
    out.shot_band = v->as_enum(kBands);
  }
  if (const auto v = a.find("magic_succeeds_on")) out.magic_succeeds_on = v->as_int(1, 20);
  return out;
}

}  // namespace

const Ability* AdventureMagic::ability(const std::string& id) const {
  return find_by_id(abilities, id);
}

const Artifact* AdventureMagic::artifact(const std::string& id) const {
  return find_by_id(artifacts, id);
}

// What Summon and Avatar bring: creatures of creatures.json, a hand weapon of weapons.json
// (both read before magic.json), and each face of the D6 once when there are several.
static void check_creations(const JsonReader& a, const Ability& read, const AdventureRules& rules) {
  std::set<int> faces;
  for (std::size_t i = 0; i < read.creates.size(); ++i) {
    const Creation& c = read.creates[i];
    if (!rules.creature(c.creature))
      a["creates"][i]["creature"].fail("a creature of high_adventure/creatures.json");
    for (std::size_t k = 0; k < c.on.size(); ++k)
      if (!faces.insert(c.on[k]).second) a["creates"][i]["on"][k].fail("a face not given before");
    if (read.creates.size() > 1 && c.on.empty())
      a["creates"][i].fail("the faces it appears \"on\" (there are several creatures)");
  }
  if (read.creates.size() > 1 && faces.size() != 6)
    a["creates"].fail("creatures for every face of the D6, 1 to 6");
  if (!read.created_weapon.empty() && !rules.melee_weapon(read.created_weapon))
    a["created_weapon"].fail("a melee weapon of high_adventure/weapons.json");
}

void parse_magic(const JsonReader& root, AdventureRules& rules) {
  root.allow_only({"format", "version", "source", "note", "casting", "ranks", "panoply",
                   "abilities", "artifacts"});
  check_header(root, "fray-high-adventure-magic");
  AdventureMagic& magic = rules.magic;
  const JsonReader casting = root["casting"];
  check_entry(casting, {"die", "natural_fail", "take_one_off_cost"});
  magic.casting_die = casting["die"].as_int(2, 20);
  magic.natural_fail = casting["natural_fail"].as_int(0, 20);
  magic.take_one_off_cost = casting["take_one_off_cost"].as_int(0, 10);
  std::set<std::string> seen;
  for (const JsonReader& r : root["ranks"].items(1)) {
    check_entry(r, {"id", "name", "min_points", "max_points"});
    unique_id(seen, r["id"]);
    MagicRank rank{r["id"].as_id(), r["name"].as_string(), r["min_points"].as_int(0, 30), 0};
    rank.max_points = r["max_points"].as_int(rank.min_points, 30);
    magic.ranks.push_back(std::move(rank));
  }
  const JsonReader panoply = root["panoply"];
  check_entry(panoply, {"major", "minor_with_major", "minor_alone"});
  magic.major_max = panoply["major"].as_int(0, 10);
  magic.minor_with_major = panoply["minor_with_major"].as_int(0, 10);
  magic.minor_alone = panoply["minor_alone"].as_int(0, 10);
  seen.clear();
  for (const JsonReader& a : root["abilities"].items(1)) {
    unique_id(seen, a["id"]);
    magic.abilities.push_back(read_ability(a));
    check_applied(a, magic.abilities.back());
    // creatures.json is read first: the creature a body rises as must be one of it.
    const Ability& read = magic.abilities.back();
    if (!read.rises_as.empty() && !rules.creature(read.rises_as))
      a["rises_as"].fail("a creature of high_adventure/creatures.json");
    for (std::size_t i = 0; i < read.animates.size(); ++i)
      if (!rules.creature(read.animates[i]))
        a["animates"][i].fail("a creature of high_adventure/creatures.json");
    check_creations(a, read, rules);
  }
  seen.clear();
  if (const auto artifacts = root.find("artifacts"))
    for (const JsonReader& a : artifacts->items(0)) {
      unique_id(seen, a["id"]);
      magic.artifacts.push_back(read_artifact(a));
    }
}

}  // namespace fray::high_adventure
