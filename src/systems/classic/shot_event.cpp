#include "shot_event.h"

#include <memory>
#include <utility>

#include <fray/classic/rules/citations.h>
#include <fray/game/record/event_json.h>

namespace fray::game {
namespace {

class ShotEventData final : public TypedEventData {
 public:
  explicit ShotEventData(ShotRecord record) : r_(std::move(record)) {}

  nlohmann::json build() const override {
    nlohmann::json shooters(nlohmann::json::value_t::array);
    for (const ShotRecord::Shooter& s : r_.shooters)
      shooters.push_back(json_object("figure", s.figure, "weapon", s.weapon, "need_natural",
                                     s.need_natural, "base_need", s.base_need));
    nlohmann::json shot =
        json_object("shooters", std::move(shooters), "target", r_.target, "range_cm", r_.range_cm,
                    "moving", r_.moving, "citation", rules::cite::kShooting);
    // Older battles' shot events have neither member: they appear only when there is something
    // to say, so that those battles keep their hashes.
    if (!r_.sight.empty()) shot["sight"] = r_.sight;
    if (!r_.group.empty()) shot["group"] = r_.group;
    return shot;
  }

  // The members in key order: citation, group, moving, range_cm, shooters, sight, target.
  void hash(JsonHasher& h) const override {
    h.object(5 + (r_.sight.empty() ? 0 : 1) + (r_.group.empty() ? 0 : 1));
    h.key("citation");
    h.string(rules::cite::kShooting);
    if (!r_.group.empty()) {
      h.key("group");
      h.array(r_.group.size());
      for (const int id : r_.group) h.integer(id);
    }
    h.key("moving");
    h.boolean(r_.moving);
    h.key("range_cm");
    h.real(r_.range_cm);
    h.key("shooters");
    h.array(r_.shooters.size());
    for (const ShotRecord::Shooter& s : r_.shooters) {
      h.object(4);
      h.key("base_need");
      h.integer(s.base_need);
      h.key("figure");
      h.integer(s.figure);
      h.key("need_natural");
      h.integer(s.need_natural);
      h.key("weapon");
      h.string(s.weapon);
    }
    if (!r_.sight.empty()) {
      h.key("sight");
      h.array(r_.sight.size());
      for (const std::string& fact : r_.sight) h.string(fact);
    }
    h.key("target");
    h.integer(r_.target);
  }

 private:
  ShotRecord r_;
};

}  // namespace

EventData shot_event_data(ShotRecord record) {
  return EventData(std::make_shared<ShotEventData>(std::move(record)));
}

}  // namespace fray::game
