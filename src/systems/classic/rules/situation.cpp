
#include <fray/classic/rules/situation.h>
#include <fray/io/data_error.h>

#include "enum_names.h"
#include "json_reader.h"

namespace fray::rules {
namespace {
using detail::EnumNames;
using detail::JsonReader;

constexpr EnumNames<TroopType, 3> kMounts{{{"foot", TroopType::Foot},
                                           {"cavalry", TroopType::Cavalry},
                                           {"mounted_foot", TroopType::MountedFoot}}};
constexpr EnumNames<ShotCover, 5> kCovers{{{"none", ShotCover::None},
                                           {"behind_cover", ShotCover::BehindCover},
                                           {"forest_edge", ShotCover::ForestEdge},
                                           {"shield_wall", ShotCover::ShieldWall},
                                           {"arrow_slit", ShotCover::ArrowSlit}}};
constexpr EnumNames<Technology, 3> kTechnologies{
    {{"stone", Technology::Stone}, {"bronze", Technology::Bronze}, {"iron", Technology::Iron}}};

bool flag(const JsonReader& object, std::string_view key) {
  const std::optional<JsonReader> value = object.find(key);
  return value && value->as_bool();
}

int optional_int(const JsonReader& object, std::string_view key, int fallback, int min, int max) {
  const std::optional<JsonReader> value = object.find(key);
  return value ? value->as_int(min, max) : fallback;
}

FigureSpec read_figure(const JsonReader& r) {
  r.allow_only({"name", "species", "class", "armour", "mount", "rider", "weapon", "melee_die",
                "elite", "strong", "half_stunned", "prior_wounds", "trunk_wounds", "leg_wounds",
                "technology", "conditions"});
  FigureSpec f;
  f.name = r.at("name").as_string();
  f.species = r.at("species").as_id();
  f.figure_class = r.at("class").as_int(2, 5);
  f.worn_armour = r.at("armour").as_int(3, 5);
  if (const auto mount = r.find("mount")) f.mount = mount->as_enum(kMounts);
  if (const auto rider = r.find("rider")) {
    static constexpr EnumNames<bool, 2> kRiders{{{"good", true}, {"poor", false}}};
    f.good_rider = rider->as_enum(kRiders);
  }
  if (const auto weapon = r.find("weapon")) f.weapon = weapon->as_id();
  if (const auto die = r.find("melee_die")) f.melee_die = detail::read_die(*die).sides;
  f.elite = flag(r, "elite");
  f.strong_individual = flag(r, "strong");
  f.half_stunned = flag(r, "half_stunned");
  f.prior_wounds = optional_int(r, "prior_wounds", 0, 0, 3);
  f.trunk_wounds = optional_int(r, "trunk_wounds", 0, 0, 3);
  f.leg_wounds = optional_int(r, "leg_wounds", 0, 0, 5);
  if (const auto tech = r.find("technology")) f.technology = tech->as_enum(kTechnologies);
  return f;
}

// The yes/no conditions a situation may state, each key named once: the same table lists the
// allowed members and fills the struct.
template <typename Conditions>
struct FlagKey {
  std::string_view key;
  bool Conditions::*member;
};

constexpr FlagKey<StrikeConditions> kStrikeFlags[] = {
    {"charging", &StrikeConditions::charging},
    {"immobile", &StrikeConditions::immobile},
    {"foe_charging", &StrikeConditions::foe_charging},
    {"foe_crosses_obstacle", &StrikeConditions::foe_crosses_obstacle},
    {"foe_on_higher_ground", &StrikeConditions::foe_on_higher_ground},
    {"foe_in_shield_wall", &StrikeConditions::foe_in_shield_wall},
    {"difficult_for_cavalry", &StrikeConditions::difficult_for_cavalry},
    {"very_difficult_for_cavalry", &StrikeConditions::very_difficult_for_cavalry},
    {"out_of_earshot", &StrikeConditions::out_of_earshot},
};

constexpr FlagKey<ShotConditions> kShotFlags[] = {
    {"from_window", &ShotConditions::from_window},
    {"shooter_moving", &ShotConditions::shooter_moving},
    {"just_before_contact", &ShotConditions::just_before_contact},
    {"shooter_furtive", &ShotConditions::shooter_furtive},
    {"target_furtive", &ShotConditions::target_furtive},
    {"target_in_group", &ShotConditions::target_in_group},
    {"target_behind_built_protection", &ShotConditions::target_behind_built_protection},
    {"target_idle", &ShotConditions::target_idle},
    {"target_hidden", &ShotConditions::target_hidden},
    {"target_deep_in_forest", &ShotConditions::target_deep_in_forest},
    {"target_crouched_behind_bank", &ShotConditions::target_crouched_behind_bank},
    {"out_of_earshot", &ShotConditions::out_of_earshot},
};

// Reads the flags of `table` from `r` (refusing unknown members; `other_keys` are the non-flag
// members the caller reads itself).
template <typename Conditions, std::size_t N>
void read_flags(const JsonReader& r, const FlagKey<Conditions> (&table)[N],
                std::initializer_list<std::string_view> other_keys, Conditions& out) {
  std::vector<std::string_view> allowed(other_keys);
  for (const FlagKey<Conditions>& flag_key : table) allowed.push_back(flag_key.key);
  r.allow_only(allowed);
  for (const FlagKey<Conditions>& flag_key : table) out.*flag_key.member = flag(r, flag_key.key);
}

StrikeConditions read_strike_conditions(const JsonReader& figure, bool first_turn) {
  StrikeConditions c;
  c.first_turn_of_contact = first_turn;
  if (const std::optional<JsonReader> r = figure.find("conditions"))
    read_flags(*r, kStrikeFlags, {}, c);
  return c;
}

ShotConditions read_shot_conditions(const JsonReader& root) {
  ShotConditions c;
  c.range_cm = root.at("range_cm").as_number();
  if (c.range_cm < 0) root.at("range_cm").fail("a range of 0 cm or more");
  const std::optional<JsonReader> r = root.find("conditions");
  if (!r) return c;
  read_flags(*r, kShotFlags, {"cover"}, c);
  if (const auto cover = r->find("cover")) c.cover = cover->as_enum(kCovers);
  return c;
}

}  // namespace

Situation parse_situation(const nlohmann::json& document, const std::string& file) {
  detail::ReadContext context = detail::data_context(file);
  const JsonReader root(document, "", context);
  root.allow_only({"format", "version", "title", "source", "note", "kind", "range_cm", "conditions",
                   "shooters", "target", "first_turn_of_contact", "attackers", "defender",
                   "defender_strikes", "expect", "into_melee", "target_group_size"});
  if (root.at("format").as_string() != "fray-situation")
    root.at("format").fail("\"fray-situation\"");
  if (const int version = root.at("version").as_int(); version != 1)
    root.at("version").fail("format version 1 (this Fray reads situations of version 1)");
  Situation s;
  s.title = root.at("title").as_string();
  s.source = root.optional_text("source");
  s.note = root.optional_text("note");
  static constexpr EnumNames<Situation::Kind, 2> kKinds{
      {{"shot", Situation::Kind::Shot}, {"melee", Situation::Kind::Melee}}};
  s.kind = root.at("kind").as_enum(kKinds);
  if (const auto expect = root.find("expect")) s.expect = expect->json();
  if (s.kind == Situation::Kind::Shot) {
    for (const JsonReader& shooter : root.at("shooters").items(1))
      s.shooters.push_back(read_figure(shooter));
    s.target = read_figure(root.at("target"));
    s.shot = read_shot_conditions(root);
    if (const auto melee = root.find("into_melee")) s.into_melee = melee->as_bool();
    if (const auto group = root.find("target_group_size"))
      s.target_group_size = group->as_int(1, 50);
    return s;
  }
  if (const auto first = root.find("first_turn_of_contact"))
    s.first_turn_of_contact = first->as_bool();
  for (const JsonReader& attacker : root.at("attackers").items(1)) {
    s.attackers.push_back(read_figure(attacker));
    s.attacker_conditions.push_back(read_strike_conditions(attacker, s.first_turn_of_contact));
  }
  s.defender = read_figure(root.at("defender"));
  s.defender_conditions = read_strike_conditions(root.at("defender"), s.first_turn_of_contact);
  if (const auto index = root.find("defender_strikes"))
    s.defender_strikes =
        static_cast<std::size_t>(index->as_int(0, static_cast<int>(s.attackers.size()) - 1));
  return s;
}

Situation load_situation(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  return parse_situation(io::read_json_file(path, detail::data_context(file)), file);
}

}  // namespace fray::rules
