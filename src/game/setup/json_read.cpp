#include "setup/json_read.h"

#include <utility>

#include <fray/io/data_error.h>

namespace fray::game::detail {

ReadContext read_context(std::string file, std::string kind) {
  ReadContext context;
  context.file = std::move(file);
  context.kind = std::move(kind);
  context.raise = io::raise_as<io::DataError>;
  return context;
}

nlohmann::json parse_json_text(const std::string& text, const std::string& file,
                               const std::string& kind) {
  return io::parse_json(text, read_context(file, kind));
}

nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& file,
                              const std::string& kind) {
  return io::read_json_file(path, read_context(file, kind));
}

}  // namespace fray::game::detail
