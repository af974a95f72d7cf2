#include <stdexcept>

#include <fray/game/generators/oracle.h>

namespace fray::game {
namespace {

constexpr const char* kWhatNext = "seed 003, \"II. WHAT HAPPENS NEXT\"";
constexpr const char* kSecrets = "seed 003, \"Secrets\"";

OracleAnswer what_next(int d) {
  OracleAnswer a;
  a.citation = kWhatNext;
  if (d == 1) {
    a.row = "1";
    a.answer = "the opposite happens, with an extra penalty for the heroes";
  } else if (d <= 6) {
    a.row = "2-6";
    a.answer = "it does not happen";
  } else if (d <= 12) {
    a.row = "7-12";
    a.happens = true;
    a.answer = std::string("it happens, with a twist (") + (d % 2 == 0 ? "good" : "bad") + ")";
  } else if (d <= 18) {
    a.row = "13-18";
    a.happens = true;
    a.answer = "it happens";
  } else {
    a.row = "19-20";
    a.happens = true;
    a.answer = "it happens, with an extra benefit for the heroes";
  }
  return a;
}

}  // namespace

std::string_view oracle_kind_name(OracleKind kind) {
  switch (kind) {
    case OracleKind::WhatNext:
      return "what_next";
    case OracleKind::YesNo:
      return "yes_no";
    case OracleKind::Secret:
      return "secret";
  }
  return "what_next";
}

std::optional<OracleKind> oracle_kind_from_name(std::string_view name) {
  for (OracleKind k : {OracleKind::WhatNext, OracleKind::YesNo, OracleKind::Secret})
    if (oracle_kind_name(k) == name) return k;
  return std::nullopt;
}

OracleAnswer read_oracle(OracleKind kind, int d20) {
  if (d20 < 1 || d20 > 20) throw std::invalid_argument("the oracle reads a d20 (1 to 20)");
  OracleAnswer a;
  if (kind == OracleKind::WhatNext) {
    a = what_next(d20);
  } else if (kind == OracleKind::YesNo) {
    a.citation = kWhatNext;
    a.happens = d20 >= 11;
    a.row = a.happens ? "11-20" : "1-10";
    a.answer = a.happens ? "yes" : "no";
  } else {
    a.citation = kSecrets;
    a.happens = d20 >= 16;
    a.row = a.happens ? "16-20" : "1-15";
    a.answer = a.happens ? "the secret is there" : "the secret is not there";
  }
  a.kind = kind;
  a.roll = d20;
  return a;
}

OracleAnswer ask_oracle(OracleKind kind, dice::DieSource& dice) {
  return read_oracle(kind, dice.roll(20));
}

}  // namespace fray::game
