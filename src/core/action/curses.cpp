#include "core/action/curses.hpp"

#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

namespace {

bool has_on(const Player& hero, char letter) {
  return letter && (letter == hero.wielded || hero.wearing(letter));
}

// "long sword", "jade ring": the thing's name without its article, count or curse.
std::string bare_name(const Game& game, Item item) {
  item.count = 1;
  item.curse_known = false;
  item.enchant = 0;
  item.erosion = 0;
  std::string name = game.item_name(item);
  for (const char* article : {"a ", "an "})
    if (name.starts_with(article)) return name.substr(std::string(article).size());
  return name;
}

}  // namespace

bool stuck_by_curse(Game& game, Player& hero, char letter) {
  InvSlot* s = hero.slot(letter);
  if (!s || !s->item.cursed || !has_on(hero, letter)) return false;
  s->item.curse_known = true;
  const std::string name = bare_name(game, s->item);
  switch (game.kind_of(s->item).cls) {
    case ItemClass::Weapon:
      game.say("Your " + name + " is welded to your hand: it is cursed!");
      break;
    case ItemClass::Ring:
      game.say("Your " + name + " will not come off your finger: it is cursed!");
      break;
    default: game.say("You cannot take off your " + name + ": it is cursed!");
  }
  return true;
}

void tell_curse_on(Game& game, InvSlot& slot) {
  if (!slot.item.cursed) return;
  const bool knew = slot.item.curse_known;
  slot.item.curse_known = true;
  if (knew) return;  // put on knowing: nothing to learn
  const std::string name = bare_name(game, slot.item);
  switch (game.kind_of(slot.item).cls) {
    case ItemClass::Weapon:
      game.say("The " + name + " welds itself to your hand: it is cursed!");
      break;
    case ItemClass::Ring:
      game.say("The " + name + " tightens on your finger: it is cursed!");
      break;
    default:
      game.say("A chill runs through you: the " + name + " is cursed, and will not come off.");
  }
}

int lift_curses(Player& hero) {
  int lifted = 0;
  for (InvSlot& s : hero.inventory)
    if (s.item.cursed && has_on(hero, s.letter)) {
      s.item.cursed = false;
      s.item.curse_known = true;
      ++lifted;
    }
  return lifted;
}

bool wears_a_curse(const Player& hero) {
  for (const InvSlot& s : hero.inventory)
    if (s.item.cursed && has_on(hero, s.letter)) return true;
  return false;
}

}  // namespace dg
