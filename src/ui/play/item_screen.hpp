#pragma once
// What one carried thing is, and what can be done with it: chosen from the inventory (a key,
// or a tap on a phone), it shows the item's numbers (damage and to-hit, armour class and
// slot, weight, what a known potion does) and its actions as "w - wield" entries, so every
// item action is reachable by touch. A key (or a tap on an entry) does it.
#include <string>
#include <vector>

#include "ui/shell/screen.hpp"

namespace dg {

class Game;
struct InvSlot;

// The facts about a carried thing, one sentence a line ("Damage 1d8, to-hit +0.").
std::vector<std::string> item_facts(const Game& game, const InvSlot& slot);

// The inventory (i): a letter (or a tap) shows that thing on an ItemScreen, from which
// Escape comes back here.
void open_inventory(ScreenContext& app);

class ItemScreen : public Screen {
 public:
  // `from_inventory`: Escape goes back to the inventory (one screen back), not to the map.
  explicit ItemScreen(char letter, bool from_inventory = false)
      : letter_(letter), from_inventory_(from_inventory) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  struct Choice {
    char key;
    std::string does;
  };
  // What can be done with it now, by key.
  std::vector<Choice> choices(const Game& game) const;
  char letter_;
  bool from_inventory_;
};

}  // namespace dg
