// The d20 system's shared reckoning: settings, spaces, the attack plan and its odds.
#include "d20_battle.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include <fray/game/turn/victory_rules.h>
#include <fray/io/data_refusal.h>
#include <fray/map/hex_coord.h>

namespace fray::d20 {
namespace {

// How far `p` is from the segment a-b.
double distance_to_segment(map::Point p, map::Point a, map::Point b) {
  const map::Point ab = b - a;
  const double len2 = ab.x * ab.x + ab.y * ab.y;
  const double t =
      len2 > 0 ? std::clamp(((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2, 0.0, 1.0) : 0.0;
  return map::distance(p, a + ab * t);
}

// The living enemy of the attacker standing between it and the point it aims at on its target,
// if any: enemies block sight, friends do not (seed 003, "Line of Sight"). A figure blocks when
// the centre line crosses its base; a large figure on a grid, when it passes within half a space
// of one of its spaces' centres.
// A target's mount or vehicle, and those riding with it, stand in its space: they do not hide it.
const Figure* enemy_in_the_way(const Battlefield& field, const BattleSettings& settings,
                               const BattleState& state, const Figure& a, const Figure& t,
                               map::Point aim) {
  for (const Figure& other : state.figures) {
    if (!other.alive || other.id == a.id || other.id == t.id || other.side == a.side) continue;
    if (same_space(other, t)) continue;
    if (field.spaces_across(other.base) == 1) {
      const double radius = std::max(other.base.width_cm, other.base.depth_cm) / 2;
      if (distance_to_segment(other.placement.centre, a.placement.centre, aim) < radius - 1e-6)
        return &other;
      continue;
    }
    for (const map::Point& centre : field.spaces_under(game::footprint(other)))
      if (distance_to_segment(centre, a.placement.centre, aim) < settings.space_cm / 2 - 1e-6)
        return &other;
  }
  return nullptr;
}

// What the attacker sees of its target and who stands in the way: of a large target, the space
// it sees best with no enemy in the way (seed 003, "Large Figures": any of its spaces may be
// attacked), else its main space's answer.
std::pair<game::Sight, const Figure*> sight_of(const Battlefield& field,
                                               const BattleSettings& settings,
                                               const BattleState& state, const Figure& a,
                                               const Figure& t, bool caught) {
  const auto blocker = [&](map::Point aim) {
    return caught ? nullptr : enemy_in_the_way(field, settings, state, a, t, aim);
  };
  if (field.spaces_across(t.base) == 1)
    return {field.line_of_sight(game::footprint(a), game::footprint(t)),
            blocker(t.placement.centre)};
  const map::Base point{map::BaseShape::Round, 0.01, 0.01};
  std::optional<std::pair<game::Sight, const Figure*>> main, best;
  for (const map::Point& space : field.spaces_under(game::footprint(t))) {
    std::pair<game::Sight, const Figure*> seen{
        field.line_of_sight(game::footprint(a), {point, {space, t.placement.facing_deg}}),
        blocker(space)};
    const bool open = seen.first.clear && !seen.second;
    if (open && (!best || seen.first.cover < best->first.cover)) best = seen;
    if (!main) main = std::move(seen);
  }
  return best ? *best : *main;
}

bool listed(const D20Sheet& sheet, const std::string& id) {
  return std::find(sheet.roll_twice.begin(), sheet.roll_twice.end(), id) != sheet.roll_twice.end();
}

bool friend_next_to(const Battlefield& field, const BattleSettings& settings,
                    const BattleState& state, const Figure& attacker, const Figure& target) {
  return std::any_of(state.figures.begin(), state.figures.end(), [&](const Figure& f) {
    return f.alive && f.id != attacker.id && f.side == attacker.side &&
           spaces_between(field, settings, f, target) == 1;
  });
}

}  // namespace

const D20Sheet& d20_sheet(const Figure& figure) { return game::sheet_as<D20Sheet>(figure); }
D20Sheet& d20_sheet(Figure& figure) { return game::sheet_as<D20Sheet>(figure); }

BattleSettings table_settings(const D20Rules& rules, const BattleState& state) {
  BattleSettings out;
  const nlohmann::json& s = state.settings;
  out.large_battlefield = rules.default_large_battlefield;
  if (const auto it = s.find("battlefield"); it != s.end() && it->is_string())
    out.large_battlefield = *it == "large";
  double inches = rules.default_space_inches;
  if (const auto it = s.find("space_inches"); it != s.end() && it->is_number())
    inches = it->get<double>();
  out.space_cm = inches * game::kCmPerInch;
  out.morale_failure_stuns = rules.morale_failure_stuns;
  if (const auto it = s.find("morale_failure"); it != s.end() && it->is_string())
    out.morale_failure_stuns = *it == "stun";
  if (const auto it = s.find("common_hit"); it != s.end() && it->is_string())
    out.common_hit = *it == "stun" ? HitEffect::Stun : HitEffect::Defeat;
  else
    out.common_hit = rules.common_hit;
  return out;
}

BattleSettings battle_settings(const D20Rules& rules, const Battlefield& field,
                               const BattleState& state) {
  BattleSettings out = table_settings(rules, state);
  if (field.is_hex()) out.space_cm = field.hex_layout().across_flats_cm;  // a space is a hex
  if (const map::SquareMap* squares = field.square_map()) out.space_cm = squares->layout.size_cm;
  return out;
}

void check_settings(const D20Rules& rules, const nlohmann::json& settings, const char* grid,
                    const std::string& file) {
  for (const auto& [key, value] : settings.items()) {
    const std::string at = "/settings/" + key;
    if (key == "battlefield") {
      if (value != "large" && value != "small")
        io::refuse_data(file, at, R"("large" or "small" (seed 003, "Movement"))", value.dump());
    } else if (key == "space_inches") {
      const bool known =
          value.is_number() && std::find(rules.space_inches.begin(), rules.space_inches.end(),
                                         value.get<double>()) != rules.space_inches.end();
      if (!known)
        io::refuse_data(file, at, "1 or 1.5 (seed 003, \"MINIATURES AND BATTLE MAPS\")",
                        value.dump());
      if (grid)
        io::refuse_data(file, at,
                        std::string("no space size on a ") + grid + " map (a space is a " + grid +
                            ", seed 003, \"MINIATURES AND BATTLE MAPS\")",
                        value.dump());
    } else if (key == "common_hit") {
      if (value != "defeat" && value != "stun")
        io::refuse_data(file, at, R"("defeat" or "stun" (seed 003, "Defend"))", value.dump());
    } else if (key == "morale_failure") {
      if (value != "retreat" && value != "stun")
        io::refuse_data(file, at, R"("retreat" or "stun" (seed 003, "Morale"))", value.dump());
    } else {
      io::refuse_data(
          file, at,
          R"(a d20 setting: "battlefield", "space_inches", "common_hit" or "morale_failure")",
          '"' + key + '"');
    }
  }
}

int spaces_between(const Battlefield& field, const BattleSettings& settings, const Figure& a,
                   const Figure& b) {
  return field.spaces_to(game::footprint(a), game::footprint(b), settings.space_cm);
}

int body_spaces(const Battlefield& field, const BattleSettings& settings, const Figure& f) {
  if (field.is_hex() || field.is_square()) return field.spaces_across(f.base);
  // As on a grid (Battlefield::spaces_across), with the same bound on a mistyped base.
  const double spaces = std::max(f.base.width_cm, f.base.depth_cm) / settings.space_cm;
  if (!(spaces < 8)) return 8;
  return std::max(1, static_cast<int>(std::lround(spaces)));
}

int move_unit(const D20Rules& rules, const BattleSettings& settings, const D20Sheet& sheet) {
  const auto& row = sheet.carrier == Carrier::None
                        ? rules.move_units[static_cast<std::size_t>(sheet.size)]
                        : rules.carrier_move_units[static_cast<std::size_t>(sheet.carrier) - 1];
  int spaces = row[settings.large_battlefield ? 0 : 1];
  if (sheet.heavy_armour) spaces -= rules.heavy_armour_fewer;
  return std::max(spaces, rules.minimum_spaces);
}

Check refuse_if_stunned(const BattleState& state, const Figure& f) {
  if (!stunned(state, f)) return {};
  return Refusal{
      RefusalCode::NotAllowed,
      game::figure_label(f) + " is stunned and takes no actions this round (" + kCiteDefend + ")."};
}

Check refuse_if_retreating(const BattleState& state, const Figure& f) {
  if (!retreating(state, f)) return {};
  const Figure* cause = state.find(d20_sheet(f).retreat_from);
  return Refusal{RefusalCode::NotAllowed,
                 game::figure_label(f) + " is retreating from " +
                     (cause ? game::figure_label(*cause) : std::string("its foe")) +
                     " this round: it may only move away (" + kCiteMorale + ")."};
}

map::Point retreat_source(const BattleState& state, const Figure& f) {
  const Figure* cause = state.find(d20_sheet(f).retreat_from);
  return cause ? cause->placement.centre : f.placement.centre;
}

int stun(BattleState& state, Figure& f, int rounds) {
  D20Sheet& sheet = d20_sheet(f);
  const int next = state.turn + 1;
  if (sheet.stunned_from == 0 || sheet.stunned_until < state.turn) {
    sheet.stunned_from = next;
    sheet.stunned_until = state.turn + rounds;
  } else {
    sheet.stunned_from = std::min(sheet.stunned_from, next);
    sheet.stunned_until = std::max(sheet.stunned_until, state.turn + rounds);
  }
  return sheet.stunned_until;
}

int roll_d20(dice::DieSource& dice, int sides, bool twice, nlohmann::json& faces) {
  const int first = dice.roll(sides);
  faces.push_back(first);
  if (!twice) return first;
  const int second = dice.roll(sides);
  faces.push_back(second);
  return std::max(first, second);
}

double chance_at_least(int need, bool twice, int sides) {
  const double miss = std::clamp(static_cast<double>(need - 1) / sides, 0.0, 1.0);
  return 1.0 - (twice ? miss * miss : miss);
}

// Sight, cover, the need, the circumstances and the hit's effect of `a`'s attack on `t` with
// the weapon and range already in `out`. A figure `caught` in an area or a burst is attacked
// whether or not the attacker sees it (unseen, as if in cover; assumed).
Check aim_at(const D20Rules& rules, const Battlefield& field, const BattleState& state,
             const BattleSettings& settings, const Figure& attacker, const Figure& target,
             bool caught, PlannedAttack& out) {
  const Figure* a = &attacker;
  const Figure* t = &target;
  const bool ranged = out.range->attack == AttackClass::Ranged;
  if (out.spaces > 1) {
    const auto [sight, in_the_way] = sight_of(field, settings, state, *a, *t, caught);
    if (!sight.clear && caught) {
      // The blast reaches a figure the attacker cannot see: as if in cover (assumed).
      out.in_cover = ranged;
      out.facts.push_back(game::figure_label(*t) + " is out of sight: as if in cover (assumed)");
    } else if (!sight.clear)
      return Refusal{RefusalCode::Blocked, game::figure_label(*a) + " cannot see " +
                                               game::figure_label(*t) + ": " + sight.blocked_by +
                                               " (" + kCiteSight + ")."};
    if (const Figure* e = in_the_way)
      return Refusal{RefusalCode::Blocked, game::figure_label(*e) + " stands between " +
                                               game::figure_label(*a) + " and " +
                                               game::figure_label(*t) +
                                               ": enemies block the line (" + kCiteSight + ")."};
    out.in_cover = out.in_cover || (ranged && sight.cover != map::CoverClass::None);
    if (out.in_cover && sight.clear)
      out.facts.push_back(game::figure_label(*t) + " is in partial cover (" + kCiteSight + ")");
  }
  out.need =
      !ranged ? rules.melee_need : (out.in_cover ? rules.ranged_in_cover_need : rules.ranged_need);
  const bool friend_adjacent = friend_next_to(field, settings, state, *a, *t);
  for (const Circumstance& c : rules.circumstances) {
    const Figure& roller = c.die == RolledDie::Attack ? *a : *t;
    if (c.who == Beneficiary::Listed && !listed(d20_sheet(roller), c.id)) continue;
    bool holds = true;
    switch (c.when) {
      case Situation::Always:
        break;
      case Situation::HeavyArmour:
        holds = d20_sheet(roller).heavy_armour;
        break;
      case Situation::FriendAdjacentToTarget:
        holds = friend_adjacent;
        break;
      case Situation::TargetInCover:
        holds = out.in_cover;
        break;
    }
    if (!holds) continue;
    (c.die == RolledDie::Attack ? out.attack_twice : out.defend_twice).push_back(&c);
  }
  const D20Sheet& target_sheet = d20_sheet(*t);
  out.effect = hit_effect(rules, settings, *t, out.weapon);
  out.last_wound = t->wounds + 1 >= target_sheet.max_wounds;
  return {};
}

Check plan_attack(const D20Rules& rules, const Battlefield& field, const BattleState& state,
                  int attacker, int target, const std::string& range, PlannedAttack& out,
                  const std::vector<int>& chosen) {
  const Figure* a = nullptr;
  const Figure* t = nullptr;
  if (auto r = game::living_figure(state, attacker, &a)) return r;
  if (auto r = game::living_figure(state, target, &t)) return r;
  if (a->side == t->side)
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(*t) + " is on " + game::figure_label(*a) + "'s side."};
  if (auto r = refuse_if_stunned(state, *a)) return r;
  if (auto r = refuse_if_retreating(state, *a)) return r;
  const BattleSettings settings = battle_settings(rules, field, state);
  const D20Sheet& sheet = d20_sheet(*a);
  out = PlannedAttack{};
  out.attacker = a;
  out.target = t;
  out.spaces = spaces_between(field, settings, *a, *t);
  const auto weapon_for = [&](const std::string& kind) -> const Weapon* {
    if (const auto it = sheet.weapons.find(kind); it != sheet.weapons.end())
      return rules.weapon(it->second);
    return kind == "melee" ? rules.weapon("bare_hands") : nullptr;
  };
  const auto reach = [&](const RangeKind& r) {
    return settings.large_battlefield ? r.large_spaces : r.small_spaces;
  };
  if (!range.empty()) {
    out.range = rules.range(range);
    if (!out.range)
      return game::bad_payload("attack", "range",
                               "a range kind (" + io::quoted_list(kWeaponRanges, " or ") + ")");
    out.weapon = weapon_for(range);
    if (!out.weapon)
      return Refusal{RefusalCode::NoWeapon,
                     game::figure_label(*a) + " carries no " + range + " weapon."};
    if (out.spaces < out.range->min_spaces)
      return Refusal{RefusalCode::NotAllowed,
                     game::figure_label(*t) + " is " + std::to_string(out.spaces) +
                         " space away: a " + range + " attack needs at least " +
                         std::to_string(out.range->min_spaces) + " (" + kCiteRange + ")."};
    if (out.spaces > reach(*out.range))
      return Refusal{RefusalCode::TooFar,
                     game::figure_label(*t) + " is " + std::to_string(out.spaces) +
                         " spaces away; " + range + " reaches " +
                         std::to_string(reach(*out.range)) + " (" + kCiteRange + ")."};
  } else {
    for (const std::string_view kind : kWeaponRanges) {
      const RangeKind* r = rules.range(std::string(kind));
      const Weapon* w = weapon_for(std::string(kind));
      if (r && w && out.spaces >= r->min_spaces && out.spaces <= reach(*r)) {
        out.range = r;
        out.weapon = w;
        break;
      }
    }
    if (!out.range)
      return Refusal{RefusalCode::TooFar,
                     game::figure_label(*t) + " is " + std::to_string(out.spaces) +
                         " spaces away: " + game::figure_label(*a) +
                         " has no weapon that reaches it (" + kCiteRange + ")."};
  }
  if (auto r = aim_at(rules, field, state, settings, *a, *t, false, out)) return r;
  if (out.weapon->spread != Spread::Single)
    return plan_spread(rules, field, state, settings, chosen, out);
  return {};
}

AttackOdds attack_odds(const D20Rules& rules, const PlannedAttack& plan) {
  AttackOdds odds;
  odds.hit = chance_at_least(plan.need, !plan.attack_twice.empty(), rules.die_sides);
  const double saves =
      chance_at_least(rules.defend_need, !plan.defend_twice.empty(), rules.die_sides);
  odds.saved = odds.hit * saves;
  const double harmed = odds.hit - odds.saved;
  switch (plan.effect) {
    case HitEffect::Defeat:
      odds.defeated = harmed;
      break;
    case HitEffect::Wound:
      (plan.last_wound ? odds.defeated : odds.wounded) = harmed;
      break;
    case HitEffect::Stun:
      odds.stunned = harmed;
      break;
  }
  return odds;
}

}  // namespace fray::d20
