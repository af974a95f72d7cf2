#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/types.h>

namespace fray::rules {

/// One row of seed 002's melee modifier table (or a seed 000 addition).
struct MeleeModifierDefinition {
  std::string id;
  int value = 0;
  std::string description;
  Provenance provenance;
};

/// Tie-breakers when both fighters hit (or force a recoil) at the same moment.
enum class PriorityCriterion {
  HigherClass,
  HigherArmour,
  BetterMetal,
  HigherNaturalDie,
  HigherTacticalModifiers,
};

/// How a melee roll is read (seed 002, "MELEE"; seed 000 natural maximum rules).
struct MeleeResolution {
  bool hit_when_result_above_class = true;
  bool recoil_when_result_equals_class = true;
  bool armour_above_class_needs_result_above_armour = true;
  bool natural_one_misses = true;
  bool double_natural_maximum_hits = true;  ///< The "natural 7" of two sixes.
  bool triple_natural_maximum_hits = true;
  std::vector<PriorityCriterion> simultaneous_priority;
  std::vector<PriorityCriterion> technology_gap_priority;  ///< Iron / bronze / stone opponents.
  std::vector<std::string> metal_order;                    ///< Best first.
  Provenance provenance;
};

/// Strike with a lower die after a trunk or arm wound (seed 000, "Wound localisation").
struct DieStepDown {
  DieSpec from;
  DieSpec to;
  int modifier = 0;  ///< -1 when there is no lower die (D6, D4).
};

struct MeleeRules {
  std::vector<MeleeModifierDefinition> modifiers;
  MeleeResolution resolution;
  std::vector<DieStepDown> die_step_down;
  Provenance die_step_down_provenance;

  const MeleeModifierDefinition* find_modifier(std::string_view id) const;
  std::optional<DieStepDown> step_down(DieSpec die) const;
};

}  // namespace fray::rules
