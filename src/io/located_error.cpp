#include <utility>

#include <fray/io/located_error.h>

namespace fray::io {
namespace {

std::string developer_message(const std::string& file, const std::string& location,
                              const std::string& expected, const std::string& found) {
  // "file:line:col" mirrors compiler diagnostics so editors can jump to it; pointers get a space.
  std::string where = file;
  if (!location.empty() && location.front() != '/') {
    where += ":" + location;
  } else {
    where += ": " + (location.empty() ? std::string("(document)") : location);
  }
  return where + ": expected " + expected + ", found " + found;
}

}  // namespace

LocatedError::LocatedError(std::string file, std::string location, std::string expected,
                           std::string found, std::string user_message)
    : std::runtime_error(developer_message(file, location, expected, found)),
      file_(std::move(file)),
      location_(std::move(location)),
      expected_(std::move(expected)),
      found_(std::move(found)),
      user_message_(std::move(user_message)) {}

}  // namespace fray::io
