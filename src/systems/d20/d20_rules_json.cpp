// Reading data/d20/: every table of the simple d20 system, each value checked where it stands.
#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include <fray/d20/d20_rules.h>
#include <fray/io/data_error.h>
#include <fray/io/json_reader.h>
#include <fray/sheets/d20_sheet_json.h>

namespace fray::d20 {
namespace {

using io::JsonReader;

io::ReadContext d20_context(std::string file) {
  io::ReadContext context;
  context.file = std::move(file);
  context.kind = "The data file";
  context.raise = io::raise_as<io::DataError>;
  context.assumed_values = true;
  return context;
}

void check_header(const JsonReader& root, const char* format) {
  if (root["format"].as_string() != format) root["format"].fail('"' + std::string(format) + '"');
  if (root["version"].as_int(0, 1000) != 1) root["version"].fail("version 1");
  root["source"].as_string();
}

// Every entry says where its values come from; an assumed entry says why. `members` are the
// entry's own members beside those.
void check_entry(const JsonReader& entry, std::initializer_list<std::string_view> members) {
  std::vector<std::string_view> allowed{members};
  for (const std::string_view key : {"source", "assumed", "note"}) allowed.push_back(key);
  entry.allow_only(allowed);
  entry["source"].as_string();
  if (const auto assumed = entry.find("assumed"); assumed && assumed->as_bool())
    entry.note_assumption(entry["note"].as_string());
}

void check_entry(const JsonReader& entry) {
  entry["source"].as_string();
  if (const auto assumed = entry.find("assumed"); assumed && assumed->as_bool())
    entry.note_assumption(entry["note"].as_string());
}

constexpr std::array<std::pair<std::string_view, HitEffect>, 3> kHitEffects{
    {{"defeat", HitEffect::Defeat}, {"wound", HitEffect::Wound}, {"stun", HitEffect::Stun}}};

void parse_combat(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "die", "attack_needs", "defend",
                   "hit_effects", "stunning_weapons", "stun", "unique_wounds", "circumstances"});
  check_header(root, "fray-d20-combat");
  check_entry(root["die"], {"sides"});
  rules.die_sides = root["die"]["sides"].as_int(2, 100);
  std::set<std::string> needs_seen;
  for (const JsonReader& need : root["attack_needs"].items(3)) {
    need.allow_only({"id", "need", "source", "assumed", "note"});
    check_entry(need);
    const int value = need["need"].as_int(1, rules.die_sides);
    const std::string id = need["id"].as_id();
    if (!needs_seen.insert(id).second) need["id"].fail("a need not given before");
    if (id == "melee")
      rules.melee_need = value;
    else if (id == "ranged")
      rules.ranged_need = value;
    else if (id == "ranged_in_cover")
      rules.ranged_in_cover_need = value;
    else
      need["id"].fail(R"("melee", "ranged" or "ranged_in_cover")");
  }
  if (needs_seen.size() != 3)
    root["attack_needs"].fail(R"(a need for each of "melee", "ranged" and "ranged_in_cover")");
  check_entry(root["defend"], {"need"});
  rules.defend_need = root["defend"]["need"].as_int(1, rules.die_sides);
  std::set<FigureKind> kinds_seen;
  for (const JsonReader& effect : root["hit_effects"].items(2)) {
    effect.allow_only({"kind", "effect", "source", "assumed", "note"});
    check_entry(effect);
    const FigureKind kind = effect["kind"].as_enum(kFigureKinds);
    if (!kinds_seen.insert(kind).second) effect["kind"].fail("a kind not given before");
    (kind == FigureKind::Unique ? rules.unique_hit : rules.common_hit) =
        effect["effect"].as_enum(kHitEffects);
  }
  check_entry(root["stunning_weapons"], {"effect"});
  rules.stunning_weapon_hit = root["stunning_weapons"]["effect"].as_enum(kHitEffects);
  check_entry(root["stun"], {"rounds"});
  rules.stun_rounds = root["stun"]["rounds"].as_int(1, 10);
  check_entry(root["unique_wounds"], {"min", "max"});
  rules.unique_wounds_min = root["unique_wounds"]["min"].as_int(1, 5);
  rules.unique_wounds_max = root["unique_wounds"]["max"].as_int(rules.unique_wounds_min, 5);
  for (const JsonReader& c : root["circumstances"].items()) {
    c.allow_only({"id", "name", "die", "who", "when", "source", "assumed", "note"});
    check_entry(c);
    Circumstance out;
    out.id = c["id"].as_id();
    out.name = c["name"].as_string();
    out.die = c["die"].as_enum(std::array<std::pair<std::string_view, RolledDie>, 2>{
        {{"attack", RolledDie::Attack}, {"defend", RolledDie::Defend}}});
    out.who = c["who"].as_enum(std::array<std::pair<std::string_view, Beneficiary>, 2>{
        {{"listed", Beneficiary::Listed}, {"everyone", Beneficiary::Everyone}}});
    out.when = c["when"].as_enum(std::array<std::pair<std::string_view, Situation>, 4>{
        {{"always", Situation::Always},
         {"heavy_armour", Situation::HeavyArmour},
         {"friend_adjacent_to_target", Situation::FriendAdjacentToTarget},
         {"target_in_cover", Situation::TargetInCover}}});
    out.source = c["source"].as_string();
    if (rules.circumstance(out.id)) c["id"].fail("a new circumstance id");
    rules.circumstances.push_back(std::move(out));
  }
}

constexpr std::array<std::pair<std::string_view, map::Footing>, 4> kFootings{
    {{"open", map::Footing::Open},
     {"difficult", map::Footing::Difficult},
     {"very_difficult", map::Footing::VeryDifficult},
     {"impassable", map::Footing::Impassable}}};

void parse_movement(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "move_units", "carriers", "boarding",
                   "heavy_armour", "minimum", "difficult", "dangerous", "footing", "space",
                   "battlefield"});
  check_header(root, "fray-d20-movement");
  const std::vector<JsonReader> units = root["move_units"].items(3);
  for (const JsonReader& unit : units) {
    unit.allow_only({"size", "large", "small", "source", "assumed", "note"});
    check_entry(unit);
    auto& row = rules.move_units[static_cast<std::size_t>(unit["size"].as_enum(kFigureSizes))];
    row = {unit["large"].as_int(1, 50), unit["small"].as_int(1, 50)};
  }
  for (std::size_t size = 0; size < rules.move_units.size(); ++size)
    if (rules.move_units[size][0] == 0)
      root["move_units"].fail("a row for every size (small, average, large)");
  std::set<Carrier> carriers_seen;
  for (const JsonReader& row : root["carriers"].items(3)) {
    row.allow_only({"carrier", "large", "small", "seats", "source", "assumed", "note"});
    check_entry(row);
    const Carrier carrier = row["carrier"].as_enum(kCarriers);
    if (carrier == Carrier::None) row["carrier"].fail("a mount or vehicle kind");
    if (!carriers_seen.insert(carrier).second) row["carrier"].fail("a carrier not given before");
    const auto index = static_cast<std::size_t>(carrier) - 1;
    rules.carrier_move_units[index] = {row["large"].as_int(1, 50), row["small"].as_int(1, 50)};
    rules.carrier_seats[index] = row["seats"].as_int(1, 20);
  }
  if (carriers_seen.size() != 3)
    root["carriers"].fail("a row for every carrier (mount, slow_vehicle, fast_vehicle)");
  check_entry(root["boarding"], {"cost"});
  rules.boarding_cost = root["boarding"]["cost"].as_int(0, 10);
  check_entry(root["heavy_armour"], {"fewer"});
  rules.heavy_armour_fewer = root["heavy_armour"]["fewer"].as_int(0, 10);
  check_entry(root["minimum"], {"spaces"});
  rules.minimum_spaces = root["minimum"]["spaces"].as_int(0, 10);
  check_entry(root["difficult"], {"cost"});
  rules.difficult_cost = root["difficult"]["cost"].as_int(1, 10);
  const JsonReader dangerous = root["dangerous"];
  check_entry(dangerous, {"terrain", "die", "hit_at_most", "defended"});
  rules.dangerous_terrain.clear();
  for (const JsonReader& terrain : dangerous["terrain"].items(1))
    rules.dangerous_terrain.push_back(terrain.as_string());
  rules.dangerous_die = dangerous["die"].as_int(2, 100);
  rules.dangerous_hit_at_most = dangerous["hit_at_most"].as_int(0, rules.dangerous_die);
  rules.dangerous_defended = dangerous["defended"].as_bool();
  std::set<map::Footing> footings_seen;
  for (const JsonReader& f : root["footing"].items(4)) {
    f.allow_only({"footing", "counts_as", "source", "assumed", "note"});
    check_entry(f);
    const map::Footing footing = f["footing"].as_enum(kFootings);
    if (!footings_seen.insert(footing).second) f["footing"].fail("a footing not given before");
    rules.going[static_cast<std::size_t>(footing)] =
        f["counts_as"].as_enum(std::array<std::pair<std::string_view, Going>, 3>{
            {{"open", Going::Open}, {"difficult", Going::Difficult}, {"wall", Going::Wall}}});
  }
  const JsonReader space = root["space"];
  check_entry(space, {"inches", "default_inches"});
  rules.space_inches.clear();
  for (const JsonReader& inches : space["inches"].items(1))
    rules.space_inches.push_back(inches.as_number(0.1, 12));
  rules.default_space_inches = space["default_inches"].as_number(0.1, 12);
  if (std::find(rules.space_inches.begin(), rules.space_inches.end(), rules.default_space_inches) ==
      rules.space_inches.end())
    space["default_inches"].fail("one of the space sizes under \"inches\"");
  check_entry(root["battlefield"], {"default"});
  const JsonReader battlefield = root["battlefield"]["default"];
  const std::string size = battlefield.as_string();
  if (size != "large" && size != "small") battlefield.fail(R"("large" or "small")");
  rules.default_large_battlefield = size == "large";
}

void parse_ranges(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "ranges", "table_distance"});
  check_header(root, "fray-d20-ranges");
  for (const JsonReader& r : root["ranges"].items(1)) {
    r.allow_only({"id", "attack", "min", "large", "small", "source", "assumed", "note"});
    check_entry(r);
    RangeKind out;
    out.id = r["id"].as_id();
    if (std::find(kWeaponRanges.begin(), kWeaponRanges.end(), out.id) == kWeaponRanges.end())
      r["id"].fail(io::quoted_list(kWeaponRanges, " or "));
    out.attack = r["attack"].as_enum(std::array<std::pair<std::string_view, AttackClass>, 2>{
        {{"melee", AttackClass::Melee}, {"ranged", AttackClass::Ranged}}});
    out.min_spaces = r["min"].as_int(1, 100);
    out.large_spaces = r["large"].as_int(out.min_spaces, 100);
    out.small_spaces = r["small"].as_int(out.min_spaces, 100);
    out.source = r["source"].as_string();
    if (rules.range(out.id)) r["id"].fail("a new range kind");
    rules.ranges.push_back(std::move(out));
  }
  if (!rules.range("melee")) root["ranges"].fail("a \"melee\" range among them");
  const JsonReader rounding = root["table_distance"]["rounding"];
  check_entry(root["table_distance"], {"rounding"});
  if (rounding.as_string() != "nearest") rounding.fail("\"nearest\"");
}

void parse_weapons(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "weapons"});
  check_header(root, "fray-d20-weapons");
  for (const JsonReader& w : root["weapons"].items(1)) {
    w.allow_only({"id", "name", "range", "stuns", "spread", "source", "assumed", "note"});
    check_entry(w);
    Weapon out;
    out.id = w["id"].as_id();
    out.name = w["name"].as_string();
    out.range = w["range"].as_id();
    if (!rules.range(out.range)) w["range"].fail("a range kind of d20/ranges.json");
    if (const auto stuns = w.find("stuns")) out.stuns = stuns->as_bool();
    if (const auto spread = w.find("spread"))
      out.spread = spread->as_enum(std::array<std::pair<std::string_view, Spread>, 2>{
          {{"area", Spread::Area}, {"burst", Spread::Burst}}});
    if (rules.weapon(out.id)) w["id"].fail("a new weapon id");
    rules.weapons.push_back(std::move(out));
  }
  if (!rules.weapon("bare_hands")) root["weapons"].fail("a \"bare_hands\" weapon among them");
}

void parse_roster(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "profiles"});
  check_header(root, "fray-d20-roster");
  for (const JsonReader& p : root["profiles"].items(1)) {
    std::vector<std::string_view> allowed = scenario_sheet_keys(static_cast<D20Sheet*>(nullptr));
    allowed.erase(std::find(allowed.begin(), allowed.end(), "profile"));
    allowed.erase(
        std::find(allowed.begin(), allowed.end(), "riding"));  // a scenario's, not a kind's
    for (const std::string_view key : {"id", "source", "assumed", "note"}) allowed.push_back(key);
    p.allow_only(allowed);
    check_entry(p);
    Profile out;
    out.id = p["id"].as_id();
    read_scenario_sheet(p, out.sheet);
    if (const auto problem = check_sheet(rules, out.sheet))
      p.context().fail_at(p.pointer() + problem->member, problem->expected, problem->found);
    if (rules.profile(out.id)) p["id"].fail("a new profile id");
    rules.roster.push_back(std::move(out));
  }
}

void parse_tasks(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "need", "tasks"});
  check_header(root, "fray-d20-tasks");
  check_entry(root["need"], {"value"});
  rules.task_need = root["need"]["value"].as_int(1, rules.die_sides);
  for (const JsonReader& t : root["tasks"].items(1)) {
    t.allow_only({"id", "name", "source", "assumed", "note"});
    check_entry(t);
    Task out{t["id"].as_id(), t["name"].as_string()};
    if (rules.task(out.id)) t["id"].fail("a new task id");
    rules.tasks.push_back(std::move(out));
  }
}

void parse_morale(const JsonReader& root, D20Rules& rules) {
  root.allow_only({"format", "version", "source", "note", "need_not_more_powerful",
                   "need_more_powerful", "defeated_on", "failure", "army_test", "fear_test",
                   "units"});
  check_header(root, "fray-d20-morale");
  const auto need = [&](const char* key) {
    check_entry(root[key], {"value"});
    return root[key]["value"].as_int(1, rules.die_sides);
  };
  rules.morale_need_not_more_powerful = need("need_not_more_powerful");
  rules.morale_need_more_powerful = need("need_more_powerful");
  rules.morale_defeated_on = need("defeated_on");
  check_entry(root["failure"], {"value"});
  const JsonReader failure = root["failure"]["value"];
  const std::string value = failure.as_string();
  if (value != "retreat" && value != "stun") failure.fail(R"("retreat" or "stun")");
  rules.morale_failure_stuns = value == "stun";
  // What Fray plays, stated in the data so a designer sees it; other values are not played.
  check_entry(root["army_test"], {"once"});
  if (!root["army_test"]["once"].as_bool()) root["army_test"]["once"].fail("true (played so)");
  check_entry(root["fear_test"], {"once_per_cause"});
  if (!root["fear_test"]["once_per_cause"].as_bool())
    root["fear_test"]["once_per_cause"].fail("true (played so)");
  check_entry(root["units"], {"value"});
  if (root["units"]["value"].as_string() != "group")
    root["units"]["value"].fail("\"group\" (played so)");
}

struct DataFile {
  const char* name;
  void (*parse)(const JsonReader&, D20Rules&);
};

// Ranges before weapons, which name them; the roster last, as it names weapons, circumstances
// and tasks.
constexpr std::array<DataFile, 7> kFiles{{{"d20/combat.json", parse_combat},
                                          {"d20/movement.json", parse_movement},
                                          {"d20/ranges.json", parse_ranges},
                                          {"d20/weapons.json", parse_weapons},
                                          {"d20/tasks.json", parse_tasks},
                                          {"d20/morale.json", parse_morale},
                                          {"d20/roster.json", parse_roster}}};

template <class Item>
const Item* find_by_id(const std::vector<Item>& items, const std::string& id) {
  const auto it =
      std::find_if(items.begin(), items.end(), [&](const Item& item) { return item.id == id; });
  return it == items.end() ? nullptr : &*it;
}

}  // namespace

const Circumstance* D20Rules::circumstance(const std::string& id) const {
  return find_by_id(circumstances, id);
}
const RangeKind* D20Rules::range(const std::string& id) const { return find_by_id(ranges, id); }
const Weapon* D20Rules::weapon(const std::string& id) const { return find_by_id(weapons, id); }
const Profile* D20Rules::profile(const std::string& id) const { return find_by_id(roster, id); }
const Task* D20Rules::task(const std::string& id) const { return find_by_id(tasks, id); }

std::optional<SheetProblem> check_sheet(const D20Rules& rules, const D20Sheet& sheet) {
  for (const auto& [range, id] : sheet.weapons) {
    const Weapon* weapon = rules.weapon(id);
    if (!weapon) return SheetProblem{"/weapons/" + range, "a weapon of d20/weapons.json", id};
    if (weapon->range != range)
      return SheetProblem{"/weapons/" + range, "a " + range + " weapon",
                          id + " (a " + weapon->range + " weapon)"};
  }
  for (std::size_t i = 0; i < sheet.roll_twice.size(); ++i)
    if (!rules.circumstance(sheet.roll_twice[i]))
      return SheetProblem{"/roll_twice/" + std::to_string(i), "a circumstance of d20/combat.json",
                          sheet.roll_twice[i]};
  for (std::size_t i = 0; i < sheet.talents.size(); ++i)
    if (!rules.task(sheet.talents[i]))
      return SheetProblem{"/talents/" + std::to_string(i), "a task of d20/tasks.json",
                          sheet.talents[i]};
  if (sheet.kind == FigureKind::Common && sheet.max_wounds != 1)
    return SheetProblem{"/wounds", "1 for a common figure (seed 003, \"Defend\")",
                        std::to_string(sheet.max_wounds)};
  if (sheet.kind == FigureKind::Unique &&
      (sheet.max_wounds < rules.unique_wounds_min || sheet.max_wounds > rules.unique_wounds_max))
    return SheetProblem{"/wounds",
                        std::to_string(rules.unique_wounds_min) + " to " +
                            std::to_string(rules.unique_wounds_max) +
                            " for a unique figure (seed 003, \"Defend\")",
                        std::to_string(sheet.max_wounds)};
  return std::nullopt;
}

D20Rules load_d20_rules(const std::filesystem::path& data_dir) {
  D20Rules rules;
  for (const DataFile& file : kFiles) {
    io::ReadContext context = d20_context(file.name);
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

}  // namespace fray::d20
