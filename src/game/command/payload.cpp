#include <cmath>

#include <fray/game/command/payload.h>
#include <fray/game/state/battle_queries.h>

namespace fray::game {

Check read_int(const nlohmann::json& p, const std::string& command, const char* key, int& out,
               bool optional) {
  const auto it = p.find(key);
  if (it == p.end()) return optional ? Check{} : bad_payload(command, key, "a whole number");
  if (!it->is_number_integer() || std::abs(it->get<long long>()) > 1000000000LL)
    return bad_payload(command, key, "a whole number");
  out = it->get<int>();
  return {};
}

Check read_number(const nlohmann::json& p, const std::string& command, const char* key, double& out,
                  bool optional) {
  const auto it = p.find(key);
  if (it == p.end()) return optional ? Check{} : bad_payload(command, key, "a number");
  if (!it->is_number() || !std::isfinite(it->get<double>()))
    return bad_payload(command, key, "a number");
  out = it->get<double>();
  return {};
}

Check read_bool(const nlohmann::json& p, const std::string& command, const char* key, bool& out,
                bool optional) {
  const auto it = p.find(key);
  if (it == p.end()) return optional ? Check{} : bad_payload(command, key, "true or false");
  if (!it->is_boolean()) return bad_payload(command, key, "true or false");
  out = it->get<bool>();
  return {};
}

Check read_points(const nlohmann::json& p, const std::string& command, const char* key,
                  std::vector<map::Point>& out) {
  const auto it = p.find(key);
  const char* expected = "a list of [x, y] points in cm";
  if (it == p.end() || !it->is_array() || it->empty() || it->size() > 64)
    return bad_payload(command, key, expected);
  out.clear();
  for (const auto& point : *it) {
    if (!point.is_array() || point.size() != 2 || !point[0].is_number() || !point[1].is_number())
      return bad_payload(command, key, expected);
    const double x = point[0].get<double>(), y = point[1].get<double>();
    if (!std::isfinite(x) || !std::isfinite(y)) return bad_payload(command, key, expected);
    out.push_back({x, y});
  }
  return {};
}

Check read_ids(const nlohmann::json& p, const std::string& command, const char* list_key,
               const char* single_key, std::vector<int>& out) {
  out.clear();
  if (const auto it = p.find(list_key); it != p.end()) {
    if (!it->is_array() || it->empty() || it->size() > 64)
      return bad_payload(command, list_key, "a list of figure ids");
    for (const auto& id : *it) {
      if (!id.is_number_integer()) return bad_payload(command, list_key, "a list of figure ids");
      const int value = id.get<int>();
      for (const int seen : out)
        if (seen == value) return bad_payload(command, list_key, "figure ids without repeats");
      out.push_back(value);
    }
    return {};
  }
  int id = 0;
  if (auto bad = read_int(p, command, single_key, id)) return bad;
  out.push_back(id);
  return {};
}

Check living_figure(const BattleState& state, int id, const Figure** out) {
  const Figure* f = state.find(id);
  if (!f)
    return Refusal{RefusalCode::UnknownFigure, "There is no figure #" + std::to_string(id) + "."};
  if (!f->alive) return Refusal{RefusalCode::Dead, figure_label(*f) + " is dead."};
  *out = f;
  return {};
}

}  // namespace fray::game
