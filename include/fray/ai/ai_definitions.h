#pragma once

#include <filesystem>

#include <fray/ai/enemy_status_tables.h>
#include <fray/ai/reaction_chart_tables.h>

namespace fray::ai {

/// Every AI's data, loaded once and shared read-only by all controllers and threads.
struct AiDefinitions {
  EnemyStatusTables enemy_status;      ///< data/ai/solo003/
  ReactionChartTables reaction_chart;  ///< data/ai/reaction004/
};

/// Loads the AIs' tables from `data_dir` (the data folder: data/ai/<ai>/). Throws AiDataError.
AiDefinitions load_ai_definitions(const std::filesystem::path& data_dir);

}  // namespace fray::ai
