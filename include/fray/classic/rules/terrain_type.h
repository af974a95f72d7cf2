#pragma once

#include <optional>
#include <string>

#include <fray/classic/rules/types.h>
#include <fray/sheets/classic_sheet.h>

namespace fray::rules {

enum class TerrainDifficulty { Normal, Difficult, VeryDifficult, Forbidden };

/// Which targets the terrain's shooting protection covers.
enum class CoverCondition {
  None,
  TargetOnFoot,
  TargetInForestEdgeOrUnder10cm,
  TargetOnFootBehindBank,
  TargetOnFootBehindWall,
  TargetAtOpening,
};

/// When a figure in this terrain cannot be shot at all.
enum class ShotDenial {
  Never,
  HiddenCrouchedImmobile,
  ForestDepth10cmOrMore,
  CrouchedBehindBank,
  CrouchedBehindWall,
  InsideAwayFromOpenings,
};

struct TerrainMovement {
  TerrainDifficulty difficulty = TerrainDifficulty::Normal;
  int slowing_dice = 0;  ///< D6s taken off the move (after halving in very difficult terrain).
};

/// Moving crouched behind an earth bank: base_cm + `dice` D6 cm.
struct CrouchedMove {
  int base_cm = 0;
  int dice = 0;
};

/// One terrain type (seed 002 terrain table, plus assumed ones).
struct TerrainType {
  std::string id;
  std::string name;
  TerrainMovement foot;
  TerrainMovement cavalry;
  TerrainMovement mounted_foot;
  int shooting_protection = 0;  ///< Cover modifier for shots at covered targets (0, -1, -2).
  CoverCondition cover_condition = CoverCondition::None;
  ShotDenial cannot_be_shot_if = ShotDenial::Never;
  bool mineral_ground = false;   ///< Solid rock, pavement, tiles: Dwarves may ignore recoil.
  bool linear_obstacle = false;  ///< Defenders get the linear-obstacle melee bonus.
  bool higher_ground = false;    ///< Attackers of a figure standing on it get -1.
  std::optional<CrouchedMove> crouched_move;
  std::string notes;
  Provenance provenance;

  const TerrainMovement& movement_for(TroopType troop) const;
};

}  // namespace fray::rules
