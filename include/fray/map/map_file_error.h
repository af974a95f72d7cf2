#pragma once

#include <fray/io/located_error.h>

namespace fray::map {

/// A map file that cannot be used: unreadable, not JSON, or a wrong or missing value. It names
/// the place precisely enough for a designer (or an editor's "jump to" action) to find it;
/// `what()` is the one-line developer message "file:line:column: expected ..., found ..." or
/// "file: /json/pointer: expected ..., found ...".
class MapFileError : public io::LocatedError {
 public:
  using io::LocatedError::LocatedError;
};

}  // namespace fray::map
