#pragma once

#include <stdexcept>
#include <string>

namespace fray::io {

/// A file Fray cannot use, located precisely enough for a person (or an editor's "jump to"
/// action) to find the place: the file, "line:column" or a JSON pointer, what was expected there
/// and what was found. `what()` is the one-line developer message
/// "file:line:column: expected ..., found ..." or "file: /json/pointer: expected ..., found ...".
/// Each layer derives its own error type from it (io::DataError, map::MapFileError...).
class LocatedError : public std::runtime_error {
 public:
  /// `location` is "line:column" for syntax errors and a JSON pointer ("/features/3/polygon/1",
  /// "" for the whole document) for value errors.
  LocatedError(std::string file, std::string location, std::string expected, std::string found,
               std::string user_message);

  const std::string& file() const { return file_; }
  const std::string& location() const { return location_; }
  /// What the reader needed there, e.g. "a number from 1 to 10000".
  const std::string& expected() const { return expected_; }
  /// What it found instead, e.g. "\"wide\"" or "nothing".
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

}  // namespace fray::io
