#pragma once
// What the goal-directed bot does with magic, as a player would: casts a healing spell when
// hurt, zaps a wand or an attack spell at a dangerous monster in line, reads unknown scrolls
// and spellbooks when nothing threatens, and puts on a ring it carries.
#include <optional>
#include <string>

#include "core/geometry.hpp"

namespace dg {

class Game;
class Rng;
struct Player;

namespace bot_magic {

// Below 40% of its hit points: time to heal, drink or rest.
bool badly_hurt(const Player& h);
// The nearest monster the hero sees on a straight line (a row, a column or a diagonal) with
// nothing but open floor between, within `range`: the direction to it, how far, and whether
// it is a threat (as strong as the hero, or the hero is hurt).
struct Target {
  Dir dir = Dir::None;
  bool threat = false;
  int distance = 0;
};
std::optional<Target> monster_in_line(const Game& g, int range);
// The keys to press, in order (the command, then the menu's letter, then a direction); empty
// when no magic is worth using now.
std::string keys(const Game& g, Rng& rng);
// What a scroll of enchanting should go to, as its role would use it: the book of a spell the
// hero casts (a caster), else the weapon or the body armour, whichever is less enchanted, else
// other worn armour, a ring, a wand. 0: nothing can take it.
char enchant_target(const Game& g);
// Of the talents offered, the one its role would make the most of ('a' the first): blows,
// armour and hit points for all, spell power and cheaper spells for a caster, a property the
// hero lacks; 0 when none is offered.
char talent_choice(const Game& g);

}  // namespace bot_magic
}  // namespace dg
