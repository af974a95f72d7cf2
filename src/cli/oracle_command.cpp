// fray-cli oracle: seed 003, "II. WHAT HAPPENS NEXT" and "Secrets", away from a battle (in a
// battle the referee's "oracle" command rolls the game's dice and logs the answer).
#include <ostream>

#include <fray/dice/random_engine.h>
#include <fray/game/generators/oracle.h>

#include "subcommands.h"

namespace fray::cli {

int run_oracle(const std::vector<std::string>& args, Console console) {
  std::optional<game::OracleKind> kind = game::OracleKind::WhatNext;
  std::string question;
  std::optional<std::uint64_t> seed = 1;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--help" || a == "-h") {
      console.out << "Usage: fray-cli oracle --question TEXT [--kind what_next|yes_no|secret]"
                     " [--seed N]\n"
                     "Rolls the d20 of the \"what happens next\" oracle (seed 003, II), the\n"
                     "yes / no roll, or the secret roll (16 or more: it is there).\n";
      return 0;
    } else if (a == "--kind" && has_value) {
      kind = game::oracle_kind_from_name(args[++i]);
      if (!kind) {
        console.err << "fray-cli: --kind is what_next, yes_no or secret\n";
        return 2;
      }
    } else if (a == "--question" && has_value) {
      question = args[++i];
    } else if (a == "--seed" && has_value) {
      seed = parse_seed(args[++i]);
      if (!seed) {
        console.err << "fray-cli: --seed needs a whole number\n";
        return 2;
      }
    } else {
      console.err << "fray-cli: unknown argument '" << a << "'. Try 'fray-cli oracle --help'.\n";
      return 2;
    }
  }
  if (question.empty()) {
    console.err << "fray-cli: the oracle needs --question TEXT\n";
    return 2;
  }
  dice::RandomEngine dice(*seed);
  const game::OracleAnswer a = game::ask_oracle(*kind, dice);
  console.out << "\"" << question << "\"\nd20 " << a.roll << " (row " << a.row << "): " << a.answer
              << ".  [" << a.citation << "]\n";
  return 0;
}

}  // namespace fray::cli
