#include "ui/describe.hpp"

#include <cstdlib>

#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg {

namespace {

std::string article_name(const std::string& name) {
  return with_article(name);
}

}  // namespace

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
  const Level& lv = g.level();
  if (!lv.contains(p)) return "nothing (off the map)";
  if (p == g.player()) return "you, " + article_name(describe(g.hero().who));
  if (const Monster* m = g.visible_monster(p)) return article_name(m->kind().name);
  const Memory& mem = lv.memory[p];
  if (!mem.seen) return "unexplored";
  const bool now = g.sees(p);
  std::string what;
  if (now) {
    for (auto it = lv.items.rbegin(); it != lv.items.rend() && what.empty(); ++it)
      if (it->pos == p) what = g.item_name(it->item);
    if (what.empty())
      for (const GoldPile& gp : lv.gold)
        if (gp.pos == p) what = std::to_string(gp.amount) + " gold pieces";
    const Trap* t = lv.trap_at(p);
    if (what.empty() && t && !t->hidden) what = article_name(trap_name(t->kind));
    if (what.empty()) what = article_name(rules(lv.at(p)).name);
    return what;
  }
  what = mem.gold        ? "gold"
         : mem.trap >= 0 ? article_name(trap_name(static_cast<TrapKind>(mem.trap)))
                         : article_name(rules(mem.tile).name);
  return what + " (remembered)";
}

std::string describe_surroundings(const Game& g) {
  const Player& h = g.hero();
  const Level& lv = g.level();
  std::string s = "You are on dungeon level " + std::to_string(g.depth()) + ", on " +
                  article_name(rules(lv.at(g.player())).name) + ", with " + std::to_string(h.hp) +
                  " of " + std::to_string(h.max_hp) + " hit points.";
  std::string seen;
  for (const Monster& m : lv.monsters)
    if (g.visible_monster(m.pos))
      seen += (seen.empty() ? "" : "; ") + article_name(m.kind().name) + " " +
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
