#pragma once
// Bookmarks of a saved game, for `fray-cli replay --bookmark / --list-bookmarks`.

#include <filesystem>
#include <string>

#include "cli_app.h"

namespace fray::cli {

/// Adds a bookmark with `note` at command `command` (0 to the number of commands) to the save at
/// `path`, rewriting it atomically through the save writer. Returns the exit code.
int add_bookmark(const std::filesystem::path& path, std::size_t command, const std::string& note,
                 Console console);

/// Prints the save's bookmarks, one a line, in command order. Returns the exit code.
int list_bookmarks(const std::filesystem::path& path, Console console);

}  // namespace fray::cli
