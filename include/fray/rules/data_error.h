#pragma once

#include <stdexcept>
#include <string>

namespace fray::rules {

/// A data file that cannot be used: unreadable, not JSON, a wrong or missing value, or a reference
/// to something no other file defines. It names the place precisely enough for a designer (or an
/// editor's "jump to" action) to find it; `what()` is the one-line developer message.
class DataError : public std::runtime_error {
 public:
  /// `location` is "line:column" for syntax errors and a JSON pointer ("/species/3/melee_dice/0",
  /// "" for the whole document) for value errors.
  DataError(std::string file, std::string location, std::string expected, std::string found,
            std::string user_message);

  /// File name relative to the data folder, e.g. "classic/species.json".
  const std::string& file() const { return file_; }
  const std::string& location() const { return location_; }
  /// What the loader needed there, e.g. "a die (D4, D6, D8, D10, D12 or 2D6)".
  const std::string& expected() const { return expected_; }
  /// What it found instead, e.g. "\"D7\"" or "nothing".
  const std::string& found() const { return found_; }
  /// A sentence for players and designers, without JSON jargon where it can be avoided.
  const std::string& user_message() const { return user_message_; }
  /// True when location() is a JSON pointer rather than "line:column".
  bool is_json_pointer() const { return location_.empty() || location_.front() == '/'; }

 private:
  std::string file_;
  std::string location_;
  std::string expected_;
  std::string found_;
  std::string user_message_;
};

}  // namespace fray::rules
