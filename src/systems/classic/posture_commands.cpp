// Standing still in one way or another: hide, crouch, stand, shield_wall, wait and ready_weapon
// (reloading spent as an activation).
#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/game/state/battle_queries.h>

#include "command_families.h"

namespace fray::game {
namespace {

using nlohmann::json;

Check parse_hide(const json& p, Action& a) {
  return parse_figure_action(p, "hide", ActionKind::Hide, a);
}

Check check_hide(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (f->status.has_moved || f->status.has_shot)
    return Refusal{RefusalCode::AlreadyActed,
                   figure_label(*f) + " must stay immobile to hide; it has acted this turn."};
  if (f->status.hidden)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " is already hidden."};
  return {};
}

void execute_hide(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.status.hidden = true;
  f.posture = Posture::Crouched;
  emit(c.events, "status_changed", {{"figure", f.id}, {"status", "hidden"}, {"value", true}},
       figure_label(f) + " crouches and hides (" + rules::cite::kShootingModifiers + ").");
}

Check parse_wall(const json& p, Action& a) {
  return parse_figure_action(p, "shield_wall", ActionKind::ShieldWall, a);
}

Check check_wall(const CheckContext& c, const json& p) {
  bool on = true;
  if (auto bad = read_bool(p, "shield_wall", "on", on, true)) return bad;
  const Figure* f = nullptr;
  return living_figure(c.state, p["figure"].get<int>(), &f);
}

void execute_wall(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.status.shield_wall = p.value("on", true);
  emit(c.events, "status_changed",
       {{"figure", f.id}, {"status", "shield_wall"}, {"value", f.status.shield_wall}},
       figure_label(f) +
           (f.status.shield_wall ? " forms a shield wall" : " leaves the shield wall") + " (" +
           rules::cite::kMovement + ").");
}

Check parse_wait(const json& p, Action& a) {
  return parse_figure_action(p, "wait", ActionKind::Wait, a);
}

Check check_wait(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (f->status.has_moved)
    return Refusal{RefusalCode::AlreadyActed, figure_label(*f) + " has moved; it cannot wait."};
  return {};
}

void execute_wait(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.status.waiting = true;
  emit(c.events, "status_changed", {{"figure", f.id}, {"status", "waiting"}, {"value", true}},
       figure_label(f) +
           " waits, ready to shoot at an enemy that moves (opportunity fire) or to strike one that "
           "comes past (interrupt).");
}

Check parse_crouch(const json& p, Action& a) {
  return parse_figure_action(p, "crouch", ActionKind::Posture, a);
}

Check parse_stand(const json& p, Action& a) {
  return parse_figure_action(p, "stand", ActionKind::Posture, a);
}

Check check_crouch(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (classic_sheet(*f).spec.mount != rules::TroopType::Foot)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " is mounted and cannot crouch."};
  if (f->posture == Posture::Crouched)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " is already crouching."};
  return {};
}

Check check_stand(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (f->posture == Posture::Standing)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " is already standing."};
  return {};
}

void posture_event(ExecuteContext& c, const Figure& f, const std::string& text) {
  emit(c.events, "posture_changed",
       {{"figure", f.id},
        {"posture", to_string(f.posture)},
        {"hidden_for_sight", hidden_for_sight(f)},
        {"citation", rules::cite::kShootingModifiers}},
       text);
}

void execute_crouch(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.posture = Posture::Crouched;
  posture_event(c, f,
                figure_label(f) + " crouches" +
                    (hidden_for_sight(f) ? ": unseen behind cover while it stays immobile ("
                                         : " (it moved this turn, so it is not hidden; ") +
                    rules::cite::kShootingModifiers + ").");
}

void execute_stand(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.posture = Posture::Standing;
  posture_event(c, f, figure_label(f) + " stands up.");
  if (f.status.hidden) {  // hiding is crouching: standing up gives the figure away
    f.status.hidden = false;
    emit(c.events, "status_changed", {{"figure", f.id}, {"status", "hidden"}, {"value", false}},
         figure_label(f) + " is no longer hidden.");
  }
}

Check parse_ready(const json& p, Action& a) {
  return parse_figure_action(p, "ready_weapon", ActionKind::ReadyWeapon, a);
}

Check check_ready(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (classic_sheet(*f).missile_weapon.empty())
    return Refusal{RefusalCode::NoWeapon, figure_label(*f) + " has no missile weapon."};
  const rules::MissileWeapon& w =
      *classic_rules(c.system).find_missile_weapon(classic_sheet(*f).missile_weapon);
  if (f->status.reloading_turns <= 0)
    return Refusal{RefusalCode::NotAllowed,
                   figure_label(*f) + "'s " + w.name + " is ready already."};
  if (f->status.ammunition && *f->status.ammunition <= 0)
    return Refusal{RefusalCode::NoAmmunition,
                   figure_label(*f) + " has no " + w.name + " shots left to ready."};
  if (f->status.readying)
    return Refusal{RefusalCode::AlreadyActed,
                   figure_label(*f) + " has already spent this turn readying its " + w.name + "."};
  if (f->status.has_moved || f->status.has_shot)
    return Refusal{RefusalCode::AlreadyActed, figure_label(*f) + " must stand still to reload " +
                                                  w.name + "; it has acted this turn (" +
                                                  rules::cite::kShooting + ")."};
  if (!enemies_in_contact(c.field, c.state, *f).empty())
    return Refusal{RefusalCode::NotAllowed,
                   figure_label(*f) + " is in melee and cannot reload (assumed)."};
  return {};
}

// One turn standing still is spent now rather than at the end of the turn: the figure neither
// moves nor shoots this turn, and the end-of-turn reload step skips it.
void execute_ready(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const rules::MissileWeapon& w =
      *classic_rules(c.system).find_missile_weapon(classic_sheet(f).missile_weapon);
  --f.status.reloading_turns;
  f.status.readying = true;
  f.status.waiting = false;
  emit(c.events, "weapon_readied",
       {{"figure", f.id},
        {"weapon", w.id},
        {"turns_left", f.status.reloading_turns},
        {"citation", rules::cite::kShooting}},
       figure_label(f) + " spends its activation standing still to reload its " + w.name +
           (f.status.reloading_turns == 0
                ? ": ready to shoot next turn ("
                : ": " + std::to_string(f.status.reloading_turns) + " more turn(s) needed (") +
           rules::cite::kShooting + ").");
}

}  // namespace

void add_posture_commands(CommandRegistry& registry) {
  add_handler(registry, {"hide", parse_hide, check_hide, execute_hide});
  add_handler(registry, {"shield_wall", parse_wall, check_wall, execute_wall});
  add_handler(registry, {"wait", parse_wait, check_wait, execute_wait});
  add_handler(registry, {"crouch", parse_crouch, check_crouch, execute_crouch});
  add_handler(registry, {"stand", parse_stand, check_stand, execute_stand});
  add_handler(registry, {"ready_weapon", parse_ready, check_ready, execute_ready});
}

}  // namespace fray::game
