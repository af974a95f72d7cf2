#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <fray/dice/die_source.h>

namespace fray::game {

/// What the referee asks the oracle (seed 003, "II. WHAT HAPPENS NEXT" and "Secrets").
enum class OracleKind { WhatNext, YesNo, Secret };

/// "what_next", "yes_no", "secret".
std::string_view oracle_kind_name(OracleKind kind);
/// The kind named by `name`, or nothing.
std::optional<OracleKind> oracle_kind_from_name(std::string_view name);

/// One answer of the oracle: the d20, the row of the table it fell in and what it means.
struct OracleAnswer {
  OracleKind kind = OracleKind::WhatNext;
  int roll = 1;          ///< the d20
  std::string row;       ///< the table's row, e.g. "13-18" or "16-20"
  std::string answer;    ///< short answer, e.g. "it happens, with a twist (good)"
  bool happens = false;  ///< "it happens", "yes", or "the secret is there"
  std::string citation;  ///< the seed section the row comes from
};

/// Reads a d20 on the table of `kind`: the "what happens next" table (1 / 2-6 / 7-12 twist,
/// even good and odd bad / 13-18 / 19-20), the yes / no roll (1-10 no, 11-20 yes) or the secret
/// roll (16 or more: it is there). Throws std::invalid_argument for a roll outside 1..20.
OracleAnswer read_oracle(OracleKind kind, int d20);

/// Rolls the d20 and reads it.
OracleAnswer ask_oracle(OracleKind kind, dice::DieSource& dice);

}  // namespace fray::game
