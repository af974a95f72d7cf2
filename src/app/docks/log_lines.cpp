#include "docks/log_lines.h"

#include <algorithm>

#include <QStringList>

namespace fray::app {
namespace {

using nlohmann::json;

void addFigure(std::vector<int>& figures, const json& value) {
  if (value.is_number_integer()) {
    const int id = value.get<int>();
    if (std::find(figures.begin(), figures.end(), id) == figures.end()) figures.push_back(id);
  } else if (value.is_object() && value.contains("figure")) {
    addFigure(figures, value["figure"]);
  } else if (value.is_array()) {
    for (const json& item : value) addFigure(figures, item);
  }
}

// The members of events that name figures by id (docs/formats.md, "Commands and events").
std::vector<int> figuresOf(const json& data) {
  std::vector<int> figures;
  if (!data.is_object()) return figures;
  for (const char* key :
       {"figure", "shooter", "shooters", "target", "targets", "attackers", "defender", "helpers"})
    if (data.contains(key)) addFigure(figures, data[key]);
  return figures;
}

}  // namespace

std::vector<LogLine> logLines(const std::vector<game::Event>& events) {
  std::vector<LogLine> lines;
  lines.reserve(events.size());
  int turn = 0;
  std::vector<int> last_figures;
  for (const game::Event& event : events) {
    if (event.type == "turn_started" && event.data.contains("turn"))
      turn = event.data["turn"].get<int>();
    LogLine line;
    line.turn = turn;
    line.kind = QString::fromStdString(event.type);
    line.figures = figuresOf(event.data);
    if (line.figures.empty() && event.type == "die_rolled") line.figures = last_figures;
    if (!line.figures.empty()) last_figures = line.figures;
    line.text = QString::fromStdString(event.text);
    line.json = game::to_json(event);
    lines.push_back(std::move(line));
  }
  return lines;
}

bool matches(const LogLine& line, const LogFilter& filter) {
  if (filter.turn >= 0 && line.turn != filter.turn) return false;
  if (!filter.kind.isEmpty() && line.kind != filter.kind) return false;
  if (filter.figure >= 0 &&
      std::find(line.figures.begin(), line.figures.end(), filter.figure) == line.figures.end())
    return false;
  return true;
}

QString logText(const std::vector<const LogLine*>& lines) {
  QStringList texts;
  for (const LogLine* line : lines) texts << line->text;
  return texts.join(QLatin1Char('\n'));
}

QByteArray logJson(const std::vector<const LogLine*>& lines) {
  json all = json::array();
  for (const LogLine* line : lines) all.push_back(line->json);
  return QByteArray::fromStdString(all.dump(2));
}

}  // namespace fray::app
