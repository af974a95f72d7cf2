#include <fray/ai/controller_factory.h>
#include <fray/ai/reaction004_controller.h>

namespace fray::ai {

AiDefinitions load_ai_definitions(const std::filesystem::path& data_dir) {
  AiDefinitions d;
  d.reaction004 = load_reaction004_tables(data_dir / "ai" / "reaction004");
  return d;
}

std::vector<std::string> controller_ids() { return {"simple", "reaction004"}; }

std::unique_ptr<Controller> make_controller(std::string_view id, const AiDefinitions& definitions) {
  if (id == "simple") return std::make_unique<SimpleController>();
  if (id == "reaction004") return std::make_unique<Reaction004Controller>(definitions.reaction004);
  std::string known;
  for (const std::string& k : controller_ids()) known += (known.empty() ? "" : ", ") + k;
  throw UnknownController("unknown AI controller '" + std::string(id) + "' (known: " + known + ")");
}

}  // namespace fray::ai
