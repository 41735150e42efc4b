// The level in words, for a player who cannot see the map: what the hero has found of it (rooms,
// corridors, doors), how far the stairs are by the way the hero knows, and where the known
// level still opens into the unknown. Only what the hero remembers: nothing here tells more
// than the map would show.
#include <algorithm>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/walk/routes.hpp"
#include "core/world/places.hpp"
#include "ui/play/describe.hpp"

namespace dg {

namespace {

struct Place {
  Vec at;
  int steps = 0;  // by the remembered way (-1: not reachable by it)
};

std::string steps_words(const Game& g, const Place& p) {
  const std::string where = direction_words(g.hero().pos, p.at);
  if (p.steps < 0) return where + ", no known way there";
  return std::to_string(p.steps) + (p.steps == 1 ? " step, " : " steps, ") + where;
}

// The nearest `most` of `places` (reachable ones first, by steps), in words: "4 steps, 2 west;
// 9 steps, 5 east, 3 south".
std::string nearest_words(const Game& g, std::vector<Place> places, std::size_t most) {
  std::stable_sort(places.begin(), places.end(), [](const Place& a, const Place& b) {
    if ((a.steps < 0) != (b.steps < 0)) return b.steps < 0;
    return a.steps < b.steps;
  });
  std::string s;
  for (std::size_t i = 0; i < places.size() && i < most; ++i)
    s += (s.empty() ? "" : "; ") + steps_words(g, places[i]);
  return s;
}

std::string how_many(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The known cells next to the unknown that the hero can reach, gathered into openings (cells
// of one opening touch): each opening by its nearest cell.
std::vector<Place> openings(const Game& g, const Array2D<int>& dist) {
  const Level& lv = g.level();
  Array2D<std::uint8_t> edge(lv.width(), lv.height(), 0);
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (dist[p] < 0) continue;
      for (Dir d : kAllDirs) {
        const Vec q = p + offset(d);
        if (lv.contains(q) && !lv.memory[q].seen) {
          edge[p] = 1;
          break;
        }
      }
    }
  std::vector<Place> found;
  std::vector<Vec> stack;  // cells of this opening still to spread from
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      if (edge[{x, y}] != 1) continue;
      Place nearest{{x, y}, dist[{x, y}]};
      edge[{x, y}] = 2;
      stack.assign(1, {x, y});
      while (!stack.empty()) {
        const Vec p = stack.back();
        stack.pop_back();
        if (dist[p] < nearest.steps) nearest = {p, dist[p]};
        for (Dir d : kAllDirs) {
          const Vec q = p + offset(d);
          if (lv.contains(q) && edge[q] == 1) {
            edge[q] = 2;
            stack.push_back(q);
          }
        }
      }
      found.push_back(nearest);
    }
  return found;
}

}  // namespace

std::string describe_level(const Game& g) {
  const Level& lv = g.level();
  const Array2D<int> dist = remembered_distances(g);
  std::string s = capitalised(here_name(g)) + ".";
  // Rooms found (a room counts once any of its floor is seen), and where the hero is.
  std::size_t rooms = 0;
  const Room* here = nullptr;
  for (const Room& r : lv.rooms) {
    bool seen = false;
    for (int y = r.y; y < r.y + r.h && !seen; ++y)
      for (int x = r.x; x < r.x + r.w && !seen; ++x) seen = lv.memory[{x, y}].seen;
    rooms += seen ? 1 : 0;
    if (r.contains(g.hero().pos)) here = &r;
  }
  std::size_t corridor = 0;
  std::vector<Place> doors, locked, things;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const Memory& m = lv.memory[p];
      if (!m.seen) continue;
      corridor += m.tile == Tile::Corridor ? 1 : 0;
      if (p == g.hero().pos) continue;  // (where the hero stands is said apart)
      if (m.tile == Tile::DoorLocked)
        locked.push_back({p, dist[p]});
      else if (is_door(m.tile))
        doors.push_back({p, dist[p]});
      if (m.item >= 0 || m.gold) things.push_back({p, dist[p]});
    }
  if (lv.rooms.empty())
    s += " Caves, no rooms.";
  else
    s += " You have found " + how_many(rooms, "room", "rooms") + " of this level";
  if (!lv.rooms.empty())
    s += corridor > 0 ? " and " + how_many(corridor, "cell", "cells") + " of corridor." : ".";
  const Tile under = lv.at(g.hero().pos);
  if (here)
    s += std::string(" You are in a ") + (here->lit ? "lit" : "dark") + " room, " +
         std::to_string(here->w) + " wide and " + std::to_string(here->h) + " deep.";
  else if (under == Tile::Corridor)
    s += " You are in a corridor.";
  else if (is_door(under))
    s += " You are in a doorway.";
  // The stairs, by the way the hero knows.
  for (const bool down : {true, false}) {
    const char* name = down ? " Stairs down: " : " Stairs up: ";
    if (const auto st = known_stairs(g, down); st && *st == g.hero().pos)
      s += std::string(name) + "here.";
    else if (st)
      s += name + steps_words(g, {*st, dist[*st]}) + ".";
    else if (down)
      s += " Stairs down: not found yet.";
  }
  if (!doors.empty())
    s +=
        " Doors: " + std::to_string(doors.size()) + ", nearest " + nearest_words(g, doors, 2) + ".";
  if (!locked.empty())
    s += " Locked doors: " + std::to_string(locked.size()) + ", nearest " +
         nearest_words(g, locked, 1) + ".";
  const std::vector<Place> open = openings(g, dist);
  if (open.empty())
    s += " Nothing left unexplored that you can reach.";
  else
    s += " Unexplored: " + how_many(open.size(), "way", "ways") + " into the unknown, nearest " +
         nearest_words(g, open, 3) + ".";
  if (!things.empty()) {
    std::stable_sort(things.begin(), things.end(), [&](const Place& a, const Place& b) {
      return chebyshev(a.at, g.hero().pos) < chebyshev(b.at, g.hero().pos);
    });
    std::string named;
    for (std::size_t i = 0; i < things.size() && i < 3; ++i)
      named += (named.empty() ? "" : "; ") + describe_cell(g, things[i].at) + ", " +
               direction_words(g.hero().pos, things[i].at);
    s += " Things you have seen on the floor: " + std::to_string(things.size()) + ", nearest " +
         named + ".";
  }
  // The traps found, so a route around them can be planned by ear.
  if (const std::vector<Vec> traps = known_traps(g); !traps.empty()) {
    std::string named;
    for (std::size_t i = 0; i < traps.size() && i < 3; ++i)
      named += (named.empty() ? "" : "; ") + trap_words(g, traps[i], ", ");
    s += " Traps known: " + std::to_string(traps.size()) + ", nearest " + named + ".";
  }
  return s;
}

}  // namespace dg
