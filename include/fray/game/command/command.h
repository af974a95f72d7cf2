#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/dice/die_source.h>
#include <fray/game/command/check_notes.h>
#include <fray/game/command/preview.h>
#include <fray/game/command/refusal.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/turn_structure.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

class RuleSystem;

/// A request to change the battle: a name and a JSON payload, as every client sends it.
struct Command {
  std::string name;
  nlohmann::json payload = nlohmann::json::object();
  friend bool operator==(const Command&, const Command&) = default;
};

/// What a command reads while checked: definitions and state, never changed.
struct CheckContext {
  const RuleSystem& system;  ///< The battle's rule system (its commands reach their definitions).
  const Battlefield& field;
  const BattleState& state;
  const PhaseDefinition& phase;    ///< The phase in force.
  CheckNotes* notes = nullptr;     ///< Where check may leave work for execute (may be null).
  const Action* action = nullptr;  ///< The payload as parse() read it (may be null).
};

/// What a command changes while executed.
struct ExecuteContext {
  const RuleSystem& system;
  const Battlefield& field;
  BattleState& state;
  const PhaseDefinition& phase;
  dice::DieSource& dice;
  EventSink& events;
  CheckNotes* notes = nullptr;     ///< What check left for execute (may be null).
  const Action* action = nullptr;  ///< The payload as parse() read it (may be null).
};

/// One command type (Wesnoth's synced_commands, without globals): check refuses with a reason
/// and leaves the state as it was; execute assumes a passed check and reports events.
class CommandHandler {
 public:
  virtual ~CommandHandler() = default;
  virtual std::string_view name() const = 0;
  /// Reads the payload: the action for the sequencer, or a BadPayload refusal.
  virtual std::optional<Refusal> parse(const nlohmann::json& payload, Action& action) const = 0;
  /// The rules' verdict on the payload in this state (the sequencer has already agreed).
  virtual std::optional<Refusal> check(const CheckContext& context,
                                       const nlohmann::json& payload) const = 0;
  virtual void execute(ExecuteContext& context, const nlohmann::json& payload) const = 0;
  /// Fills `preview` with the chances of the checked command (context.notes holds what check
  /// worked out). The default previews nothing beyond the check: a command that rolls no die.
  virtual void preview(const CheckContext& context, const nlohmann::json& payload,
                       Preview& preview) const {
    (void)context, (void)payload, (void)preview;
  }
};

}  // namespace fray::game
