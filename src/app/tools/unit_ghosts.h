#pragma once

#include <vector>

#include <nlohmann/json.hpp>

class QGraphicsEllipseItem;
class QGraphicsScene;

namespace fray::game {
class Game;
}

namespace fray::app {

/// While a figure of a d20 unit is dragged, where the unit's other figures would be put
/// (d20::with_unit; seed 003, "Actions"): a dashed outline for each, redrawn only when the
/// dragged path changes (proposing placements checks many moves).
class UnitGhosts {
 public:
  UnitGhosts() = default;
  ~UnitGhosts() = default;  // the outlines belong to their scene, as the tools' other items
  UnitGhosts(const UnitGhosts&) = delete;
  UnitGhosts& operator=(const UnitGhosts&) = delete;

  /// Shows on `scene` the placements for moving `figure` along `path` ([[x, y]...]); none for
  /// a figure alone in its unit or outside a d20 battle. Gives how many would be placed.
  int show(QGraphicsScene& scene, const game::Game& game, int figure, const nlohmann::json& path);
  /// Takes the outlines off the scene.
  void clear();
  int shown() const { return static_cast<int>(items_.size()); }

 private:
  std::vector<QGraphicsEllipseItem*> items_;
  nlohmann::json last_path_;
  int last_figure_ = 0;
};

}  // namespace fray::app
