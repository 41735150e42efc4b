#pragma once
// Loading the reference maps (bench/maps): the maps ('#' wall, '.' floor) and points.txt.
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace bench {

// The map's rows as text, '\r' stripped; empty when the file is missing.
inline std::vector<std::string> read_rows(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) rows.push_back(line);
  }
  return rows;
}

// 1 where the map has a wall.
inline dg::Array2D<std::uint8_t> walls_of(const std::vector<std::string>& rows) {
  if (rows.empty()) return {};
  dg::Array2D<std::uint8_t> grid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()),
                                 1);
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0;
         x < grid.width() && x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x)
      grid[{x, y}] = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#' ? 1 : 0;
  return grid;
}

// points.txt as map -> role -> points, in file order.
inline std::map<std::string, std::map<std::string, std::vector<dg::Vec>>> read_points(
    const std::string& path) {
  std::map<std::string, std::map<std::string, std::vector<dg::Vec>>> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ss(line);
    std::string map, role;
    int x = 0, y = 0;
    if (ss >> map >> role >> x >> y) out[map][role].push_back({x, y});
  }
  return out;
}

}  // namespace bench
