#pragma once
// Internal to fray_ai: what the seed 003 controller's steps share: the situation of one decide()
// call, geometry and odds on figures, the log queries that replace memory, and the two
// bookkeeping commands.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/ai/decision.h>
#include <fray/ai/enemy_status_tables.h>
#include <fray/classic/rules/ruleset.h>
#include <fray/game/game.h>
#include <fray/game/state/figure_label.h>

namespace fray::ai::enemy_status {

/// Everything one decide() call looks at.
struct Ctx {
  const game::Game& game;
  const game::BattleState& state;
  const game::Battlefield& field;
  /// The classic definitions (its magic) in a classic battle; nullptr in another system's.
  const rules::Ruleset* rules;
  const EnemyStatusTables& tables;
  const game::PhaseDefinition& phase;
  int side;
  const game::Figure* arch_foe;
  bool allows(game::ActionKind kind) const;
  bool accepted(const std::string& command, const nlohmann::json& payload) const;
};

game::Footprint footprint(const game::Figure& f);
/// "12.5 cm".
std::string cm(double value);
/// "35%".
std::string percent(double p);
double centre_distance(const game::Figure& a, const game::Figure& b);
/// Base edge to base edge.
double gap(const Ctx& c, const game::Figure& a, const game::Figure& b);
/// Clear line of sight from `from` to `to` (figures see all around: seed 003, "Alerted").
bool sees(const Ctx& c, const game::Figure& from, const game::Figure& to);
/// Living figures of the other side, nearest (centre to centre) first.
std::vector<const game::Figure*> opponents_by_distance(const Ctx& c, const game::Figure& f);

/// What the battle's rule system says the AI should weigh about `f` (RuleSystem::fighter_facts).
game::FighterFacts facts(const Ctx& c, const game::Figure& f);
/// Whether an attack of `kind` may be made in this phase: the phase lists the classic kind
/// (strike, shoot) or, like a d20 round, any "other" action.
bool may_attack(const Ctx& c, game::AttackKind kind);
/// The command making that attack now (RuleSystem::attack_command).
game::Command attack(const Ctx& c, game::AttackKind kind, const game::Figure& attacker,
                     const game::Figure& target);

/// Chance of at least one hit and of killing (after the life test). A shot or strike the figure can
/// send now is the rule system's preview of that command (RuleSystem::attack_command, then
/// Game::preview); one it can only make later (after a move, in a later phase) is the system's
/// projection (RuleSystem::project_attack) from the same situation the command will read.
struct AttackOdds {
  double hit = 0;
  double kill = 0;
};
AttackOdds shot_odds(const Ctx& c, const game::Figure& shooter, const game::Figure& target,
                     double range_cm);
AttackOdds melee_odds(const Ctx& c, const game::Figure& striker, const game::Figure& foe);

/// The last event of the log when it is an `ai_roll` on `table` for `figure`: a roll asked for
/// by the previous decide() and not used yet. Side-wide rolls name the side's Arch Foe.
std::optional<int> pending_roll(const Ctx& c, std::string_view table, int figure);
/// The AI rolls for `figure` at the end of the log, by table (the latest of each): the chain of
/// rolls since the last command that was not a roll (the referee's dice do not break it). A chain
/// (roll again, a second die, a tie) is always closed by a note, so these are the ones still to
/// use. Unlike pending_roll they survive other figures' rolls: a figure that rolled for a tie,
/// found nothing to do and was passed over keeps its roll while the next figures roll theirs,
/// instead of rolling again in turn with them without end.
std::map<std::string, int> trailing_rolls(const Ctx& c, int figure);
/// The command an `ai_note` just announced for this side, to be sent now.
std::optional<Decision> announced_command(const Ctx& c);
/// This turn's round note of the side (random enemy action, morale), or nullptr.
const nlohmann::json* round_note(const Ctx& c);
/// The target the figure's last plan named, if any (seed 003, "Determined" and "Quick").
std::optional<int> previous_target(const Ctx& c, int figure);

Decision roll(std::string table, int die, int figure, std::string citation, std::string why);
/// An ai_note; `fields` may hold status/tactic; `details` is merged into the note's details.
Decision note(int figure, nlohmann::json fields, std::string reason, nlohmann::json details = {});
/// A note announcing `command`: the next decide() sends it.
Decision announce(int side, int figure, std::string reason, const std::string& command,
                  nlohmann::json payload, nlohmann::json fields = nlohmann::json::object(),
                  nlohmann::json details = nlohmann::json::object());

}  // namespace fray::ai::enemy_status
