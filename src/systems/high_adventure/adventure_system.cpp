#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <utility>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>
#include <fray/game/setup/scenario.h>
#include <fray/high_adventure/adventure_system.h>
#include <fray/io/data_refusal.h>
#include <fray/io/json_text.h>

#include "adventure_battle.h"
#include "magic_battle.h"
#include "shooting.h"

namespace fray::high_adventure {
namespace {

using game::AttackChances;
using game::AttackKind;
using game::Command;
using game::TurnStructure;

constexpr std::string_view kSteps[] = {"high_adventure_reload", "high_adventure_magic",
                                       "high_adventure_conditions"};

game::CommandRegistry adventure_commands() {
  game::CommandRegistry registry;
  add_move_commands(registry);
  add_melee_command(registry);
  add_shoot_command(registry);
  add_cast_command(registry);
  add_order_command(registry);
  add_run_command(registry);
  add_revert_command(registry);
  add_dice_levels_command(registry);
  return registry;
}

// A magic user's panoply and points as seed 004 allows them ("Wizards, Witches and Magic"): one
// major ability and up to two minor ones, or up to four minor ones; the points of a rank.
void check_magic_user(const AdventureMagic& magic, const Figure& f, const std::string& file,
                      const std::string& pointer) {
  const game::FigureMagic& m = f.magic;
  if (m.abilities.empty()) return;
  int majors = 0;
  for (std::size_t i = 0; i < m.abilities.size(); ++i) {
    const Ability* a = magic.ability(m.abilities[i]);
    if (!a)
      io::refuse_data(file, pointer + "/magic/abilities/" + std::to_string(i),
                      "an ability of high_adventure/magic.json", '"' + m.abilities[i] + '"');
    majors += a->major ? 1 : 0;
  }
  const int minors = static_cast<int>(m.abilities.size()) - majors;
  if (majors > magic.major_max ||
      minors > (majors > 0 ? magic.minor_with_major : magic.minor_alone))
    io::refuse_data(file, pointer + "/magic/abilities",
                    "at most " + std::to_string(magic.major_max) + " major ability with " +
                        std::to_string(magic.minor_with_major) + " minor ones, or " +
                        std::to_string(magic.minor_alone) + " minor ones (seed 004)",
                    std::to_string(majors) + " major and " + std::to_string(minors) + " minor");
  int low = 100, high = 0;
  for (const MagicRank& r : magic.ranks)
    low = std::min(low, r.min_points), high = std::max(high, r.max_points);
  if (m.power_points < low || m.power_points > high)
    io::refuse_data(file, pointer + "/magic/power_points",
                    "the power points of a magic user's rank, " + std::to_string(low) + " to " +
                        std::to_string(high) + " (seed 004)",
                    std::to_string(m.power_points));
}

class AdventureSystem final : public game::RuleSystem {
 public:
  AdventureSystem(AdventureRules rules, std::vector<TurnStructure> structures)
      : rules_(std::move(rules)),
        commands_(adventure_commands()),
        structures_(std::move(structures)) {}

  std::string_view id() const override { return AdventureSheet::system_id; }
  const game::CommandRegistry& commands() const override { return commands_; }
  std::vector<std::string> data_folders() const override { return {"high_adventure"}; }
  const std::vector<TurnStructure>& turn_structures() const override { return structures_; }
  std::span<const std::string_view> end_of_turn_steps() const override { return kSteps; }

  // What each phase of seed 004's turn leaves a figure to do: move unless pinned, shoot a
  // ready weapon unless in melee or fleeing, fight a foe in contact that has not fought.
  bool may_act(const TurnStructure& structure, const game::Battlefield& field,
               const BattleState& state, const Figure& f) const override {
    const std::string& phase = structure.phases[state.phase].id;
    if (phase == "movement") return !f.status.has_moved && foes_in_contact(field, state, f).empty();
    if (phase == "shooting")
      return !f.status.has_shot && binding_order(f) != "flee" && ready_to_shoot(rules_, f) &&
             foes_in_contact(field, state, f).empty();
    if (phase == "melee") {
      if (f.status.has_struck || binding_order(f) == "flee") return false;
      for (const Figure* foe : foes_in_contact(field, state, f))
        if (!foe->status.has_struck) return true;
      return false;
    }
    if (phase == "magic") return may_cast(rules_, state, f);
    return true;
  }
  bool owes_reaction(const Figure&) const override { return false; }
  // Seed 004, "Turn sequence": the lowest Leadership moves first.
  int activation_rank(const Figure& f) const override { return f.leadership; }
  void end_of_turn_step(const std::string& step, const game::Battlefield& field, BattleState& state,
                        dice::DieSource& dice, game::EventSink& events) const override {
    if (step == "high_adventure_magic")
      magic_end_of_turn(rules_, field, state, dice, events);
    else
      run_end_of_turn_step(rules_, step, state, events);
  }

  double allowance_cm(const BattleState&, const Figure& f) const override {
    return allowance_in(rules_, f) * kCmPerInch;
  }
  // A light wound never kills: a figure is disabled by full wounds (seed 004, "Wounds").
  bool killed_by_any_wound(const Figure&) const override { return false; }
  bool mounted(const Figure& f) const override { return sheet_of(f).mounted; }
  std::optional<int> attribute(const Figure& f, std::string_view name) const override {
    // Leadership is the core's (the value the battle reads, which the referee may edit).
    if (name == "leadership") return f.leadership;
    return sheet_attribute(sheet_of(f), name);
  }
  bool stealthy(const Figure& f) const override { return has_stealth(rules_, f); }
  // The referee's wounds and fire's count as any other: enough full wounds disable.
  void after_wounds(Figure& f, game::EventSink& events, const std::string&) const override {
    disable_if_spent(rules_, events, f, false);
  }
  // Shot out of the fight in the simultaneous shooting: killed, or out of the battle alive.
  void fall_at_phase_end(Figure& f, game::EventSink& events) const override {
    const AdventureSheet& s = sheet_of(f);
    if (s.grievously_wounded)
      leave_fight(f, events,
                  "is grievously wounded and leaves the fight (" + std::string(kCiteWounds) + ")");
    else if (s.disabled)
      leave_fight(f, events, "is disabled and leaves the fight (" + std::string(kCiteWounds) + ")");
    else
      game::kill(f, events, "shot in the shooting phase");
    if (s.true_form) revert(rules_, f, events, "falls and its body returns to its true form");
  }
  // Undead fall with their master, called-up figures vanish with their caster (undead_masters.cpp);
  // a transformed figure that fell lies in its true form (transformation.cpp).
  void after_command(const game::Battlefield&, BattleState& state,
                     game::EventSink& events) const override {
    undead_after_command(state, events);
    transformed_after_command(rules_, state, events);
  }

  Command attack_command(AttackKind kind, int attacker, int target) const override {
    return Command{kind == AttackKind::Shot ? "shoot" : "strike",
                   {{"figure", attacker}, {"target", target}}};
  }

  AttackChances project_attack(const game::Battlefield& field, const BattleState& state,
                               const game::PhaseDefinition& phase,
                               const game::AttackPlan& plan) const override {
    const Figure* a = state.find(plan.attacker);
    const Figure* t = state.find(plan.target);
    if (!a || !t || !a->alive || !t->alive || a->side == t->side) return {};
    if (plan.kind == AttackKind::Melee) {
      const MeleeOdds odds = melee_odds(rules_, plan_melee(rules_, field, state, *a, *t));
      return {odds.target.out + odds.target.wounded, odds.target.out};
    }
    ShotPlan shot;
    if (plan_shot(rules_, field, state, *a, *t, phase.simultaneous, shot, plan.range_cm)) return {};
    const ShotOdds odds = shot_odds(rules_, shot);
    return {odds.target.out + odds.target.wounded, odds.target.out};
  }

  game::FighterFacts fighter_facts(const BattleState&, const Figure& f) const override {
    const AdventureSheet& s = sheet_of(f);
    game::FighterFacts facts;
    facts.kind = s.creature;
    facts.rank = s.strength + skill_with(f, s.melee_weapon);
    facts.melee_weapon = melee_weapon_of(rules_, f).name;
    facts.threat = strength_dice(rules_, f) + skill_with(f, s.melee_weapon) +
                   static_cast<int>(armour_of(rules_, f));
    if (const MissileWeapon* w = missile_weapon_of(rules_, f)) {
      facts.missile_weapon = w->name;
      facts.missile_range_cm = facts.missile_table_cm = w->ranges_in[2] * kCmPerInch;
      facts.shooter = true;
      ++facts.threat;
    }
    // The reaction chart's "Hero with unit, or elite": a player character or a hench-being, or
    // a Weapon Skill of 2 or more (assumed: seed 004 names heroes WSk 3, "well trained" 2).
    facts.elite = s.player_character || s.henchman || s.weapon_skill >= 2;
    return facts;
  }

  // High Adventure measures in inches on a free table (seed 004 has no grid).
  void check_scenario(const game::Scenario& scenario) const override {
    if (scenario.hex_map || scenario.square_map)
      io::refuse_data(scenario.file, "/map",
                      "a free-measure table: High Adventure measures in inches (seed 004)",
                      scenario.hex_map ? "a hex map" : "a square grid");
    // "Player characters and up to 2 other character figures" act freely (seed 004, "Orders"):
    // two hench-beings a side at most.
    std::map<std::string, int> henchmen;
    for (std::size_t i = 0; i < scenario.figures.size(); ++i) {
      const game::ScenarioFigure& f = scenario.figures[i];
      if (std::get<AdventureSheet>(f.sheet).henchman && ++henchmen[f.side] > 2)
        io::refuse_data(scenario.file, "/figures/" + std::to_string(i) + "/henchman",
                        "at most two hench-beings a side (seed 004, \"Orders\")", "a third");
    }
    check_masters(scenario);
    // Arrivals join the solo side's warriors: none is a player's character or hench-being.
    if (scenario.generators.portals)
      for (const auto& [kind, force] : scenario.generators.portals->forces)
        for (const char* key : {"player_character", "henchman"})
          if (force.figure.value(key, false))
            io::refuse_data(
                scenario.file, "/portals/forces/" + io::pointer_token(kind) + "/figure/" + key,
                "an arrival of the solo side (no player character or hench-being)", "true");
    // The scenario's settings: "divine_intervention" (seed 004: "in certain scenarios").
    for (const auto& [key, value] : scenario.settings.items()) {
      if (key != "divine_intervention")
        io::refuse_data(scenario.file, "/settings/" + io::pointer_token(key),
                        "a High Adventure setting (\"divine_intervention\")", '"' + key + '"');
      if (!value.is_boolean())
        io::refuse_data(scenario.file, "/settings/divine_intervention", "true or false",
                        value.dump());
    }
  }

  void settle_figure(const game::ScenarioFigure& in, Figure& figure, const std::string& file,
                     const std::string& pointer) const override {
    AdventureSheet& s = sheet_of(figure);
    const Creature* c = rules_.creature(s.creature);
    if (!c)
      io::refuse_data(file, pointer + "/creature", "a creature of high_adventure/creatures.json",
                      '"' + s.creature + '"');
    fill_from_creature(*c, s);
    if (!rules_.melee_weapon(s.melee_weapon))
      io::refuse_data(file, pointer + "/melee_weapon",
                      "a melee weapon of high_adventure/weapons.json", '"' + s.melee_weapon + '"');
    if (!s.missile_weapon.empty() && !rules_.missile_weapon(s.missile_weapon))
      io::refuse_data(file, pointer + "/missile_weapon",
                      "a missile weapon of high_adventure/weapons.json",
                      '"' + s.missile_weapon + '"');
    for (const auto& [weapon, skill] : s.weapon_skills)
      if (!rules_.melee_weapon(weapon) && !rules_.missile_weapon(weapon))
        io::refuse_data(file, pointer + "/weapon_skills/" + io::pointer_token(weapon),
                        "a weapon of high_adventure/weapons.json", '"' + weapon + '"');
    for (std::size_t i = 0; i < s.unfamiliar_weapons.size(); ++i)
      if (!rules_.melee_weapon(s.unfamiliar_weapons[i]) &&
          !rules_.missile_weapon(s.unfamiliar_weapons[i]))
        io::refuse_data(file, pointer + "/unfamiliar_weapons/" + std::to_string(i),
                        "a weapon of high_adventure/weapons.json",
                        '"' + s.unfamiliar_weapons[i] + '"');
    // Dragon fire is a dragon's breath, not a weapon others carry (seed 004, "Dragons").
    if (const MissileWeapon* w = rules_.missile_weapon(s.missile_weapon);
        w && w->kills_on_wound && !c->breathes_fire)
      io::refuse_data(
          file, pointer + "/missile_weapon",
          "a weapon its creature may use (only a creature that breathes fire has " + w->name + ")",
          '"' + s.missile_weapon + '"');
    check_magic_user(rules_.magic, figure, file, pointer);
    for (std::size_t i = 0; i < s.artifacts.size(); ++i)
      if (!rules_.magic.artifact(s.artifacts[i]))
        io::refuse_data(file, pointer + "/artifacts/" + std::to_string(i),
                        "a magical object of high_adventure/magic.json \"artifacts\"",
                        '"' + s.artifacts[i] + '"');
    for (std::size_t i = 0; i < s.scrolls.size(); ++i)
      if (!rules_.magic.ability(s.scrolls[i]))
        io::refuse_data(file, pointer + "/scrolls/" + std::to_string(i),
                        "an ability of high_adventure/magic.json", '"' + s.scrolls[i] + '"');
    if (s.dormant) {  // bones lying inanimate until a magic user's Control brings them up
      const Ability* control = rules_.magic.ability("control");
      if (!control || std::find(control->animates.begin(), control->animates.end(), s.creature) ==
                          control->animates.end())
        io::refuse_data(file, pointer + "/dormant",
                        "nothing: only what Control animates lies dormant (magic.json \"control\" "
                        "\"animates\")",
                        "true for a " + c->name);
      if (s.controlled_by != 0)
        io::refuse_data(file, pointer + "/controlled_by",
                        "nothing: a dormant figure has no master until Control animates it",
                        std::to_string(s.controlled_by));
      figure.alive = false;
    }
    figure.leadership = s.leadership;  // what the battle reads (activation, commanders)
    if (!in.base)
      figure.base = s.mounted ? map::Base{map::BaseShape::Rectangle, 2.5, 5.0} : foot_base(*c);
  }

  const AdventureRules& rules() const { return rules_; }

 private:
  // "controlled_by" names a magic user of the figure's side, and the figure is undead (seed 004,
  // "Standard Creature types": zombies and skeletons fall with the magic user controlling them).
  void check_masters(const game::Scenario& scenario) const {
    for (std::size_t i = 0; i < scenario.figures.size(); ++i) {
      const game::ScenarioFigure& f = scenario.figures[i];
      const AdventureSheet& s = std::get<AdventureSheet>(f.sheet);
      if (s.controlled_by == 0) continue;
      const std::string at = "/figures/" + std::to_string(i) + "/controlled_by";
      const Creature* c = rules_.creature(s.creature);
      if (c && !c->undead)
        io::refuse_data(scenario.file, at, "nothing: only the undead are kept up by a magic user",
                        "a " + c->name);
      const auto master = std::find_if(
          scenario.figures.begin(), scenario.figures.end(), [&](const game::ScenarioFigure& m) {
            return m.id == s.controlled_by && m.side == f.side && !m.magic.abilities.empty();
          });
      if (master == scenario.figures.end())
        io::refuse_data(scenario.file, at, "the id of a magic user of the same side",
                        std::to_string(s.controlled_by));
    }
  }

  AdventureRules rules_;
  game::CommandRegistry commands_;
  std::vector<TurnStructure> structures_;
};

}  // namespace

void run_end_of_turn_step(const AdventureRules& rules, const std::string& step, BattleState& state,
                          game::EventSink& events) {
  if (step == "high_adventure_conditions") {
    count_dead_turns(state);
    vanish_at_turn_end(state, events);
    undead_after_command(state, events);  // a master the turn's end took away
    transformed_after_command(rules, state, events);
  }
  for (Figure& f : state.figures) {
    if (!f.alive) continue;
    AdventureSheet& s = sheet_of(f);
    if (step == "high_adventure_reload") {
      const MissileWeapon* w = missile_weapon_of(rules, f);
      if (!w || s.loaded) continue;
      // A crossbow loads in a whole turn standing still, a bow or sling in half a turn
      // (seed 004, "Shooting"): it loads if it moved no more than the rest of the turn allows.
      const bool loads = w->load == Loading::WholeTurn ? !f.status.has_moved && !f.status.has_shot
                         : s.loaded_by_half_turn
                             ? s.moved_cm == 0
                             : s.moved_cm <= move_in(rules, f) * kCmPerInch / 2 + 1e-6;
      if (!loads) continue;
      s.loaded = true;
      game::emit(events, "reloaded", game::json_object("figure", f.id, "turns_left", 0),
                 game::figure_label(f) + " loads its " + w->name + " (" + kCiteShooting + ").");
    } else if (step == "high_adventure_conditions") {
      f.status.has_moved = f.status.has_shot = f.status.has_struck = f.status.charged = false;
      f.wounds_this_turn = 0;
      s.moved_cm = 0;
      s.loaded_by_half_turn = false;
      s.shot_wounds = 0;
      if (s.run_in == 0) s.running_turns = 0;  // a turn without running ends the run
      s.run_in = 0;
      s.free_turn_used = false;
    }
  }
}

const AdventureRules& adventure_rules(const game::RuleSystem& system) {
  if (typeid(system) == typeid(AdventureSystem))
    return static_cast<const AdventureSystem&>(system).rules();
  throw std::logic_error(
      "This command belongs to the High Adventure rule system, and the "
      "battle's rule system ('" +
      std::string(system.id()) + "') does not give its tables.");
}

std::unique_ptr<game::RuleSystem> load_adventure_system(const std::filesystem::path& data_dir) {
  std::vector<TurnStructure> structures{game::load_turn_structure(
      data_dir / "high_adventure" / "turn.json", "high_adventure/turn.json")};
  return std::make_unique<AdventureSystem>(load_adventure_rules(data_dir), std::move(structures));
}

}  // namespace fray::high_adventure
