#pragma once

#include <QPainterPath>

namespace fray::game {
class Game;
}

namespace fray::app {

/// The ground figure `figure` can reach with `allowance_cm`, in scene centimetres, for the Move
/// tool to shade while a figure is dragged. Empty when the figure is unknown.
///
/// On a free-measure table: MovePlanner's reach raster (1 cm cells) for the figure's base among
/// the impassable features and enemy bases, less the places on friends' bases, with very
/// difficult ground costing double (seed 002, "MOVEMENT": the move is halved there). Difficult
/// ground is priced as open (assumed: its slowing is rolled dice, not known before the move). On a
/// hex map: every hex whose centre a straight move within the allowance reaches and that
/// Game::check accepts as a move's end. On a square grid: every square a straight move of at most
/// the allowance's spaces reaches (diagonals one space) and that Game::check accepts.
QPainterPath reachableArea(const game::Game& game, int figure, double allowance_cm);

}  // namespace fray::app
