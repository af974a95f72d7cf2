#pragma once

#include <fray/io/located_error.h>

namespace fray::rules {

/// A data file that cannot be used: unreadable, not JSON, a wrong or missing value, or a reference
/// to something no other file defines. It names the place precisely enough for a designer (or an
/// editor's "jump to" action) to find it; `what()` is the one-line developer message.
class DataError : public io::LocatedError {
 public:
  using io::LocatedError::LocatedError;
};

}  // namespace fray::rules
