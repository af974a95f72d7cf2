#include "text_format.h"

#include <cstdio>

#include <fray/classic/rules/citations.h>

namespace fray::cli {

std::string count_of(long long n, const std::string& singular, const std::string& plural) {
  return std::to_string(n) + " " + (n == 1 ? singular : plural);
}
using namespace fray::rules;

std::string percent(double p) {
  char text[32];
  std::snprintf(text, sizeof text, "%6.2f %%", p * 100.0);
  return text;
}

std::string natural_need(int sides, int need) {
  if (need <= 1) return "anything but a natural 1";
  if (need <= sides) return "a natural " + std::to_string(need) + " or more";
  const int rerolls = need - sides;
  return "a natural " + std::to_string(need) + ": a " + std::to_string(sides) + ", then " +
         std::to_string(sides) + " again on " + std::to_string(rerolls) + " reroll" +
         (rerolls > 1 ? "s" : "") + " (" + cite::kNaturalMaximum + ")";
}

void print_modifiers(std::ostream& out, const std::vector<Modifier>& modifiers) {
  if (modifiers.empty()) {
    out << "    no modifier\n";
    return;
  }
  for (const Modifier& m : modifiers) out << "    " << describe(m) << "\n";
  out << "    total " << signed_value(total(modifiers)) << "\n";
}

nlohmann::json modifiers_json(const std::vector<Modifier>& modifiers) {
  nlohmann::json list = nlohmann::json::array();
  for (const Modifier& m : modifiers)
    list.push_back({{"id", m.id}, {"value", m.value}, {"citation", m.citation}, {"note", m.note}});
  return list;
}

nlohmann::json strike_json(const StrikeAssessment& a) {
  return {{"die", "D" + std::to_string(a.die_sides)},
          {"modifiers", modifiers_json(a.modifiers)},
          {"modifier_total", total(a.modifiers)},
          {"hit_total", a.hit_total},
          {"recoil_total", a.recoil_total},
          {"need_hit_natural", a.need_hit_natural},
          {"need_recoil_natural", a.need_recoil_natural}};
}

std::string die_text(const DieResult& d) {
  std::string faces;
  for (int face : d.faces) faces += (faces.empty() ? "" : ", ") + std::to_string(face);
  std::string text = "D" + std::to_string(d.sides) + " rolled [" + faces + "] natural " +
                     std::to_string(d.natural);
  if (d.pool_bonus != 0) text += " (+" + std::to_string(d.pool_bonus) + " pooled maximums)";
  text += ": " + std::string(to_string(d.grade));
  if (d.reason != GradeReason::Value) text += " (" + std::string(to_string(d.reason)) + ")";
  return text;
}

nlohmann::json pool_result_json(const PoolResult& p) {
  nlohmann::json dice = nlohmann::json::array();
  for (const DieResult& d : p.dice)
    dice.push_back({{"sides", d.sides},
                    {"faces", d.faces},
                    {"natural", d.natural},
                    {"pool_bonus", d.pool_bonus},
                    {"grade", to_string(d.grade)},
                    {"reason", to_string(d.reason)}});
  return {{"dice", dice},
          {"hits", p.hits},
          {"recoil", p.effect_is_recoil()},
          {"friends_hit", p.friends_hit}};
}

}  // namespace fray::cli
