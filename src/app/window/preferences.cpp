#include "window/preferences.h"

#include <QSettings>

namespace fray::app {

Preferences Preferences::load(const QSettings& settings) {
  Preferences p;
  p.grid_spacing_cm = settings.value("preferences/grid_spacing_cm", p.grid_spacing_cm).toDouble();
  if (p.grid_spacing_cm <= 0.0) p.grid_spacing_cm = Preferences{}.grid_spacing_cm;
  p.inches = settings.value("preferences/units").toString() == QLatin1String("in");
  p.labels = settings.value("preferences/labels", p.labels).toBool();
  p.animate_rolls = settings.value("preferences/animate_rolls", p.animate_rolls).toBool();
  p.turn_aids = settings.value("preferences/turn_aids", p.turn_aids).toBool();
  return p;
}

void Preferences::save(QSettings& settings) const {
  settings.setValue("preferences/grid_spacing_cm", grid_spacing_cm);
  settings.setValue("preferences/units", inches ? QStringLiteral("in") : QStringLiteral("cm"));
  settings.setValue("preferences/labels", labels);
  settings.setValue("preferences/animate_rolls", animate_rolls);
  settings.setValue("preferences/turn_aids", turn_aids);
}

}  // namespace fray::app
