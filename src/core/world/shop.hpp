#pragma once
// Shops (r38, after NetHack's): a set piece with a keeper mark (setpieces.toml) is a shop. Its
// keeper stands at its post, the cell inside the door, and owns what lies on the `for_sale`
// cells (Item::unpaid). A thing picked up there stays unpaid until the hero pays (PayAction);
// a thing of the hero's dropped there is sold to the keeper (DropAction asks first). While the
// hero carries an unpaid thing inside, or brings a thing the keeper forbids (a pick-axe) to the
// door, the keeper stands at its post, in the way; a hero out of the shop with unpaid things
// has robbed it, and a keeper robbed or struck fights (Monster::shop becomes -1).
// Prices: an item kind's `cost`, times NetHack's charisma factor, a third more for a kind the
// hero does not know; the keeper buys for half the cost (a third, unknown). Kinds of one cost
// ask one price, so a price tells a kind apart from those of another.
#include <memory>
#include <string>

#include "core/action/action.hpp"
#include "core/geometry.hpp"
#include "core/item/item.hpp"

namespace dg {

class Game;
struct Monster;
struct Player;

namespace shop {

// The shop (its index in the level's pieces) whose floor, inside its walls, holds `p`; -1.
int at(const Game& g, Vec p);
// The shop the hero stands in, or in the door of; -1.
int of_hero(const Game& g);
// Its keeper, while at peace, or null.
const Monster* keeper(const Game& g, int shop);
Monster* keeper(Game& g, int shop);
// Its door (on its walls), and its keeper's post (inside the door).
Vec door(const Game& g, int shop);
Vec post(const Game& g, int shop);

// What the shop asks of this hero for `item` (its whole count), and what it gives for it.
int price(const Game& g, const Item& item);
int offer(const Game& g, const Item& item);
// The prices of the unpaid things the hero carries.
int debt(const Game& g);
// Whether the hero carries a thing the shop's keeper turns away (a pick-axe).
bool forbidden(const Game& g, int shop);

// Each turn: a hero out of every shop's floor (and door) with unpaid things has robbed the
// level's keepers, who fight.
void each_turn(Game& g);
// The keeper `m` is robbed or struck: it says so and fights.
void anger(Game& g, Monster& m, const std::string& shout);
// A keeper's move at peace: to its post while the hero owes it inside or brings what it
// forbids to its door, else a step aside from the post; null when it is where it should be.
std::unique_ptr<Action> keeper_action(Game& g, Monster& m);
// What the game asks before the hero's step into a keeper at peace: why it stands there, and
// whether to attack it.
std::string bump_question(const Game& g, const Monster& keeper);

}  // namespace shop

// `$`: pays the keeper for every unpaid thing carried that the hero's gold covers, in the
// pack's order. It takes a turn when it buys anything.
// Pays the shop for what the hero carries unpaid; with nothing owed, beside a temple's priest,
// gives gold for a blessing once the hero agrees (core/actor/peaceful.hpp).
class PayAction : public HeroAction {
 public:
  explicit PayAction(bool confirmed = false) : confirmed_(confirmed) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  bool confirmed_;
};

}  // namespace dg
