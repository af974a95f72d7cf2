#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <QString>

namespace fray::app {

/// Draws text of a given height in scene units (cm) centred in `box`, with a light halo so it
/// stays readable on any terrain. Fonts are scaled through the painter rather than given tiny
/// point sizes, which Qt hints badly and rounds to whole pixels.
void drawTextCm(QPainter& painter, const QRectF& box, const QString& text, double height_cm,
                QColor colour = Qt::black, QColor halo = QColor(255, 255, 255, 200),
                bool bold = false);

}  // namespace fray::app
