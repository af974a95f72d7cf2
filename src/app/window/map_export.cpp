#include "window/map_export.h"

#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace fray::app {
namespace {
constexpr double kMmPerCm = 10.0;
constexpr double kTenthsOfMmPerCm = 100.0;
constexpr double kCmPerInch = 2.54;
}  // namespace

bool exportPng(QGraphicsScene& scene, QRectF area, const QString& path, double pixels_per_cm) {
  const QSize size = (area.size() * pixels_per_cm).toSize();
  if (size.isEmpty()) return false;
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  const int dots_per_metre = static_cast<int>(pixels_per_cm * 100.0);
  image.setDotsPerMeterX(dots_per_metre);
  image.setDotsPerMeterY(dots_per_metre);
  {
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(QPointF(), QSizeF(size)), area);
  }
  return image.save(path, "PNG");
}

bool exportSvg(QGraphicsScene& scene, QRectF area, const QString& path) {
  QSvgGenerator svg;
  svg.setFileName(path);
  svg.setTitle(QFileInfo(path).completeBaseName());
  svg.setDescription(QStringLiteral("Fray map, 1 user unit = 0.1 mm"));
  // Tenths of a millimetre at 254 dpi: the generator's whole-number resolution then gives the
  // drawing its exact size in mm.
  const QSizeF units = area.size() * kTenthsOfMmPerCm;
  svg.setSize(units.toSize());
  svg.setViewBox(QRectF(QPointF(), units));
  svg.setResolution(static_cast<int>(kTenthsOfMmPerCm * kCmPerInch));
  QPainter painter;
  if (!painter.begin(&svg)) return false;
  scene.render(&painter, QRectF(QPointF(), units), area);
  return painter.end();
}

bool exportPdf(QGraphicsScene& scene, QRectF area, const QString& path) {
  QPdfWriter pdf(path);
  pdf.setTitle(QFileInfo(path).completeBaseName());
  pdf.setCreator(QStringLiteral("Fray"));
  pdf.setPageSize(QPageSize(area.size() * kMmPerCm, QPageSize::Millimeter));
  pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
  pdf.setResolution(300);
  QPainter painter;
  if (!painter.begin(&pdf)) return false;
  const QRectF page(QPointF(), QSizeF(pdf.width(), pdf.height()));
  scene.render(&painter, page, area);
  return painter.end();
}

bool exportMap(QGraphicsScene& scene, QRectF area, const QString& path) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("svg")) return exportSvg(scene, area, path);
  if (suffix == QLatin1String("pdf")) return exportPdf(scene, area, path);
  return exportPng(scene, area, path);
}

}  // namespace fray::app
