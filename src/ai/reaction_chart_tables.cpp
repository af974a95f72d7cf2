#include <algorithm>
#include <stdexcept>
#include <utility>

#include <fray/ai/reaction_chart_tables.h>
#include <fray/io/json_reader.h>

namespace fray::ai {
namespace {

using io::JsonReader;
using nlohmann::json;

const std::array<std::string_view, 7> kKnownOrders{"attack",   "march", "stand",    "halt",
                                                   "withdraw", "flee",  "surrender"};
const std::array<std::string_view, 9> kKnownFactors{
    "no_enemy_in_sight",           "hero_or_elite",       "in_cover_or_advancing",
    "enemy_in_clear_sight",        "basic_unit_in_range", "casualties",
    "flank_or_friends_retreating", "big_monster_near",    "routing_or_losing_melee"};

bool known(std::span<const std::string_view> list, const std::string& id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

/// One table file, read whole; every failure is located by its JSON pointer.
class TableFile {
 public:
  explicit TableFile(const std::filesystem::path& path) {
    context_.file = path.string();
    context_.kind = "The reaction chart table";
    context_.raise = io::raise_as<AiDataError>;
    document_ = io::read_json_file(path, context_);
  }
  TableFile(const TableFile&) = delete;
  TableFile& operator=(const TableFile&) = delete;
  JsonReader root() { return JsonReader(document_, "", context_); }

 private:
  io::ReadContext context_;
  json document_;
};

/// A value given plainly or as {"value": ..., "source" or "assumed", "note"}.
JsonReader value_of(const JsonReader& r) {
  if (!r.json().is_object()) return r;
  r.allow_only({"value", "source", "assumed", "note"});
  return r.at("value");
}

double distance(const JsonReader& root, std::string_view key) {
  return value_of(root.at(key)).as_number(0, 1e6);
}

std::string order(const JsonReader& r, const std::string& expected) {
  const std::string id = r.as_string();
  if (!known(kKnownOrders, id)) r.fail(expected);
  return id;
}

void check_format(const JsonReader& root, const char* expected) {
  if (root.at("format").as_string() != expected)
    root.at("format").fail(std::string("\"") + expected + "\"");
  root.at("source").as_string();
}

void read_factors(const JsonReader& root, ReactionChartTables& t) {
  check_format(root, "fray-reaction004-risk-factors");
  const JsonReader list = root.at("factors");
  for (const JsonReader& item : list.items()) {
    RiskFactorDef f;
    f.id = item.at("id").as_string();
    if (!known(kKnownFactors, f.id)) item.at("id").fail("a risk factor Fray computes");
    f.value = item.at("value").as_int(-20, 20);
    if (const auto per = item.find("per_percent")) f.per_percent = per->as_int(1, 100);
    f.source = item.at("source").as_string();
    t.factors.push_back(std::move(f));
  }
  for (std::string_view id : kKnownFactors)
    if (std::none_of(t.factors.begin(), t.factors.end(), [&](auto& f) { return f.id == id; }))
      list.fail("a factor \"" + std::string(id) + "\"", "none");
  t.hero_cm = distance(root, "hero_cm");
  t.range_cm = distance(root, "range_cm");
  t.friends_retreating_cm = distance(root, "friends_retreating_cm");
  t.big_monster_cm = distance(root, "big_monster_cm");
  t.front_half_angle_deg = distance(root, "front_half_angle_deg");
  for (const JsonReader& species : root.at("big_monsters").items())
    t.big_monsters.push_back(species.as_string());
}

ActionRow read_row(const JsonReader& r) {
  ActionRow row;
  row.label = r.at("label").as_string();
  if (const auto min = r.find("min_rf")) row.min_rf = min->as_int(-50, 50);
  if (const auto max = r.find("max_rf")) row.max_rf = max->as_int(-50, 50);
  if (const auto c = r.find("continue")) {
    row.continues = true;
    row.advance_face = c->at("advance_face").as_int(1, 6);
    for (const JsonReader& face : c->at("halt_faces").items())
      row.halt_faces.push_back(face.as_int(1, 6));
    return row;
  }
  const JsonReader orders = r.at("orders");
  if (orders.size() != 6) orders.fail("six orders, for D6 = 1 to 6");
  for (std::size_t i = 0; i < 6; ++i)
    row.orders[i] = order(orders[i], "an order (attack, march, stand, halt, ...)");
  return row;
}

void read_tables(const JsonReader& root, ReactionChartTables& t) {
  check_format(root, "fray-reaction004-action-tables");
  const JsonReader tables = root.at("tables");
  for (const JsonReader& item : tables.items()) {
    ActionTable table;
    table.id = item.at("id").as_string();
    table.title = item.at("title").as_string();
    table.source = item.at("source").as_string();
    const JsonReader rows = item.at("rows");
    for (const JsonReader& row : rows.items()) table.rows.push_back(read_row(row));
    for (int risk = -30; risk <= 30; ++risk)
      if (std::count_if(table.rows.begin(), table.rows.end(),
                        [&](const ActionRow& row) { return row.covers(risk); }) != 1)
        rows.fail("rows covering every risk factor exactly once (RF " + std::to_string(risk) + ")",
                  "rows that do not");
    if (table.id == "ranged")
      t.ranged = std::move(table);
    else if (table.id == "close_combat")
      t.close_combat = std::move(table);
    else
      item.at("id").fail("\"ranged\" or \"close_combat\"");
  }
  if (t.ranged.rows.empty()) tables.fail("a table \"ranged\"", "none");
  if (t.close_combat.rows.empty()) tables.fail("a table \"close_combat\"", "none");
}

void read_orders(const JsonReader& root, ReactionChartTables& t) {
  check_format(root, "fray-reaction004-orders");
  t.initial_order = order(value_of(root.at("initial_order")), "an order");
  t.command_cm = distance(root, "command_cm");
  t.stand_cover_cm = distance(root, "stand_cover_cm");
  t.withdraw_stay_strength = distance(root, "withdraw_stay_strength");
  const JsonReader orders = root.at("orders");
  for (const JsonReader& item : orders.items()) {
    OrderDef o{order(item.at("id"), "an order Fray carries out"), item.at("meaning").as_string(),
               item.at("source").as_string()};
    t.orders.push_back(std::move(o));
  }
  for (std::string_view id : kKnownOrders)
    if (!t.find_order(id)) orders.fail("the order \"" + std::string(id) + "\"", "none");
}

}  // namespace

bool ActionRow::covers(int risk) const {
  return (!min_rf || risk >= *min_rf) && (!max_rf || risk <= *max_rf);
}

const ActionRow& ActionTable::row_for(int risk) const {
  for (const ActionRow& row : rows)
    if (row.covers(risk)) return row;
  throw std::out_of_range("no row of " + id + " for RF " + std::to_string(risk));
}

const RiskFactorDef& ReactionChartTables::factor(std::string_view id) const {
  for (const RiskFactorDef& f : factors)
    if (f.id == id) return f;
  throw std::out_of_range("no risk factor " + std::string(id));
}

const OrderDef* ReactionChartTables::find_order(std::string_view id) const {
  for (const OrderDef& o : orders)
    if (o.id == id) return &o;
  return nullptr;
}

ReactionChartTables load_reaction_chart_tables(const std::filesystem::path& folder) {
  ReactionChartTables t;
  TableFile factors(folder / "risk_factors.json");
  read_factors(factors.root(), t);
  TableFile tables(folder / "action_tables.json");
  read_tables(tables.root(), t);
  TableFile orders(folder / "orders.json");
  read_orders(orders.root(), t);
  return t;
}

}  // namespace fray::ai
