#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace fray::ai {

/// One row of a seed 003 table: the die faces it covers and what they mean.
struct EnemyStatusRow {
  int from = 1;
  int to = 1;
  std::string result;    ///< "stay", "forward"...; "ambitious"...; "all", "half"...
  std::string target;    ///< Tactics only: how the figure picks its target ("nearest"...).
  std::string position;  ///< Tactics only: how it places itself ("advance"...).
  std::string source;    ///< The seed section, e.g. seed 003, "Patrolling".
  bool assumed = false;  ///< Our reading where the seed is loose (see `note`).
  std::string note;
};

/// A d20 table of the seed 003 enemy AI, rows covering 1 to `die` without gaps.
struct EnemyStatusTable {
  std::string id;  ///< "patrol", "tactics", "random_action".
  std::string source;
  int die = 20;
  std::vector<EnemyStatusRow> rows;
  /// The row holding `roll` (the loader guarantees there is one for 1..die).
  const EnemyStatusRow& row(int roll) const;
  /// The row whose result is `result`, or nullptr.
  const EnemyStatusRow* find(std::string_view result) const;
};

/// The three tables the seed 003 enemy AI rolls on (data/ai/solo003/*.json).
struct EnemyStatusTables {
  EnemyStatusTable patrol;         ///< seed 003, "Patrolling".
  EnemyStatusTable tactics;        ///< seed 003, "COMBAT TACTICS".
  EnemyStatusTable random_action;  ///< seed 003, "Random Enemy Action".
};

/// Reads one table; `file` names it in io::DataError messages (with the JSON pointer).
/// `id` is the table expected ("patrol", "tactics" or "random_action").
EnemyStatusTable parse_enemy_status_table(const nlohmann::json& document, const std::string& file,
                                          const std::string& id);

/// Loads data_dir/ai/solo003/{patrol,tactics,random_action}.json.
EnemyStatusTables load_enemy_status_tables(const std::filesystem::path& data_dir);

}  // namespace fray::ai
