#include <charconv>

#include <fray/game/state/battle_queries.h>

namespace fray::game {

std::string figure_label(const Figure& figure) {
  return sheet_name(figure.sheet) + " (#" + std::to_string(figure.id) + ")";
}

std::string format_cm(double cm) {
  // The same digits as printf's "%.1f" (both round the exact binary value), without the
  // format parsing.
  char text[32];
  const auto end = std::to_chars(text, text + sizeof text, cm, std::chars_format::fixed, 1).ptr;
  return std::string(text, end);
}

std::vector<int> enemies_in_contact(const Battlefield& field, const BattleState& state,
                                    const Figure& figure) {
  std::vector<int> out;
  for (const Figure& other : state.figures)
    if (other.alive && other.side != figure.side &&
        field.in_contact(footprint(figure), footprint(other)))
      out.push_back(other.id);
  return out;
}

void emit(EventSink& events, std::string type, nlohmann::json data, std::string text) {
  events.push_back({std::move(type), std::move(data), std::move(text)});
}

void kill(Figure& figure, EventSink& events, const std::string& cause) {
  figure.alive = false;
  figure.status.falling = false;
  figure.status.must_recoil = false;
  emit(events, "figure_killed", {{"figure", figure.id}, {"cause", cause}},
       figure_label(figure) + " is killed (" + cause + ").");
}

}  // namespace fray::game
