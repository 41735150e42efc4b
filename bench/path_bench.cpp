// Pathfinding and monster-turn benchmarks on the reference maps (bench/maps): A* between the
// README's far-apart points, the full Dijkstra field from its centre point, and one game turn with
// 200 monsters hunting the hero on the 200x200 cave.
// Usage: dg_bench_path [BENCH_MAPS_DIR]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_maps.hpp"
#include "bench_report.hpp"
#include "content/content.hpp"
#include "core/game.hpp"
#include "core/world/path.hpp"
#include "core/world/spawn.hpp"

namespace {

using bench::median_us;

void bench_paths(const std::string& dir) {
  const auto points = bench::read_points(dir + "/points.txt");
  std::printf("%-16s %-10s %12s %10s\n", "path map", "search", "median us", "steps");
  for (const char* name : {"dungeon-80x50", "cave-200x200", "arena-80x50"}) {
    const auto walls = bench::walls_of(bench::read_rows(dir + "/" + name + ".txt"));
    const auto it = points.find(name);
    if (walls.width() == 0 || it == points.end()) continue;
    const dg::Vec from = it->second.at("path_from")[0], to = it->second.at("path_to")[0];
    const dg::Vec source = it->second.at("dijkstra_source")[0];
    auto open = [&](dg::Vec, dg::Vec q) { return walls[q] == 0; };
    std::size_t steps = 0;
    const double astar_us = median_us(
        50, [&] { steps = dg::astar(walls.width(), walls.height(), from, to, open).size(); });
    std::printf("%-16s %-10s %12.1f %10zu\n", name, "A*", astar_us, steps);
    bench::record("astar." + std::string(name), astar_us, "us");
    dg::Array2D<int> field;
    const double dijkstra_us = median_us(
        50, [&] { dg::distance_field(walls.width(), walls.height(), source, open, field); });
    int reached = 0;
    for (int d : field.cells()) reached += d != dg::kUnreached;
    std::printf("%-16s %-10s %12.1f %10d cells\n", name, "Dijkstra", dijkstra_us, reached);
    bench::record("dijkstra." + std::string(name), dijkstra_us, "us");
  }
}

void bench_monster_turn(const dg::Catalog& catalog, const std::string& dir) {
  auto rows = bench::read_rows(dir + "/cave-200x200.txt");
  const auto points = bench::read_points(dir + "/points.txt");
  if (rows.empty() || !points.count("cave-200x200")) return;
  const dg::Vec hero = points.at("cave-200x200").at("dijkstra_source")[0];
  rows[static_cast<std::size_t>(hero.y)][static_cast<std::size_t>(hero.x)] = '@';
  std::string text;
  for (const std::string& r : rows) text += r + "\n";
  auto made = dg::Game::from_ascii(catalog, text, 1);
  if (!made) {
    std::printf("turn bench: %s\n", made.error().c_str());
    return;
  }
  dg::Game& game = made.value();
  game.mutable_level().lit.fill(0);  // a dark cave: monsters see the hero within 12 steps
  game.mutable_player().max_hp = game.mutable_player().hp = 1 << 30;  // it is a bench
  dg::Rng rng(2024);
  const int troll = catalog.find_breed("troll");  // never flees, never sleeps when placed by hand
  int placed = 0;
  while (placed < 200) {
    const dg::Vec p{rng.below(game.level().width()), rng.below(game.level().height())};
    if (!dg::free_for_monster(catalog, game.level(), p) || p == game.hero().pos) continue;
    dg::Monster& m = dg::spawn_monster(catalog, game.mutable_level(), rng, troll, 8, p);
    m.mind = dg::Mind::Hunting;
    m.goal = game.hero().pos;
    ++placed;
  }
  const double us = median_us(100, [&] { game.apply(dg::Command::wait()); });
  std::printf(
      "\nturn with 200 hunting monsters on cave-200x200: median %.1f us (%zu monsters left)\n", us,
      game.level().monsters.size());
  bench::record("turn.200_hunting_monsters", us, "us");
  // The hunters share one distance field to the hero, kept while the hero stays put; a hero
  // who moves every turn makes it be recomputed each turn.
  // (The hero is put on the other of two cells before each waited turn: a move without the
  // chance of bumping a troll.)
  const dg::Vec home = game.hero().pos;
  dg::Vec other = home;
  for (dg::Dir d : dg::kAllDirs)
    if (other == home && dg::free_for_monster(catalog, game.level(), home + dg::offset(d)))
      other = home + dg::offset(d);
  int step = 0;
  const double moving_us = median_us(100, [&] {
    game.mutable_player().pos = step++ % 2 ? home : other;
    game.apply(dg::Command::wait());
  });
  std::printf("the same, the hero moving every turn: median %.1f us\n", moving_us);
  bench::record("turn.200_hunting_monsters_hero_moving", moving_us, "us");
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : "bench/maps";
  const auto loaded = dg::load_content();
  if (!loaded) {
    std::fprintf(stderr, "bench: %s\n", loaded.error().c_str());
    return 1;
  }
  bench_paths(dir);
  bench_monster_turn(loaded.value().catalog, dir);
  bench::record_peak_memory();
  return 0;
}
