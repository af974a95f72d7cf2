#include <fray/classic/rules/terrain_type.h>

namespace fray::rules {

const TerrainMovement& TerrainType::movement_for(TroopType troop) const {
  switch (troop) {
    case TroopType::Cavalry:
      return cavalry;
    case TroopType::MountedFoot:
      return mounted_foot;
    case TroopType::Foot:
      break;
  }
  return foot;
}

}  // namespace fray::rules
