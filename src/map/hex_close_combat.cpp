#include <algorithm>

#include <fray/map/hex_arc.h>
#include <fray/map/hex_close_combat.h>

namespace fray::map {

CloseCombatHalf enter_foe_hex(Hex from, Hex into) {
  for (int d = 0; d < kHexDirections; ++d) {
    const auto direction = static_cast<HexDirection>(d);
    if (neighbour(into, direction) == from) return {into, direction};
  }
  return {into, HexDirection::South};
}

HexDirection facing_on_entry(const CloseCombatHalf& half) { return rotate(half.entered_from, 3); }

std::array<Hex, 3> own_side_hexes(const CloseCombatHalf& half) {
  return front_hexes(half.hex, half.entered_from);
}

std::array<Hex, 3> foe_side_hexes(const CloseCombatHalf& half) {
  return front_hexes(half.hex, rotate(half.entered_from, 3));
}

CloseCombatExit leaving(const CloseCombatHalf& half, Hex to) {
  const auto own = own_side_hexes(half);
  if (std::find(own.begin(), own.end(), to) != own.end()) return CloseCombatExit::OwnSide;
  const auto foe = foe_side_hexes(half);
  if (std::find(foe.begin(), foe.end(), to) != foe.end()) return CloseCombatExit::MustEvade;
  return CloseCombatExit::NotAdjacent;
}

std::array<Hex, 3> close_combat_retreat_hexes(const CloseCombatHalf& half) {
  return own_side_hexes(half);
}

bool is_close_combat_hex(const HexOccupancy& occupancy, Hex h) {
  const auto& here = occupancy.at(h);
  for (const int i : here) {
    for (const int j : here) {
      if (occupancy.figure(i).team != occupancy.figure(j).team) return true;
    }
  }
  return false;
}

StrikeIntoCloseCombat striking_into(const HexOccupancy& occupancy, int attacker, int target) {
  StrikeIntoCloseCombat strike;
  const Hex h = occupancy.figure(target).head();
  if (occupancy.figure(attacker).covers(h) || !is_close_combat_hex(occupancy, h)) return strike;
  strike.applies = true;
  strike.effects.push_back(HexEffect::StrikingIntoCloseCombat);
  for (const int i : occupancy.at(h)) {
    if (i != target && i != attacker) strike.other_targets.push_back(i);
  }
  return strike;
}

std::vector<HexEffect> close_combat_defence_effects() { return {HexEffect::NoBlockInCloseCombat}; }

std::vector<HexEffect> close_combat_attack_effects(bool ranged_weapon, bool wearing_shield,
                                                   bool first_attack) {
  std::vector<HexEffect> effects;
  if (ranged_weapon) effects.push_back(HexEffect::CloseCombatRangedWeaponBulk);
  if (wearing_shield && !first_attack) effects.push_back(HexEffect::CloseCombatShield);
  return effects;
}

}  // namespace fray::map
