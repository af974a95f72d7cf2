#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fray/ai/ai_definitions.h>
#include <fray/ai/controller.h>

namespace fray::ai {

/// An id no controller answers to.
class UnknownController : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

/// A controller asked to play a battle of a rule system it does not play.
class UnfitController : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

/// Whether the controller `id` plays battles of the rule system `system`: "simple" plays every
/// system (each system's own baseline policy), and so does seed 003's enemy AI, which asks the
/// system what it weighs (RuleSystem::fighter_facts); seed 004's reaction chart asks the same
/// and plays the systems its orders have been tested in: classic and d20.
bool controller_plays(std::string_view id, std::string_view system);
/// Throws UnfitController, in plain words, unless controller_plays(id, system).
void require_controller_plays(std::string_view id, std::string_view system);

/// The ids make_controller knows, in a stable order.
std::vector<std::string> controller_ids();

/// A new controller: "simple" (the classic system's stand-in policy), "solo003" (seed 003's enemy
/// AI), "reaction004" (seed 004's
/// reaction chart, reading `definitions`, which must outlive it). "person" is not an AI: callers
/// that play headless map it to "simple" themselves. Throws UnknownController naming the id and
/// the known ones.
std::unique_ptr<Controller> make_controller(std::string_view id, const AiDefinitions& definitions);

}  // namespace fray::ai
