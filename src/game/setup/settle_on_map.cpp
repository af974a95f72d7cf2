// Figures on a grid stand on a cell's centre, facing one of the grid's directions: the scenario's
// figures and the referee's `place` go through here.
#include <cmath>

#include <fray/game/field/battlefield.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_refusal.h>

namespace fray::game {
namespace {

using io::refuse_data;

double nearest_multiple(double degrees, double step) {
  const double turned = std::round(degrees / step) * step;
  return std::fmod(std::fmod(turned, 360.0) + 360.0, 360.0);
}

std::string size_text(int columns, int rows) {
  return std::to_string(columns) + " x " + std::to_string(rows);
}

void settle_on_hexes(ScenarioFigure& figure, const map::HexMap& hex_map, const std::string& file,
                     const std::string& pointer) {
  map::Hex h = hex_map.layout.hex_at(figure.position);
  if (figure.hex) h = map::HexGrid::from_offset((*figure.hex)[0], (*figure.hex)[1]);
  if (!hex_map.grid.contains(h))
    refuse_data(file, pointer + (figure.hex ? "/hex" : "/position"),
                "a hex of the " + size_text(hex_map.grid.columns(), hex_map.grid.rows()) + " map",
                "column " + std::to_string(map::HexGrid::column_of(h)) + ", row " +
                    std::to_string(map::HexGrid::row_of(h)));
  figure.position = hex_map.layout.centre(h);
  figure.facing_deg = nearest_multiple(figure.facing_deg, 60.0);  // a hexside
}

void settle_on_squares(ScenarioFigure& figure, const map::SquareMap& square_map,
                       const std::string& file, const std::string& pointer) {
  map::Square s = square_map.layout.square_at(figure.position);
  if (figure.square) s = {(*figure.square)[0], (*figure.square)[1]};
  if (!square_map.grid.contains(s))
    refuse_data(
        file, pointer + (figure.square ? "/square" : "/position"),
        "a square of the " + size_text(square_map.grid.columns(), square_map.grid.rows()) + " map",
        "column " + std::to_string(s.column) + ", row " + std::to_string(s.row));
  figure.position = square_map.layout.centre(s);
  figure.facing_deg = nearest_multiple(figure.facing_deg, 45.0);  // a side or a corner
}

}  // namespace

MapGrids grids_of(const Battlefield& field) { return {field.hex_map(), field.square_map()}; }

void settle_on_map(ScenarioFigure& figure, MapGrids grids, const std::string& file,
                   const std::string& pointer) {
  if (figure.hex && !grids.hex)
    refuse_data(file, pointer + "/hex",
                grids.square ? "a \"square\" (the map is squares, not hexes)"
                             : "a \"position\" in cm (the map is a table, not hexes)",
                "a hex");
  if (figure.square && !grids.square)
    refuse_data(file, pointer + "/square",
                grids.hex ? "a \"hex\" (the map is hexes, not squares)"
                          : "a \"position\" in cm (the map is a table, not squares)",
                "a square");
  if (grids.hex) settle_on_hexes(figure, *grids.hex, file, pointer);
  if (grids.square) settle_on_squares(figure, *grids.square, file, pointer);
}

}  // namespace fray::game
