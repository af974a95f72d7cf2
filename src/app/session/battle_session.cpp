#include "session/battle_session.h"

#include <chrono>

#include <QUndoStack>

#include <fray/classic/rules/movement.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/turn/turn_aids.h>
#include <fray/io/located_error.h>
#include <fray/systems/load_game_setup.h>

#include "session/battle_views.h"

namespace fray::app {
namespace {

// One accepted command on Qt's undo stack. The engine already executed it when it is pushed,
// so the first redo() (QUndoStack::push calls it) does nothing.
class GameStep : public QUndoCommand {
 public:
  GameStep(BattleSession& session, const QString& text) : QUndoCommand(text), session_(session) {}
  void undo() override { session_.engineUndo(); }
  void redo() override {
    if (first_) {
      first_ = false;
      return;
    }
    session_.engineRedo();
  }

 private:
  BattleSession& session_;
  bool first_ = true;
};

}  // namespace

QString describeError(const std::exception& error) {
  if (const auto* located = dynamic_cast<const io::LocatedError*>(&error)) {
    const QString where = located->location().empty() ? QObject::tr("the whole document")
                                                      : QString::fromStdString(located->location());
    return QObject::tr("%1\n\nFile: %2\nWhere: %3")
        .arg(QString::fromStdString(located->user_message().empty() ? located->what()
                                                                    : located->user_message()),
             QString::fromStdString(located->file()), where);
  }
  return QString::fromStdString(error.what());
}

BattleSession::BattleSession(QString data_dir, QObject* parent)
    : QObject(parent), data_dir_(std::move(data_dir)), undo_stack_(new QUndoStack(this)) {}

BattleSession::~BattleSession() { emit closing(); }

bool BattleSession::fail(const QString& what, const std::exception& error) {
  last_error_ = what + QStringLiteral("\n\n") + describeError(error);
  return false;
}

bool BattleSession::ensureSetup() {
  if (setup_) return true;
  try {
    setup_ = std::make_unique<game::GameSetup>(game::load_game_setup(data_dir_.toStdString()));
  } catch (const std::exception& error) {
    return fail(tr("The rules data in %1 cannot be read.").arg(data_dir_), error);
  }
  return true;
}

void BattleSession::start(std::unique_ptr<game::Scenario> scenario,
                          std::unique_ptr<game::Game> game, std::uint64_t seed,
                          const std::vector<game::Command>& replayed) {
  undo_stack_->clear();
  scenario_ = std::move(scenario);
  game_ = std::move(game);
  seed_ = seed;
  // A resumed battle keeps its history: one undo step per replayed command, as the engine has.
  for (const game::Command& command : replayed)
    undo_stack_->push(new GameStep(*this, QString::fromStdString(command.name)));
  runTurnAids();  // the first turn's card and the like belong to the battle as opened
  undo_stack_->setClean();
  // Who plays each side: as the scenario or the save says, until the New Skirmish dialog changes
  // it.
  controllers_.clear();
  for (const game::Side& side : game_->state().sides)
    controllers_ << QString::fromStdString(side.controller);
  emit opened();
  emit changed(BattleChange::everything());
}

bool BattleSession::openScenario(const QString& path, std::optional<std::uint64_t> seed) {
  if (!ensureSetup()) return false;
  const std::uint64_t chosen = seed.value_or(
      static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()));
  try {
    auto scenario = std::make_unique<game::Scenario>(game::load_scenario(path.toStdString()));
    auto game = std::make_unique<game::Game>(game::Game::from_scenario(*setup_, *scenario, chosen));
    save_path_.clear();
    start(std::move(scenario), std::move(game), chosen);
  } catch (const std::exception& error) {
    return fail(tr("The scenario %1 cannot be opened.").arg(path), error);
  }
  return true;
}

bool BattleSession::openSave(const QString& path) {
  if (!ensureSetup()) return false;
  try {
    const game::SavedGame saved = game::load_save(path.toStdString());
    auto scenario = std::make_unique<game::Scenario>(
        game::parse_scenario(saved.scenario, path.toStdString() + " (scenario)"));
    auto game =
        std::make_unique<game::Game>(game::Game::from_scenario(*setup_, *scenario, saved.seed));
    std::vector<game::Command> replayed;
    for (std::size_t i = 0; i < saved.commands.size(); ++i) {
      replayed.push_back(saved.commands[i].command);
      const game::Outcome outcome = game->submit(saved.commands[i].command);
      if (!outcome.accepted())
        throw std::runtime_error("command " + std::to_string(i + 1) + " (" +
                                 saved.commands[i].command.name +
                                 ") is refused now: " + outcome.refusal->message);
    }
    save_path_ = path;
    start(std::move(scenario), std::move(game), saved.seed, replayed);
  } catch (const std::exception& error) {
    return fail(tr("The saved game %1 cannot be opened.").arg(path), error);
  }
  return true;
}

bool BattleSession::save(const QString& path) {
  if (!game_) {
    last_error_ = tr("There is no battle to save.");
    return false;
  }
  try {
    game::write_save(game::record_game(*game_, *scenario_, seed_), path.toStdString());
  } catch (const std::exception& error) {
    return fail(tr("The battle cannot be saved to %1.").arg(path), error);
  }
  save_path_ = path;
  undo_stack_->setClean();
  return true;
}

bool BattleSession::isModified() const { return game_ && !undo_stack_->isClean(); }

game::Outcome BattleSession::submit(const game::Command& command) {
  if (!game_) return {game::Refusal{game::RefusalCode::NotAllowed, "No battle is open."}, {}};
  const BattleMark before(*game_);
  game::Outcome outcome = game_->submit(command);
  if (outcome.accepted()) {
    undo_stack_->push(new GameStep(*this, QString::fromStdString(command.name)));
    runTurnAids();
    emit changed(before.changeTo(*game_));
  }
  return outcome;
}

void BattleSession::engineUndo() {
  if (!game_) return;
  const BattleMark before(*game_);
  if (game_->undo()) {
    emit undone();
    emit changed(before.changeTo(*game_));
  }
}

void BattleSession::setControllers(const QStringList& controllers) {
  if (controllers_ == controllers) return;
  controllers_ = controllers;
  emit controllersChanged();
}

void BattleSession::engineRedo() {
  if (game_ && game_->can_redo()) {
    const BattleMark before(*game_);
    game_->redo();
    emit redone();
    emit changed(before.changeTo(*game_));
  }
}

std::vector<FigureEntry> BattleSession::figureEntries() const {
  if (!game_) return {};
  return battleFigureEntries(game_->state(), game_->system(), &game_->field());
}

std::optional<FigureEntry> BattleSession::figureEntry(int id) const {
  if (!game_) return std::nullopt;
  return battleFigureEntry(game_->state(), game_->system(), &game_->field(), id);
}

int BattleSession::sideToAct() const {
  if (!game_ || game_->state().finished) return -1;
  return game_->state().active_side;
}

double BattleSession::allowanceCm(int figure) const {
  const game::Figure* f = game_ ? game_->state().find(figure) : nullptr;
  return f ? game_->system().allowance_cm(game_->state(), *f) : 0;
}

void BattleSession::setTurnAids(bool on) {
  turn_aids_ = on;
  if (!on || !game_) return;
  const BattleMark before(*game_);
  runTurnAids();
  emit changed(before.changeTo(*game_));
}

// The aids due now go through the engine (game::submit_turn_aids); each accepted one becomes an
// undo step of its own.
void BattleSession::runTurnAids() {
  if (!turn_aids_ || !game_) return;
  for (const game::TurnAid& aid : game::submit_turn_aids(*game_))
    if (aid.outcome.accepted())
      undo_stack_->push(
          new GameStep(*this, tr("%1 (turn aid)").arg(QString::fromStdString(aid.command.name))));
}

}  // namespace fray::app
