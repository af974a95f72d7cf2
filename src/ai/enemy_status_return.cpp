// Seed 003, "Random Enemy Action", 18-20: once the side's figures have acted, one defeated figure
// returns to battle in the enemy starting area. Assumed: it is placed right after the round note,
// since the game may end the side's phases itself once every figure has acted (the controller is
// not asked again); it is not in the round's allowance, so it acts only from the next round, as
// if it had come after the others' actions. Done through the referee's
// `place` command, announced by a note like every other plan, so the controller keeps no memory.
#include <algorithm>
#include <cmath>

#include <fray/classic/classic_figure.h>
#include <fray/sheets/d20_sheet_json.h>

#include "enemy_status_steps.h"

namespace fray::ai::enemy_status {
namespace {

using game::Figure;
using nlohmann::json;

constexpr const char* kReturnCite = "seed 003, \"Random Enemy Action\", 18-20";
constexpr const char* kPickTable = "returning figure";
constexpr const char* kSuffix = " (returned)";
// Assumed: the band along the side's own table edge is 10 cm deep (the seed gives no size).
constexpr double kBandCm = 10;
constexpr double kGridCm = 2;

// The return notes of the side: the whole log, since a figure comes back once only.
std::vector<const json*> return_notes(const Ctx& c, bool this_turn_only) {
  std::vector<const json*> out;
  const std::vector<game::Event>& events = c.game.log().events();
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (this_turn_only && it->type == "turn_started") break;
    if (it->type != "ai_decision" || !it->data.contains("details")) continue;
    const json& d = it->data["details"];
    if (d.contains("returns") && d.value("side", -1) == c.side) out.push_back(&d);
  }
  return out;
}

// Defeated figures of the side that have not come back yet, the first killed first (the order
// of the figures in the state: assumed, the log's kill order is not needed for a fair pick).
std::vector<const Figure*> defeated(const Ctx& c) {
  const std::vector<const json*> notes = return_notes(c, false);
  std::vector<const Figure*> out;
  for (const Figure& f : c.state.figures) {
    if (f.alive || f.side != c.side) continue;
    const bool back = std::any_of(notes.begin(), notes.end(), [&](const json* d) {
      return (*d)["returns"].get<int>() == f.id;
    });
    if (!back) out.push_back(&f);
  }
  return out;
}

// What every returning figure's object holds, whatever its sheet: where it stands, its base,
// its leadership and its tactic.
json core_object(const Ctx& c, const Figure& f, int id, map::Point at, double facing) {
  json o = {{"id", id},
            {"side", c.state.sides[static_cast<std::size_t>(c.side)].id},
            {"position", {at.x, at.y}},
            {"facing_deg", facing},
            {"base",
             {{"shape", f.base.shape == map::BaseShape::Round    ? "round"
                        : f.base.shape == map::BaseShape::Square ? "square"
                                                                 : "rectangle"},
              {"width_cm", f.base.width_cm},
              {"depth_cm", f.base.depth_cm}}}};
  if (f.leadership > 0) o["leadership"] = f.leadership;
  if (!f.ai.tactic.empty()) o["tactic"] = f.ai.tactic;
  return o;
}

// A returning d20 figure: its sheet as its scenario gave it (a roster profile, filled in again
// from the roster; else the sheet in full), on its own feet, without the conditions of its
// first life.
void add_d20_sheet(const d20::D20Sheet& sheet, json& o) {
  d20::D20Sheet fresh;
  if (sheet.profile.empty()) {
    fresh = sheet;  // write_scenario_sheet writes no condition but `riding`
    fresh.riding = 0;
  } else {
    fresh.profile = sheet.profile;
  }
  fresh.name = sheet.name.ends_with(kSuffix) ? sheet.name : sheet.name + kSuffix;
  d20::write_scenario_sheet(fresh, o);
}

void add_classic_sheet(const rules::ClassicSheet& sheet, json& o) {
  std::string name = sheet.spec.name;
  if (!name.ends_with(kSuffix)) name += kSuffix;
  o["name"] = name;
  o["species"] = sheet.spec.species;
  o["class"] = sheet.spec.figure_class;
  o["armour"] = sheet.spec.worn_armour;
  if (sheet.spec.mount == rules::TroopType::Cavalry) o["mount"] = "cavalry";
  if (sheet.spec.mount == rules::TroopType::MountedFoot) o["mount"] = "mounted_foot";
  if (!sheet.melee_weapon.empty()) o["melee_weapon"] = sheet.melee_weapon;
  if (!sheet.missile_weapon.empty()) o["missile_weapon"] = sheet.missile_weapon;
  if (sheet.spec.elite) o["elite"] = true;
  if (sheet.spec.strong_individual) o["strong"] = true;
  if (sheet.spec.melee_die) o["melee_die"] = *sheet.spec.melee_die;
}

json figure_object(const Ctx& c, const Figure& f, int id, map::Point at, double facing) {
  json o = core_object(c, f, id, at, facing);
  if (const auto* d20 = std::get_if<d20::D20Sheet>(&f.sheet))
    add_d20_sheet(*d20, o);
  else
    add_classic_sheet(classic_sheet(f), o);
  return o;
}

struct Area {
  std::vector<map::Point> candidates;  ///< Best first.
  double facing_deg = 0;
  std::string words;
};

// The side's deployment zone when the scenario gives one; else (assumed) a 10 cm band along the
// table edge nearest the side's living figures, from the point nearest their centroid outwards.
Area starting_area(const Ctx& c) {
  Area area;
  const double w = c.field.width_cm();
  const double d = c.field.depth_cm();
  const game::Zone& zone = c.state.victory.deployment[static_cast<std::size_t>(c.side)];
  map::Point centre;
  if (!zone.corners.empty()) {
    centre = zone.centre();
    area.words = "its deployment zone";
    for (double x = kGridCm / 2; x < w; x += kGridCm)
      for (double y = kGridCm / 2; y < d; y += kGridCm)
        if (zone.contains({x, y})) area.candidates.push_back({x, y});
  } else {
    int n = 0;
    for (const Figure& f : c.state.figures)
      if (f.alive && f.side == c.side) centre = centre + f.placement.centre, ++n;
    centre = n > 0 ? centre * (1.0 / n) : c.state.victory.home[static_cast<std::size_t>(c.side)];
    const double to_edge[4] = {centre.y, d - centre.y, centre.x, w - centre.x};
    const int edge = static_cast<int>(std::min_element(to_edge, to_edge + 4) - to_edge);
    static const char* const names[4] = {"top", "bottom", "left", "right"};
    area.words = std::string("a 10 cm band along its own (") + names[edge] +
                 ") table edge, no deployment zone being given (assumed)";
    const double x0 = edge == 3 ? w - kBandCm : 0, x1 = edge == 2 ? kBandCm : w;
    const double y0 = edge == 1 ? d - kBandCm : 0, y1 = edge == 0 ? kBandCm : d;
    for (double x = x0 + kGridCm / 2; x < x1; x += kGridCm)
      for (double y = y0 + kGridCm / 2; y < y1; y += kGridCm) area.candidates.push_back({x, y});
    centre = {std::clamp(centre.x, x0, x1), std::clamp(centre.y, y0, y1)};
  }
  std::stable_sort(area.candidates.begin(), area.candidates.end(), [&](auto a, auto b) {
    return map::distance(a, centre) < map::distance(b, centre);
  });
  // Facing the middle of the table (0 = towards y = 0, clockwise).
  area.facing_deg = heading_deg(centre, {w / 2, d / 2});
  return area;
}

}  // namespace

std::optional<Decision> return_step(const Ctx& c) {
  const json* round = round_note(c);
  if (!round || round->value("random_action", "") != "all_and_return") return std::nullopt;
  if (!return_notes(c, true).empty()) return std::nullopt;  // once per round
  const std::vector<const Figure*> candidates = defeated(c);
  if (candidates.empty()) return std::nullopt;
  const Figure* chosen = candidates.front();
  std::string how = "the only defeated figure";
  if (candidates.size() > 1) {
    const int af = c.arch_foe ? c.arch_foe->id : 0;
    const std::optional<int> pick = pending_roll(c, kPickTable, af);
    if (!pick)
      return roll(kPickTable, 20, af, kReturnCite, "which defeated figure returns to battle");
    chosen = candidates[static_cast<std::size_t>(*pick - 1) * candidates.size() / 20];
    how = "picked by D20 " + std::to_string(*pick) + " among " + std::to_string(candidates.size()) +
          " defeated figures";
  }
  int id = 0;
  for (const Figure& f : c.state.figures) id = std::max(id, f.id);
  for (const Figure& f : c.state.victory.reserve) id = std::max(id, f.id);
  ++id;
  const Area area = starting_area(c);
  for (const map::Point& p : area.candidates) {
    json payload = {{"figure", figure_object(c, *chosen, id, p, area.facing_deg)}};
    if (!c.accepted("place", payload)) continue;
    const std::string reason = game::figure_label(*chosen) + " returns to battle (" + kReturnCite +
                               "), " + how + ": placed as #" + std::to_string(id) + " at (" +
                               cm(p.x) + ", " + cm(p.y) + ") in " + area.words + ".";
    return announce(c.side, 0, reason, "place", std::move(payload), json::object(),
                    {{"returns", chosen->id}, {"returned", id}});
  }
  return note(0, json::object(),
              game::figure_label(*chosen) + " would return to battle (" + kReturnCite + "), but " +
                  area.words + " has no free place.",
              {{"side", c.side}, {"returns", 0}});
}

std::optional<Decision> returned_status_step(const Ctx& c) {
  for (const json* d : return_notes(c, true)) {
    const Figure* f = c.state.find(d->value("returned", 0));
    if (!f || !f->alive || !f->ai.status.empty()) continue;
    return note(f->id, {{"status", "alerted"}},
                game::figure_label(*f) +
                    " is Alerted: figures joining after the first turn start alerted (seed 003, "
                    "\"Alerted\"; a returning figure is assumed to count as one on turn 1 too).");
  }
  return std::nullopt;
}

}  // namespace fray::ai::enemy_status
