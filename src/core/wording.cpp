#include "core/wording.hpp"

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/shop.hpp"

namespace dg {

std::string Wording::monster_name(const Monster& m) const {
  return g_.sight().visible_monster(m.pos) ? definite(g_.catalog().breed_of(m)) : "it";
}

std::string Wording::actor_name(const Actor& a) const {
  const Monster* m = a.as_monster();
  return m ? monster_name(*m) : "you";
}

std::string Wording::whose(const Actor& actor, const std::string& thing) const {
  const Monster* m = actor.as_monster();
  return m ? g_.catalog().breed_of(*m).name + "'s " + thing : thing;
}

std::string Wording::whose_named(const Actor& actor, const std::string& thing) const {
  const Monster* m = actor.as_monster();
  const bool proper = m && g_.catalog().breed_of(*m).unique;
  return proper ? whose(actor, thing) : with_article(whose(actor, thing));
}

std::string Wording::item_name(const Item& item) const {
  std::string name = g_.knowledge().item_name(g_.catalog(), item);
  if (item.unpaid) name += " (unpaid, " + std::to_string(shop::price(g_, item)) + " gold)";
  return name;
}

void tell(Game& g, const Actor& actor, std::string_view you, std::string_view seen) {
  if (!actor.as_monster()) {  // the hero
    if (!you.empty()) g.say(std::string(you));
  } else if (!seen.empty() && g.sight().visible_monster(actor.pos) == actor.as_monster()) {
    g.say(phrase(seen, g.wording().actor_name(actor)), actor.pos);
  }
}

}  // namespace dg
