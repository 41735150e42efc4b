#include "core/world/shop.hpp"

#include <algorithm>

#include "core/action/walk.hpp"
#include "core/actor/peaceful.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg::shop {

namespace {

const SetPiece& piece_of(const Game& g, int shop) {
  const PlacedPiece& p = g.level().pieces[static_cast<std::size_t>(shop)];
  return g.catalog().set_pieces[static_cast<std::size_t>(p.kind)];
}

// NetHack's charisma factor on what a shop asks, as a fraction: 2 below 6, 3/2 below 8, 4/3
// below 11, 1 to 15, 3/4 to 17, 2/3 at 18, 1/2 above.
std::pair<int, int> charisma_factor(int ch) {
  if (ch < 6) return {2, 1};
  if (ch < 8) return {3, 2};
  if (ch < 11) return {4, 3};
  if (ch < 16) return {1, 1};
  if (ch < 18) return {3, 4};
  if (ch == 18) return {2, 3};
  return {1, 2};
}

bool knows_kind(const Game& g, const Item& item) {
  return g.knowledge().knows(item.kind);
}

// The cell beside `post`, inside the shop and free of walls, where the keeper waits when the
// way is open: the first of a fixed order, so the same shop always has the same one.
Vec aside(const Game& g, int shop, Vec post_cell) {
  for (const Vec d : {Vec{-1, 0}, Vec{1, 0}, Vec{0, -1}, Vec{-1, -1}, Vec{1, -1}, Vec{0, 1}}) {
    const Vec p = post_cell + d;
    if (at(g, p) == shop && g.catalog().tile(g.level().at(p)).walkable) return p;
  }
  return post_cell;
}

}  // namespace

int at(const Game& g, Vec p) {
  const Level& lv = g.level();
  for (std::size_t i = 0; i < lv.pieces.size(); ++i) {
    const PlacedPiece& placed = lv.pieces[i];
    if (!g.catalog().set_pieces[static_cast<std::size_t>(placed.kind)].keeper()) continue;
    // Inside its walls: the layout's rim is wall and door.
    if (p.x > placed.pos.x && p.y > placed.pos.y && p.x < placed.pos.x + placed.w - 1 &&
        p.y < placed.pos.y + placed.h - 1)
      return static_cast<int>(i);
  }
  return -1;
}

int of_hero(const Game& g) {
  const Vec p = g.hero().pos;
  if (const int in = at(g, p); in >= 0) return in;
  for (std::size_t i = 0; i < g.level().pieces.size(); ++i)
    if (g.catalog().set_pieces[static_cast<std::size_t>(g.level().pieces[i].kind)].keeper() &&
        door(g, static_cast<int>(i)) == p)
      return static_cast<int>(i);
  return -1;
}

const Monster* keeper(const Game& g, int shop) {
  if (shop < 0) return nullptr;
  for (const Monster& m : g.level().monsters)
    if (m.shop == shop) return &m;
  return nullptr;
}

Monster* keeper(Game& g, int shop) {
  return const_cast<Monster*>(keeper(static_cast<const Game&>(g), shop));
}

Vec post(const Game& g, int shop) {
  const PlacedPiece& placed = g.level().pieces[static_cast<std::size_t>(shop)];
  const SetPiece& piece = piece_of(g, shop);
  for (int y = 0; y < placed.h; ++y)
    for (int x = 0; x < placed.w; ++x)
      if (placed.mark_at(piece.layout, placed.pos + Vec{x, y}) == piece.keeper()->mark)
        return placed.pos + Vec{x, y};
  return placed.pos;
}

Vec door(const Game& g, int shop) {
  const Vec p = post(g, shop);
  for (const Vec d : {Vec{0, 1}, Vec{0, -1}, Vec{1, 0}, Vec{-1, 0}})
    if (at(g, p + d) != shop && is_door(g.level().at(p + d))) return p + d;
  return p;
}

int price(const Game& g, const Item& item) {
  const int cost = g.catalog().kind_of(item).cost;
  const auto [num, den] = charisma_factor(g.hero().attr[Attr::Ch]);
  int each = std::max(1, cost * num / den);
  if (!knows_kind(g, item)) each += each / 3;  // a kind the hero does not know: a third more
  return each * item.count;
}

int offer(const Game& g, const Item& item) {
  const int cost = g.catalog().kind_of(item).cost;
  return (knows_kind(g, item) ? cost / 2 : cost / 3) * item.count;
}

int debt(const Game& g) {
  int owed = 0;
  for (const InvSlot& s : g.hero().inventory)
    if (s.item.unpaid) owed += price(g, s.item);
  return owed;
}

bool forbidden(const Game& g, int shop) {
  const PieceMark* k = piece_of(g, shop).keeper();
  for (const InvSlot& s : g.hero().inventory)
    if (std::find(k->forbids.begin(), k->forbids.end(), s.item.kind) != k->forbids.end())
      return true;
  return false;
}

void anger(Game& g, Monster& m, const std::string& shout) {
  if (!m.at_peace()) return;
  m.shop = -1;
  m.peaceful = false;
  m.mind = Mind::Hunting;
  m.goal = g.hero().pos;
  g.say(shout, m.pos);
}

void each_turn(Game& g) {
  if (debt(g) == 0) return;
  const Vec here = g.hero().pos;
  const int in = at(g, here);
  bool on_a_door = false;
  for (std::size_t i = 0; i < g.level().pieces.size(); ++i)
    on_a_door =
        on_a_door || (keeper(g, static_cast<int>(i)) && door(g, static_cast<int>(i)) == here);
  if (in >= 0 || on_a_door) return;
  // Out with unpaid things: they are the hero's now, and every keeper at peace here fights.
  int stolen = 0;
  for (InvSlot& s : g.mutable_player().inventory)
    if (s.item.unpaid) stolen += price(g, s.item), s.item.unpaid = false;
  g.say("You leave the shop without paying for " + std::to_string(stolen) + " gold of goods!");
  std::vector<int> keepers;
  for (const Monster& m : g.level().monsters)
    if (m.shop >= 0) keepers.push_back(m.id);
  for (int id : keepers)
    if (Monster* m = g.mutable_level().monster_by_id(id))
      anger(g, *m, capitalised(definite(g.catalog().breed_of(*m))) + " shouts: \"Thief!\"");
}

std::unique_ptr<Action> keeper_action(Game& g, Monster& m) {
  const Vec post_cell = post(g, m.shop);
  const Vec hero = g.hero().pos;
  const bool owed = at(g, hero) == m.shop && debt(g) > 0;
  const bool turned_away =
      at(g, hero) != m.shop && chebyshev(hero, door(g, m.shop)) <= 2 && forbidden(g, m.shop);
  const Vec target = owed || turned_away ? post_cell : aside(g, m.shop, post_cell);
  if (m.pos == target || g.level().monster_at(target) || hero == target) return nullptr;
  // One step toward it: the post and its side cell are neighbours, and the keeper never leaves
  // its floor.
  const Vec step{(target.x > m.pos.x) - (target.x < m.pos.x),
                 (target.y > m.pos.y) - (target.y < m.pos.y)};
  if (at(g, m.pos + step) != m.shop) return nullptr;
  return std::make_unique<WalkAction>(direction_of(step));
}

std::string bump_question(const Game& g, const Monster& keeper) {
  const std::string name = definite(g.catalog().breed_of(keeper));
  std::string why;
  if (at(g, g.hero().pos) == keeper.shop && debt(g) > 0)
    why = capitalised(name) + " stands in your way: pay ($) for what you carry, or drop it. ";
  else if (at(g, g.hero().pos) != keeper.shop && forbidden(g, keeper.shop))
    why = capitalised(name) + " will not let you in with that digging tool. ";
  return why + "Attack " + name + "? (It fights hard.)";
}

}  // namespace dg::shop

namespace dg {

ActionResult PayAction::on_hero(Game& game, Player& hero) {
  // Nothing owed beside a temple's priest: a gift for a blessing (r39).
  if (shop::debt(game) == 0)
    if (const Monster* priest = peaceful::priest_beside(game))
      return peaceful::give(game, hero, *priest, confirmed_);
  if (shop::debt(game) == 0) {
    game.say("You do not owe anything.");
    return ActionResult::failure();
  }
  if (!shop::keeper(game, shop::of_hero(game))) {
    game.say("There is no shopkeeper here to pay.");
    return ActionResult::failure();
  }
  bool bought = false;
  for (InvSlot& s : hero.inventory) {
    if (!s.item.unpaid) continue;
    const int cost = shop::price(game, s.item);
    Item paid = s.item;
    paid.unpaid = false;
    if (hero.gold < cost) {
      game.say("You cannot afford " + game.wording().item_name(paid) + " (" + std::to_string(cost) +
               " gold): drop it here, or come back with more.");
      continue;
    }
    hero.gold -= cost;
    s.item.unpaid = false;
    bought = true;
    game.say("You buy " + game.wording().item_name(paid) + " for " + std::to_string(cost) +
             " gold.");
  }
  return bought ? ActionResult::success() : ActionResult::failure();
}

}  // namespace dg
