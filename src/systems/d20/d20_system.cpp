#include <algorithm>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <utility>

#include <fray/d20/d20_system.h>
#include <fray/d20/unit_placement.h>
#include <fray/game/game.h>
#include <fray/game/record/event_json.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_refusal.h>

#include "approach.h"
#include "d20_battle.h"

namespace fray::d20 {
namespace {

using game::AttackChances;
using game::AttackKind;
using game::Command;
using game::PhaseDefinition;
using game::TurnStructure;

game::CommandRegistry d20_commands() {
  game::CommandRegistry registry;
  add_move_commands(registry);
  add_attack_command(registry);
  add_recover_command(registry);
  add_task_command(registry);
  return registry;
}

// The base a figure stands on when its scenario gives none: one space across (assumed, 25-32 mm
// figures on 2.5 cm bases), a large figure's 4 cm.
map::Base usual_base(const D20Sheet& sheet) {
  const double across = sheet.size == FigureSize::Large ? 4.0 : 2.5;
  return {map::BaseShape::Round, across, across};
}

class D20System final : public game::RuleSystem {
 public:
  D20System(D20Rules rules, std::vector<TurnStructure> structures)
      : rules_(std::move(rules)), commands_(d20_commands()), structures_(std::move(structures)) {}

  std::string_view id() const override { return D20Sheet::system_id; }
  const game::CommandRegistry& commands() const override { return commands_; }
  std::vector<std::string> data_folders() const override { return {"d20"}; }
  const std::vector<TurnStructure>& turn_structures() const override { return structures_; }
  std::span<const std::string_view> end_of_turn_steps() const override { return kEndOfTurnSteps; }

  // A stunned figure loses its actions for the round; any other may move or act.
  bool may_act(const TurnStructure&, const Battlefield&, const BattleState& state,
               const Figure& f) const override {
    return !stunned(state, f);
  }
  bool owes_reaction(const Figure&) const override { return false; }
  int activation_rank(const Figure& f) const override { return -d20_sheet(f).power; }
  void end_of_turn_step(const std::string& step, const Battlefield& field, BattleState& state,
                        dice::DieSource& dice, EventSink& events) const override {
    run_end_of_turn_step(rules_, step, field, state, dice, events);
  }

  double allowance_cm(const BattleState& state, const Figure& f) const override {
    // The AIs ask without the battlefield: a table space is assumed (a hex battle's space is its
    // hex, 2.5 cm on Fray's maps; docs/rules/d20.md, "Assumptions"). No map is built per call.
    // A rider moves at its mount's or vehicle's pace.
    const BattleSettings settings = table_settings(rules_, state);
    return move_unit(rules_, settings, d20_sheet(pace_figure(state, f))) * settings.space_cm;
  }
  bool killed_by_any_wound(const Figure& f) const override { return d20_sheet(f).max_wounds <= 1; }
  // The d20 ground is the same for riders (seed 003 has no rider's footing): a figure on a
  // mount is not "mounted" in the classic sense the map's rider footing is for.
  bool mounted(const Figure&) const override { return false; }

  Command attack_command(AttackKind kind, int attacker, int target) const override {
    Command command{"attack", {{"figure", attacker}, {"target", target}}};
    if (kind == AttackKind::Melee) command.payload["range"] = "melee";
    return command;
  }

  AttackChances project_attack(const Battlefield& field, const BattleState& state,
                               const PhaseDefinition&,
                               const game::AttackPlan& plan) const override {
    return project(field, state, plan);
  }

  game::FighterFacts fighter_facts(const BattleState& state, const Figure& f) const override {
    return d20::fighter_facts(rules_, state, f);
  }
  bool tests_army_morale() const override { return true; }
  // The space nearest `to` within the figure's move (next to a figure standing there), its unit
  // coming along as the move command places it (seed 003, "Movement"). Leaving the play area
  // defeats a figure, so on a table the goal is kept inside it (a grid's cells are).
  bool plans_steps() const override { return true; }
  bool large_bases_cover_spaces() const override { return true; }
  std::optional<Command> step_towards(const game::Game& game, const Figure& f,
                                      map::Point to) const override {
    const Battlefield& field = game.field();
    if (!field.is_hex() && !field.is_square()) {
      const double r = std::max(f.base.width_cm, f.base.depth_cm) / 2 + 0.05;
      to = {std::clamp(to.x, r, std::max(r, field.width_cm() - r)),
            std::clamp(to.y, r, std::max(r, field.depth_cm() - r))};
    }
    std::optional<Command> step = approach(game, f, to, standing_at(game, f, to));
    if (step) step->payload = with_unit(game, std::move(step->payload));
    return step;
  }

  void check_scenario(const game::Scenario& scenario) const override {
    const char* grid = scenario.hex_map ? "hex" : scenario.square_map ? "square" : nullptr;
    check_settings(rules_, scenario.settings, grid, scenario.file);
    check_riders(rules_, scenario);
  }
  bool shares_space(const Figure& a, const Figure& b) const override {
    return std::holds_alternative<D20Sheet>(a.sheet) && std::holds_alternative<D20Sheet>(b.sheet) &&
           same_space(a, b);
  }

  void settle_figure(const game::ScenarioFigure& in, Figure& figure, const std::string& file,
                     const std::string& pointer) const override {
    D20Sheet& sheet = d20_sheet(figure);
    if (!sheet.profile.empty()) {
      const Profile* profile = rules_.profile(sheet.profile);
      if (!profile)
        io::refuse_data(file, pointer + "/profile", "a profile of d20/roster.json",
                        '"' + sheet.profile + '"');
      const std::string name = sheet.name;
      sheet = profile->sheet;
      sheet.profile = profile->id;
      if (!name.empty()) sheet.name = name;
    }
    if (const auto problem = check_sheet(rules_, sheet))
      io::refuse_data(file, pointer + problem->member, problem->expected, problem->found);
    if (!in.base) figure.base = usual_base(sheet);
  }

  const D20Rules& rules() const { return rules_; }

 private:
  // The chances of an attack made later: a blow once in contact, or a shot at the plan's range
  // with the figure's shooting weapon that reaches it, from the sight the target has now.
  AttackChances project(const Battlefield& field, const BattleState& state,
                        const game::AttackPlan& plan) const {
    const Figure* a = state.find(plan.attacker);
    const Figure* t = state.find(plan.target);
    if (!a || !t || !a->alive || !t->alive || a->side == t->side) return {};
    PlannedAttack now;
    const std::string range = plan.kind == AttackKind::Melee ? "melee" : "";
    if (plan_attack(rules_, field, state, a->id, t->id, range, now)) {
      // Not possible from here: reckon it as made from where the plan puts the attacker.
      const BattleSettings settings = battle_settings(rules_, field, state);
      now = PlannedAttack{};
      now.attacker = a;
      now.target = t;
      const int spaces = plan.kind == AttackKind::Melee
                             ? 1
                             : std::max(1, static_cast<int>(plan.range_cm / settings.space_cm));
      for (const std::string_view kind : kWeaponRanges) {
        const RangeKind* r = rules_.range(std::string(kind));
        if (!r) continue;  // a range kind the tables do not give
        const auto w = d20_sheet(*a).weapons.find(std::string(kind));
        const int most = settings.large_battlefield ? r->large_spaces : r->small_spaces;
        const bool melee = r->attack == AttackClass::Melee;
        if (melee != (plan.kind == AttackKind::Melee)) continue;
        if ((w != d20_sheet(*a).weapons.end() || kind == "melee") && spaces >= r->min_spaces &&
            spaces <= most) {
          now.range = r;
          now.weapon = rules_.weapon(w != d20_sheet(*a).weapons.end() ? w->second : "bare_hands");
          break;
        }
      }
      if (!now.range || !now.weapon) return {};
      now.need = now.range->attack == AttackClass::Melee ? rules_.melee_need : rules_.ranged_need;
      now.effect = now.weapon->stuns                          ? rules_.stunning_weapon_hit
                   : d20_sheet(*t).kind == FigureKind::Unique ? rules_.unique_hit
                                                              : settings.common_hit;
      now.last_wound = t->wounds + 1 >= d20_sheet(*t).max_wounds;
    }
    const AttackOdds odds = attack_odds(rules_, now);
    return {odds.hit, odds.defeated};
  }

  D20Rules rules_;
  game::CommandRegistry commands_;
  std::vector<TurnStructure> structures_;
};

}  // namespace

void run_end_of_turn_step(const D20Rules& rules, const std::string& step, const Battlefield& field,
                          BattleState& state, dice::DieSource& dice, EventSink& events) {
  if (step == "d20_dangerous_ground") {
    // Each figure still on dangerous ground as the round ends rolls, in the order of the roster.
    // A loss there may bring an army below half: the morale test follows each roll.
    for (Figure& f : state.figures) {
      if (!f.alive) continue;
      const auto ground = dangerous_ground_at(rules, field, f.placement.centre);
      if (!ground) continue;
      const std::vector<int> before = army_sizes(state);
      roll_dangerous_ground(rules, field, state, dice, events, f, *ground, "ends the round in");
      test_morale(rules, field, state, dice, events, f.id, 0, before);
    }
    return;
  }
  if (step != "d20_conditions") return;
  for (Figure& f : state.figures) {
    D20Sheet& sheet = d20_sheet(f);
    if (!f.alive) continue;
    if (sheet.retreat_from != 0 && sheet.retreat_round <= state.turn) {
      sheet.retreat_from = sheet.retreat_round = 0;  // it has run its round
      game::emit(events, "d20_retreat_over", game::json_object("figure", f.id),
                 game::figure_label(f) + " stops retreating (" + kCiteMorale + ").");
    }
    if (sheet.stunned_from == 0 || sheet.stunned_until > state.turn) continue;
    if (sheet.stunned_until == state.turn)
      game::emit(events, "d20_stun_over", game::json_object("figure", f.id),
                 game::figure_label(f) + " is no longer stunned (" + kCiteDefend + ").");
    sheet.stunned_from = sheet.stunned_until = 0;
  }
}

const D20Rules& d20_rules(const game::RuleSystem& system) {
  if (typeid(system) == typeid(D20System)) return static_cast<const D20System&>(system).rules();
  throw std::logic_error(
      "This command belongs to the d20 rule system, and the battle's rule "
      "system ('" +
      std::string(system.id()) + "') does not give it the d20 tables.");
}

double space_cm(const game::RuleSystem& system, const game::Battlefield& field,
                const game::BattleState& state) {
  return battle_settings(d20_rules(system), field, state).space_cm;
}

std::unique_ptr<game::RuleSystem> load_d20_system(const std::filesystem::path& data_dir) {
  std::vector<TurnStructure> structures{
      game::load_turn_structure(data_dir / "d20" / "turn.json", "d20/turn.json")};
  return std::make_unique<D20System>(load_d20_rules(data_dir), std::move(structures));
}

}  // namespace fray::d20
