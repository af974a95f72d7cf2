#pragma once

#include <functional>

class QWidget;

namespace fray::app {

/// What a person answers when New, Open or Quit would drop unsaved changes.
enum class UnsavedChoice { Save, Discard, Cancel };

/// What the window does next.
enum class UnsavedStep {
  Proceed,    ///< nothing to lose, or the person discards the changes
  SaveFirst,  ///< save, and go on only when the save succeeds
  Stay,       ///< cancel: keep the battle as it is
};

/// The decision without any dialog: `ask` is called only when the battle is modified.
UnsavedStep unsavedStep(bool modified, const std::function<UnsavedChoice()>& ask);

/// Asks with a modal Save / Discard / Cancel box over `parent`.
UnsavedChoice askAboutUnsavedChanges(QWidget* parent);

}  // namespace fray::app
