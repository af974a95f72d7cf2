// Mounts and vehicles (seed 003, "Movement", "Special Movement"): who rides what, the seats
// left, and the riders of a fallen mount or vehicle set down beside it before it is removed.
#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <string>
#include <vector>

#include <fray/game/record/event_json.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_refusal.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

// The points beside `carrier` where `rider` could be set down, nearest its side's starting area
// first, then a second ring, for a mount hemmed in on every side.
std::vector<map::Point> places_beside(const Battlefield& field, const BattleSettings& settings,
                                      const BattleState& state, const Figure& carrier,
                                      const Figure& rider) {
  std::vector<map::Point> out;
  for (int ring = 1; ring <= 2; ++ring) {
    std::vector<map::Point> around =
        points_around(field, settings, carrier.placement.centre, carrier.base, rider.base, ring);
    const map::Point home = state.victory.home[static_cast<std::size_t>(rider.side) % 2];
    std::stable_sort(around.begin(), around.end(), [&](map::Point a, map::Point b) {
      return map::distance(a, home) < map::distance(b, home) - 1e-9;
    });
    out.insert(out.end(), around.begin(), around.end());
  }
  return out;
}

}  // namespace

std::vector<map::Point> points_around(const Battlefield& field, const BattleSettings& settings,
                                      map::Point centre, const map::Base& here,
                                      const map::Base& there, int ring) {
  const bool grid = field.is_hex() || field.is_square();
  const double contact =
      (std::max(here.width_cm, here.depth_cm) + std::max(there.width_cm, there.depth_cm)) / 2 +
      0.05;
  const double reach = grid ? ring * settings.space_cm : contact + (ring - 1) * settings.space_cm;
  std::vector<map::Point> around;
  for (int step = 0; step < 24; ++step) {
    const double angle = step * std::numbers::pi / 12;
    map::Point p = centre + map::Point{std::cos(angle) * reach, std::sin(angle) * reach};
    if (grid) p = field.snap(p);
    if (map::distance(p, centre) > 1e-6 &&
        std::none_of(around.begin(), around.end(),
                     [&](map::Point q) { return map::distance(p, q) < 1e-6; }))
      around.push_back(p);
  }
  return around;
}

bool same_space(const Figure& a, const Figure& b) {
  const int a_on = d20_sheet(a).riding;
  const int b_on = d20_sheet(b).riding;
  return a_on == b.id || b_on == a.id || (a_on != 0 && a_on == b_on);
}

const Figure* carrier_of(const BattleState& state, const Figure& rider) {
  const int id = d20_sheet(rider).riding;
  const Figure* carrier = id ? state.find(id) : nullptr;
  if (!carrier || !carrier->alive || carrier->side != rider.side ||
      d20_sheet(*carrier).carrier == Carrier::None)
    return nullptr;
  return carrier;
}

int seats_of(const D20Rules& rules, const D20Sheet& sheet) {
  if (sheet.carrier == Carrier::None) return 0;
  if (sheet.seats > 0) return sheet.seats;
  return rules.carrier_seats[static_cast<std::size_t>(sheet.carrier) - 1];
}

int riders_on(const BattleState& state, int carrier) {
  return static_cast<int>(
      std::count_if(state.figures.begin(), state.figures.end(),
                    [&](const Figure& f) { return f.alive && d20_sheet(f).riding == carrier; }));
}

bool free_to_stand(const Battlefield& field, const BattleState& state, const Figure& figure,
                   map::Point at) {
  const game::Footprint here{figure.base, {at, figure.placement.facing_deg}};
  if (!field.on_table(here) || field.impassable_under(here, false)) return false;
  if (field.off_centre(at)) return false;
  return std::none_of(state.figures.begin(), state.figures.end(), [&](const Figure& other) {
    return other.alive && other.id != figure.id && field.overlaps(here, game::footprint(other));
  });
}

void set_down_riders(const D20Rules& rules, const Battlefield& field, BattleState& state,
                     EventSink& events) {
  const BattleSettings settings = battle_settings(rules, field, state);
  for (const Figure& carrier : state.figures) {
    if (carrier.alive || d20_sheet(carrier).carrier == Carrier::None) continue;
    for (Figure& rider : state.figures) {
      if (!rider.alive || d20_sheet(rider).riding != carrier.id) continue;
      d20_sheet(rider).riding = 0;
      const std::string why = game::figure_label(carrier) + " is defeated";
      bool placed = false;
      for (const map::Point p : places_beside(field, settings, state, carrier, rider)) {
        game::Figure probe = rider;
        probe.placement.centre = p;
        if (spaces_between(field, settings, probe, carrier) > 2 ||
            !free_to_stand(field, state, rider, p))
          continue;
        rider.placement.centre = p;
        placed = true;
        break;
      }
      if (!placed) {
        // Assumed: with no free space within two of the fallen mount, its rider falls with it.
        game::kill(rider, events,
                   why + " and no space beside it is free, " + std::string(kCiteSpecialMovement));
        continue;
      }
      game::emit(
          events, "d20_set_down",
          game::json_object("figure", rider.id, "from", carrier.id, "to",
                            game::json_point(rider.placement.centre.x, rider.placement.centre.y),
                            "citation", kCiteSpecialMovement),
          why + ": " + game::figure_label(rider) + " is set down beside it (" +
              kCiteSpecialMovement + ").");
    }
  }
}

void check_riders(const D20Rules& rules, const game::Scenario& scenario) {
  // What the figure is as a carrier, its profile's when it names one.
  const auto kind_of = [&](const D20Sheet& sheet) {
    const Profile* profile = sheet.profile.empty() ? nullptr : rules.profile(sheet.profile);
    return profile ? profile->sheet : sheet;
  };
  std::map<int, int> riders;
  for (std::size_t i = 0; i < scenario.figures.size(); ++i) {
    const game::ScenarioFigure& f = scenario.figures[i];
    const D20Sheet* sheet = std::get_if<D20Sheet>(&f.sheet);
    if (!sheet || sheet->riding == 0) continue;
    const std::string at = "/figures/" + std::to_string(i);
    const auto refuse = [&](const std::string& member, const std::string& expected,
                            const std::string& found = "") {
      io::refuse_data(scenario.file, at + member, expected,
                      found.empty() ? std::to_string(sheet->riding) : found);
    };
    const auto carrier = std::find_if(
        scenario.figures.begin(), scenario.figures.end(),
        [&](const game::ScenarioFigure& c) { return c.id == sheet->riding && c.id != f.id; });
    if (carrier == scenario.figures.end())
      refuse("/riding", "the id of another figure of the scenario, its mount or vehicle");
    const D20Sheet* ride = std::get_if<D20Sheet>(&carrier->sheet);
    if (!ride || kind_of(*ride).carrier == Carrier::None || ride->riding != 0)
      refuse("/riding", "a mount or vehicle (a figure with \"carrier\") that rides nothing");
    if (kind_of(*sheet).carrier != Carrier::None)
      refuse("/riding", "no \"riding\" on a mount or vehicle: it carries, it is not carried");
    if (carrier->side != f.side) refuse("/riding", "a mount or vehicle of the figure's own side");
    if (f.reserve || carrier->reserve)
      refuse("/riding", "a rider and mount on the table at the start (not in reserve)");
    if (++riders[carrier->id] > seats_of(rules, kind_of(*ride)))
      refuse("/riding", "a mount or vehicle with a free seat (" +
                            std::to_string(seats_of(rules, kind_of(*ride))) + ")");
    const bool same = f.hex || carrier->hex ? f.hex == carrier->hex
                      : f.square || carrier->square
                          ? f.square == carrier->square
                          : map::distance(f.position, carrier->position) < 1e-6;
    if (!same)
      refuse(f.hex      ? "/hex"
             : f.square ? "/square"
                        : "/position",
             "its mount's place: a rider stands in its mount's space (" +
                 std::string(kCiteSpecialMovement) + ")",
             "another place than figure " + std::to_string(carrier->id) + "'s");
  }
}

}  // namespace fray::d20
