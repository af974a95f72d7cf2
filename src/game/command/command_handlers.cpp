#include <memory>

#include <fray/game/command/handler_functions.h>

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

}  // namespace fray::game
