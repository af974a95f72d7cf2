#include <fray/ai/decision.h>

namespace fray::ai {

std::string to_log_line(const Decision& decision) {
  if (decision.explanation.empty()) return decision.command;
  return decision.command + ": " + decision.explanation;
}

}  // namespace fray::ai
