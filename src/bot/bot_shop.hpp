#pragma once
// How the balance bot deals with shops (r38, core/world/shop.hpp): it never strikes a keeper
// at peace nor walks off with unpaid things; with gold, it goes to a shop's potion or scroll
// it can afford, picks it up and pays for it; what it cannot pay for it puts back.
#include <string>

#include "core/geometry.hpp"

namespace dg {

class Game;

namespace bot_shop {

// The keys for the shop the hero is in: `$` to pay, `d` and a letter to put back what its gold
// does not cover, `,` to take the thing for sale it stands on and wants; "" for none.
std::string keys(const Game& g);
// The first step toward a thing for sale on this level the bot wants and can afford, with no
// monster but a keeper in view; Dir::None when there is none.
Dir to_goods(const Game& g);

}  // namespace bot_shop

}  // namespace dg
