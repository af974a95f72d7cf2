#pragma once
// What a command would do before it is sent, as the battle's rule system previews it. The
// window's odds, the AIs' estimates and `fray-cli odds --command` all read this one answer, so
// the chances a person or an AI weighs are those of the command that would be sent.

#include <optional>
#include <string>
#include <vector>

#include <fray/game/command/refusal.h>

namespace fray::game {

/// The chances of what happens to the figure (or group) a command aims at. They sum to 1.
struct AimChances {
  double killed = 0;   ///< Dead once the turn's life test is rolled (a group: at least one).
  double wounded = 0;  ///< Wounded and alive (a group: hits but nobody killed).
  double recoils = 0;  ///< No wound; pushed back.
  double stunned = 0;  ///< No wound; it loses its actions for a while (seed 003, "Defend").
  double missed = 0;   ///< Nothing happens to it.
};

/// The chances of one figure the command may hurt: the figure aimed at, a member of a group
/// shot at, or the actor struck back.
struct FigureChances {
  int figure = 0;
  double hit = 0;      ///< At least one wound this turn (alive or not).
  double killed = 0;   ///< Dead once the turn's life test is rolled.
  double recoils = 0;  ///< Pushed back without a wound.
  double stunned = 0;  ///< Stunned without a wound (seed 003, "Defend").
};

/// The preview of a command in the battle as it stands.
struct Preview {
  /// The refusal Game::check gives; nothing else is filled then.
  std::optional<Refusal> refusal;
  /// What the command does to what it aims at; empty for a command that rolls no die against a
  /// figure (a move, a posture) or whose aim is several figures at once (a split strike).
  std::optional<AimChances> aim;
  /// Every figure the command may hurt, the one aimed at first. A shot at a group lists its
  /// members; a strike lists the striker last (the foe's answer).
  std::vector<FigureChances> figures;
  /// A shot aimed at a group: its members, the target first (empty otherwise).
  std::vector<int> group;
  double expected_killed = 0;  ///< A shot at a group: the mean number of members killed.
  /// A command that rolls for success rather than against a figure (seed 003's non-combat
  /// actions, morale): the chance it succeeds.
  std::optional<double> success;
  /// A move: what its path costs and what the figure may spend, in the rule system's own unit
  /// (`unit`: d20 "spaces", difficult ground counted); empty when the system gives none.
  struct MoveCost {
    double cost = 0;
    double allowance = 0;
    std::string unit;
  };
  std::optional<MoveCost> move;
  /// Per die the actors roll, in order: what the die must show to hit.
  std::vector<int> need_natural;
  /// The reckoning in words: per die the need, then each modifier with the rule it comes from;
  /// then the facts of sight and anything that changes who rolls.
  std::vector<std::string> breakdown;

  bool accepted() const { return !refusal.has_value(); }
  /// The chances of `figure`, or null when the command cannot hurt it.
  const FigureChances* chances_of(int figure) const {
    for (const FigureChances& c : figures)
      if (c.figure == figure) return &c;
    return nullptr;
  }
};

}  // namespace fray::game
