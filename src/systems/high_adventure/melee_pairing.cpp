#include "melee_pairing.h"

#include <algorithm>
#include <string>
#include <tuple>

#include <fray/game/state/magic.h>

namespace fray::high_adventure {
namespace {

// How a figure ranks in a multiple melee: Weapon Skill with its weapon, then armour, then
// fewer wounds (seed 004: "the best Skilled ..., most heavily armoured or the least wounded";
// assumed: the skill on its sheet, before the round's modifiers).
std::tuple<int, int, int> rank(const AdventureRules& rules, const Figure& f) {
  return {skill_with(f, sheet_of(f).melee_weapon), static_cast<int>(armour_of(rules, f)),
          -f.wounds};
}

// A figure that may still fight this turn: alive, not yet fought, neither fleeing, held by a
// spell, conjuring nor falling.
bool still_to_fight(const Figure& f) {
  return f.alive && !f.status.has_struck && !f.status.falling && f.magic.conjuring.empty() &&
         binding_order(f) != "flee" && !game::spellbound(f);
}

// The foes of `f` that fight back and are still to fight, best first (ties by id).
std::vector<const Figure*> ranked_foes(const AdventureRules& rules, const game::Battlefield& field,
                                       const BattleState& state, const Figure& f) {
  std::vector<const Figure*> out;
  for (const Figure* foe : foes_in_contact(field, state, f))
    if (still_to_fight(*foe)) out.push_back(foe);
  std::stable_sort(out.begin(), out.end(), [&](const Figure* x, const Figure* y) {
    return rank(rules, *x) > rank(rules, *y);
  });
  return out;
}

}  // namespace

Check check_pairing(const AdventureRules& rules, const game::Battlefield& field,
                    const BattleState& state, const Figure& striker, const Figure& target) {
  // A foe held by a spell or fleeing fights nobody back: it may be struck freely.
  if (!still_to_fight(target)) return {};
  const std::vector<const Figure*> foes = ranked_foes(rules, field, state, striker);
  if (foes.size() < 2) return {};
  // The striker's side pairs off best first: each of its figures still to fight that touches
  // one of these foes takes its own best foe not yet taken by a better one.
  std::vector<const Figure*> friends;
  for (const Figure& f : state.figures)
    if (f.side == striker.side && (f.id == striker.id || still_to_fight(f)))
      for (const Figure* foe : foes)
        if (field.in_contact(game::footprint(f), game::footprint(*foe))) {
          friends.push_back(&f);
          break;
        }
  std::stable_sort(friends.begin(), friends.end(), [&](const Figure* x, const Figure* y) {
    return rank(rules, *x) > rank(rules, *y);
  });
  std::vector<const Figure*> taken;
  for (const Figure* f : friends) {
    const bool me = f->id == striker.id;
    for (const Figure* foe : me ? foes : ranked_foes(rules, field, state, *f)) {
      if (std::find(taken.begin(), taken.end(), foe) != taken.end()) continue;
      if (!me) {
        taken.push_back(foe);
        break;
      }
      // The striker's pick: this foe, or one ranked alike.
      if (rank(rules, target) == rank(rules, *foe)) return {};
      return Refusal{RefusalCode::NotAllowed,
                     game::figure_label(striker) + " must fight " + game::figure_label(*foe) +
                         ", the best skilled foe it touches that no better skilled friend takes "
                         "on (seed 004, \"Melee procedure\", note 2), or split its dice among "
                         "them."};
    }
    if (me) break;
  }
  // Every foe it touches is a better friend's: it may fight any of them, the best first.
  if (rank(rules, target) == rank(rules, *foes.front())) return {};
  return Refusal{RefusalCode::NotAllowed,
                 game::figure_label(striker) + " must fight " + game::figure_label(*foes.front()) +
                     ", the best skilled foe it touches (seed 004, \"Melee procedure\", note 2), "
                     "or split its dice among them."};
}

}  // namespace fray::high_adventure
