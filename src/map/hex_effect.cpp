#include <array>

#include <fray/map/hex_effect.h>

namespace fray::map {

namespace {
constexpr std::array<std::string_view, kHexEffectCount> kNames{
    "attacking_through_friend_hex",
    "attacking_through_enemy_hex",
    "wild_swing",
    "clumsy_angle_attack",
    "no_wild_thrust_beyond_one_hex",
    "shooting_blind",
    "person_in_the_way",
    "pop_up_attack",
    "cannot_aim",
    "opportunity_fire_1_hex",
    "opportunity_fire_2_hexes",
    "opportunity_fire_3_to_4_hexes",
    "opportunity_fire_5_to_6_hexes",
    "opportunity_fire_7_to_10_hexes",
    "opportunity_fire_11_or_more_hexes",
    "opportunity_fire_line",
    "opportunity_fire_target_discrimination",
    "defending_against_side_attack",
    "runaround_attack",
    "defending_against_back_attack",
    "parry_from_behind",
    "no_defence_from_back",
    "no_block_from_back",
    "no_block_from_weapon_side",
    "no_parry_from_other_side",
    "retreating",
    "close_combat_ranged_weapon_bulk",
    "close_combat_shield",
    "no_block_in_close_combat",
    "striking_into_close_combat",
};
}  // namespace

std::string_view name(HexEffect effect) { return kNames[static_cast<std::size_t>(effect)]; }

std::optional<HexEffect> parse_hex_effect(std::string_view text) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == text) return static_cast<HexEffect>(i);
  }
  return std::nullopt;
}

}  // namespace fray::map
