#pragma once

#include <vector>

#include <fray/game/game.h>

namespace fray::game {

// The aids that run by themselves once a game turn (issue 8): the event card of the turn
// (seed 004, "Setting up a game"), the fires spreading (seed 004, "Fire"), the portal counters
// reacting to the party and the arrival roll (seed 004, "Turn sequence", step 1; "Portal
// Markers : Eliminating Portals"; "Enemy Force Generation"). Each is an ordinary referee
// command, submitted through Game::submit, so it is logged, undone and replayed like any other.
//
// The moment: an aid is due from the start of a turn, before its first activation, and stays
// due until it has run once that turn. Whether it has run is read from the state each command
// keeps (the deck's drawn_turn, the portals' reacted_turn and rolled_turn, each fire's
// spread_turn), so asking again after the aids ran lists nothing, and a saved game resumes
// without running them twice. An aid the game would refuse now is not due: the arrival roll
// waits until a party figure sees a counter (rolled then, once that turn), and a fire lit this
// turn first spreads next turn.

/// The aid commands due now, in the order they are to be sent (draw_event, spread_fire,
/// portal_react, generate_forces), each one the game accepts as things stand. Empty once the
/// battle is over. Pure: a desktop program may call it to offer or send the aids.
std::vector<Command> due_turn_aids(const Game& game);

/// One aid sent and what it did.
struct TurnAid {
  Command command;
  Outcome outcome;
};

/// Sends the due aids one at a time (asking again after each, since an aid changes what the
/// next one sees: counters falling back are out of sight of the arrival roll) until none is
/// due. Returns what was sent, in order.
std::vector<TurnAid> submit_turn_aids(Game& game);

}  // namespace fray::game
