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

constexpr std::array<std::pair<std::string_view, bool>, 2> kRanks{
    {{"minor", false}, {"major", true}}};

DiceRoll read_dice(const JsonReader& d) {
  d.allow_only({"count", "sides"});
  return {d["count"].as_int(1, 10), d["sides"].as_int(2, 20)};
}

Ability read_ability(const JsonReader& a) {
  check_entry(a, {"id", "name", "rank", "conjure_turns", "cost", "range_in", "target", "effect",
                  "applied", "wakes_on", "ends_on", "max_turns", "kills_at_turns", "wounds_healed",
                  "distance_dice", "duration_dice", "across_in"});
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
  const std::pair<const char*, int*> numbers[] = {{"wakes_on", &out.wakes_on},
                                                  {"ends_on", &out.ends_on},
                                                  {"max_turns", &out.max_turns},
                                                  {"kills_at_turns", &out.kills_at_turns},
                                                  {"wounds_healed", &out.wounds_healed}};
  for (const auto& [key, value] : numbers)
    if (const auto v = a.find(key)) *value = v->as_int(1, 50);
  if (const auto v = a.find("distance_dice")) out.distance = read_dice(*v);
  if (const auto v = a.find("duration_dice")) out.duration = read_dice(*v);
  if (const auto v = a.find("across_in")) out.across_in = v->as_number(0.5, 100);
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
  if (a.id == "petrify" || a.id == "freeze" || a.id == "wind_storm" || a.id == "smoke")
    need(a.duration.count > 0, "duration_dice");
  // These are aimed at a place, so the command takes a point and no figure.
  const bool at_a_point = a.id == "smoke" || a.id == "start_fire" || a.id == "light_torch";
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
  }
  seen.clear();
  if (const auto artifacts = root.find("artifacts"))
    for (const JsonReader& a : artifacts->items(0)) {
      unique_id(seen, a["id"]);
      magic.artifacts.push_back(read_artifact(a));
    }
}

}  // namespace fray::high_adventure
