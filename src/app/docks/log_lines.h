#pragma once

#include <vector>

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>

#include <fray/game/state/event.h>

namespace fray::app {

/// One event of the log as the log dock filters it: the turn it happened in, its kind (the
/// event type), the figures it concerns and the line a person reads.
struct LogLine {
  int turn = 0;  ///< 0 before the first turn starts
  QString kind;
  std::vector<int> figures;
  QString text;
  nlohmann::json json;  ///< the event as `--log json` prints it
};

/// What the log dock shows: -1 / empty for "any".
struct LogFilter {
  int figure = -1;
  int turn = -1;
  QString kind;
};

/// The events with their turn and figures. A die roll names its roller only in words, so it
/// takes the figures of the event it belongs to (the shot, melee or move just before it).
std::vector<LogLine> logLines(const std::vector<game::Event>& events);
bool matches(const LogLine& line, const LogFilter& filter);
/// The lines as text, one event a line.
QString logText(const std::vector<const LogLine*>& lines);
/// The lines as a JSON array of events (indented).
QByteArray logJson(const std::vector<const LogLine*>& lines);

}  // namespace fray::app
