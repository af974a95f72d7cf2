// The seed 003 enemy AI's tables, read from data a designer may edit. Every failure throws
// rules::DataError naming the file and the JSON pointer of the wrong value.
#include <algorithm>
#include <array>

#include <fray/ai/enemy_status_tables.h>
#include <fray/io/json_text.h>
#include <fray/rules/data_error.h>

namespace fray::ai {
namespace {

using nlohmann::json;

std::string describe(const json& v) {
  if (v.is_null()) return "nothing";
  const std::string text = v.dump();
  return text.size() > 40 ? text.substr(0, 37) + "..." : text;
}

[[noreturn]] void fail(const std::string& file, const std::string& pointer,
                       const std::string& expected, const json& found) {
  throw rules::DataError(file, pointer, expected, describe(found),
                         "In " + file + " at " + (pointer.empty() ? "/" : pointer) + ": expected " +
                             expected + ", found " + describe(found) + ".");
}

const json& member(const json& object, const std::string& key) {
  static const json missing;
  const auto it = object.find(key);
  return it == object.end() ? missing : *it;
}

std::string text(const json& object, const std::string& key, const std::string& file,
                 const std::string& pointer, bool required = true) {
  const json& v = member(object, key);
  if (v.is_null() && !required) return "";
  if (!v.is_string() || v.get<std::string>().empty())
    fail(file, pointer + "/" + key, "a non-empty text", v);
  return v.get<std::string>();
}

int integer(const json& object, const std::string& key, const std::string& file,
            const std::string& pointer, int min, int max) {
  const json& v = member(object, key);
  if (!v.is_number_integer() || v.get<int>() < min || v.get<int>() > max)
    fail(file, pointer + "/" + key,
         "a whole number from " + std::to_string(min) + " to " + std::to_string(max), v);
  return v.get<int>();
}

constexpr std::array kTargets{"nearest", "greatest_threat", "easiest",      "previous",
                              "fresh",   "nearest_to_ally", "weakest",      "friends_target",
                              "crowded", "unusual",         "least_threat", "engaged"};
constexpr std::array kPositions{"advance", "close",       "keep_distance", "behind_allies",
                                "cover",   "second_line", "flank",         "parley"};

template <std::size_t N>
std::string one_of(const json& row, const char* key, const std::array<const char*, N>& allowed,
                   const std::string& file, const std::string& pointer) {
  const std::string value = text(row, key, file, pointer);
  if (std::find(allowed.begin(), allowed.end(), value) == allowed.end()) {
    std::string list;
    for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    fail(file, pointer + "/" + key, "one of " + list, row[key]);
  }
  return value;
}

EnemyStatusRow parse_row(const json& row, const std::string& file, const std::string& pointer,
                         int die, bool tactics) {
  if (!row.is_object()) fail(file, pointer, "a table row object", row);
  EnemyStatusRow r;
  r.from = integer(row, "from", file, pointer, 1, die);
  r.to = integer(row, "to", file, pointer, r.from, die);
  r.result = text(row, "result", file, pointer);
  r.source = text(row, "source", file, pointer);
  r.note = text(row, "note", file, pointer, false);
  if (const auto it = row.find("assumed"); it != row.end()) {
    if (!it->is_boolean()) fail(file, pointer + "/assumed", "true or false", *it);
    r.assumed = it->get<bool>();
  }
  if (tactics) {
    r.target = one_of(row, "target", kTargets, file, pointer);
    r.position = one_of(row, "position", kPositions, file, pointer);
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
  if (!document.is_object()) fail(file, "", "a table object", document);
  if (member(document, "format") != "fray-solo003-table")
    fail(file, "/format", "\"fray-solo003-table\"", member(document, "format"));
  integer(document, "version", file, "", 1, 1);
  EnemyStatusTable table;
  table.id = text(document, "id", file, "");
  if (table.id != id) fail(file, "/id", "\"" + id + "\"", document["id"]);
  table.source = text(document, "source", file, "");
  table.die = integer(document, "die", file, "", 4, 20);
  const json& rows = member(document, "rows");
  if (!rows.is_array() || rows.empty()) fail(file, "/rows", "a list of rows", rows);
  int next = 1;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string pointer = "/rows/" + std::to_string(i);
    table.rows.push_back(parse_row(rows[i], file, pointer, table.die, id == "tactics"));
    if (table.rows.back().from != next)
      fail(file, pointer + "/from", std::to_string(next) + " (rows cover the die without gaps)",
           rows[i]["from"]);
    next = table.rows.back().to + 1;
  }
  if (next != table.die + 1)
    fail(file, "/rows", "rows up to " + std::to_string(table.die), json(next - 1));
  return table;
}

namespace {

EnemyStatusTable load_table(const std::filesystem::path& data_dir, const std::string& id) {
  const std::filesystem::path path = data_dir / "ai" / "solo003" / (id + ".json");
  const std::string file = "ai/solo003/" + id + ".json";
  const std::optional<std::string> bytes = io::read_text_file(path);
  if (!bytes)
    throw rules::DataError(file, "", "a readable JSON file", "no readable file at " + path.string(),
                           "The solo AI table " + file + " is missing or cannot be read.");
  auto parsed = io::parse_json_text(*bytes);
  if (const auto* error = std::get_if<io::JsonSyntaxError>(&parsed))
    throw rules::DataError(file, error->location(), error->expected, error->found,
                           "The solo AI table " + file + " is not valid JSON at line " +
                               std::to_string(error->line) + ", column " +
                               std::to_string(error->column) + ".");
  return parse_enemy_status_table(std::get<json>(parsed), file, id);
}

}  // namespace

EnemyStatusTables load_enemy_status_tables(const std::filesystem::path& data_dir) {
  return {load_table(data_dir, "patrol"), load_table(data_dir, "tactics"),
          load_table(data_dir, "random_action")};
}

}  // namespace fray::ai
