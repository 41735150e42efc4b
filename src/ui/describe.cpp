#include "ui/describe.hpp"

#include <cstdlib>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "ui/cell_view.hpp"

namespace dg {

std::string direction_words(Vec from, Vec to) {
  const Vec d = to - from;
  std::string s;
  auto part = [&s](int n, const char* neg, const char* pos) {
    if (n == 0) return;
    if (!s.empty()) s += ", ";
    s += std::to_string(std::abs(n)) + " " + (n < 0 ? neg : pos);
  };
  part(d.x, "west", "east");
  part(d.y, "north", "south");
  return s.empty() ? "here" : s;
}

std::string describe_cell(const Game& g, Vec p) {
  using K = CellView::Kind;
  if (!g.level().contains(p)) return "nothing (off the map)";
  const CellView v = view_cell(g, p);
  std::string what;
  switch (v.kind) {
    case K::Unknown: return "unexplored";
    case K::Player: return "you, " + with_article(g.catalog().characters.describe(g.hero().who));
    case K::Monster: return with_article(g.breed_of(*v.monster).name);
    case K::Item: what = g.item_name(*v.item); break;
    case K::Gold: what = v.remembered ? "gold" : std::to_string(v.gold) + " gold pieces"; break;
    case K::Trap: what = with_article(g.catalog().trap(v.trap).name); break;
    case K::Tile: what = with_article(g.catalog().tile(v.tile).name); break;
  }
  return v.remembered ? what + " (remembered)" : what;
}

std::string describe_surroundings(const Game& g) {
  const Player& h = g.hero();
  const Level& lv = g.level();
  std::string s = "You are on dungeon level " + std::to_string(g.depth()) + ", on " +
                  with_article(g.catalog().tile(lv.at(g.player())).name) + ", with " +
                  std::to_string(h.hp) + " of " + std::to_string(h.max_hp) + " hit points.";
  std::string seen;
  for (const Monster& m : lv.monsters)
    if (g.visible_monster(m.pos))
      seen += (seen.empty() ? "" : "; ") + with_article(g.breed_of(m).name) + " " +
              direction_words(g.player(), m.pos);
  s += seen.empty() ? " No monsters in view." : " In view: " + seen + ".";
  std::string things;
  for (const FloorItem& f : lv.items)
    if (g.sees(f.pos))
      things += (things.empty() ? "" : "; ") + g.item_name(f.item) + " " +
                direction_words(g.player(), f.pos);
  for (const GoldPile& gp : lv.gold)
    if (g.sees(gp.pos))
      things += (things.empty() ? "" : "; ") + std::to_string(gp.amount) + " gold " +
                direction_words(g.player(), gp.pos);
  if (!things.empty()) s += " Things: " + things + ".";
  for (bool down : {true, false}) {
    const Vec st = down ? lv.stairs_down : lv.stairs_up;
    if (lv.contains(st) && lv.memory[st].seen)
      s += std::string(down ? " Stairs down: " : " Stairs up: ") + direction_words(g.player(), st) +
           ".";
  }
  return s;
}

}  // namespace dg
