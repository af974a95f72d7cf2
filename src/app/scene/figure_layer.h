#pragma once

#include <cstdint>
#include <vector>

#include <QGraphicsItem>

namespace fray::app {

class FigureItem;

/// Paints every figure of a MapScene in one item. The FigureItems stay in the scene for what is
/// per figure (tooltips, position, shape, the tools' lookups) but have no contents of their own,
/// so a repaint costs QGraphicsView one item instead of one per figure: the layer walks the
/// figures bottom to top (z value, then the order they were added in, as the scene would) and
/// blits each one's shared sprite at its device position, or paints its paths on exports.
/// Figures are at z 0 to 3 and the overlays below or above them (negative, 10 and up), so one
/// layer at z 0 stacks like the separate items did.
class FigureLayer : public QGraphicsItem {
 public:
  enum { Type = UserType + 2 };

  FigureLayer();

  /// `order`: higher is drawn later among figures of the same z value.
  void add(FigureItem* figure, std::uint64_t order);
  void remove(FigureItem* figure);
  void clear();
  /// A figure's look, place or z value changed: repaints where it was and where it is now
  /// (scene rects; an empty rect is skipped).
  void changed(QRectF was, QRectF now);

  int type() const override { return Type; }
  QRectF boundingRect() const override { return bounds_; }
  /// Empty: the layer is never under the mouse; the figure items are.
  QPainterPath shape() const override { return {}; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  struct Placed {
    FigureItem* figure;
    std::uint64_t order;
  };
  void grow(QRectF scene_rect);
  void sortByStacking();

  std::vector<Placed> figures_;
  bool sorted_ = true;
  QRectF bounds_;
};

}  // namespace fray::app
