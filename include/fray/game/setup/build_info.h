#pragma once

#include <string>

namespace fray::game {

/// What a saved game and every program report about the build that made it.
struct BuildInfo {
  std::string program;  ///< "Fray"
  std::string version;  ///< Semantic version of the project, e.g. "0.1.0".
};

/// The build this library was compiled in.
BuildInfo build_info();

/// "Fray 0.1.0": the line both programs print for --version.
std::string version_line();

}  // namespace fray::game
