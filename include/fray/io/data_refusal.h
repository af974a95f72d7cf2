#pragma once

#include <string>

#include <fray/io/data_error.h>

namespace fray::io {

/// Throws a DataError at `pointer` of `file`: "FILE at POINTER: expected X, found Y." (what the
/// scenario's and a rule system's setup checks refuse with).
[[noreturn]] inline void refuse_data(const std::string& file, const std::string& pointer,
                                     const std::string& expected, const std::string& found) {
  throw DataError(file, pointer, expected, found,
                  file + " at " + pointer + ": expected " + expected + ", found " + found + ".");
}

}  // namespace fray::io
