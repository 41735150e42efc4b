// World benchmarks: microseconds per generated level for each generator, and symmetric
// shadowcasting field of view on the shared reference maps (bench/maps) from the
// points their README lists, at radius 8, 20 and unlimited, with the visible-cell counts; and
// the living world's tick (fire and gas, core/world/environment.hpp) on a level with 300
// burning cells and three gas clouds, beside an idle level's, and a whole turn with and
// without them.
// Usage: dg_bench_world [BENCH_MAPS_DIR]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_maps.hpp"
#include "bench_report.hpp"
#include "content/content.hpp"
#include "core/game.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/environment.hpp"
#include "core/world/fire.hpp"
#include "core/world/fov.hpp"
#include "core/world/gas.hpp"

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

// An 80x21 level of brush (a standard level's size), the hero in a walled pocket in a corner.
dg::Game brush_level(const dg::Catalog& catalog) {
  std::string text;
  for (int y = 0; y < 21; ++y) {
    std::string row(80, ';');
    row.front() = row.back() = '#';
    if (y == 0 || y == 20) row.assign(80, '#');
    if (y == 1) row.replace(1, 3, "@.#");
    if (y == 2) row.replace(1, 3, "###");
    text += row + "\n";
  }
  auto made = dg::Game::from_ascii(catalog, text, 1);
  if (!made) std::printf("environment bench: %s\n", made.error().c_str());
  dg::Game g = std::move(made.value());
  g.mutable_player().max_hp = g.mutable_player().hp = 1 << 30;  // it is a bench
  return g;
}

// Microseconds for `f` on a fresh copy of `start` each time (the copy is not timed): each
// tick changes what burns, so every sample starts from the same 300 fires.
template <typename F>
double median_fresh(const dg::Game& start, int samples, F f) {
  std::vector<double> us;
  for (int i = 0; i < samples; ++i) {
    dg::Game g = start;
    const auto t0 = Clock::now();
    f(g);
    us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
  }
  return median(us);
}

void bench_environment(const dg::Catalog& catalog) {
  dg::Game idle = brush_level(catalog);
  dg::environment::tick(idle);  // its first tick looks for vents once: the bench is any other
  dg::Game busy = idle;
  int fires = 0;
  for (int y = 3; y < 20 && fires < 300; y += 2)  // every other row, so each fire has room
    for (int x = 2; x < 78 && fires < 300; x += 2) fires += dg::blaze::ignite(busy, {x, y});
  dg::Level& lv = busy.mutable_level();
  int clouds = 0;
  for (const char* gas : {"caustic_gas", "confusion_gas", "smoke"}) {
    const int kind = dg::gas::find(catalog.gases, gas);
    dg::gas::release(lv, catalog.gases, catalog.tiles, {12 + 25 * clouds++, 10}, kind, 1000);
  }
  const int samples = 200;
  const double tick = median_fresh(busy, samples, [](dg::Game& g) { dg::environment::tick(g); });
  const double quiet = median_fresh(idle, samples, [](dg::Game& g) { dg::environment::tick(g); });
  const auto wait = [](dg::Game& g) { g.apply(dg::Command::wait()); };
  const double turn_busy = median_fresh(busy, samples, wait);
  const double turn_idle = median_fresh(idle, samples, wait);
  std::printf("\n%-44s %12s\n", "living world (80x21 of brush)", "median us");
  std::printf("%-44s %12.2f\n", "environment tick, 300 fires + 3 gas clouds", tick);
  std::printf("%-44s %12.2f\n", "environment tick, nothing burning", quiet);
  std::printf("%-44s %12.2f\n", "a whole turn, 300 fires + 3 gas clouds", turn_busy);
  std::printf("%-44s %12.2f\n", "a whole turn, nothing burning", turn_idle);
  std::printf("(%d fires, %d cells of gas at the start)\n", busy.level().burning,
              busy.level().gassy);
  bench::record("env.tick.300_fires_3_clouds", tick, "us");
  bench::record("env.tick.idle", quiet, "us");
  bench::record("env.turn.300_fires_3_clouds", turn_busy, "us");
  bench::record("env.turn.idle", turn_idle, "us");
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
  bench_environment(loaded.value().catalog);
  bench::record_peak_memory();
  return 0;
}
