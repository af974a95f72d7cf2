#include <fray/map/contact.h>

namespace fray::map {
namespace {

constexpr const char* kBases = "seed 000, \"Bases of different sizes in melee\"";

}  // namespace

const char* describe(StrikeReason reason) {
  switch (reason) {
    case StrikeReason::FaceToFace:
      return "in base contact, edge to edge";
    case StrikeReason::HalfBase:
      return "in contact along at least half of its base";
    case StrikeReason::LargerCreature:
      return "larger creature: may strike any foe against it";
    case StrikeReason::CornerAsSecondRank:
      return "touching by a corner, which counts as a second rank (staff weapon)";
    case StrikeReason::OverShoulder:
      return "second rank with a staff weapon, over a friend's shoulder";
    case StrikeReason::ThirdRank:
      return "third rank of spears or long staff weapons in close order";
    case StrikeReason::RearRankPike:
      return "rear rank of pikes in close order";
  }
  return "";
}

const char* describe(NoStrikeReason reason) {
  switch (reason) {
    case NoStrikeReason::CornerOnly:
      return "touching only by a corner";
    case NoStrikeReason::LessThanHalfBase:
      return "less than half of its base in contact";
    case NoStrikeReason::NoRoomOnThatSide:
      return "no room on that side of the foe";
    case NoStrikeReason::TooManyAround:
      return "the foe is already surrounded by as many as can fight it";
    case NoStrikeReason::NoStaffWeapon:
      return "behind a friend without a staff weapon";
    case NoStrikeReason::MountedInRank:
      return "riders do not strike from a rear rank";
    case NoStrikeReason::FriendUsesTwoHanded:
      return "the friend in front uses a two-handed weapon";
    case NoStrikeReason::InsideBuilding:
      return "no striking over shoulders inside a building";
    case NoStrikeReason::NotCloseOrder:
      return "rear ranks fight only in close order";
    case NoStrikeReason::NeedsLongerWeapon:
      return "a third rank needs spears or long staff weapons, further ranks pikes";
  }
  return "";
}

const char* citation(StrikeReason) { return kBases; }

const char* citation(NoStrikeReason) { return kBases; }

}  // namespace fray::map
