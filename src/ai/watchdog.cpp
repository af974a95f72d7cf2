// The never-stall watchdog (docs/rules/solo-ai.md, "The watchdog"). Counting is cheap on
// purpose: it runs before every AI decision of every batch battle.
#include <algorithm>
#include <bit>
#include <cstring>
#include <functional>

#include <fray/ai/watchdog.h>

namespace fray::ai {
namespace {

// A word-at-a-time mix: the fingerprint is taken before every decision of every batch battle,
// so it must cost little next to the decision (a byte-wise FNV over forty figures cost 15% of
// a reaction-chart battle). It only has to tell "changed" from "the same" within one battle.
class Mix {
 public:
  void add(std::uint64_t value) {
    hash_ = (hash_ ^ value) * 0x9E3779B97F4A7C15ULL;
    hash_ ^= hash_ >> 29;
  }
  void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
  void add(const std::string& text) {
    // Eight bytes at a time: the AI's notes are short words ("alerted", "withdraw").
    add(static_cast<std::uint64_t>(text.size()));
    for (std::size_t at = 0; at < text.size(); at += 8) {
      std::uint64_t word = 0;
      std::memcpy(&word, text.data() + at, std::min<std::size_t>(8, text.size() - at));
      add(word);
    }
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 14695981039346656037ULL;
};

std::uint64_t small(int value) { return static_cast<std::uint32_t>(value); }

void add_figure(Mix& h, const game::Figure& f) {
  const game::FigureStatus& s = f.status;
  const bool flags[] = {f.alive,       f.captured,  s.has_moved,   s.has_shot,       s.has_struck,
                        s.charged,     s.recoiling, s.must_recoil, s.falling,        s.hidden,
                        s.shield_wall, s.waiting,   s.readying,    s.done_this_phase};
  std::uint64_t bits = static_cast<std::uint64_t>(f.posture);
  for (const bool flag : flags) bits = (bits << 1) | static_cast<std::uint64_t>(flag);
  h.add((small(f.id) << 32) | bits);
  h.add((small(f.wounds) << 32) | small(s.ammunition.value_or(-1)));
  h.add((small(s.reloading_turns) << 32) | small(f.magic.power_points));
  h.add((small(f.magic.asleep_since) << 32) | small(f.magic.petrified_turns));
  h.add((small(f.magic.conjuring_turns_left) << 32) | small(f.magic.entranced_turns));
  h.add((small(f.magic.frozen_turns) << 32) | small(f.magic.held_back_turns));
  h.add(f.placement.centre.x);
  h.add(f.placement.centre.y);
  h.add(f.placement.facing_deg);
  h.add(f.ai.status);
  h.add(f.ai.tactic);
  h.add(f.ai.order);
}

std::uint64_t decision_hash(const Decision& d) {
  Mix h;
  h.add(d.command);
  h.add(static_cast<std::uint64_t>(std::hash<nlohmann::json>{}(d.payload)));
  return h.value();
}

}  // namespace

std::uint64_t progress_fingerprint(const game::BattleState& state) {
  Mix h;
  std::uint64_t step = (small(state.turn) << 32) | small(state.active_figure.value_or(-1));
  h.add(step);
  std::uint64_t flags = static_cast<std::uint64_t>(state.finished);
  for (const game::Side& side : state.sides) flags = (flags << 1) | side.passed;
  h.add((static_cast<std::uint64_t>(state.phase) << 40) | (small(state.active_side) << 32) |
        (flags << 16) | state.figures.size());
  for (const game::Figure& f : state.figures) add_figure(h, f);
  h.add(static_cast<std::uint64_t>(state.fires.size()));
  h.add(static_cast<std::uint64_t>(state.smoke_clouds.size()));
  h.add(static_cast<std::uint64_t>(state.illusions.size()));
  return h.value();
}

void Watchdog::observe(const game::BattleState& state, std::optional<std::size_t> log_size) {
  const bool unchanged = started_ && log_size && log_size == fingerprinted_log_size_;
  const std::uint64_t fingerprint = unchanged ? fingerprint_ : progress_fingerprint(state);
  fingerprinted_log_size_ = log_size;
  const ActivationKey activation{state.turn, state.phase, state.active_side,
                                 state.active_figure.value_or(-1)};
  if (!started_ || state.turn != turn_) {
    turn_ = state.turn;
    in_turn_ = 0;
    alive_ = 0;
    for (const game::Figure& f : state.figures) alive_ += f.alive ? 1 : 0;
  }
  if (!started_ || activation != activation_) {
    activation_ = activation;
    in_activation_ = 0;
    activation_side_alive_ = state.alive_count(state.active_side);
  }
  if (!started_ || fingerprint != fingerprint_) {
    fingerprint_ = fingerprint;
    without_progress_ = 0;
    rescues_without_progress_ = 0;
    since_progress_.clear();
  }
  started_ = true;
}

std::optional<std::string> Watchdog::before_decision(const game::BattleState& state,
                                                     std::optional<std::size_t> log_size) {
  observe(state, log_size);
  if (without_progress_ >=
      budget_.without_progress + budget_.without_progress_figure * activation_side_alive_)
    return std::to_string(without_progress_) + " decisions in a row changed nothing on the table";
  const int activation_budget =
      budget_.per_activation + budget_.per_activation_figure * activation_side_alive_;
  if (in_activation_ >= activation_budget)
    return "the activation took " + std::to_string(in_activation_) + " decisions, its budget";
  const int turn_budget = budget_.per_turn + budget_.per_turn_figure * alive_;
  if (in_turn_ >= turn_budget)
    return "turn " + std::to_string(turn_) + " took " + std::to_string(in_turn_) +
           " decisions, its budget";
  return std::nullopt;
}

std::optional<std::string> Watchdog::repeated(const Decision& decision) const {
  // Most decisions follow progress: nothing to compare with, and no payload to hash.
  if (since_progress_.empty() || decision.command == "ai_roll") return std::nullopt;
  const std::uint64_t hash = decision_hash(decision);
  if (std::find(since_progress_.begin(), since_progress_.end(), hash) == since_progress_.end())
    return std::nullopt;
  return "it proposed the same " + decision.command + " again with nothing changed since";
}

void Watchdog::accepted(const Decision& decision, const game::BattleState& after,
                        std::optional<std::size_t> log_size) {
  ++in_turn_;
  ++in_activation_;
  const std::uint64_t fingerprint = progress_fingerprint(after);
  fingerprinted_log_size_ = log_size;
  if (fingerprint != fingerprint_) {
    // Progress: the decision need not be remembered (hashing big payloads is the costly part).
    fingerprint_ = fingerprint;
    without_progress_ = 0;
    rescues_without_progress_ = 0;
    since_progress_.clear();
    return;
  }
  ++without_progress_;
  if (decision.command != "ai_roll") since_progress_.push_back(decision_hash(decision));
}

void Watchdog::rescued() {
  ++rescues_without_progress_;
  // The driver's own commands start the activation's count afresh: a stuck turn is ended one
  // activation (or phase) at a time.
  in_activation_ = 0;
  without_progress_ = 0;
  since_progress_.clear();
}

bool Watchdog::hopeless() const {
  return rescues_without_progress_ >= budget_.rescues_without_progress;
}

void Watchdog::reset() { *this = Watchdog(budget_); }

}  // namespace fray::ai
