#pragma once
// Internal to fray_classic: the "shot" event's values, typed (its JSON is built only when read).

#include <string>
#include <vector>

#include <fray/game/state/event_data.h>

namespace fray::game {

/// What a "shot" event records (docs/formats.md, "shot").
struct ShotRecord {
  struct Shooter {
    int figure = 0;
    std::string weapon;
    int need_natural = 0;
    int base_need = 0;
  };
  std::vector<Shooter> shooters;
  int target = 0;
  double range_cm = 0.0;
  bool moving = false;
  std::vector<std::string> sight;  ///< the terrain facts behind the cover; absent when empty
  std::vector<int> group;          ///< a group shot's members; absent for a lone target
};

/// The event data of `record`: reads as the shot's JSON object, hashes without building it.
EventData shot_event_data(ShotRecord record);

}  // namespace fray::game
