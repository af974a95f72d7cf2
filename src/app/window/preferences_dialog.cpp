#include "window/preferences_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>

namespace fray::app {

PreferencesDialog::PreferencesDialog(const Preferences& preferences, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Preferences"));
  setObjectName(QStringLiteral("PreferencesDialog"));
  grid_spacing_ = new QDoubleSpinBox(this);
  grid_spacing_->setObjectName(QStringLiteral("gridSpacing"));
  grid_spacing_->setRange(1.0, 100.0);
  grid_spacing_->setDecimals(1);
  grid_spacing_->setSuffix(tr(" cm"));
  grid_spacing_->setValue(preferences.grid_spacing_cm);
  grid_spacing_->setToolTip(tr("Distance between the stronger grid lines on a free-measure table"));
  units_ = new QComboBox(this);
  units_->setObjectName(QStringLiteral("units"));
  units_->addItem(tr("Centimetres"));
  units_->addItem(tr("Inches"));
  units_->setCurrentIndex(preferences.inches ? 1 : 0);
  units_->setToolTip(
      tr("Units for the rulers, the cursor position and measurements (the map "
         "itself is always in cm)"));
  labels_ = new QCheckBox(tr("Show names of terrain features and figures"), this);
  labels_->setObjectName(QStringLiteral("labels"));
  labels_->setChecked(preferences.labels);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* form = new QFormLayout(this);
  form->addRow(tr("Grid spacing:"), grid_spacing_);
  form->addRow(tr("Units:"), units_);
  form->addRow(labels_);
  animate_rolls_ = new QCheckBox(tr("Animate dice rolls on the map"), this);
  animate_rolls_->setObjectName(QStringLiteral("animate_rolls"));
  animate_rolls_->setChecked(preferences.animate_rolls);
  form->addRow(animate_rolls_);
  turn_aids_ =
      new QCheckBox(tr("Run the turn aids by themselves (event card, fires, portals)"), this);
  turn_aids_->setObjectName(QStringLiteral("turn_aids"));
  turn_aids_->setToolTip(
      tr("Once a turn, draw the random event card, spread the fires and let "
         "the portals react and roll arrivals (seed 004), as the referee "
         "would; off, the Referee dock's buttons do it."));
  turn_aids_->setChecked(preferences.turn_aids);
  form->addRow(turn_aids_);
  form->addRow(buttons);
}

Preferences PreferencesDialog::preferences() const {
  Preferences p;
  p.grid_spacing_cm = grid_spacing_->value();
  p.inches = units_->currentIndex() == 1;
  p.labels = labels_->isChecked();
  p.animate_rolls = animate_rolls_->isChecked();
  p.turn_aids = turn_aids_->isChecked();
  return p;
}

}  // namespace fray::app
