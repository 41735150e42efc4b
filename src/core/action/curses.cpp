#include "core/action/curses.hpp"

#include <string>
#include <string_view>

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
  std::string name = game.wording().item_name(item);
  for (const char* article : {"a ", "an "})
    if (name.starts_with(article)) return name.substr(std::string(article).size());
  return name;
}

// What is said of a cursed thing, by where it holds on: as it goes on, and when it will not
// leave. "{}" is its name.
struct HeldBy {
  std::string_view goes_on, stays;
};

HeldBy held_by(ItemClass cls) {
  switch (cls) {
    case ItemClass::Weapon:
      return {"The {} welds itself to your hand: it is cursed!",
              "Your {} is welded to your hand: it is cursed!"};
    case ItemClass::Ring:
      return {"The {} tightens on your finger: it is cursed!",
              "Your {} will not come off your finger: it is cursed!"};
    default:
      return {"A chill runs through you: the {} is cursed, and will not come off.",
              "You cannot take off your {}: it is cursed!"};
  }
}

std::string named(std::string_view words, const std::string& name) {
  std::string out(words);
  out.replace(out.find("{}"), 2, name);
  return out;
}

}  // namespace

bool stuck_by_curse(Game& game, Player& hero, char letter) {
  InvSlot* s = hero.slot(letter);
  if (!s || !s->item.cursed || !has_on(hero, letter)) return false;
  s->item.curse_known = true;
  game.say(named(held_by(game.catalog().kind_of(s->item).cls).stays, bare_name(game, s->item)));
  return true;
}

void tell_curse_on(Game& game, InvSlot& slot) {
  if (!slot.item.cursed || slot.item.curse_known) return;  // put on knowing: nothing to learn
  slot.item.curse_known = true;
  game.say(
      named(held_by(game.catalog().kind_of(slot.item).cls).goes_on, bare_name(game, slot.item)));
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
