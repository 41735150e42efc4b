// World benchmarks: microseconds per generated level for each generator, and symmetric
// shadowcasting field of view on the shared reference maps (bench/maps) from the
// points their README lists, at radius 8, 20 and unlimited, with the visible-cell counts.
// Usage: dg_bench_world [BENCH_MAPS_DIR]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_maps.hpp"
#include "bench_report.hpp"
#include "content/content.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/fov.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

void bench_generators(const dg::Catalog& catalog) {
  std::printf("%-22s %12s %12s\n", "level generator", "us/level", "levels");
  for (int k = 0; k < dg::gen::kKindCount; ++k) {
    const auto kind = static_cast<dg::gen::Kind>(k);
    constexpr int kLevels = 300;
    std::vector<double> us;
    for (int i = 0; i < kLevels; ++i) {
      const auto t0 = Clock::now();
      auto level = dg::gen::make_level(catalog, static_cast<std::uint64_t>(i), 1 + i % 11, kind);
      us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
      if (!level) std::printf("  failed: %s\n", level.error().c_str());
    }
    std::printf("%-22s %12.1f %12d\n", std::string(dg::gen::kind_name(kind)).c_str(), median(us),
                kLevels);
    bench::record("levelgen." + std::string(dg::gen::kind_name(kind)), median(us), "us");
  }
}

void bench_fov(const std::string& dir) {
  const auto all_points = bench::read_points(dir + "/points.txt");
  if (all_points.empty()) {
    std::printf("fov: no points in %s/points.txt (pass the bench-maps folder)\n", dir.c_str());
    return;
  }
  std::printf("\n%-16s %8s %12s %14s\n", "fov map", "radius", "median us", "visible cells");
  for (const char* name : {"dungeon-80x50", "cave-200x200", "arena-80x50"}) {
    const auto grid = bench::walls_of(bench::read_rows(dir + "/" + name + ".txt"));
    const auto it = all_points.find(name);
    if (grid.width() == 0 || it == all_points.end() || !it->second.count("fov")) {
      std::printf("%-16s missing\n", name);
      continue;
    }
    const std::vector<dg::Vec>& points = it->second.at("fov");
    for (int radius : {8, 20, -1}) {
      dg::FieldOfView fov;  // kept between calls, as the game keeps the hero's
      std::vector<double> us;
      long visible = 0;
      for (const dg::Vec p : points) {
        for (int rep = 0; rep < 25; ++rep)
          us.push_back(bench::median_us(1, [&] { fov.compute(grid, p, radius); }));
        for (std::uint8_t v : fov.visible().cells()) visible += v;
      }
      const std::string r = radius < 0 ? "inf" : "r" + std::to_string(radius);
      const double cells = static_cast<double>(visible) / static_cast<double>(points.size());
      std::printf("%-16s %8s %12.2f %14.1f\n", name, r.c_str(), median(us), cells);
      // The one algorithm: symmetric shadowcasting (core/world/fov.cpp).
      bench::record("fov.shadowcast." + std::string(name) + "." + r, median(us), "us");
      bench::record("fov_cells.shadowcast." + std::string(name) + "." + r, cells, "cells");
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "bench/maps";
  const auto loaded = dg::load_content();  // generation needs the tile rules
  if (!loaded) {
    std::fprintf(stderr, "bench: %s\n", loaded.error().c_str());
    return 1;
  }
  bench_generators(loaded.value().catalog);
  bench_fov(dir);
  bench::record_peak_memory();
  return 0;
}
