#include <fray/map/table_sight.h>

namespace fray::map {

const char* describe(SightFactKind kind) {
  switch (kind) {
    case SightFactKind::BlockedByBuilding:
      return "a building stands in the way";
    case SightFactKind::ForestTooDeep:
      return "10 cm or more of forest in the way: cannot be shot at";
    case SightFactKind::HillBetween:
      return "a hill stands in the way";
    case SightFactKind::HiddenCrouched:
      return "crouched immobile in or behind cover: hidden";
    case SightFactKind::PartlyHidden:
      return "only part of the figure can be seen";
    case SightFactKind::BehindCover:
      return "on foot, seen behind cover (wall, bank, hedge, bushes)";
    case SightFactKind::InForestEdge:
      return "on foot in the edge of a forest";
    case SightFactKind::MountedInForestEdge:
      return "mounted in the edge of a forest: no protection";
    case SightFactKind::BehindForest:
      return "behind no more than 10 cm of forest";
    case SightFactKind::AtOpening:
      return "seen at a door or window";
    case SightFactKind::BehindArrowSlit:
      return "behind an arrow slit";
    case SightFactKind::ShooterAtWindow:
      return "shooting out of a window or arrow slit (not with \"ext.\" weapons)";
    case SightFactKind::TargetHigher:
      return "the target stands on higher ground";
    case SightFactKind::ViewerHigher:
      return "the viewer stands on higher ground";
    case SightFactKind::TargetInGroup:
      return "the target stands in a group";
  }
  return "";
}

const char* citation(SightFactKind kind) {
  switch (kind) {
    case SightFactKind::BlockedByBuilding:
    case SightFactKind::PartlyHidden:
    case SightFactKind::BehindCover:
    case SightFactKind::AtOpening:
    case SightFactKind::BehindArrowSlit:
      return "seed 002, \"SHOOTING MODIFIERS\"";
    case SightFactKind::ForestTooDeep:
    case SightFactKind::HiddenCrouched:
      return "seed 002, \"TERRAIN\"";
    case SightFactKind::InForestEdge:
    case SightFactKind::MountedInForestEdge:
    case SightFactKind::BehindForest:
      return "seed 002, \"SHOOTING MODIFIERS\"";
    case SightFactKind::HillBetween:
      return "seed 003, \"Line of Sight\"";
    case SightFactKind::ShooterAtWindow:
      return "seed 002, \"SHOOTING\"";
    case SightFactKind::TargetHigher:
    case SightFactKind::ViewerHigher:
      return "seed 002, \"MELEE MODIFIERS\"";
    case SightFactKind::TargetInGroup:
      return "seed 002, \"Bonus for shooting at a group with less precise weapons\"";
  }
  return "";
}

}  // namespace fray::map
