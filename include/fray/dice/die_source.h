#pragma once

namespace fray::dice {

/// Where every die in Fray comes from: the game's seeded engine, a scripted list in tests and
/// worked examples, or a referee who sets a die by hand.
class DieSource {
 public:
  virtual ~DieSource() = default;

  /// Rolls one die with `sides` faces and returns a face in 1..sides.
  virtual int roll(int sides) = 0;

 protected:
  DieSource() = default;
  DieSource(const DieSource&) = default;
  DieSource& operator=(const DieSource&) = default;
};

}  // namespace fray::dice
