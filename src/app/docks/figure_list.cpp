#include "docks/figure_list.h"

#include <fstream>
#include <optional>

#include <nlohmann/json.hpp>

#include <fray/map/hex_coord.h>

namespace fray::app {
namespace {

using nlohmann::json;

map::BaseShape parseShape(const std::string& text) {
  if (text == "round") return map::BaseShape::Round;
  if (text == "square") return map::BaseShape::Square;
  if (text == "rectangle") return map::BaseShape::Rectangle;
  throw std::invalid_argument("expected \"round\", \"square\" or \"rectangle\", found \"" + text +
                              "\"");
}

FigureStatus parseStatus(const std::string& text) {
  static const std::pair<const char*, FigureStatus> names[] = {
      {"recoiling", FigureStatus::Recoiling},     {"hidden", FigureStatus::Hidden},
      {"shield_wall", FigureStatus::ShieldWall},  {"waiting", FigureStatus::Waiting},
      {"prepared", FigureStatus::Prepared},       {"alerted", FigureStatus::Alerted},
      {"retreating", FigureStatus::Retreating},   {"patrolling", FigureStatus::Patrolling},
      {"withdrawing", FigureStatus::Withdrawing}, {"fleeing", FigureStatus::Fleeing},
      {"attacking", FigureStatus::Attacking},     {"marching", FigureStatus::Marching},
      {"standing", FigureStatus::Standing}};
  for (const auto& [name, status] : names) {
    if (text == name) return status;
  }
  throw std::invalid_argument("unknown status \"" + text + "\"");
}

map::Hex hexOf(const json& pair) {
  return map::HexGrid::from_offset(pair.at(0).get<int>(), pair.at(1).get<int>());
}

FigureView parseFigure(const json& f, const std::vector<QColor>& side_colours) {
  FigureView view;
  view.side = f.value("side", 0);
  view.side_colour = view.side >= 0 && view.side < static_cast<int>(side_colours.size())
                         ? side_colours[static_cast<std::size_t>(view.side)]
                         : defaultSideColour(view.side);
  view.label = QString::fromStdString(f.value("label", std::string()));
  view.symbol = QString::fromStdString(f.value("symbol", std::string()));
  view.mounted = f.value("mounted", false);
  if (f.contains("base")) {
    const json& b = f.at("base");
    view.base.shape = parseShape(b.value("shape", std::string("round")));
    view.base.width_cm = b.value("width_cm", 2.5);
    view.base.depth_cm = b.value("depth_cm", view.base.width_cm);
  }
  if (f.contains("hex")) {
    HexPoseView pose;
    pose.hexes.push_back(hexOf(f.at("hex")));
    for (const json& body : f.value("body", json::array())) pose.hexes.push_back(hexOf(body));
    pose.facing = static_cast<map::HexDirection>(f.value("facing", 0) % map::kHexDirections);
    view.hex = pose;
  } else {
    const json& at = f.at("at");
    view.placement.centre = {at.at(0).get<double>(), at.at(1).get<double>()};
    view.placement.facing_deg = f.value("facing", 0.0);
  }
  view.wounds = f.value("wounds", 0);
  for (const json& s : f.value("statuses", json::array())) {
    view.statuses.push_back(parseStatus(s.get<std::string>()));
  }
  view.selected = f.value("selected", false);
  view.active = f.value("active", false);
  view.targetable = f.value("targetable", false);
  return view;
}

}  // namespace

QColor defaultSideColour(int side) {
  switch (side) {
    case 0:
      return QColor(0x2f, 0x5f, 0xc0);
    case 1:
      return QColor(0xc0, 0x30, 0x28);
    case 2:
      return QColor(0x2a, 0x8a, 0x3a);
    case 3:
      return QColor(0xd0, 0x90, 0x10);
    default:
      return QColor(0x70, 0x70, 0x70);
  }
}

std::vector<FigureEntry> loadFigureList(const QString& path) {
  const std::string file = path.toStdString();
  std::ifstream in(file);
  if (!in) throw FigureListError(file + ": cannot be opened");
  std::vector<FigureEntry> figures;
  std::string where = "";
  try {
    const json document = json::parse(in);
    std::vector<QColor> colours;
    for (const json& side : document.value("sides", json::array())) {
      colours.push_back(side.contains("colour")
                            ? QColor(QString::fromStdString(side.at("colour").get<std::string>()))
                            : defaultSideColour(static_cast<int>(colours.size())));
    }
    const json& list = document.at("figures");
    for (std::size_t i = 0; i < list.size(); ++i) {
      where = "/figures/" + std::to_string(i);
      figures.push_back(
          {list[i].value("id", static_cast<int>(i) + 1), parseFigure(list[i], colours)});
    }
  } catch (const std::exception& error) {
    throw FigureListError(file + ": " + (where.empty() ? "" : where + ": ") + error.what());
  }
  return figures;
}

}  // namespace fray::app
