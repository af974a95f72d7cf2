#pragma once

#include <QRectF>
#include <QString>

class QGraphicsScene;

namespace fray::app {

/// Resolution of PNG exports: 10 pixels per cm (254 dpi) shows 1 cm grid lines and base details.
inline constexpr double kExportPixelsPerCm = 10.0;

/// Writes `area` of the scene (in cm) as a picture. PNG at `pixels_per_cm`; SVG with its physical
/// size set so 1 cm prints as 1 cm; PDF on one page the size of the area, at true scale, so a
/// plotter or a print shop can print the table 1:1. Returns false when the file cannot be
/// written.
bool exportPng(QGraphicsScene& scene, QRectF area, const QString& path,
               double pixels_per_cm = kExportPixelsPerCm);
bool exportSvg(QGraphicsScene& scene, QRectF area, const QString& path);
bool exportPdf(QGraphicsScene& scene, QRectF area, const QString& path);

/// Chooses the format from the file's suffix (png, svg, pdf).
bool exportMap(QGraphicsScene& scene, QRectF area, const QString& path);

}  // namespace fray::app
