#include <stdexcept>

#include <fray/classic/rules/melee_aftermath.h>

namespace fray::rules {

bool may_refuse_recoil(const Species& species, const RecoilCause& cause, bool on_mineral_ground) {
  if (on_mineral_ground && species.has_rule("ignore_recoil_on_mineral_ground")) return true;
  return species.refuse_recoil_from && cause.on_foot &&
         cause.strength <= *species.refuse_recoil_from;
}

std::vector<int> distribute_hits(int hits, int group_size, dice::DieSource& dice) {
  if (group_size < 1) throw std::invalid_argument("a group needs at least one member");
  std::vector<int> per_member(static_cast<std::size_t>(group_size), 0);
  for (int i = 0; i < hits; ++i) {
    const int member = group_size == 1 ? 1 : dice.roll(group_size);
    ++per_member[static_cast<std::size_t>(member - 1)];
  }
  return per_member;
}

int follow_through_cm(dice::DieSource& dice) { return dice.roll(6) + dice.roll(6); }

}  // namespace fray::rules
