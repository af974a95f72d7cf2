#include "turn_steps.h"

#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/life_test.h>

#include "classic_queries.h"
#include "magic_effects.h"

namespace fray::game {

void run_end_of_turn_step(const std::string& step, const rules::Ruleset& rules, BattleState& state,
                          dice::DieSource& dice, EventSink& events) {
  for (Figure& f : state.figures) {
    if (!f.alive) continue;
    if (step == "life_tests" && f.wounds_this_turn > 0) {
      // Single life points die when hit; the others test at the end of the turn in which they
      // took wounds (seed 000, "Wounds").
      const int sides = life_die(rules, f);
      const rules::LifeTestResult test = rules::life_test(sides, f.wounds, dice);
      emit(events, "life_test",
           {{"figure", f.id},
            {"die", "D" + std::to_string(sides)},
            {"rolled", test.rolled},
            {"face", test.face},
            {"wounds", f.wounds},
            {"killed", test.killed},
            {"citation", rules::cite::kWounds}},
           figure_label(f) + " tests life with " + std::to_string(f.wounds) + " wound(s) on a D" +
               std::to_string(sides) +
               (test.rolled ? ": rolls " + std::to_string(test.face) : ": no roll needed") +
               (test.killed ? ", killed" : ", survives") + " (" + rules::cite::kWounds + ").");
      if (test.killed) kill(f, events, "life test");
    } else if (step == "end_recoil" && f.status.recoiling) {
      f.status.recoiling = false;
      emit(events, "status_changed", {{"figure", f.id}, {"status", "recoiling"}, {"value", false}},
           figure_label(f) + " is no longer recoiling.");
    } else if (step == "reload" && f.status.reloading_turns > 0 && !f.status.has_moved &&
               !f.status.has_shot && !f.status.readying) {  // ready_weapon counted this turn
      --f.status.reloading_turns;
      emit(events, "reloaded", {{"figure", f.id}, {"turns_left", f.status.reloading_turns}},
           figure_label(f) +
               (f.status.reloading_turns == 0 ? " has reloaded." : " reloads, standing still."));
    } else if (step == "clear_turn_flags") {
      magic_end_of_turn(rules, state, f, dice, events);  // reads this turn's flags first
      f.status.has_moved = f.status.has_shot = f.status.has_struck = f.status.charged = false;
      f.status.waiting = f.status.readying = false;
      f.wounds_this_turn = 0;
    }
  }
}

}  // namespace fray::game
