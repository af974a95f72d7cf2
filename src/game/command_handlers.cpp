#include <memory>

#include <fray/game/classic_figure.h>
#include <fray/rules/movement.h>

#include "command_families.h"

namespace fray::game {
namespace {

class FunctionHandler final : public CommandHandler {
 public:
  explicit FunctionHandler(HandlerFunctions f) : f_(f) {}
  std::string_view name() const override { return f_.name; }
  std::optional<Refusal> parse(const nlohmann::json& p, Action& a) const override {
    return f_.parse(p, a);
  }
  std::optional<Refusal> check(const CheckContext& c, const nlohmann::json& p) const override {
    return f_.check(c, p);
  }
  void execute(ExecuteContext& c, const nlohmann::json& p) const override { f_.execute(c, p); }
  void preview(const CheckContext& c, const nlohmann::json& p, Preview& out) const override {
    if (f_.preview) f_.preview(c, p, out);
  }

 private:
  HandlerFunctions f_;
};

}  // namespace

void add_handler(CommandRegistry& registry, const HandlerFunctions& functions) {
  registry.add(std::make_unique<FunctionHandler>(functions));
}

Check parse_figure_action(const nlohmann::json& payload, const char* command, ActionKind kind,
                          Action& action) {
  int id = 0;
  if (auto bad = read_int(payload, command, "figure", id)) return bad;
  action = Action{kind, {id}, -1, std::nullopt};
  return {};
}

int allowance_cm(const rules::Ruleset& rules, const Figure& f) {
  const rules::Species* species = rules.find_species(classic_sheet(f).spec.species);
  if (!species) return 0;
  const rules::MovementByArmour& m = species->movement;
  const rules::MovementBase base{m.light_cm.value_or(m.armour4_cm), m.armour4_cm, m.armour5_cm};
  const int allowance =
      rules::movement_allowance(base, classic_sheet(f).spec.worn_armour,
                                classic_sheet(f).spec.mount, classic_sheet(f).spec.leg_wounds);
  return f.status.shield_wall ? std::min(allowance, rules::shield_wall_allowance(true)) : allowance;
}

}  // namespace fray::game
