#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace fray::ai {

/// What an AI chose to do and why: the command it will send through the game layer,
/// and a sentence a person can read in the log.
struct Decision {
  std::string command;      ///< Command name, as the game layer's registry knows it.
  nlohmann::json payload;   ///< Command payload.
  std::string explanation;  ///< Why this and not something else.
};

/// "move: Orcq 3 moves to cover (...)": the one-line form used in text logs.
std::string to_log_line(const Decision& decision);

}  // namespace fray::ai
