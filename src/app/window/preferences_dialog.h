#pragma once

#include <QDialog>

#include "window/preferences.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace fray::app {

/// Edits the display preferences: grid spacing, units for lengths, label visibility.
class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(const Preferences& preferences, QWidget* parent = nullptr);
  Preferences preferences() const;

 private:
  QDoubleSpinBox* grid_spacing_ = nullptr;
  QComboBox* units_ = nullptr;
  QCheckBox* labels_ = nullptr;
  QCheckBox* animate_rolls_ = nullptr;
  QCheckBox* turn_aids_ = nullptr;
};

}  // namespace fray::app
