#include "melee_split.h"

#include <algorithm>
#include <string>

#include <fray/game/command/handler_functions.h>

namespace fray::high_adventure {

using nlohmann::json;

std::vector<Melee> melees_of(const json& p) {
  std::vector<Melee> out{{p["target"].get<int>(), std::nullopt}};
  if (p.contains("dice")) out[0].dice = p["dice"].get<int>();
  if (p.contains("split"))
    for (const json& m : p["split"]) out.push_back({m["target"].get<int>(), m["dice"].get<int>()});
  return out;
}

StrikerChoice choice_for(const json& p, const std::vector<Melee>& melees, std::size_t i) {
  StrikerChoice choice;
  if (p.contains("break_off")) choice.break_off = p["break_off"].get<bool>();
  if (p.contains("follow_up")) choice.follow_up = p["follow_up"].get<bool>();
  choice.dice = melees[i].dice;
  for (std::size_t j = 0; j < melees.size(); ++j)
    if (j != i) choice.own_melees.push_back(melees[j].target);
  return choice;
}

Check check_split(const CheckContext& c, const Figure& a, std::vector<Melee>& melees) {
  const int all = strength_dice(adventure_rules(c.system), a);
  if (melees.size() == 1) {
    if (melees[0].dice && *melees[0].dice != all)
      return Refusal{RefusalCode::NotAllowed,
                     game::figure_label(a) + " throws all its " + std::to_string(all) +
                         " Strength dice at a single foe; name the others it splits them among "
                         "in \"split\" (" +
                         kCiteMelee + ")."};
    return {};
  }
  int given = 0;
  for (std::size_t i = 1; i < melees.size(); ++i) {
    const Figure* foe = nullptr;
    if (auto r = game::living_figure(c.state, melees[i].target, &foe)) return r;
    for (std::size_t j = 0; j < i; ++j)
      if (melees[j].target == foe->id)
        return Refusal{RefusalCode::NotAllowed,
                       game::figure_label(*foe) + " is named twice in the split."};
    if (foe->side == a.side || foe->status.has_struck ||
        !c.field.in_contact(game::footprint(a), game::footprint(*foe)))
      return Refusal{RefusalCode::NotAllowed,
                     game::figure_label(*foe) + " is not a foe in contact with " +
                         game::figure_label(a) + " still to fight this turn (" + kCiteMelee + ")."};
    if (*melees[i].dice < 1 || *melees[i].dice > all) break;  // refused below
    given += *melees[i].dice;
  }
  if (!melees[0].dice) melees[0].dice = std::clamp(all - given, 0, all);
  for (const Melee& m : melees)
    if (*m.dice < 1 || *m.dice > all)
      return Refusal{RefusalCode::NotAllowed,
                     "Each foe of a split takes one Strength die or more, of the " +
                         std::to_string(all) + " it has (" + kCiteMelee + ")."};
  // Every die goes to one foe or another (seed 004: it allocates its dice among them).
  if (given + *melees[0].dice != all)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(a) + " has " + std::to_string(all) +
                                                " Strength dice to split, all of them, not " +
                                                std::to_string(given + *melees[0].dice) + " (" +
                                                kCiteMelee + ")."};
  return {};
}

}  // namespace fray::high_adventure
