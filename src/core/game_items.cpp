// The hero's things: picking up, dropping, wielding, wearing, drinking; timed effects;
// potion identification.
#include <algorithm>
#include <string>

#include "core/combat.hpp"
#include "core/game.hpp"

namespace dg {

namespace {
constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz";
constexpr int kMaxSlots = 26;
}  // namespace

// ---- names -------------------------------------------------------------------------

std::string Game::item_name(const Item& item) const {
  const ItemKind& k = kind_of(item);
  std::string name = k.name;
  if (k.cls == ItemClass::Potion && !knows(item.kind)) {
    const auto look = static_cast<std::size_t>(potion_looks_[static_cast<std::size_t>(item.kind)]);
    name = catalog_->potion_appearances[look] + " potion";
  }
  if (item.erosion > 0) name = (item.erosion > 1 ? "very corroded " : "corroded ") + name;
  if (item.count > 1) {
    // "2 murky green potions", "3 potions of healing", "2 bat wings".
    const auto of = name.find(" of ");
    if (of != std::string::npos)
      name.insert(of, "s");
    else
      name += "s";
    return std::to_string(item.count) + " " + name;
  }
  return k.cls == ItemClass::Amulet ? "the " + name : with_article(name);
}

bool Game::knows(int kind) const {
  return kind >= 0 && static_cast<std::size_t>(kind) < known_.size() &&
         known_[static_cast<std::size_t>(kind)];
}

void Game::draw_secrets() {
  // What each game hides from the player, drawn from its seed: the recipe book, and the
  // potions' disguises (distinct appearances, shuffled).
  recipes_ = make_recipes(catalog_->items, seed_);
  discovered_.assign(recipes_.size(), 0);
  const auto& kinds = catalog_->items;
  known_.assign(kinds.size(), 0);
  potion_looks_.assign(kinds.size(), -1);
  std::vector<int> looks;
  for (std::size_t i = 0; i < catalog_->potion_appearances.size(); ++i)
    looks.push_back(static_cast<int>(i));
  Rng(derive_seed(seed_, 0xA99EA2)).shuffle(looks);
  std::size_t next = 0;
  for (std::size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].cls == ItemClass::Potion && next < looks.size()) potion_looks_[i] = looks[next++];
}

// ---- effects -----------------------------------------------------------------------

void Game::corrode_armour() {
  InvSlot* a = player_.worn ? player_.slot(player_.worn) : nullptr;
  if (!a || a->item.erosion >= 3 || !rng_.one_in(2)) return;
  ++a->item.erosion;
  say("Your " + kind_of(a->item).name + " corrodes!");
}

// ---- inventory ---------------------------------------------------------------------

Outcome Game::pick_up(int index) {
  Level& lv = mutable_level();
  std::vector<std::size_t> here;
  for (std::size_t i = 0; i < lv.items.size(); ++i)
    if (lv.items[i].pos == player_.pos) here.push_back(i);
  if (here.empty()) {
    say("There is nothing here to pick up.");
    return {};
  }
  if (player_.has(Property::Levitating)) {
    say("You cannot reach the floor.");
    return {};
  }
  if (index < 0 || index >= static_cast<int>(here.size())) index = 0;
  const std::size_t at = here[static_cast<std::size_t>(index)];
  const Item item = lv.items[at].item;
  if (player_.carried_weight(*catalog_) + kind_of(item).weight * item.count >
      2 * player_.capacity()) {
    say("You cannot carry " + item_name(item) + ": it is too heavy with all you carry.");
    return {};
  }
  const char letter = add_to_pack(item);
  if (!letter) {
    say("You have no room for " + item_name(item) + ".");
    return {};
  }
  lv.items.erase(lv.items.begin() + static_cast<std::ptrdiff_t>(at));
  say(std::string(1, letter) + " - " + item_name(player_.slot(letter)->item) + ".");
  return {true, {}};
}

InvSlot* Game::carried(char letter) {
  InvSlot* s = player_.slot(letter);
  if (!s) say("You don't have that object.");
  return s;
}

char Game::add_to_pack(const Item& item) {
  // Stackable kinds join the slot that already holds them; anything else takes the first
  // free letter, which it keeps for as long as it is carried.
  if (kind_of(item).stacks)
    for (InvSlot& s : player_.inventory)
      if (s.item.kind == item.kind && s.item.erosion == item.erosion) {
        s.item.count += item.count;
        return s.letter;
      }
  if (static_cast<int>(player_.inventory.size()) >= kMaxSlots) return 0;
  char letter = 0;
  for (const char* c = kLetters; *c && !letter; ++c)
    if (!player_.slot(*c)) letter = *c;
  player_.inventory.push_back({letter, item});
  std::sort(player_.inventory.begin(), player_.inventory.end(),
            [](const InvSlot& a, const InvSlot& b) { return a.letter < b.letter; });
  return letter;
}

Outcome Game::use_item(const Command& c) {
  switch (c.use) {
    case Use::Drop: return drop(c.item);
    case Use::Wield: return wield(c.item);
    case Use::Wear: return wear(c.item);
    case Use::Quaff: return quaff(c.item);
    case Use::Throw: return throw_item(c.item, c.dir);
  }
  return {};
}

Outcome Game::brew(const std::string& letters) {
  if (letters.size() < 2 || letters.size() > 3) {
    say("A brew takes two or three different ingredients.");
    return {};
  }
  std::vector<int> kinds;
  for (char c : letters) {
    const InvSlot* s = player_.slot(c);
    if (!s || kind_of(s->item).cls != ItemClass::Ingredient) {
      say("Only alchemical ingredients go into a brew.");
      return {};
    }
    if (std::find(kinds.begin(), kinds.end(), s->item.kind) != kinds.end()) {
      say("A brew takes different ingredients, not two of the same.");
      return {};
    }
    kinds.push_back(s->item.kind);
  }
  for (char c : letters) take_one(c);
  const int r = find_recipe(recipes_, kinds);
  if (r < 0) {
    say("The mixture bubbles, smokes and turns to sludge.");
    return {true, {}};
  }
  const int potion = recipes_[static_cast<std::size_t>(r)].potion;
  discovered_[static_cast<std::size_t>(r)] = 1;
  known_[static_cast<std::size_t>(potion)] = 1;  // you know what you brewed
  const Item made{potion, 1, 0};
  const char letter = add_to_pack(made);
  if (letter) {
    say("You brew " + item_name(made) + ". " + std::string(1, letter) + " - " +
        item_name(player_.slot(letter)->item) + ".");
  } else {
    mutable_level().items.push_back({player_.pos, made});
    say("You brew " + item_name(made) + ", and set it down: your pack is full.");
  }
  return {true, {}};
}

Outcome Game::drop(char letter) {
  InvSlot* s = carried(letter);
  if (!s) return {};
  if (letter == player_.worn) {
    say("You cannot drop something you are wearing.");
    return {};
  }
  if (letter == player_.wielded) player_.wielded = 0;
  const Item item = s->item;
  mutable_level().items.push_back({player_.pos, item});
  std::erase_if(player_.inventory, [letter](const InvSlot& x) { return x.letter == letter; });
  say("You drop " + item_name(item) + ".");
  return {true, {}};
}

Outcome Game::wield(char letter) {
  const InvSlot* s = carried(letter);
  if (!s) return {};
  if (kind_of(s->item).cls != ItemClass::Weapon) {
    say("You cannot wield " + item_name(s->item) + " as a weapon.");
    return {};
  }
  if (player_.wielded == letter) {
    say("You are already wielding that!");
    return {};
  }
  player_.wielded = letter;
  say(std::string(1, letter) + " - " + item_name(s->item) + " (weapon in hand).");
  return {true, {}};
}

Outcome Game::wear(char letter) {
  const InvSlot* s = carried(letter);
  if (!s) return {};
  if (kind_of(s->item).cls != ItemClass::Armour) {
    say("You cannot wear " + item_name(s->item) + ".");
    return {};
  }
  if (player_.worn) {
    say("You are already wearing " + item_name(player_.slot(player_.worn)->item) + ".");
    return {};
  }
  player_.worn = letter;
  say("You are now wearing " + item_name(s->item) + ".");
  return {true, {}};
}

Outcome Game::take_off() {
  if (!player_.worn) {
    say("You are not wearing any armour.");
    return {};
  }
  const InvSlot* s = player_.slot(player_.worn);
  player_.worn = 0;
  say("You take off " + item_name(s->item) + ".");
  return {true, {}};
}

Outcome Game::quaff(char letter) {
  InvSlot* s = carried(letter);
  if (!s) return {};
  if (kind_of(s->item).cls != ItemClass::Potion) {
    say("That is a silly thing to drink.");
    return {};
  }
  const int kind = s->item.kind;
  const ItemKind& k = catalog_->item(kind);
  if (--s->item.count <= 0)
    std::erase_if(player_.inventory, [letter](const InvSlot& x) { return x.letter == letter; });
  const bool was_known = knows(kind);
  known_[static_cast<std::size_t>(kind)] = 1;  // drinking teaches what it was
  apply_effects(player_, k.effects, {k.name});
  if (!was_known && !over_) say("(That was " + with_article(k.name) + ".)");
  return {true, {}};
}

void Game::describe_floor_items(Vec p) {
  int n = 0;
  const FloorItem* first = nullptr;
  for (const FloorItem& f : level().items)
    if (f.pos == p) ++n, first = first ? first : &f;
  if (n == 1) say("You see here " + item_name(first->item) + ".");
  if (n > 1) say("There are several objects here.");
}

}  // namespace dg
