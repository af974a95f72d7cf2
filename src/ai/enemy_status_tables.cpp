// The seed 003 enemy AI's tables, read from data a designer may edit. Every failure throws
// io::DataError naming the file and the JSON pointer of the wrong value.
#include <algorithm>
#include <array>
#include <string_view>
#include <utility>
#include <vector>

#include <fray/ai/enemy_status_tables.h>
#include <fray/io/data_error.h>
#include <fray/io/json_reader.h>

namespace fray::ai {
namespace {

using io::JsonReader;
using nlohmann::json;

io::ReadContext table_context(const std::string& file) {
  io::ReadContext context;
  context.file = file;
  context.kind = "The solo AI table";
  context.raise = io::raise_as<io::DataError>;
  return context;
}

constexpr std::array kTargets{"nearest", "greatest_threat", "easiest",      "previous",
                              "fresh",   "nearest_to_ally", "weakest",      "friends_target",
                              "crowded", "unusual",         "least_threat", "engaged"};
constexpr std::array kPositions{"advance", "close",       "keep_distance", "behind_allies",
                                "cover",   "second_line", "flank",         "parley"};

template <std::size_t N>
std::string one_of(const JsonReader& row, const char* key,
                   const std::array<const char*, N>& allowed) {
  const JsonReader member = row.at(key);
  const std::string value = member.as_string();
  if (std::find(allowed.begin(), allowed.end(), value) == allowed.end())
    member.fail(io::one_of(std::vector<std::string_view>(allowed.begin(), allowed.end())));
  return value;
}

EnemyStatusRow parse_row(const JsonReader& row, int die, bool tactics) {
  if (!row.json().is_object()) row.fail("a table row object");
  EnemyStatusRow r;
  r.from = row.at("from").as_int(1, die);
  r.to = row.at("to").as_int(r.from, die);
  r.result = row.at("result").as_string();
  r.source = row.at("source").as_string();
  if (const auto note = row.find("note"); note && !note->is_null()) r.note = note->as_string();
  if (const auto assumed = row.find("assumed")) r.assumed = assumed->as_bool();
  if (tactics) {
    r.target = one_of(row, "target", kTargets);
    r.position = one_of(row, "position", kPositions);
  }
  return r;
}

}  // namespace

const EnemyStatusRow& EnemyStatusTable::row(int roll) const {
  for (const EnemyStatusRow& r : rows)
    if (roll >= r.from && roll <= r.to) return r;
  return rows.back();
}

const EnemyStatusRow* EnemyStatusTable::find(std::string_view result) const {
  for (const EnemyStatusRow& r : rows)
    if (r.result == result) return &r;
  return nullptr;
}

EnemyStatusTable parse_enemy_status_table(const json& document, const std::string& file,
                                          const std::string& id) {
  io::ReadContext context = table_context(file);
  const JsonReader root(document, "", context);
  if (!document.is_object()) root.fail("a table object");
  if (root.at("format").json() != "fray-solo003-table")
    root.at("format").fail("\"fray-solo003-table\"");
  root.at("version").as_int(1, 1);
  EnemyStatusTable table;
  table.id = root.at("id").as_string();
  if (table.id != id) root.at("id").fail("\"" + id + "\"");
  table.source = root.at("source").as_string();
  table.die = root.at("die").as_int(4, 20);
  const JsonReader rows = root.at("rows");
  int next = 1;
  for (const JsonReader& row : rows.items(1)) {
    table.rows.push_back(parse_row(row, table.die, id == "tactics"));
    if (table.rows.back().from != next)
      row.at("from").fail(std::to_string(next) + " (rows cover the die without gaps)");
    next = table.rows.back().to + 1;
  }
  if (next != table.die + 1)
    rows.fail("rows up to " + std::to_string(table.die), "rows up to " + std::to_string(next - 1));
  return table;
}

namespace {

EnemyStatusTable load_table(const std::filesystem::path& data_dir, const std::string& id) {
  const std::string file = "ai/solo003/" + id + ".json";
  return parse_enemy_status_table(
      io::read_json_file(data_dir / "ai" / "solo003" / (id + ".json"), table_context(file)), file,
      id);
}

}  // namespace

EnemyStatusTables load_enemy_status_tables(const std::filesystem::path& data_dir) {
  return {load_table(data_dir, "patrol"), load_table(data_dir, "tactics"),
          load_table(data_dir, "random_action")};
}

}  // namespace fray::ai
