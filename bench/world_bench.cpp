// World benchmarks: microseconds per generated level for each generator, and symmetric
// shadowcasting field of view on the shared reference maps (../shared/bench-maps) from the
// points their README lists, at radius 8, 20 and unlimited, with the visible-cell counts.
// Usage: dg_bench_world [BENCH_MAPS_DIR]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "content/content.hpp"
#include "core/fov.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

// Loads a bench map ('#' wall, '.' floor) as an opacity grid; empty on failure.
dg::Array2D<std::uint8_t> load_map(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) rows.push_back(line);
  }
  if (rows.empty()) return {};
  dg::Array2D<std::uint8_t> grid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()),
                                 1);
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0;
         x < grid.width() && x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x)
      grid[{x, y}] = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#' ? 1 : 0;
  return grid;
}

// points.txt: "map role x y"; returns the fov points per map.
std::map<std::string, std::vector<dg::Vec>> load_points(const std::string& path) {
  std::map<std::string, std::vector<dg::Vec>> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ss(line);
    std::string map, role;
    int x = 0, y = 0;
    if (ss >> map >> role >> x >> y && role == "fov") out[map].push_back({x, y});
  }
  return out;
}

void bench_generators() {
  std::printf("%-22s %12s %12s\n", "level generator", "us/level", "levels");
  for (int k = 0; k < dg::gen::kKindCount; ++k) {
    const auto kind = static_cast<dg::gen::Kind>(k);
    constexpr int kLevels = 300;
    std::vector<double> us;
    for (int i = 0; i < kLevels; ++i) {
      const auto t0 = Clock::now();
      auto level = dg::gen::make_level(static_cast<std::uint64_t>(i), 1 + i % 11, kind);
      us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
      if (!level) std::printf("  failed: %s\n", level.error().c_str());
    }
    std::printf("%-22s %12.1f %12d\n", std::string(dg::gen::kind_name(kind)).c_str(), median(us),
                kLevels);
  }
}

void bench_fov(const std::string& dir) {
  const auto points = load_points(dir + "/points.txt");
  if (points.empty()) {
    std::printf("fov: no points in %s/points.txt (pass the bench-maps folder)\n", dir.c_str());
    return;
  }
  std::printf("\n%-16s %8s %12s %14s\n", "fov map", "radius", "median us", "visible cells");
  for (const char* name : {"dungeon-80x50", "cave-200x200", "arena-80x50"}) {
    const auto grid = load_map(dir + "/" + name + ".txt");
    const auto it = points.find(name);
    if (grid.width() == 0 || it == points.end()) {
      std::printf("%-16s missing\n", name);
      continue;
    }
    for (int radius : {8, 20, -1}) {
      dg::Array2D<std::uint8_t> vis;
      std::vector<double> us;
      long visible = 0;
      for (const dg::Vec p : it->second) {
        for (int rep = 0; rep < 200; ++rep) {
          const auto t0 = Clock::now();
          dg::field_of_view(grid, p, radius, vis);
          us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        }
        for (std::uint8_t v : vis.cells()) visible += v;
      }
      std::printf("%-16s %8s %12.2f %14.1f\n", name,
                  radius < 0 ? "inf" : std::to_string(radius).c_str(), median(us),
                  static_cast<double>(visible) / static_cast<double>(it->second.size()));
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "../shared/bench-maps";
  if (auto loaded = dg::load_content(); !loaded) {  // generation needs the tile rules
    std::fprintf(stderr, "bench: %s\n", loaded.error().c_str());
    return 1;
  }
  bench_generators();
  bench_fov(dir);
  return 0;
}
