#pragma once
// Internal to fray_classic: the classic previews of shoot, strike and split_strike. Each reads the
// situation its command resolves (action_situations.h) and the rules' exact odds of it.

#include <fray/game/command/command.h>
#include <fray/game/command/preview.h>

namespace fray::game {

void preview_shoot(const CheckContext& context, const nlohmann::json& payload, Preview& preview);
void preview_strike(const CheckContext& context, const nlohmann::json& payload, Preview& preview);
void preview_split_strike(const CheckContext& context, const nlohmann::json& payload,
                          Preview& preview);

}  // namespace fray::game
