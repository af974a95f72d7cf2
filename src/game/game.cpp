#include <stdexcept>
#include <utility>

#include <fray/game/game.h>
#include <fray/game/record/state_json.h>

#include "game_dice.h"

namespace fray::game {
namespace {

const TurnStructure& structure_for(const GameSetup& setup, const RuleSystem& system,
                                   const BattleState& state) {
  const TurnStructure* t = setup.find_turn_structure(state.turn_structure);
  if (!t) throw std::invalid_argument("unknown turn structure '" + state.turn_structure + "'");
  if (const std::optional<std::string> step = step_not_run(system, *t))
    throw std::invalid_argument("turn structure '" + t->id + "' lists the end-of-turn step '" +
                                *step + "', which the " + std::string(system.id()) +
                                " system does not run");
  return *t;
}

Battlefield table_or_empty(const BattleState& state, std::optional<map::TableMap> table) {
  return table ? Battlefield(std::move(*table))
               : Battlefield(state.table_width_cm, state.table_depth_cm);
}

}  // namespace

Game::Game(const GameSetup& setup, BattleState state, Battlefield field, bool start)
    : setup_(&setup),
      system_(&setup.system(state.rule_system)),
      structure_(&structure_for(setup, *system_, state)),
      state_(std::move(state)),
      field_(std::move(field)) {
  field_.set_large_bases(system_->large_bases_cover_spaces());
  if (start) {
    EventSink events;
    GameDice dice(state_, events);
    sequencer().start(state_, dice, events);
    for (Event& e : events) log_.add(std::move(e));
  }
  checkpoints_.push_back({0, state_});
}

Game::Game(const GameSetup& setup, BattleState state)
    : Game(setup, state, table_or_empty(state, std::nullopt), true) {}

Game::Game(const GameSetup& setup, BattleState state, map::TableMap table)
    : Game(setup, std::move(state), Battlefield(std::move(table)), true) {}

Game::Game(const GameSetup& setup, BattleState state, Battlefield field)
    : Game(setup, std::move(state), std::move(field), true) {}

Game Game::resume(const GameSetup& setup, BattleState state, std::uint64_t event_hash,
                  std::optional<map::TableMap> table) {
  Battlefield field = table_or_empty(state, std::move(table));
  return resume(setup, std::move(state), event_hash, std::move(field));
}

Game Game::resume(const GameSetup& setup, BattleState state, std::uint64_t event_hash,
                  Battlefield field) {
  Game game(setup, std::move(state), std::move(field), false);
  game.log_.reset(event_hash);
  return game;
}

Game Game::from_scenario(const GameSetup& setup, const Scenario& scenario, std::uint64_t seed) {
  return Game(setup, make_battle_state(setup, scenario, seed), scenario_battlefield(scenario));
}

TurnSequencer Game::sequencer() const { return TurnSequencer(*structure_, *system_, field_); }

std::string Game::allowed_now() const { return sequencer().allowed_now(state_); }

std::optional<Refusal> Game::check(const Command& command) const {
  const CommandHandler* handler = setup_->find_command(*system_, command.name);
  if (!handler) {
    std::string names;
    for (const std::string& n : setup_->command_names(*system_))
      names += (names.empty() ? "" : ", ") + n;
    return Refusal{RefusalCode::UnknownCommand,
                   "Unknown command '" + command.name + "'. Commands: " + names + "."};
  }
  if (!command.payload.is_object())
    return Refusal{RefusalCode::BadPayload,
                   "The payload of '" + command.name + "' must be an object."};
  Action action;
  return check_parsed(*handler, command, action, nullptr);
}

std::optional<Refusal> Game::check_parsed(const CommandHandler& handler, const Command& command,
                                          Action& action, CheckNotes* notes) const {
  if (auto refusal = handler.parse(command.payload, action)) return refusal;
  if (auto refusal = sequencer().allows(state_, action)) return refusal;
  try {
    return handler.check(
        {*system_, field_, state_, structure_->phases[state_.phase], notes, &action},
        command.payload);
  } catch (const std::exception& e) {  // a check never throws past the game: it refuses
    return Refusal{RefusalCode::NotAllowed,
                   std::string("The rules could not check it: ") + e.what()};
  }
}

Preview Game::preview(const Command& command) const {
  Preview preview;
  const CommandHandler* handler = setup_->find_command(*system_, command.name);
  if (!handler || !command.payload.is_object()) {
    preview.refusal = check(command);
    return preview;
  }
  Action action;
  CheckNotes notes;
  preview.refusal = check_parsed(*handler, command, action, &notes);
  if (preview.refusal) return preview;
  try {
    handler->preview({*system_, field_, state_, structure_->phases[state_.phase], &notes, &action},
                     command.payload, preview);
  } catch (const std::exception& e) {  // a preview never throws past the game either
    preview = Preview{};
    preview.refusal = Refusal{RefusalCode::NotAllowed,
                              std::string("The rules could not preview it: ") + e.what()};
  }
  return preview;
}

Outcome Game::submit(const Command& command) { return execute(command, false); }

Outcome Game::execute(const Command& command, bool from_redo) {
  const CommandHandler* handler = setup_->find_command(*system_, command.name);
  Action action;
  // Unknown names and non-object payloads are refused by check(); known ones are checked once.
  if (!handler || !command.payload.is_object()) return {check(command), {}};
  CheckNotes notes;
  if (auto refusal = check_parsed(*handler, command, action, &notes))
    return {std::move(refusal), {}};
  keep_checkpoint();
  EventSink events;
  events.reserve(8);  // most commands report a few events: one allocation, no regrowth
  try {
    apply(*handler, command, action, notes, events);
  } catch (const std::exception& e) {
    restore(records_.size());  // never leave a half-executed command behind
    return {Refusal{RefusalCode::NotAllowed,
                    std::string("The rules could not resolve it: ") + e.what()},
            {}};
  }
  const std::uint64_t hash_before = log_.hash();
  const std::size_t events_before = log_.events().size();
  CommandRecord record{command, 14695981039346656037ULL, {}};
  record.event_lines.reserve(events.size());
  for (const Event& e : events) record.event_lines.push_back(e.text);
  log_.add_all(std::move(events), record.events_hash);  // one walk feeds both hashes
  records_.push_back(std::move(record));
  if (snapshot_every_ > 0 && records_.size() % snapshot_every_ == 0)
    snapshots_.push_back({records_.size(), state_to_json(state_), log_.hash()});
  if (keep_undo_) undo_.push_back({hash_before, events_before});
  if (!from_redo) redo_.clear();
  return {std::nullopt, log_.range(events_before)};
}

void Game::apply(const CommandHandler& handler, const Command& command, const Action& action,
                 CheckNotes& notes, EventSink& events) {
  GameDice dice(state_, events);
  ExecuteContext context{*system_, field_, state_, structure_->phases[state_.phase],
                         dice,     events, &notes, &action};
  handler.execute(context, command.payload);
  // Before the sequencer: a figure the rules take away neither wins nor takes the next turn.
  system_->after_command(field_, state_, events);
  sequencer().after(state_, action, dice, events);
}

void Game::keep_checkpoint() {
  const std::size_t done = records_.size();
  if (done - checkpoints_.back().commands < kCheckpointEvery) return;
  if (keep_undo_ || !undo_.empty()) {
    checkpoints_.push_back({done, state_});
    return;
  }
  // Nothing to undo: only recovery needs a checkpoint, the latest; its buffers are reused.
  while (checkpoints_.size() > 1) checkpoints_.pop_front();
  checkpoints_.back().commands = done;
  checkpoints_.back().state = state_;
}

void Game::restore(std::size_t commands) {
  while (checkpoints_.size() > 1 && checkpoints_.back().commands > commands)
    checkpoints_.pop_back();
  const Checkpoint& from = checkpoints_.back();
  if (from.commands > commands) throw std::logic_error("Game: no checkpoint to undo from");
  state_ = from.state;
  for (std::size_t i = from.commands; i < commands; ++i) {
    const Command& command = records_[i].command;
    const CommandHandler* handler = setup_->find_command(*system_, command.name);
    Action action;
    CheckNotes notes;
    if (!handler || check_parsed(*handler, command, action, &notes))
      throw std::logic_error("Game: a recorded command is refused when executed again");
    EventSink events;
    apply(*handler, command, action, notes, events);
  }
}

bool Game::undo() {
  if (undo_.empty()) return false;
  const Step step = undo_.back();
  undo_.pop_back();
  while (!snapshots_.empty() && snapshots_.back().command >= records_.size()) snapshots_.pop_back();
  redo_.push_back(std::move(records_.back().command));  // the record holds what redo runs
  records_.pop_back();
  restore(records_.size());
  log_.truncate(step.events_before, step.hash_before);
  return true;
}

Outcome Game::redo(bool reroll) {
  if (redo_.empty()) return {Refusal{RefusalCode::NothingToUndo, "There is nothing to redo."}, {}};
  const Command command = redo_.back();
  if (reroll) {
    Outcome burn = execute(Command{"reroll", nlohmann::json::object()}, true);
    if (burn.refusal) return burn;
  }
  Outcome outcome = execute(command, true);
  if (outcome.accepted()) redo_.pop_back();
  return outcome;
}

}  // namespace fray::game
