#include "bookmarks.h"

#include <algorithm>
#include <ostream>

#include <fray/game/record/saved_game.h>

namespace fray::cli {

int add_bookmark(const std::filesystem::path& path, std::size_t command, const std::string& note,
                 Console console) {
  game::SavedGame save = game::load_save(path);
  if (command > save.commands.size()) {
    console.err << "fray-cli: --bookmark " << command << ": the battle has only "
                << save.commands.size() << " commands\n";
    return 2;
  }
  // Kept in command order; a new note at the same place goes after the older ones.
  const auto at =
      std::upper_bound(save.bookmarks.begin(), save.bookmarks.end(), command,
                       [](std::size_t n, const game::Bookmark& b) { return n < b.command; });
  save.bookmarks.insert(at, {command, note});
  game::write_save(save, path);  // temporary file, then rename
  console.out << "Bookmark at command " << command << " of " << save.commands.size() << ": " << note
              << "\n";
  return 0;
}

int list_bookmarks(const std::filesystem::path& path, Console console) {
  const game::SavedGame save = game::load_save(path);
  if (save.bookmarks.empty()) console.out << "No bookmarks.\n";
  for (const game::Bookmark& b : save.bookmarks)
    console.out << "Bookmark at command " << b.command << " of " << save.commands.size() << ": "
                << b.note << "\n";
  return 0;
}

}  // namespace fray::cli
