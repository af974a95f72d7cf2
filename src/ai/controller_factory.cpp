#include <fray/ai/controller_factory.h>
#include <fray/ai/enemy_status_controller.h>
#include <fray/ai/reaction_chart_controller.h>

namespace fray::ai {

AiDefinitions load_ai_definitions(const std::filesystem::path& data_dir) {
  AiDefinitions d;
  d.enemy_status = load_enemy_status_tables(data_dir);
  d.reaction_chart = load_reaction_chart_tables(data_dir / "ai" / "reaction004");
  return d;
}

std::vector<std::string> controller_ids() { return {"simple", "solo003", "reaction004"}; }

bool controller_plays(std::string_view id, std::string_view system) {
  // The AIs read the seam's facts, but each plays only the systems it has been played and
  // tested in: High Adventure has seed 004's reaction chart (written for it) and no baseline
  // policy of its own yet.
  if (system == "high_adventure") return id == "reaction004";
  return id != "reaction004" || system == "classic" || system == "d20";
}

void require_controller_plays(std::string_view id, std::string_view system) {
  if (controller_plays(id, system)) return;
  throw UnfitController("the AI controller '" + std::string(id) + "' does not play " +
                        std::string(system) + " battles yet; choose " +
                        (system == "high_adventure" ? std::string("'reaction004'")
                                                    : std::string("'simple' or 'solo003'")) +
                        " for this side");
}

std::unique_ptr<Controller> make_controller(std::string_view id, const AiDefinitions& definitions) {
  if (id == "simple") return std::make_unique<SimpleController>();
  if (id == "solo003") return std::make_unique<EnemyStatusController>(definitions.enemy_status);
  if (id == "reaction004")
    return std::make_unique<ReactionChartController>(definitions.reaction_chart);
  std::string known;
  for (const std::string& k : controller_ids()) known += (known.empty() ? "" : ", ") + k;
  throw UnknownController("unknown AI controller '" + std::string(id) + "' (known: " + known + ")");
}

}  // namespace fray::ai
