#include "core/actor/peaceful.hpp"

#include "core/action/walk.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/shop.hpp"
#include "core/world/spawn.hpp"

namespace dg::peaceful {

namespace {
constexpr int kAmbleOneIn = 3;  // a step one turn in three: they are at home, not hunting
}  // namespace

std::unique_ptr<Action> amble(Game& g, Monster& m) {
  if (!g.rng().one_in(kAmbleOneIn)) return nullptr;
  const Dir dir = static_cast<Dir>(1 + g.rng().below(8));
  const Vec to = m.pos + offset(dir);
  if (to == g.hero().pos || !free_for_monster(g.catalog(), g.level(), to) || shop::at(g, to) >= 0)
    return nullptr;
  return std::make_unique<WalkAction>(dir);
}

const Monster* priest_beside(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.peaceful && g.catalog().breed_of(m).blesses > 0 && chebyshev(m.pos, g.hero().pos) == 1)
      return &m;
  return nullptr;
}

int blessing_price(const Game& g, const Monster& priest) {
  return g.catalog().breed_of(priest).blesses * g.hero().level;
}

ActionResult give(Game& g, Player& hero, const Monster& priest, bool confirmed) {
  const std::string name = capitalised(definite(g.catalog().breed_of(priest)));
  const int price = blessing_price(g, priest);
  if (hero.blessings >= kMostBlessings) {
    g.say(name + " smiles: \"You are as blessed as the gods allow, child.\"");
    return ActionResult::failure();
  }
  if (hero.gold < price) {
    g.say(name + " says: \"A blessing asks a gift of " + std::to_string(price) +
          " gold at your level; you have " + std::to_string(hero.gold) + ".\"");
    return ActionResult::failure();
  }
  if (!confirmed)
    return ActionResult::ask("Give " + std::to_string(price) +
                             " gold for the temple's blessing (1 point of armour class)?");
  hero.gold -= price;
  ++hero.blessings;
  g.say("You give " + std::to_string(price) + " gold. " + name +
        " lays a hand on your brow: you feel a sense of peace. (Armour class -1.)");
  return ActionResult::success();
}

}  // namespace dg::peaceful
