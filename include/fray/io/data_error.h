#pragma once

#include <fray/io/located_error.h>

namespace fray::io {

/// A data file that cannot be used: unreadable, not JSON, a wrong or missing value, or a reference
/// to something no other file defines. It names the place precisely enough for a designer (or an
/// editor's "jump to" action) to find it; `what()` is the one-line developer message.
class DataError : public LocatedError {
 public:
  using LocatedError::LocatedError;
};

}  // namespace fray::io
