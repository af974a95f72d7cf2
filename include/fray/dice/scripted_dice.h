#pragma once

#include <cstddef>
#include <initializer_list>
#include <vector>

#include <fray/dice/die_source.h>

namespace fray::dice {

/// A DieSource that hands out a fixed list of faces in order: tests, worked examples and the
/// referee's "set a die". It refuses to invent anything, so a script that is too short or a
/// face that cannot exist on the die asked for is a loud std::logic_error, not a silent guess.
class ScriptedDice final : public DieSource {
 public:
  ScriptedDice() = default;
  ScriptedDice(std::initializer_list<int> faces);
  explicit ScriptedDice(std::vector<int> faces);

  /// Next scripted face. Throws std::logic_error when the script is exhausted or the face is
  /// outside 1..sides.
  int roll(int sides) override;

  /// Appends faces to the end of the script.
  void push(int face);

  /// Faces not yet used.
  std::size_t remaining() const { return faces_.size() - next_; }

  /// Faces handed out so far.
  std::size_t used() const { return next_; }

 private:
  std::vector<int> faces_;
  std::size_t next_ = 0;
};

}  // namespace fray::dice
