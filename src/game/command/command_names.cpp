#include <array>
#include <utility>

#include <fray/game/command/command.h>
#include <fray/game/command/refusal.h>
#include <fray/game/setup/turn_structure.h>

namespace fray::game {
namespace {

constexpr std::array<std::pair<std::string_view, ActionKind>, 17> kActionNames{{
    {"move", ActionKind::Move},
    {"face", ActionKind::Face},
    {"charge", ActionKind::Charge},
    {"shoot", ActionKind::Shoot},
    {"strike", ActionKind::Strike},
    {"recoil", ActionKind::Recoil},
    {"hide", ActionKind::Hide},
    {"shield_wall", ActionKind::ShieldWall},
    {"wait", ActionKind::Wait},
    {"end_activation", ActionKind::EndActivation},
    {"end_phase", ActionKind::EndPhase},
    {"referee", ActionKind::Referee},
    {"split_strike", ActionKind::SplitStrike},
    {"posture", ActionKind::Posture},
    {"ready_weapon", ActionKind::ReadyWeapon},
    {"cast", ActionKind::Cast},
    {"other", ActionKind::Other},
}};

}  // namespace

std::string_view to_string(ActionKind kind) {
  for (const auto& [name, value] : kActionNames)
    if (value == kind) return name;
  return "?";
}

std::optional<ActionKind> parse_action_kind(std::string_view text) {
  for (const auto& [name, value] : kActionNames)
    if (name == text) return value;
  return std::nullopt;
}

std::string_view to_string(RefusalCode code) {
  switch (code) {
    case RefusalCode::UnknownCommand:
      return "unknown_command";
    case RefusalCode::BadPayload:
      return "bad_payload";
    case RefusalCode::UnknownFigure:
      return "unknown_figure";
    case RefusalCode::Dead:
      return "dead";
    case RefusalCode::GameOver:
      return "game_over";
    case RefusalCode::NotYourTurn:
      return "not_your_turn";
    case RefusalCode::WrongPhase:
      return "wrong_phase";
    case RefusalCode::AlreadyActed:
      return "already_acted";
    case RefusalCode::TooFar:
      return "too_far";
    case RefusalCode::Blocked:
      return "blocked";
    case RefusalCode::NotInContact:
      return "not_in_contact";
    case RefusalCode::NoWeapon:
      return "no_weapon";
    case RefusalCode::NoAmmunition:
      return "no_ammunition";
    case RefusalCode::Reloading:
      return "reloading";
    case RefusalCode::NotAllowed:
      return "not_allowed";
    case RefusalCode::NothingToUndo:
      return "nothing_to_undo";
  }
  return "?";
}

}  // namespace fray::game
