#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/classic/rules/combat_stats.h>
#include <fray/classic/rules/figure_profile.h>

namespace fray::rules {

/// A shot or a melee exchange described on its own, outside a battle: what `fray-cli odds` and
/// `fray-cli resolve` read, and how seed 000's worked examples are kept (data/examples/).
/// The format is documented in docs/formats.md.
struct Situation {
  enum class Kind { Shot, Melee };

  std::string title;
  std::string source;  ///< Where the situation comes from, e.g. a worked example's section.
  std::string note;
  Kind kind = Kind::Shot;

  // Shot: several shooters at one target (one volley, pooled natural maximums).
  std::vector<FigureSpec> shooters;
  FigureSpec target;
  ShotConditions shot;
  bool into_melee = false;    ///< Shooting into a melee: natural double 1s hit a friend.
  int target_group_size = 1;  ///< Hits on a group are shared at random among its members.

  // Melee: one or more attackers striking together at one defender, who strikes back at one of
  // them (defender_strikes, an index into attackers).
  std::vector<FigureSpec> attackers;
  std::vector<StrikeConditions> attacker_conditions;
  FigureSpec defender;
  StrikeConditions defender_conditions;
  std::size_t defender_strikes = 0;
  bool first_turn_of_contact = true;

  nlohmann::json expect;  ///< Optional numbers the situation must give (tests check them).
};

/// Reads a situation from parsed JSON; `file` names it in errors. Throws io::DataError with the
/// JSON pointer of the first wrong value.
Situation parse_situation(const nlohmann::json& document, const std::string& file);

/// Reads and parses a situation file. Throws io::DataError naming the file with line:column for a
/// JSON syntax error, or a JSON pointer for a wrong value.
Situation load_situation(const std::filesystem::path& path);

}  // namespace fray::rules
