#include <fray/ai/controller_factory.h>
#include <fray/ai/reaction004_controller.h>
#include <fray/ai/solo003_controller.h>

namespace fray::ai {

AiDefinitions load_ai_definitions(const std::filesystem::path& data_dir) {
  AiDefinitions d;
  d.solo003 = load_solo003_tables(data_dir);
  d.reaction004 = load_reaction004_tables(data_dir / "ai" / "reaction004");
  return d;
}

std::vector<std::string> controller_ids() { return {"simple", "solo003", "reaction004"}; }

std::unique_ptr<Controller> make_controller(std::string_view id, const AiDefinitions& definitions) {
  if (id == "simple") return std::make_unique<SimpleController>();
  if (id == "solo003") return std::make_unique<Solo003Controller>(definitions.solo003);
  if (id == "reaction004") return std::make_unique<Reaction004Controller>(definitions.reaction004);
  std::string known;
  for (const std::string& k : controller_ids()) known += (known.empty() ? "" : ", ") + k;
  throw UnknownController("unknown AI controller '" + std::string(id) + "' (known: " + known + ")");
}

}  // namespace fray::ai
