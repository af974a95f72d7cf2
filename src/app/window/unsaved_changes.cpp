#include "window/unsaved_changes.h"

#include <QMessageBox>

namespace fray::app {

UnsavedStep unsavedStep(bool modified, const std::function<UnsavedChoice()>& ask) {
  if (!modified) return UnsavedStep::Proceed;
  switch (ask()) {
    case UnsavedChoice::Save:
      return UnsavedStep::SaveFirst;
    case UnsavedChoice::Discard:
      return UnsavedStep::Proceed;
    case UnsavedChoice::Cancel:
      break;
  }
  return UnsavedStep::Stay;
}

UnsavedChoice askAboutUnsavedChanges(QWidget* parent) {
  const auto answer = QMessageBox::warning(
      parent, QObject::tr("Unsaved Changes"),
      QObject::tr("The battle has changed since it was last saved. Save it first?"),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save) return UnsavedChoice::Save;
  if (answer == QMessageBox::Discard) return UnsavedChoice::Discard;
  return UnsavedChoice::Cancel;
}

}  // namespace fray::app
