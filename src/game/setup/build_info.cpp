#include <fray/game/setup/build_info.h>
#include <fray/version.h>

namespace fray::game {

BuildInfo build_info() { return {kProgramName, kVersion}; }

std::string version_line() {
  const BuildInfo info = build_info();
  return info.program + " " + info.version;
}

}  // namespace fray::game
