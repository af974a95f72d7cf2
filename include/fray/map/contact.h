#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <fray/map/base_contact.h>
#include <fray/map/hex_melee.h>

namespace fray::map {

/// The staff weapon a figure fights with, as far as striking from a rear rank is concerned
/// (seed 000, "Bases of different sizes in melee"): any staff weapon reaches over a friend's
/// shoulder from the second rank; spears and long staff weapons reach from a third rank, pikes from
/// any rank, both only in close order.
enum class StaffWeapon : std::uint8_t { None, HalfLongStaff, Spear, LongStaff, Pike };

/// One figure of a melee arrangement. The battle's rule system fills it from the figure's state
/// and sheet.
struct Combatant {
  int id = 0;
  int side = 0;  ///< figures of the same side are friends
  Base base;
  Placement placement;
  bool mounted = false;
  StaffWeapon staff = StaffWeapon::None;
  /// On a hex map, the hexes its weapon reaches (seed 001, "Reach of a Weapon"); the rule system
  /// derives it from the weapon.
  Reach reach;
  bool close_order = false;      ///< in a close-order unit trained to fight in ranks
  bool uses_two_handed = false;  ///< wants to use a two-handed weapon: nobody strikes over it
  bool inside_building = false;  ///< no striking over shoulders inside a building
  bool narrow_place = false;     ///< on a bridge, in a corridor: two smaller foes may share a side
};

/// Why a figure may strike an enemy.
enum class StrikeReason : std::uint8_t {
  FaceToFace,          ///< edge to edge, whole side against side
  HalfBase,            ///< edge contact along at least half of the striker's base
  LargerCreature,      ///< the striker is larger: any edge contact will do
  CornerAsSecondRank,  ///< touching by a corner, with a staff weapon
  OverShoulder,        ///< second rank, staff weapon, over a friend in contact
  ThirdRank,           ///< third rank of spears or long staff weapons in close order
  RearRankPike,        ///< fourth or further rank of pikes in close order
};

/// Why a figure touching or standing behind an enemy's foe may not strike it.
enum class NoStrikeReason : std::uint8_t {
  CornerOnly,           ///< touching by a corner without a staff weapon (or mounted)
  LessThanHalfBase,     ///< edge contact shorter than half the striker's base
  NoRoomOnThatSide,     ///< that side of the foe already holds its fighters
  TooManyAround,        ///< the foe is already surrounded by as many as can fight it
  NoStaffWeapon,        ///< behind a friend, but without a staff weapon
  MountedInRank,        ///< only figures on foot strike from a rear rank
  FriendUsesTwoHanded,  ///< the friend in front wants to use a two-handed weapon
  InsideBuilding,       ///< no striking over shoulders inside a building
  NotCloseOrder,        ///< third and further ranks fight only in close order
  NeedsLongerWeapon,    ///< third rank needs a spear or long staff weapon, further ranks pikes
};

struct StrikeOption {
  int target_id = 0;
  StrikeReason reason = StrikeReason::FaceToFace;
  int rank = 1;             ///< 1 in contact, 2 over a friend's shoulder, 3 third rank ...
  int over_friend_id = -1;  ///< the friend in front (rank 2 and further)
  double contact_cm = 0.0;  ///< shared edge with the target (rank 1)
};

struct StrikeRefusal {
  int target_id = 0;
  NoStrikeReason reason = NoStrikeReason::CornerOnly;
};

/// Everything one figure may strike, and the foes it touches or stands behind but may not strike.
struct StrikerAnswer {
  int id = 0;
  std::vector<StrikeOption> may_strike;
  std::vector<StrikeRefusal> may_not;
};

/// Who may strike whom in an arrangement of figures (seed 000, "Bases of different sizes in
/// melee"), one answer per figure, in the order given. Figures do not strike friends.
/// docs/rules/free-measure.md lists the interpretations this makes.
std::vector<StrikerAnswer> who_may_strike(std::span<const Combatant> figures);

/// The most figures that can fight one foe in base contact, all of them at least `striker_width_cm`
/// wide (seed 000: four around a figure on foot, six around a rider, seven 2.5 cm bases or eight
/// 2 cm bases around a 4 cm base).
int contact_capacity(const Combatant& foe, double striker_width_cm);

/// A short English explanation and the rule it comes from, for the game's event log.
const char* describe(StrikeReason reason);
const char* describe(NoStrikeReason reason);
const char* citation(StrikeReason reason);
const char* citation(NoStrikeReason reason);

}  // namespace fray::map
