#pragma once
// Internal to fray_game: scenarios, saves, turn structures and generator tables are read with
// the one located reader, io::JsonReader; every failure throws io::DataError naming the file
// and the JSON pointer (or line:column).

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include <fray/io/json_reader.h>

namespace fray::game::detail {

using io::JsonReader;
using io::ReadContext;

/// The context for one file: errors are io::DataError, and the sentences for people start
/// with `kind` ("The scenario", "The saved game", "The data file").
ReadContext read_context(std::string file, std::string kind = "The data file");

/// Parses `text`; a syntax error names `file` and the line:column where reading stopped.
nlohmann::json parse_json_text(const std::string& text, const std::string& file,
                               const std::string& kind = "The data file");
/// Reads and parses a file (an unreadable file is a io::DataError too).
nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& file,
                              const std::string& kind = "The data file");

}  // namespace fray::game::detail
