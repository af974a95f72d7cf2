// The never-stall watchdog (docs/rules/solo-ai.md, "The watchdog"). Counting is cheap on
// purpose: it runs before every AI decision of every batch battle.
#include <algorithm>
#include <bit>
#include <functional>

#include <fray/ai/watchdog.h>

namespace fray::ai {
namespace {

class Fnv {
 public:
  void add(std::uint64_t value) {
    for (int byte = 0; byte < 8; ++byte) {
      hash_ ^= (value >> (8 * byte)) & 0xffU;
      hash_ *= 1099511628211ULL;
    }
  }
  void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
  void add(int value) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(value))); }
  void add(bool value) { add(static_cast<std::uint64_t>(value)); }
  void add(const std::string& text) {
    add(static_cast<std::uint64_t>(std::hash<std::string>{}(text)));
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 14695981039346656037ULL;
};

void add_status(Fnv& h, const game::FigureStatus& s) {
  const bool flags[] = {s.has_moved,   s.has_shot,    s.has_struck, s.charged,
                        s.recoiling,   s.must_recoil, s.falling,    s.hidden,
                        s.shield_wall, s.waiting,     s.readying,   s.done_this_phase};
  std::uint64_t bits = 0;
  for (const bool flag : flags) bits = (bits << 1) | static_cast<std::uint64_t>(flag);
  h.add(bits);
  h.add(s.reloading_turns);
  h.add(s.ammunition.value_or(-1));
}

void add_figure(Fnv& h, const game::Figure& f) {
  h.add(f.id);
  h.add(f.alive);
  h.add(f.captured);
  h.add(f.placement.centre.x);
  h.add(f.placement.centre.y);
  h.add(f.placement.facing_deg);
  h.add(static_cast<int>(f.posture));
  h.add(f.wounds);
  add_status(h, f.status);
  h.add(f.ai.status);
  h.add(f.ai.tactic);
  h.add(f.ai.order);
  h.add(f.magic.power_points);
  h.add(f.magic.asleep_since);
  h.add(f.magic.petrified_turns);
  h.add(f.magic.conjuring_turns_left);
}

std::uint64_t decision_hash(const Decision& d) {
  Fnv h;
  h.add(d.command);
  h.add(static_cast<std::uint64_t>(std::hash<nlohmann::json>{}(d.payload)));
  return h.value();
}

}  // namespace

std::uint64_t progress_fingerprint(const game::BattleState& state) {
  Fnv h;
  h.add(state.turn);
  h.add(static_cast<std::uint64_t>(state.phase));
  h.add(state.active_side);
  h.add(state.active_figure.value_or(-1));
  h.add(state.finished);
  for (const game::Side& side : state.sides) h.add(side.passed);
  h.add(static_cast<std::uint64_t>(state.figures.size()));
  for (const game::Figure& f : state.figures) add_figure(h, f);
  h.add(static_cast<std::uint64_t>(state.fires.size()));
  return h.value();
}

void Watchdog::observe(const game::BattleState& state) {
  const std::uint64_t fingerprint = progress_fingerprint(state);
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

std::optional<std::string> Watchdog::before_decision(const game::BattleState& state) {
  observe(state);
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
  if (decision.command == "ai_roll") return std::nullopt;
  const std::uint64_t hash = decision_hash(decision);
  if (std::find(since_progress_.begin(), since_progress_.end(), hash) == since_progress_.end())
    return std::nullopt;
  return "it proposed the same " + decision.command + " again with nothing changed since";
}

void Watchdog::accepted(const Decision& decision) {
  ++in_turn_;
  ++in_activation_;
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
