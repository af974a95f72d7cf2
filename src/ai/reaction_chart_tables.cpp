#include <algorithm>
#include <stdexcept>
#include <variant>

#include <fray/ai/reaction_chart_tables.h>
#include <fray/io/json_text.h>

namespace fray::ai {
namespace {

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

/// Reads one file, every failure located by its JSON pointer.
class Reader {
 public:
  explicit Reader(const std::filesystem::path& path) : file_(path.string()) {
    const std::optional<std::string> text = io::read_text_file(path);
    if (!text) throw AiDataError(file_, "", "a readable file", "nothing", "Cannot read " + file_);
    auto parsed = io::parse_json_text(*text);
    if (auto* bad = std::get_if<io::JsonSyntaxError>(&parsed))
      throw AiDataError(file_, bad->location(), bad->expected, bad->found,
                        file_ + " is not valid JSON at " + bad->location());
    root_ = std::move(std::get<json>(parsed));
  }
  const json& root() const { return root_; }

  [[noreturn]] void fail(const std::string& pointer, const std::string& expected,
                         const json* found) const {
    const std::string what = found ? found->dump() : "nothing";
    throw AiDataError(file_, pointer, expected, what,
                      file_ + " at " + pointer + ": expected " + expected + ", found " + what);
  }
  const json& member(const json& obj, const std::string& at, const char* key,
                     const std::string& expected) const {
    if (!obj.is_object() || !obj.contains(key)) fail(at + "/" + key, expected, nullptr);
    return obj[key];
  }
  std::string text(const json& obj, const std::string& at, const char* key) const {
    const json& v = member(obj, at, key, "a text");
    if (!v.is_string()) fail(at + "/" + key, "a text", &v);
    return v.get<std::string>();
  }
  int integer(const json& v, const std::string& at, int lo, int hi) const {
    if (!v.is_number_integer() || v.get<int>() < lo || v.get<int>() > hi)
      fail(at, "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi), &v);
    return v.get<int>();
  }
  /// A number, bare or as {"value": ..., "assumed", "note"}.
  double number(const json& obj, const std::string& at, const char* key) const {
    const json& v = member(obj, at, key, "a number");
    const json& n = v.is_object() && v.contains("value") ? v["value"] : v;
    if (!n.is_number() || n.get<double>() < 0) fail(at + "/" + key, "a number of at least 0", &n);
    return n.get<double>();
  }
  void format(const char* expected) const {
    const std::string f = text(root_, "", "format");
    if (f != expected) fail("/format", std::string("\"") + expected + "\"", &root_["format"]);
    text(root_, "", "source");
  }

 private:
  std::string file_;
  json root_;
};

void read_factors(const Reader& r, ReactionChartTables& t) {
  r.format("fray-reaction004-risk-factors");
  const json& list = r.member(r.root(), "", "factors", "the list of risk factors");
  if (!list.is_array()) r.fail("/factors", "a list", &list);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = "/factors/" + std::to_string(i);
    RiskFactorDef f;
    f.id = r.text(list[i], at, "id");
    if (!known(kKnownFactors, f.id))
      r.fail(at + "/id", "a risk factor Fray computes", &list[i]["id"]);
    f.value = r.integer(r.member(list[i], at, "value", "a number"), at + "/value", -20, 20);
    if (list[i].contains("per_percent"))
      f.per_percent = r.integer(list[i]["per_percent"], at + "/per_percent", 1, 100);
    f.source = r.text(list[i], at, "source");
    t.factors.push_back(std::move(f));
  }
  for (std::string_view id : kKnownFactors)
    if (std::none_of(t.factors.begin(), t.factors.end(), [&](auto& f) { return f.id == id; }))
      r.fail("/factors", "a factor \"" + std::string(id) + "\"", nullptr);
  t.hero_cm = r.number(r.root(), "", "hero_cm");
  t.range_cm = r.number(r.root(), "", "range_cm");
  t.friends_retreating_cm = r.number(r.root(), "", "friends_retreating_cm");
  t.big_monster_cm = r.number(r.root(), "", "big_monster_cm");
  t.front_half_angle_deg = r.number(r.root(), "", "front_half_angle_deg");
  const json& big = r.member(r.root(), "", "big_monsters", "a list of species ids");
  for (std::size_t i = 0; big.is_array() && i < big.size(); ++i)
    if (big[i].is_string())
      t.big_monsters.push_back(big[i].get<std::string>());
    else
      r.fail("/big_monsters/" + std::to_string(i), "a species id", &big[i]);
}

ActionRow read_row(const Reader& r, const json& j, const std::string& at) {
  ActionRow row;
  row.label = r.text(j, at, "label");
  if (j.contains("min_rf")) row.min_rf = r.integer(j["min_rf"], at + "/min_rf", -50, 50);
  if (j.contains("max_rf")) row.max_rf = r.integer(j["max_rf"], at + "/max_rf", -50, 50);
  if (j.contains("continue")) {
    row.continues = true;
    const json& c = j["continue"];
    row.advance_face = r.integer(r.member(c, at + "/continue", "advance_face", "a face"),
                                 at + "/continue/advance_face", 1, 6);
    const json& halts = r.member(c, at + "/continue", "halt_faces", "a list of faces");
    for (std::size_t i = 0; halts.is_array() && i < halts.size(); ++i)
      row.halt_faces.push_back(
          r.integer(halts[i], at + "/continue/halt_faces/" + std::to_string(i), 1, 6));
    return row;
  }
  const json& orders = r.member(j, at, "orders", "six orders, for D6 = 1 to 6");
  if (!orders.is_array() || orders.size() != 6) r.fail(at + "/orders", "six orders", &orders);
  for (std::size_t i = 0; i < 6; ++i) {
    if (!orders[i].is_string() || !known(kKnownOrders, orders[i].get<std::string>()))
      r.fail(at + "/orders/" + std::to_string(i), "an order (attack, march, stand, halt, ...)",
             &orders[i]);
    row.orders[i] = orders[i].get<std::string>();
  }
  return row;
}

void read_tables(const Reader& r, ReactionChartTables& t) {
  r.format("fray-reaction004-action-tables");
  const json& tables = r.member(r.root(), "", "tables", "the two action tables");
  for (std::size_t i = 0; tables.is_array() && i < tables.size(); ++i) {
    const std::string at = "/tables/" + std::to_string(i);
    ActionTable table;
    table.id = r.text(tables[i], at, "id");
    table.title = r.text(tables[i], at, "title");
    table.source = r.text(tables[i], at, "source");
    const json& rows = r.member(tables[i], at, "rows", "the table's rows");
    for (std::size_t k = 0; rows.is_array() && k < rows.size(); ++k)
      table.rows.push_back(read_row(r, rows[k], at + "/rows/" + std::to_string(k)));
    for (int risk = -30; risk <= 30; ++risk)
      if (std::count_if(table.rows.begin(), table.rows.end(),
                        [&](const ActionRow& row) { return row.covers(risk); }) != 1)
        r.fail(at + "/rows",
               "rows covering every risk factor exactly once (RF " + std::to_string(risk) + ")",
               nullptr);
    if (table.id == "ranged")
      t.ranged = std::move(table);
    else if (table.id == "close_combat")
      t.close_combat = std::move(table);
    else
      r.fail(at + "/id", "\"ranged\" or \"close_combat\"", &tables[i]["id"]);
  }
  if (t.ranged.rows.empty()) r.fail("/tables", "a table \"ranged\"", nullptr);
  if (t.close_combat.rows.empty()) r.fail("/tables", "a table \"close_combat\"", nullptr);
}

void read_orders(const Reader& r, ReactionChartTables& t) {
  r.format("fray-reaction004-orders");
  const json& init = r.member(r.root(), "", "initial_order", "an order");
  const json& init_value = init.is_object() && init.contains("value") ? init["value"] : init;
  if (!init_value.is_string() || !known(kKnownOrders, init_value.get<std::string>()))
    r.fail("/initial_order", "an order", &init_value);
  t.initial_order = init_value.get<std::string>();
  t.command_cm = r.number(r.root(), "", "command_cm");
  t.stand_cover_cm = r.number(r.root(), "", "stand_cover_cm");
  t.withdraw_stay_strength = r.number(r.root(), "", "withdraw_stay_strength");
  const json& orders = r.member(r.root(), "", "orders", "the orders");
  for (std::size_t i = 0; orders.is_array() && i < orders.size(); ++i) {
    const std::string at = "/orders/" + std::to_string(i);
    OrderDef o{r.text(orders[i], at, "id"), r.text(orders[i], at, "meaning"),
               r.text(orders[i], at, "source")};
    if (!known(kKnownOrders, o.id))
      r.fail(at + "/id", "an order Fray carries out", &orders[i]["id"]);
    t.orders.push_back(std::move(o));
  }
  for (std::string_view id : kKnownOrders)
    if (!t.find_order(id)) r.fail("/orders", "the order \"" + std::string(id) + "\"", nullptr);
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
  read_factors(Reader(folder / "risk_factors.json"), t);
  read_tables(Reader(folder / "action_tables.json"), t);
  read_orders(Reader(folder / "orders.json"), t);
  return t;
}

}  // namespace fray::ai
