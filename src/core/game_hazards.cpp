// What the world does to the hero: gold underfoot, traps, pits, acid, poison, healing.
#include <algorithm>
#include <string>

#include "core/dice.hpp"
#include "core/game.hpp"

namespace dg {

namespace {
constexpr int kRegenBase = 22;  // turns per hit point regained are this minus constitution
constexpr int kOpenCellTries = 2000;
}  // namespace

void Game::hurt(int amount, const std::string& cause) {
  if (amount <= 0 || over_) return;
  player_.hp -= amount;
  if (player_.hp > 0) return;
  if (wizard_.immortal) {
    player_.hp = player_.max_hp;
    say("You feel death's touch pass you by.");
    return;
  }
  player_.hp = 0;
  report({EventKind::Died, kNobody, kHero, player_.pos});
  over_ = true;
  ending_ = Ending::Died;
  death_cause_ = cause;
  say("You die...");
}

Vec Game::random_open_cell() {
  const Level& lv = level();
  for (int t = 0; t < kOpenCellTries; ++t) {
    const Vec p{rng_.below(lv.width()), rng_.below(lv.height())};
    if (lv.at(p) == Tile::Floor && !lv.trap_at(p) && !lv.monster_at(p) && p != player_.pos)
      return p;
  }
  return lv.stairs_up;  // every level has one, and validation made sure it is reachable
}

void Game::arrive(Vec to) {
  Level& lv = mutable_level();
  if (GoldPile* g = lv.gold_at(to)) {
    player_.gold += g->amount;
    say(std::to_string(g->amount) + " gold piece" + (g->amount == 1 ? "" : "s") + ".");
    std::erase_if(lv.gold, [&](const GoldPile& p) { return p.pos == to; });
  }
  describe_floor_items(to);
  const bool floating = player_.has(Property::Levitating);
  const Tile tile = lv.at(to);
  const TileRules& here = catalog_->tile(tile);
  if (tile == Tile::StairsDown) say("There is a staircase down here.");
  if (tile == Tile::StairsUp) say("There is a staircase up here.");
  // A hazard hurts as its data says: on stepping in (a pit), or each turn spent in it (acid,
  // in hero_tick); a floating hero passes over.
  if (here.hazard && floating)
    say("You float over the " + here.name + ".");
  else if (!here.on_enter.empty())
    effects::apply(*this, player_, here.on_enter, {here.name});
  else if (here.hazard)
    say("You wade into the " + here.name + ".");
  Trap* t = lv.trap_at(to);
  if (t && floating && catalog_->trap(t->kind).floats_over) {
    if (!t->hidden) say("You float over the " + catalog_->trap(t->kind).name + ".");
    return;
  }
  if (t) spring(*t);
}

void Game::spring(Trap& trap) {
  trap.hidden = false;
  const TrapKind kind = trap.kind;
  effects::apply(*this, player_, catalog_->trap(kind).effects, {catalog_->trap(kind).name});
}

void Game::hero_tick() {
  const TileRules& here = catalog_->tile(level().at(player_.pos));
  if (!here.each_turn.empty() && !player_.has(Property::Levitating))
    effects::apply(*this, player_, here.each_turn, {here.name});
  effects::poison_tick(*this, player_);
  if (player_.has(Property::Searching)) find_hidden();  // a ranger searches as they go
  effects::run_down(*this, player_);
  // Constitution speeds healing: every 8 turns at 14, every 4 at 18 or more.
  const int every = std::max(4, kRegenBase - player_.constitution());
  if (!over_ && player_.hp < player_.max_hp && turn_ % every == 0) ++player_.hp;
}

}  // namespace dg
