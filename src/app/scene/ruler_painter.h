#pragma once

#include <QPainter>
#include <QRect>
#include <QTransform>

namespace fray::app {

/// Thickness of the rulers along the view's edges, in device-independent pixels.
inline constexpr int kRulerPixels = 20;

/// Paints rulers along the top and left edges of a viewport of `size`, whose scene-to-viewport
/// transform is `to_view` (scene units are cm). Ticks fall on round numbers of cm or inches
/// chosen so labels never crowd.
void paintRulers(QPainter& painter, QSize size, const QTransform& to_view, bool inches);

/// The spacing of labelled ticks (in display units) for a given number of pixels per unit.
double rulerStep(double pixels_per_unit);

}  // namespace fray::app
