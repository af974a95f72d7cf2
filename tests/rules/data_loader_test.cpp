// Loads the real data/ folder and checks a sample of values against the seeds' tables.
#include <algorithm>
#include <filesystem>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include <fray/classic/rules/data_loader.h>
#include <fray/classic/rules/ruleset.h>
#include <fray/io/data_error.h>

namespace fray::rules {
namespace {

const Ruleset& data() {
  static const Ruleset ruleset = load_ruleset(FRAY_DATA_DIR);
  return ruleset;
}

const Species& species(std::string_view id) {
  const Species* s = data().find_species(id);
  if (s == nullptr) throw std::out_of_range(std::string(id));
  return *s;
}

const MissileWeapon& missile(std::string_view id) {
  const MissileWeapon* w = data().find_missile_weapon(id);
  if (w == nullptr) throw std::out_of_range(std::string(id));
  return *w;
}

bool has_assumption(std::string_view file, std::string_view pointer) {
  return std::any_of(data().assumptions.begin(), data().assumptions.end(),
                     [&](const auto& a) { return a.file == file && a.pointer == pointer; });
}

TEST(DataLoader, LoadsEverySpeciesOfTheSeeds) {
  for (const char* id : {"goblin",
                         "halfling",
                         "dwarf",
                         "human",
                         "hobgoblin",
                         "orcq",
                         "big_orcq",
                         "half_ogre_orcqish",
                         "half_ogre_human",
                         "ogre",
                         "troll_medium",
                         "troll_large",
                         "bugbear",
                         "lizardman_small",
                         "lizardman_medium",
                         "lizardman_large",
                         "ratman_small",
                         "ratman_medium",
                         "ratman_large",
                         "minotaur_medium",
                         "minotaur_large",
                         "skeleton_human",
                         "zombie_human",
                         "cyclops",
                         "giant"}) {
    EXPECT_NE(data().find_species(id), nullptr) << id;
  }
  EXPECT_EQ(data().find_species("elf"), nullptr);
}

TEST(DataLoader, DwarfMatchesSpeciesTable) {
  const Species& dwarf = species("dwarf");
  EXPECT_EQ(dwarf.strength, StrengthClass::EqualH);
  EXPECT_EQ(dwarf.movement.light_cm, 16);
  EXPECT_EQ(dwarf.movement.armour4_cm, 16);
  EXPECT_EQ(dwarf.movement.armour5_cm, 12);
  EXPECT_EQ(dwarf.melee_dice, (std::vector<DieSpec>{DieSpec{1, 6}}));
  EXPECT_EQ(dwarf.ranged_die, (DieSpec{1, 6}));
  EXPECT_FALSE(dwarf.life_die.has_value());  // a single life point
  EXPECT_TRUE(dwarf.has_rule("ignore_recoil_on_mineral_ground"));
  EXPECT_TRUE(dwarf.has_rule("half_long_spears"));
  ASSERT_EQ(dwarf.terrain_peculiarities.size(), 1U);
  EXPECT_EQ(dwarf.terrain_peculiarities[0].terrain_ids,
            (std::vector<std::string>{"underground_cave"}));
  EXPECT_FALSE(dwarf.can_use_missile_weapon("longbow"));
  EXPECT_TRUE(dwarf.can_use_missile_weapon("war_crossbow"));
  EXPECT_TRUE(dwarf.can_use_missile_weapon("composite_short_bow"));
  EXPECT_EQ(dwarf.base_sizes_cm, (std::vector<double>{2.0}));
}

TEST(DataLoader, OgreAndTrolls) {
  const Species& ogre = species("ogre");
  EXPECT_EQ(ogre.strength, StrengthClass::PlusPlusH);
  EXPECT_EQ(ogre.life_die, (DieSpec{1, 3}));
  EXPECT_EQ(ogre.melee_dice, (std::vector<DieSpec>{DieSpec{1, 10}}));
  EXPECT_EQ(ogre.protection.kind, ProtectionKind::ArmourPlus);
  EXPECT_EQ(ogre.protection.armour_bonus, 2);
  EXPECT_EQ(ogre.ranged_use, RangedUse::Rare);
  EXPECT_EQ(ogre.refuse_recoil_from, StrengthClass::EqualH);

  const Species& troll = species("troll_large");
  EXPECT_EQ(troll.strength, StrengthClass::H2);
  EXPECT_EQ(troll.life_die, (DieSpec{1, 4}));
  EXPECT_EQ(troll.melee_dice, (std::vector<DieSpec>{DieSpec{1, 12}, DieSpec{2, 6}}));
  EXPECT_EQ(troll.protection.kind, ProtectionKind::Fixed);
  EXPECT_EQ(troll.protection.fixed_armour, 7);
  EXPECT_TRUE(troll.has_rule("strike_last"));
  EXPECT_EQ(troll.refuse_recoil_from, StrengthClass::PlusH);
  EXPECT_EQ(troll.base_sizes_cm, (std::vector<double>{4.0}));
  EXPECT_EQ(species("troll_medium").protection.fixed_armour, 6);
  EXPECT_EQ(species("troll_medium").melee_dice, (std::vector<DieSpec>{DieSpec{1, 10}}));
  EXPECT_EQ(species("half_ogre_orcqish").life_die, (DieSpec{1, 2}));
  EXPECT_EQ(species("big_orcq").refuse_recoil_from, StrengthClass::MinusH);
}

TEST(DataLoader, GoblinSplitProtectionAndAssumedLightMove) {
  const Species& goblin = species("goblin");
  EXPECT_EQ(goblin.protection.kind, ProtectionKind::Split);
  EXPECT_EQ(effective_armour(goblin.protection, 3, AttackKind::Shooting), 4);
  EXPECT_EQ(effective_armour(goblin.protection, 3, AttackKind::Melee), 3);
  EXPECT_EQ(goblin.protection.melee_class, 3);
  EXPECT_EQ(goblin.melee_dice, (std::vector<DieSpec>{DieSpec{1, 4}}));
  EXPECT_EQ(goblin.movement.light_cm, 16);
  EXPECT_TRUE(has_assumption("classic/species.json", "/species/0/movement_cm/light"));
  EXPECT_TRUE(goblin.provenance.assumed);  // one of its values is assumed
  EXPECT_FALSE(goblin.can_use_missile_weapon("bow"));
  EXPECT_TRUE(goblin.can_use_missile_weapon("bow_weak"));
}

TEST(DataLoader, ShootingDiceOfOrcqsAndUndead) {
  const Species& orcq = species("orcq");
  EXPECT_EQ(orcq.shooting_die(false), (DieSpec{1, 4}));
  EXPECT_EQ(orcq.shooting_die(true), (DieSpec{1, 6}));  // hand-thrown missiles
  const Species& skeleton = species("skeleton_human");
  EXPECT_EQ(skeleton.shooting_die(false), (DieSpec{1, 6}));
  EXPECT_EQ(skeleton.shooting_die(true), (DieSpec{1, 4}));
  EXPECT_EQ(skeleton.melee_dice, (std::vector<DieSpec>{DieSpec{1, 4}}));
  EXPECT_TRUE(skeleton.has_rule("minus_one_protection_from_shots"));
  EXPECT_EQ(species("zombie_human").movement.armour4_cm, 12);
  EXPECT_EQ(species("zombie_human").ranged_use, RangedUse::None);
  EXPECT_FALSE(species("troll_large").ranged_die.has_value());
}

TEST(DataLoader, MissileWeaponsFromTheShootingTable) {
  const MissileWeapon& bow = missile("bow");
  EXPECT_EQ(bow.armour4_modifier, -1);
  EXPECT_EQ(bow.to_hit_at(0), 5);
  EXPECT_EQ(bow.to_hit_at(20), 5);  // a boundary belongs to the nearer band
  EXPECT_EQ(bow.to_hit_at(20.5), 6);
  EXPECT_EQ(bow.to_hit_at(60), 7);
  EXPECT_EQ(bow.band_at(61), nullptr);
  EXPECT_TRUE(bow.band_at(50)->exterior_only);
  EXPECT_FALSE(bow.band_at(10)->exterior_only);
  EXPECT_EQ(bow.moving_foot.max_range_cm, 10);
  EXPECT_EQ(bow.moving_foot.penalty, -1);
  EXPECT_TRUE(bow.moving_mounted.allowed);

  const MissileWeapon& staff_sling = missile("staff_sling");
  EXPECT_EQ(staff_sling.to_hit_at(5), 6);
  EXPECT_TRUE(staff_sling.band_at(5)->exterior_only);
  EXPECT_EQ(staff_sling.to_hit_at(25), 8);  // "(8)": three sixes with a D6
  EXPECT_TRUE(staff_sling.immobile_only);
  EXPECT_EQ(staff_sling.group_bonus, 1);

  const MissileWeapon& javelin = missile("javelin");
  EXPECT_EQ(javelin.to_hit_at(25), std::nullopt);  // "—"
  EXPECT_EQ(javelin.to_hit_at(5, BandCondition::CavalryMovingOnEasyTerrain), 5);
  EXPECT_EQ(missile("stone_throwing").to_hit_at(5, BandCondition::GoodThrower), 7);
  EXPECT_EQ(missile("stone_throwing").to_hit_at(5), 8);
  EXPECT_EQ(missile("bow_weak").to_hit_at(35), 7);  // its own 20-40 cm band
  EXPECT_EQ(missile("pilum").shots_per_figure, 1);
  EXPECT_TRUE(missile("pilum").ignores_shield_wall);
  EXPECT_TRUE(missile("sling").not_protected_by_terrain_when_shooting);
  EXPECT_EQ(missile("ancient_crossbow").reload_turns, 1);
}

TEST(DataLoader, MeleeWeaponsAndLengths) {
  const MeleeWeapon* spear = data().find_melee_weapon("thrusting_spear");
  ASSERT_NE(spear, nullptr);
  EXPECT_EQ(spear->length_for({}, false), LengthClass::Long);
  EXPECT_EQ(spear->length_for(species("dwarf").special_rules, false), LengthClass::HalfLong);
  EXPECT_EQ(spear->length_for(species("goblin").special_rules, false), LengthClass::HalfLong);
  const MeleeWeapon* pike = data().find_melee_weapon("pike");
  ASSERT_NE(pike, nullptr);
  EXPECT_EQ(pike->length_for(species("dwarf").special_rules, false), LengthClass::Long);
  const MeleeWeapon* halberd = data().find_melee_weapon("halberd");
  ASSERT_NE(halberd, nullptr);
  EXPECT_EQ(halberd->mounted.counts_as, "thrusting_spear");
  ASSERT_EQ(halberd->bonuses.size(), 1U);
  EXPECT_EQ(halberd->bonuses[0].value, 1);
  EXPECT_EQ(halberd->bonuses[0].target_min_strength, StrengthClass::PlusPlusH);
  EXPECT_TRUE(halberd->bonuses[0].or_target_mounted);
  ASSERT_EQ(data().length_classes.size(), 5U);
  EXPECT_EQ(data().length_classes.front().length, LengthClass::Long);
  EXPECT_TRUE(data().length_advantage_first_turn_only);
}

TEST(DataLoader, TerrainAndMovementTables) {
  const TerrainType* woods = data().find_terrain("woods");
  ASSERT_NE(woods, nullptr);
  EXPECT_EQ(woods->cavalry.difficulty, TerrainDifficulty::VeryDifficult);
  EXPECT_EQ(woods->cavalry.slowing_dice, 2);
  EXPECT_EQ(woods->cannot_be_shot_if, ShotDenial::ForestDepth10cmOrMore);
  const TerrainType* bushes = data().find_terrain("bushes");
  ASSERT_NE(bushes, nullptr);
  EXPECT_EQ(bushes->movement_for(TroopType::Foot).difficulty, TerrainDifficulty::Difficult);
  EXPECT_EQ(bushes->movement_for(TroopType::Foot).slowing_dice, 1);
  EXPECT_EQ(bushes->shooting_protection, -1);
  EXPECT_EQ(data().find_terrain("very_hard_slope")->cavalry.difficulty,
            TerrainDifficulty::Forbidden);
  EXPECT_TRUE(data().find_terrain("pavement")->mineral_ground);
  EXPECT_TRUE(data().find_terrain("pavement")->provenance.assumed);

  const MovementRules& movement = data().movement;
  const TroopMovement* foot = movement.find(TroopType::Foot);
  const TroopMovement* cavalry = movement.find(TroopType::Cavalry);
  ASSERT_TRUE(foot && cavalry && movement.find(TroopType::MountedFoot));
  EXPECT_EQ(foot->light_cm, 20);
  EXPECT_EQ(foot->armour4_cm, 16);
  EXPECT_EQ(foot->slowing_dice, 1);
  EXPECT_EQ(cavalry->light_cm, 40);
  EXPECT_EQ(cavalry->slowing_dice, 2);
  EXPECT_EQ(cavalry->blocked_in_difficult, BlockRule::AllSixes);
  EXPECT_EQ(cavalry->blocked_in_very_difficult, BlockRule::AnySix);
  EXPECT_EQ(movement.find(TroopType::MountedFoot)->light_cm, 36);
  EXPECT_EQ(movement.close_order_forward_cm, 12);
  EXPECT_EQ(movement.close_order_sideways_or_back_cm, 8);
  EXPECT_FALSE(movement.close_order_in_difficult_terrain);
}

TEST(DataLoader, ModifierTablesAndBudget) {
  EXPECT_EQ(data().shooting.cap_worst_total, -2);
  EXPECT_EQ(data().shooting.armour_beyond_5.per_level, -1);
  EXPECT_TRUE(data().shooting.armour_beyond_5.outside_cap);
  const auto* cover = data().shooting.find_group(ShootingModifierGroup::TerrainCover);
  ASSERT_NE(cover, nullptr);
  EXPECT_FALSE(cover->cumulative);
  EXPECT_EQ(data().shooting.find_modifier("target_behind_arrow_slit")->value, -2);
  EXPECT_EQ(data().melee.find_modifier("cavalry_charging")->value, 1);
  EXPECT_EQ(data().melee.find_modifier("foe_on_higher_ground")->value, -1);
  EXPECT_EQ(data().melee.step_down(DieSpec{1, 12})->to, (DieSpec{1, 10}));
  EXPECT_EQ(data().melee.step_down(DieSpec{1, 6})->modifier, -1);

  const BudgetFormula* halfling = data().budget.formula_for(species("halfling"));
  ASSERT_NE(halfling, nullptr);
  EXPECT_EQ(halfling->id, "equal_h");
  EXPECT_EQ(data().budget.formula_for(species("goblin"))->adjustment, -1);
  const BudgetFormula* ogre = data().budget.formula_for(species("ogre"));
  ASSERT_NE(ogre, nullptr);
  EXPECT_EQ(ogre->multiplier, 3);
  EXPECT_EQ(ogre->weapon_cost_multiplier, 2);
  EXPECT_EQ(data().budget.formula_for(species("troll_large"))->multiplier, 6);
}

TEST(DataLoader, EveryEntryCitesItsSourceAndEveryAssumptionSaysWhy) {
  for (const auto& s : data().species) EXPECT_EQ(s.provenance.source.rfind("seed 00", 0), 0U);
  for (const auto& w : data().missile_weapons) EXPECT_FALSE(w.provenance.source.empty());
  for (const auto& t : data().terrain_types) EXPECT_FALSE(t.provenance.source.empty());
  ASSERT_FALSE(data().assumptions.empty());
  for (const auto& a : data().assumptions) {
    EXPECT_FALSE(a.note.empty()) << a.file << a.pointer;
    // The classic system reads its own folder and the shared magic table.
    EXPECT_TRUE(a.file.starts_with("classic/") || a.file.starts_with("magic/")) << a.file;
  }
  EXPECT_TRUE(
      has_assumption("classic/missile_weapons.json", "/weapons/7/armour_modifiers/armour_5"));
  EXPECT_TRUE(missile("bow").provenance.assumed);  // through its assumed armour 5 value
  EXPECT_FALSE(data().find_special_rule("strike_last")->description.empty());
}

TEST(DataLoader, AnOldDataFolderIsToldWhereTheAbilitiesWent) {
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("fray_old_layout_" + std::to_string(std::random_device{}()));
  fs::create_directories(dir);
  fs::copy(fs::path(FRAY_DATA_DIR) / "classic", dir / "classic", fs::copy_options::recursive);
  fs::copy_file(fs::path(FRAY_DATA_DIR) / "magic" / "abilities.json",
                dir / "classic" / "abilities.json");
  try {
    load_ruleset(dir);
    ADD_FAILURE() << "loaded";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.file(), "magic/abilities.json");
    EXPECT_NE(e.user_message().find("move classic/abilities.json to magic/abilities.json"),
              std::string::npos)
        << e.user_message();
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fray::rules
