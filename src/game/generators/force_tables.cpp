#include <fray/game/generators/force_tables.h>

#include "generators/generator_json.h"

namespace fray::game {
namespace {

using detail::JsonReader;
using detail::plain;
using detail::read_context;
using detail::ReadContext;

ForceRow read_row(const JsonReader& at, const ForceTables& t) {
  at.allow_only({"results", "also", "figures", "source", "note"});
  detail::source(at);
  ForceRow r;
  std::tie(r.low, r.high) = detail::int_range(at["results"], -20, 99);
  if (auto also = at.find("also"))
    std::tie(r.also_low, r.also_high) = detail::int_range(*also, 1, 99);
  const JsonReader figures = at["figures"];
  for (std::size_t i = 0; i < figures.size(); ++i) {
    figures[i].allow_only({"kind", "count"});
    ForceGroup g{figures[i]["kind"].as_string(), figures[i]["count"].as_int(1, 100)};
    if (!t.kinds.count(g.kind)) figures[i]["kind"].fail("a kind of \"figure_kinds\"");
    r.figures.push_back(g);
  }
  return r;
}

PortalDistances distances(double inch, double approach_in, double fallback_in) {
  return {approach_in * inch, fallback_in * inch};
}

}  // namespace

std::size_t ForceTables::row_of(int total) const {
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (rows[i].covers(total)) return i;
  if (total < rows.front().low) return 0;
  return rows.size() - 1;
}

ForceTables parse_force_tables(const nlohmann::json& document, const std::string& file) {
  ReadContext context = read_context(file);
  const JsonReader root(document, "", context);
  root.allow_only({"format", "version", "source", "note", "die", "natural_one_is_nothing",
                   "no_contact_modifier", "extra_counter_modifier", "party_strength_limit", "rows",
                   "figure_kinds", "portals"});
  if (root["format"].as_string() != "fray-force-generator")
    root["format"].fail("\"fray-force-generator\"");
  root["version"].as_int(1, 1);
  detail::source(root);
  ForceTables t;
  t.die = plain(root["die"]).as_int(2, 20);
  t.natural_one_is_nothing = plain(root["natural_one_is_nothing"]).as_bool();
  t.no_contact_modifier = plain(root["no_contact_modifier"]).as_int(-10, 10);
  t.extra_counter_modifier = plain(root["extra_counter_modifier"]).as_int(-10, 10);
  t.party_strength_limit = plain(root["party_strength_limit"]).as_int(0, 1000);
  const JsonReader kinds = root["figure_kinds"];
  if (!kinds.json().is_object()) kinds.fail("an object of figure kinds");
  for (const auto& item : kinds.json().items()) {
    const JsonReader k = kinds[item.key()];
    k.allow_only({"name", "strength", "wsk", "special", "source", "note"});
    detail::source(k);
    t.kinds[item.key()] = {item.key(), k["name"].as_string(), plain(k["strength"]).as_int(1, 20),
                           plain(k["wsk"]).as_int(-5, 20), plain(k["special"]).as_bool()};
  }
  const JsonReader rows = root["rows"];
  for (std::size_t i = 0; i < rows.size(); ++i) {
    t.rows.push_back(read_row(rows[i], t));
    if (i == 0 && !t.rows[0].figures.empty())
      rows[0]["figures"].fail("[] (the first row is \"nothing\")");
    if (i > 0 && t.rows[i].low != t.rows[i - 1].high + 1)
      rows[i]["results"].fail("a range starting at " + std::to_string(t.rows[i - 1].high + 1));
  }
  if (t.rows.size() < 2) rows.fail("at least two rows");
  const JsonReader portals = root["portals"];
  portals.allow_only({"source", "dungeon_source", "inch_cm", "approach_in", "fallback_in",
                      "dungeon_approach_in", "area_marker_value", "note"});
  detail::source(portals);
  const double inch = plain(portals["inch_cm"]).as_number(0.1, 10);
  const double fallback = plain(portals["fallback_in"]).as_number(0, 100);
  t.portals = distances(inch, plain(portals["approach_in"]).as_number(0, 100), fallback);
  t.dungeon_portals =
      distances(inch, plain(portals["dungeon_approach_in"]).as_number(0, 100), fallback);
  t.area_marker_value = plain(portals["area_marker_value"]).as_int(0, 10);
  return t;
}

ForceTables load_force_tables(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  return parse_force_tables(detail::read_json_file(path, file), file);
}

}  // namespace fray::game
