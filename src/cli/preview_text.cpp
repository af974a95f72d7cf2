#include "preview_text.h"

#include <cstdio>
#include <string>

#include <fray/game/state/figure_label.h>

namespace fray::cli {

using nlohmann::json;

namespace {

std::string percent(double chance) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f %%", chance * 100.0);
  return text;
}

}  // namespace

nlohmann::json preview_json(const game::Command& command, const game::Preview& p) {
  json out{{"command", command.name}, {"payload", command.payload}};
  if (p.refusal) {
    out["refused"] = {{"code", game::to_string(p.refusal->code)}, {"message", p.refusal->message}};
    return out;
  }
  if (p.aim)
    out["aim"] = {{"killed", p.aim->killed},
                  {"wounded", p.aim->wounded},
                  {"recoils", p.aim->recoils},
                  {"stunned", p.aim->stunned},
                  {"missed", p.aim->missed}};
  json figures = json::array();
  for (const game::FigureChances& f : p.figures)
    figures.push_back({{"figure", f.figure},
                       {"hit", f.hit},
                       {"killed", f.killed},
                       {"recoils", f.recoils},
                       {"stunned", f.stunned}});
  out["figures"] = std::move(figures);
  if (!p.group.empty())
    out["group"] = {{"members", p.group}, {"expected_killed", p.expected_killed}};
  if (p.success) out["success"] = *p.success;
  if (p.move)
    out["move"] = {
        {"cost", p.move->cost}, {"allowance", p.move->allowance}, {"unit", p.move->unit}};
  out["need_natural"] = p.need_natural;
  out["breakdown"] = p.breakdown;
  return out;
}

void print_preview(std::ostream& out, const game::Game& game, const game::Preview& p) {
  if (p.refusal) {
    out << "Refused: " << p.refusal->message << "\n";
    return;
  }
  if (p.aim)
    out << (p.group.size() > 1 ? "Someone killed " : "Killed ") << percent(p.aim->killed)
        << (p.group.size() > 1 ? ", only wounds " : ", wounded ") << percent(p.aim->wounded)
        << ", recoils " << percent(p.aim->recoils)
        << (p.aim->stunned > 0 ? ", stunned " + percent(p.aim->stunned) : std::string())
        << ", missed " << percent(p.aim->missed) << "\n";
  for (const game::FigureChances& f : p.figures) {
    const game::Figure* figure = game.state().find(f.figure);
    out << "  " << (figure ? game::figure_label(*figure) : "#" + std::to_string(f.figure))
        << ": hit " << percent(f.hit) << ", killed " << percent(f.killed) << ", recoils "
        << percent(f.recoils) << (f.stunned > 0 ? ", stunned " + percent(f.stunned) : std::string())
        << "\n";
  }
  if (p.success) out << "Succeeds " << percent(*p.success) << "\n";
  if (p.move) {
    char cost[64];
    std::snprintf(cost, sizeof cost, "%.1f of %g", p.move->cost, p.move->allowance);
    out << "Costs " << cost << " " << p.move->unit << "\n";
  }
  if (!p.aim && p.figures.empty() && !p.success)
    out << "Allowed now; no die is rolled against a figure.\n";
  for (const std::string& line : p.breakdown) out << line << "\n";
}

}  // namespace fray::cli
