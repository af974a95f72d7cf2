#include <stdexcept>
#include <string>
#include <utility>

#include <fray/dice/scripted_dice.h>

namespace fray::dice {

ScriptedDice::ScriptedDice(std::initializer_list<int> faces) : faces_(faces) {}

ScriptedDice::ScriptedDice(std::vector<int> faces) : faces_(std::move(faces)) {}

int ScriptedDice::roll(int sides) {
  if (next_ >= faces_.size()) {
    throw std::logic_error("ScriptedDice: script exhausted after " + std::to_string(next_) +
                           " faces, a D" + std::to_string(sides) + " was asked for");
  }
  const int face = faces_[next_];
  if (face < 1 || face > sides) {
    throw std::logic_error("ScriptedDice: scripted face " + std::to_string(face) + " (number " +
                           std::to_string(next_ + 1) + ") cannot show on a D" +
                           std::to_string(sides));
  }
  ++next_;
  return face;
}

void ScriptedDice::push(int face) { faces_.push_back(face); }

}  // namespace fray::dice
