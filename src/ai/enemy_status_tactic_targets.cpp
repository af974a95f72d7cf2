// The target choices of the tactics whose seed 003 wording has no direct classic-rules meaning
// (Commanding, Controlling, Curious, Negotiating, Opportunistic): each is our reading, marked
// "assumed" with a note in data/ai/solo003/tactics.json (seed 003, "COMBAT TACTICS").
#include <algorithm>
#include <map>

#include "enemy_status_steps.h"

namespace fray::ai::enemy_status {

using game::Figure;

namespace {

constexpr double kCrowdCm = 10;  // "the middle of a horde": enemies within 10 cm (assumed)
constexpr double kContactCm = 0.5;
constexpr std::size_t kLookedBack = 600;  // as previous_target: a few turns of log

std::string capitalised(const std::string& word) {
  std::string out = word;
  if (!out.empty()) out[0] = static_cast<char>(out[0] - ('a' - 'A'));
  return out;
}

// Commanding: the target its nearest friend's latest plan names (one pass over the log's end).
std::optional<TacticPick> friends_target(const Ctx& c, const Figure& f,
                                         const std::vector<const Figure*>& foes) {
  std::map<int, int> planned;  // friend id -> the target of its latest plan
  const std::vector<game::Event>& events = c.game.log().events();
  std::size_t looked = 0;
  for (auto it = events.rbegin(); it != events.rend() && looked < kLookedBack; ++it, ++looked) {
    if (it->type != "ai_decision") continue;
    const int who = it->data.value("figure", 0);
    const auto d = it->data.find("details");
    if (who == 0 || who == f.id || d == it->data.end() || !d->contains("target")) continue;
    planned.emplace(who, (*d)["target"].get<int>());
  }
  const Figure* leader = nullptr;
  const Figure* target = nullptr;
  for (const auto& [who, aim] : planned) {
    const Figure* ally = c.state.find(who);
    const auto foe = std::find_if(foes.begin(), foes.end(), [&](auto o) { return o->id == aim; });
    if (!ally || !ally->alive || ally->side != f.side || foe == foes.end()) continue;
    if (!leader || centre_distance(f, *ally) < centre_distance(f, *leader))
      leader = ally, target = *foe;
  }
  if (!target) return std::nullopt;
  return TacticPick{target, "the enemy its nearest friend " + game::figure_label(*leader) +
                                " attacks: it follows its own orders (Commanding, assumed)"};
}

int enemies_within(const std::vector<const Figure*>& foes, const Figure& o, double cm) {
  int n = 0;
  for (const Figure* other : foes)
    if (other->id != o.id && centre_distance(o, *other) <= cm) ++n;
  return n;
}

}  // namespace

int threat(const Ctx& c, const Figure& o) { return facts(c, o).threat; }

std::optional<TacticPick> tactic_target(const Ctx& c, const Figure& f, const std::string& how,
                                        const std::vector<const Figure*>& near,
                                        const std::vector<const Figure*>& foes) {
  if (how == "friends_target") return friends_target(c, f, foes);
  if (how == "crowded") {
    const Figure* best = nullptr;
    int most = -1;
    for (const Figure* o : near)  // nearest first: a tie keeps the nearer
      if (const int n = enemies_within(foes, *o, kCrowdCm); n > most) most = n, best = o;
    if (most <= 0) return std::nullopt;
    return TacticPick{best, "where the enemies stand thickest (" + std::to_string(most) +
                                " more within " + cm(kCrowdCm) + "): as many foes at once " +
                                "as it can reach (Controlling, assumed)"};
  }
  if (how == "unusual") {
    // Kinds as the rule system names them (classic: species; d20: roster profiles).
    std::map<std::string, int> kinds;
    std::map<int, std::string> kind_of;
    for (const Figure* o : foes) ++kinds[kind_of[o->id] = facts(c, *o).kind];
    const std::string own = facts(c, f).kind;
    int commonest = 0;
    for (const auto& [kind, n] : kinds) commonest = std::max(commonest, n);
    const Figure* best = nullptr;
    for (const Figure* o : foes) {
      const std::string& kind = kind_of[o->id];
      if (kind != own && kinds[kind] < commonest &&
          (!best || kinds[kind] < kinds[kind_of[best->id]]))
        best = o;
    }
    if (!best) return std::nullopt;
    const std::string& kind = kind_of[best->id];
    return TacticPick{best, "the most unusual enemy, the " + capitalised(kind) + " (" +
                                std::to_string(kinds[kind]) + " of " + std::to_string(foes.size()) +
                                "): it wants to know how it " + "fights (Curious, assumed)"};
  }
  if (how == "least_threat") {
    const Figure* best = *std::min_element(
        near.begin(), near.end(), [&](auto a, auto b) { return threat(c, *a) < threat(c, *b); });
    return TacticPick{best,
                      "the enemy most easily talked down (the least threat near it: "
                      "Negotiating, assumed)"};
  }
  if (how == "engaged") {
    for (const Figure* o : near)
      for (const Figure& a : c.state.figures)
        if (a.alive && a.side == f.side && a.id != f.id && gap(c, a, *o) <= kContactCm)
          return TacticPick{o, "an enemy already fighting its friend " + game::figure_label(a) +
                                   " (Opportunistic, assumed)"};
    for (const Figure* o : near)
      if (o->status.recoiling || o->status.must_recoil || o->wounds > 0)
        return TacticPick{o, std::string("an enemy already ") +
                                 (o->wounds > 0 ? "wounded" : "recoiling") +
                                 " (Opportunistic, assumed)"};
  }
  return std::nullopt;
}

}  // namespace fray::ai::enemy_status
