#include <numeric>

#include <fray/classic/rules/modifier.h>

namespace fray::rules {

int total(const std::vector<Modifier>& modifiers) {
  return std::accumulate(modifiers.begin(), modifiers.end(), 0,
                         [](int sum, const Modifier& m) { return sum + m.value; });
}

void cancel_bonuses(std::vector<Modifier>& modifiers, const std::string& reason) {
  for (Modifier& m : modifiers)
    if (m.value > 0) {
      m.value = 0;
      m.note = "cancelled: " + reason;
    }
}

std::string signed_value(int value) {
  return value > 0 ? "+" + std::to_string(value) : std::to_string(value);
}

std::string describe(const Modifier& modifier) {
  std::string line = signed_value(modifier.value) + " " + modifier.id;
  if (!modifier.citation.empty()) line += " (" + modifier.citation + ")";
  if (!modifier.note.empty()) line += ": " + modifier.note;
  return line;
}

}  // namespace fray::rules
