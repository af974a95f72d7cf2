// Seed 000's worked examples, checked against the numbers in data/ (not against rule code: the
// engine's own example tests live with the shooting and melee assessments). Each test recomputes
// the score the example states from the data tables alone.
#include <string>

#include <gtest/gtest.h>

#include <fray/classic/rules/data_loader.h>
#include <fray/classic/rules/ruleset.h>

namespace fray::rules {
namespace {

const Ruleset& data() {
  static const Ruleset ruleset = load_ruleset(FRAY_DATA_DIR);
  return ruleset;
}

template <typename T>
const T& get(const T* found, std::string_view id) {
  if (found == nullptr) throw std::out_of_range(std::string(id));
  return *found;
}

const Species& species(std::string_view id) { return get(data().find_species(id), id); }
const MissileWeapon& missile(std::string_view id) {
  return get(data().find_missile_weapon(id), id);
}
const MeleeWeapon& melee(std::string_view id) { return get(data().find_melee_weapon(id), id); }

// Score needed on the die at short range against `armour`, with extra shooter modifiers.
int needed(const MissileWeapon& weapon, int armour, int shooter_modifier = 0) {
  return *weapon.to_hit_at(0) - data().shooting.armour_modifier(weapon, armour) - shooter_modifier;
}

// Dwarf/Ogre example: a naked Ogre counts as armour 5, one in mail as armour 6; war crossbows need
// 5 (no modifier at armour 5) and 6 (-1 at armour 6).
TEST(DataExamples, DwarvesShootOgresWithWarCrossbows) {
  const Species& ogre = species("ogre");
  const int naked = effective_armour(ogre.protection, 3, AttackKind::Shooting);
  const int mailed = effective_armour(ogre.protection, 4, AttackKind::Shooting);
  EXPECT_EQ(naked, 5);
  EXPECT_EQ(mailed, 6);
  const MissileWeapon& crossbow = missile("war_crossbow");
  EXPECT_EQ(needed(crossbow, naked), 5);
  EXPECT_EQ(needed(crossbow, mailed), 6);
  EXPECT_TRUE(crossbow.immobile_only);
  EXPECT_TRUE(crossbow.no_melee_after_shooting);
  EXPECT_TRUE(species("dwarf").can_use_missile_weapon("war_crossbow"));
}

// Same example, melee: Dwarves' halberds are half-long like the Ogres' two-handed axes, so they
// strike together; +1 halberd vs ++H, +1 against a foe crossing an obstacle; Ogres +1 for the axe.
TEST(DataExamples, DwarvesAndOgresAcrossALowWall) {
  const Species& dwarf = species("dwarf");
  const Species& ogre = species("ogre");
  const MeleeWeapon& halberd = melee("halberd");
  const MeleeWeapon& axe = melee("two_handed_axe");
  EXPECT_EQ(halberd.length_for(dwarf.special_rules, false), LengthClass::HalfLong);
  EXPECT_EQ(axe.length_for(ogre.special_rules, false), LengthClass::HalfLong);
  const WeaponBonus& vs_large = halberd.bonuses.at(0);
  EXPECT_TRUE(dwarf.strength < ogre.strength);
  EXPECT_LE(*vs_large.target_min_strength, ogre.strength);
  const int dwarf_modifiers =
      vs_large.value + data().melee.find_modifier("defending_linear_obstacle")->value;
  EXPECT_EQ(dwarf_modifiers, 2);
  EXPECT_EQ(axe.bonuses.at(0).value, 1);
  EXPECT_EQ(ogre.melee_dice.front(), (DieSpec{1, 10}));
  EXPECT_TRUE(data().find_terrain("low_wall")->linear_obstacle);
}

// Troll example: a simple bow has -3 at armour 6 and needs a natural 8 at short range; an elite
// shooter (+1) with a longbow needs 6 at armour 6 and a double six (7) at armour 7.
TEST(DataExamples, BowmanAndEliteLongbowAgainstTroll) {
  const MissileWeapon& bow = missile("bow");
  EXPECT_EQ(data().shooting.armour_modifier(bow, 6), -3);
  EXPECT_EQ(needed(bow, 6), 8);
  const int elite = data().shooting.find_modifier("elite_shooter")->value;
  EXPECT_EQ(elite, 1);
  const MissileWeapon& longbow = missile("longbow");
  EXPECT_EQ(needed(longbow, species("troll_medium").protection.fixed_armour, elite), 6);
  EXPECT_EQ(needed(longbow, species("troll_large").protection.fixed_armour, elite), 7);
  EXPECT_TRUE(species("human").has_rule("elite_shooter_allowed"));
  // The armour total beyond -2 switches off cover: true for the bow at armour 6.
  EXPECT_LT(data().shooting.armour_modifier(bow, 6),
            data().shooting.armour_beyond_5.disables_cover_when_total_below);
}

// Troll example, melee: the knight's 1D6 gets +1 cavalry vs foot, +1 charge, +1 couched lance
// (which strikes first); the Troll answers with D10 or D12.
TEST(DataExamples, KnightChargesTroll) {
  const MeleeWeapon& lance = melee("heavy_couched_lance");
  EXPECT_TRUE(lance.strikes_first_when_charging);
  EXPECT_TRUE(lance.mounted_only);
  const int total = data().melee.find_modifier("cavalry_vs_foot")->value +
                    data().melee.find_modifier("cavalry_charging")->value +
                    lance.bonuses.at(0).value;
  EXPECT_EQ(total, 3);
  EXPECT_TRUE(lance.bonuses.at(0).charging_only);
  EXPECT_EQ(species("troll_medium").melee_dice.front(), (DieSpec{1, 10}));
  EXPECT_EQ(species("troll_large").melee_dice.front(), (DieSpec{1, 12}));
}

// Goblin example: Goblin spears are half-long, as the human's two-handed axe, so they strike
// together, before the Goblins' swords; the axe gives +1; Goblins are class 3 armour 3 in melee.
TEST(DataExamples, WarriorAgainstSixGoblins) {
  const Species& goblin = species("goblin");
  const Species& human = species("human");
  const LengthClass spear = melee("thrusting_spear").length_for(goblin.special_rules, false);
  const LengthClass axe = melee("two_handed_axe").length_for(human.special_rules, false);
  const LengthClass sword = melee("sword").length_for(goblin.special_rules, false);
  EXPECT_EQ(spear, axe);
  EXPECT_GT(axe, sword);
  EXPECT_EQ(melee("two_handed_axe").bonuses.at(0).value, 1);
  EXPECT_EQ(effective_armour(goblin.protection, 3, AttackKind::Melee), 3);
  EXPECT_EQ(goblin.melee_dice.front(), (DieSpec{1, 4}));
  EXPECT_EQ(melee("thrusting_spear").max_rank, 2);  // over the first rank's shoulders
}

// Mounted example: the Dwarf's spear (half-long for Dwarves) strikes before the Orcq's two-handed
// axe, which loses its length and weight when used mounted; a mounted Orcq archer with a D4 needs
// 6 against mail at short range.
TEST(DataExamples, DwarfOnBullAgainstOrcqOnBoar) {
  const LengthClass spear =
      melee("thrusting_spear").length_for(species("dwarf").special_rules, true);
  const MeleeWeapon& axe = melee("two_handed_axe");
  EXPECT_EQ(spear, LengthClass::HalfLong);
  EXPECT_GT(spear, axe.length_for(species("orcq").special_rules, true));
  EXPECT_FALSE(axe.mounted.bonuses_apply);
  EXPECT_EQ(needed(missile("bow"), 4), 6);
  EXPECT_TRUE(missile("bow").moving_mounted.allowed);
  EXPECT_EQ(species("orcq").shooting_die(false), (DieSpec{1, 4}));
}

}  // namespace
}  // namespace fray::rules
