// portal_react and generate_forces: seed 004's portal counters in a battle ("Portal Markers :
// Eliminating Portals", "Fighting in 'Dungeons'", "Enemy Force Generation"). Referee commands
// (the referee, or the driver at the start of each turn, sends them): they bypass the turn
// sequence, roll with the game's dice and are logged, so they replay and undo like the others.
#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/game/generators/force_generator.h>
#include <fray/game/generators/portal_markers.h>
#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_queries.h>
#include <fray/io/data_error.h>

#include "field/placing.h"
#include "game_dice.h"
#include "generators/battle_generator_commands.h"
#include "generators/battle_generators_json.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kPortalRule = "seed 004, \"Portal Markers : Eliminating Portals\"";
constexpr const char* kDungeonRule = "seed 004, \"Fighting in 'Dungeons'\"";
constexpr const char* kForceRule = "seed 004, \"Enemy Force Generation\"";

/// The party: living figures of the sides other than the portals' side.
struct Party {
  std::vector<const Figure*> figures;
  std::vector<map::Point> at;  ///< Their centres, as the portal functions take them.
};

Party party_of(const BattleState& state, const PortalsState& p) {
  Party party;
  for (const Figure& f : state.figures)
    if (f.alive && f.side != p.side) {
      party.figures.push_back(&f);
      party.at.push_back(f.placement.centre);
    }
  return party;
}

const PortalDistances& distances(const ForceTables& tables, const PortalsState& p) {
  return p.dungeon ? tables.dungeon_portals : tables.portals;
}

Check common_check(const CheckContext& c, const BattleGeneratorTables& data, const char* command) {
  if (!c.state.generators.portals)
    return Refusal{
        RefusalCode::NotAllowed,
        std::string("'") + command + "': this battle has no portals (scenario \"portals\")."};
  if (!data.forces)
    return Refusal{RefusalCode::NotAllowed,
                   "The force tables (generators/forces.json) are not loaded."};
  return {};
}

json point_json(map::Point p) { return {p.x, p.y}; }

class PortalReactHandler final : public CommandHandler {
 public:
  explicit PortalReactHandler(std::shared_ptr<const BattleGeneratorTables> data)
      : data_(std::move(data)) {}
  std::string_view name() const override { return "portal_react"; }
  std::optional<Refusal> parse(const json&, Action& a) const override {
    a = Action{};
    return {};
  }

  std::optional<Refusal> check(const CheckContext& c, const json&) const override {
    if (auto r = common_check(c, *data_, "portal_react")) return r;
    const auto& counters = c.state.generators.portals->counters;
    if (std::none_of(counters.begin(), counters.end(),
                     [](const PortalCounter& k) { return !k.eliminated && !k.area_marker; }))
      return Refusal{RefusalCode::NotAllowed, "No portal counter is left to react."};
    return {};
  }

  void execute(ExecuteContext& c, const json&) const override {
    PortalsState& p = *c.state.generators.portals;
    p.reacted_turn = c.state.turn;
    const Party party = party_of(c.state, p);
    std::vector<PortalMarker> markers;
    for (const PortalCounter& k : p.counters)
      if (!k.eliminated && !k.area_marker) markers.push_back({k.id, k.at});
    const PortalDistances& d = distances(*data_->forces, p);
    const auto reactions = react_portals(markers, p.spots, party.at, d,
                                         table_portal_sight(c.field.table()), p.forces_generated);
    const std::string rule =
        std::string(kPortalRule) + (p.dungeon ? std::string(", ") + kDungeonRule : "");
    int moved = 0, eliminated = 0;
    for (const PortalReaction& r : reactions) {
      if (r.fate == PortalFate::Stays) continue;
      PortalCounter& k = *std::find_if(p.counters.begin(), p.counters.end(),
                                       [&](const PortalCounter& x) { return x.id == r.portal; });
      const int by = party.figures[static_cast<std::size_t>(r.threatened_by)]->id;
      if (r.fate == PortalFate::FallsBack) {
        ++moved;
        emit(c.events, "portal_fell_back",
             {{"portal", k.id},
              {"from", point_json(k.at)},
              {"to", point_json(r.to)},
              {"figure", by},
              {"rule", rule}},
             "Portal counter " + std::to_string(k.id) + " falls back from figure #" +
                 std::to_string(by) + " (" + rule + ").");
        k.at = r.to;
      } else {
        ++eliminated;
        k.eliminated = true;
        emit(c.events, "portal_eliminated",
             {{"portal", k.id}, {"at", point_json(k.at)}, {"figure", by}, {"rule", rule}},
             "Portal counter " + std::to_string(k.id) +
                 " is bracketed, with nowhere to fall back: it is eliminated (" + rule + ").");
      }
    }
    emit(c.events, "portals_reacted",
         {{"fell_back", moved},
          {"eliminated", eliminated},
          {"stayed", static_cast<int>(reactions.size()) - moved - eliminated},
          {"approach_cm", d.approach_cm},
          {"fallback_cm", d.fallback_cm},
          {"rule", rule}},
         "Portal counters react: " + std::to_string(moved) + " fall back, " +
             std::to_string(eliminated) + " eliminated.");
  }

 private:
  std::shared_ptr<const BattleGeneratorTables> data_;
};

/// Ids of the live counters (and area markers) a party figure sees.
std::vector<int> counters_in_sight(const PortalsState& p, const Party& party,
                                   const PortalSight& sight) {
  std::vector<int> out;
  for (const PortalCounter& k : p.counters) {
    if (k.eliminated) continue;
    for (const map::Point f : party.at)
      if (sight(f, k.at) != PortalView::Hidden) {
        out.push_back(k.id);
        break;
      }
  }
  return out;
}

std::vector<map::Point> places_near(map::Point centre) {
  // Assumed: arrivals stand as close to their counter as the table lets them, tried on rings of
  // 3 cm steps out to 30 cm, a dozen places a ring, nearest first.
  std::vector<map::Point> out{centre};
  for (int ring = 1; ring <= 10; ++ring)
    for (int k = 0; k < 12; ++k) {
      const double a = k * std::numbers::pi / 6;
      out.push_back({centre.x + 3.0 * ring * std::cos(a), centre.y + 3.0 * ring * std::sin(a)});
    }
  return out;
}

double facing_towards(map::Point from, const std::vector<map::Point>& party) {
  if (party.empty()) return 0;
  map::Point nearest = party.front();
  for (const map::Point p : party)
    if (map::distance(from, p) < map::distance(from, nearest)) nearest = p;
  // 0 degrees faces y = 0, clockwise (map::Placement).
  const double deg = std::atan2(nearest.x - from.x, from.y - nearest.y) * 180 / std::numbers::pi;
  return deg < 0 ? deg + 360 : deg;
}

class GenerateForcesHandler final : public CommandHandler {
 public:
  explicit GenerateForcesHandler(std::shared_ptr<const BattleGeneratorTables> data)
      : data_(std::move(data)) {}
  std::string_view name() const override { return "generate_forces"; }
  std::optional<Refusal> parse(const json& p, Action& a) const override {
    a = Action{};
    if (p.contains("portals") &&
        !(p["portals"].is_array() &&
          std::all_of(p["portals"].begin(), p["portals"].end(),
                      [](const json& v) { return v.is_number_integer(); })))
      return bad_payload("generate_forces", "portals", "a list of portal counter ids");
    return {};
  }

  std::optional<Refusal> check(const CheckContext& c, const json& payload) const override {
    if (auto r = common_check(c, *data_, "generate_forces")) return r;
    const PortalsState& p = *c.state.generators.portals;
    if (p.rolled_turn == c.state.turn)
      return Refusal{RefusalCode::NotAllowed, "Arrivals are rolled once a turn, and turn " +
                                                  std::to_string(c.state.turn) +
                                                  " has had its roll (" + kForceRule + ")."};
    if (payload.contains("portals"))
      for (const json& id : payload["portals"]) {
        const auto it = std::find_if(p.counters.begin(), p.counters.end(),
                                     [&](const PortalCounter& k) { return k.id == id.get<int>(); });
        if (it == p.counters.end() || it->eliminated)
          return bad_payload("generate_forces", "portals", "ids of counters still on the table");
      }
    if (in_sight(c, payload).empty())
      return Refusal{RefusalCode::NotAllowed,
                     "No portal counter is in sight of the party: no "
                     "arrivals are rolled (" +
                         std::string(kForceRule) + ")."};
    for (const auto& [kind, force] : p.forces) {
      if (!data_->forces->kinds.count(kind))
        return Refusal{RefusalCode::NotAllowed,
                       "The portals' force \"" + kind + "\" is not a kind of forces.json."};
      try {
        const json f = detail::arriving_figure(
            force, 1, c.state.sides[static_cast<std::size_t>(p.side)].id, {});
        make_figure(
            c.system,
            parse_scenario_figure(f, "portals", "/forces/" + kind + "/figure", c.system.id()),
            p.side, "portals", "/forces/" + kind + "/figure");
      } catch (const io::DataError& e) {
        return Refusal{RefusalCode::BadPayload, e.user_message()};
      }
    }
    return {};
  }

  void execute(ExecuteContext& c, const json& payload) const override {
    PortalsState& p = *c.state.generators.portals;
    const ForceTables& tables = *data_->forces;
    const Party party = party_of(c.state, p);
    ArrivalRequest request;
    request.portals_in_sight = in_sight({c.system, c.field, c.state, c.phase}, payload);
    request.no_contact_today = p.no_contact_today;
    // The party's Strength (High Adventure's sheets have one; other figures count 1, assumed).
    request.party_strength = 0;
    for (const Figure* f : party.figures)
      request.party_strength += c.system.attribute(*f, "strength").value_or(1);
    std::map<std::string, int> available;
    for (const auto& [kind, def] : tables.kinds) {
      const auto it = p.forces.find(kind);
      available[kind] = it == p.forces.end() ? 0
                        : it->second.available
                            ? std::max(0, *it->second.available - it->second.placed)
                            : 1000000;
    }
    request.available = available;
    GameDice dice(c.state, c.events);
    const Arrival a = roll_arrival(tables, request, dice);
    p.forces_generated = true;
    p.rolled_turn = c.state.turn;
    json groups = json::array();
    for (const ForceGroup& g : a.figures) groups.push_back({{"kind", g.kind}, {"count", g.count}});
    emit(c.events, "forces_rolled",
         {{"die", "D" + std::to_string(tables.die)},
          {"natural", a.natural},
          {"modifier", a.modifier},
          {"total", a.total},
          {"rolled_row", a.rolled_row},
          {"row", a.row},
          {"doubled", a.doubled},
          {"portals_in_sight", request.portals_in_sight},
          {"portal", a.portal},
          {"portal_roll", a.portal_roll},
          {"figures", groups},
          {"note", a.note},
          {"rule", kForceRule}},
         "Arrivals (" + std::string(kForceRule) + "): D" + std::to_string(tables.die) + " " +
             std::to_string(a.natural) + (a.modifier >= 0 ? " + " : " - ") +
             std::to_string(std::abs(a.modifier)) + " = " + std::to_string(a.total) +
             (a.figures.empty() ? ": nothing arrives."
                                : ": arrivals at portal " + std::to_string(a.portal) + "."));
    if (a.figures.empty()) return;
    const PortalCounter& portal =
        *std::find_if(p.counters.begin(), p.counters.end(),
                      [&](const PortalCounter& k) { return k.id == a.portal; });
    const PortalSight sight = table_portal_sight(c.field.table());
    const map::Point entry = portal.area_marker ? area_marker_entry(portal.at, p.doorways, party.at,
                                                                    sight, portal.area, dice)
                                                : portal.at;
    const std::string side_id = c.state.sides[static_cast<std::size_t>(p.side)].id;
    for (const ForceGroup& g : a.figures)
      for (int n = 0; n < g.count; ++n) arrive(c, p, g.kind, entry, side_id, party.at, portal.id);
  }

 private:
  std::vector<int> in_sight(const CheckContext& c, const json& payload) const {
    const PortalsState& p = *c.state.generators.portals;
    if (payload.contains("portals")) return payload["portals"].get<std::vector<int>>();
    return counters_in_sight(p, party_of(c.state, p), table_portal_sight(c.field.table()));
  }

  static void arrive(ExecuteContext& c, PortalsState& p, const std::string& kind, map::Point entry,
                     const std::string& side_id, const std::vector<map::Point>& party, int portal) {
    PortalForce& force = p.forces.at(kind);
    const CheckContext check{c.system, c.field, c.state, c.phase};
    for (const map::Point at : places_near(entry)) {
      json f = detail::arriving_figure(force, p.next_figure_id, side_id, at);
      f["facing_deg"] = facing_towards(at, party);
      const json place = {{"figure", f}};
      if (check_place_figure(check, place)) continue;
      place_figure(c, place);
      ++force.placed;
      emit(c.events, "figure_arrived",
           {{"figure", p.next_figure_id}, {"kind", kind}, {"portal", portal}, {"rule", kForceRule}},
           "Figure #" + std::to_string(p.next_figure_id) + " (" + kind + ") arrives at portal " +
               std::to_string(portal) + " (" + kForceRule + ").");
      ++p.next_figure_id;
      return;
    }
    emit(c.events, "arrival_unplaced", {{"kind", kind}, {"portal", portal}, {"rule", kForceRule}},
         "No free place near portal " + std::to_string(portal) + " for a " + kind +
             ": the referee places it.");
  }

  std::shared_ptr<const BattleGeneratorTables> data_;
};

}  // namespace

std::unique_ptr<CommandHandler> make_portal_react_handler(
    std::shared_ptr<const BattleGeneratorTables> data) {
  return std::make_unique<PortalReactHandler>(std::move(data));
}

std::unique_ptr<CommandHandler> make_generate_forces_handler(
    std::shared_ptr<const BattleGeneratorTables> data) {
  return std::make_unique<GenerateForcesHandler>(std::move(data));
}

}  // namespace fray::game
