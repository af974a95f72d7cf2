#pragma once

#include <filesystem>

#include <fray/ai/reaction004_tables.h>

namespace fray::ai {

/// Every AI's data, loaded once and shared read-only by all controllers and threads.
struct AiDefinitions {
  Reaction004Tables reaction004;  ///< data/ai/reaction004/
};

/// Loads the AIs' tables from `data_dir` (the data folder: data/ai/<ai>/). Throws AiDataError.
AiDefinitions load_ai_definitions(const std::filesystem::path& data_dir);

}  // namespace fray::ai
