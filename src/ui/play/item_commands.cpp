#include "ui/play/item_commands.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/action/enchant.hpp"
#include "core/game.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/widgets/item_menu.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg {

bool throwable(const ItemKind& k) {
  return k.cls == ItemClass::Weapon || k.cls == ItemClass::Potion;
}

void choose_item(ScreenContext& app, Use use) {
  struct Choice {
    Use use;
    const char* title;
    const char* none;
    bool (*keep)(const ItemKind&);
  };
  static const Choice kChoices[] = {
      {Use::Drop, "Drop what?", "You have nothing to drop.", [](const ItemKind&) { return true; }},
      {Use::Wield, "Wield what?", "You have no weapon to wield.",
       [](const ItemKind& k) { return k.cls == ItemClass::Weapon; }},
      {Use::Quaff, "Drink what?", "You have nothing to drink.",
       [](const ItemKind& k) { return k.cls == ItemClass::Potion; }},
      {Use::Read, "Read what?", "You have nothing to read.",
       [](const ItemKind& k) {
         return k.cls == ItemClass::Scroll || k.cls == ItemClass::Spellbook;
       }},
      {Use::Zap, "Zap what?", "You have no wand to zap.",
       [](const ItemKind& k) { return k.cls == ItemClass::Wand; }},
      {Use::PutOn, "Put on what?", "You have no ring to put on.",
       [](const ItemKind& k) { return k.cls == ItemClass::Ring; }},
      {Use::Throw, "Throw what?", "You have nothing to throw.", throwable},
  };
  for (const Choice& u : kChoices) {
    if (u.use != use) continue;
    auto entries = ItemMenu::inventory(app.game(), u.keep);
    if (entries.empty()) {
      app.notices().notify(u.none);
      return;
    }
    app.screens().push(std::make_unique<ItemMenu>(
        u.title, std::move(entries), [use](ScreenContext& a, char letter) {
          const Command c = Command::use_item(use, letter);
          if (use == Use::Throw)
            a.screens().push(std::make_unique<DirectionPrompt>(c));  // then which way
          else if (use == Use::Zap)
            zap_wand(a, letter);
          else
            a.apply(c);
        }));
  }
}

void zap_wand(ScreenContext& app, char letter) {
  const InvSlot* s = app.game().hero().slot(letter);
  const Command c = Command::use_item(Use::Zap, letter);
  // The wand's kind says whether it goes somewhere (as NetHack asks, known or not).
  if (s && app.game().catalog().kind_of(s->item).zap.aimed())
    app.screens().push(std::make_unique<DirectionPrompt>(c, true));
  else
    app.apply(c);
}

void offer_identify(ScreenContext& app) {
  const Game& g = app.game();
  const auto& events = app.last_events();
  const auto offer = std::find_if(events.rbegin(), events.rend(), [](const Event& e) {
    return e.kind == EventKind::IdentifyOffered;
  });
  if (offer == events.rend()) return;
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : g.hero().inventory)
    if (g.knowledge().disguised(s.item.kind) && !g.knowledge().knows(s.item.kind))
      entries.push_back({s.letter, g.wording().item_name(s.item)});
  const int left = offer->amount;
  app.screens().push(std::make_unique<ItemMenu>(
      "What would you like to identify" +
          std::string(left > 1 ? " (" + std::to_string(left) + " to choose)" : "") +
          "? (Escape: at random)",
      std::move(entries),
      [](ScreenContext& a, char letter) { a.apply(Command::identify(letter)); }));
}

void offer_enchant(ScreenContext& app) {
  const Game& g = app.game();
  const auto& events = app.last_events();
  if (std::none_of(events.begin(), events.end(),
                   [](const Event& e) { return e.kind == EventKind::EnchantOffered; }))
    return;
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : g.hero().inventory)
    if (offered_for_enchanting(g, s.item))
      entries.push_back(
          {s.letter, g.wording().item_name(s.item) + " (" + enchanting_gives(g, s.item) + ")"});
  const InvSlot* w = g.hero().wielded ? g.hero().slot(g.hero().wielded) : nullptr;
  const bool to_weapon = w && can_enchant(g.catalog().kind_of(w->item), w->item);
  auto menu = std::make_unique<ItemMenu>(
      std::string("Enchant which thing? (Escape: ") +
          (to_weapon ? "your wielded weapon)" : "the magic is lost)"),
      std::move(entries), [](ScreenContext& a, char letter) { a.apply(Command::enchant(letter)); });
  menu->set_notes({enchanting_rules()});  // what +1 does to each, wrapped on a phone
  app.screens().push(std::move(menu));
}

void remove_ring(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : h.inventory)
    if (h.has_on(s.letter)) entries.push_back({s.letter, g.wording().item_name(s.item)});
  if (entries.empty()) {
    app.notices().notify("You are not wearing a ring.");
    return;
  }
  if (entries.size() == 1) {
    app.apply(Command::use_item(Use::Remove, entries.front().letter));
    return;
  }
  app.screens().push(std::make_unique<ItemMenu>(
      "Remove which ring?", std::move(entries),
      [](ScreenContext& a, char l) { a.apply(Command::use_item(Use::Remove, l)); }));
}

void wear(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    if (k.cls != ItemClass::Armour || h.wears(s.letter) || h.worn_in(k.slot) || h.covering(k.slot))
      continue;
    entries.push_back({s.letter, g.wording().item_name(s.item)});
  }
  if (entries.empty()) {
    bool any = false;
    for (const InvSlot& s : h.inventory)
      any |= g.catalog().kind_of(s.item).cls == ItemClass::Armour;
    app.notices().notify(any ? "You have no armour you can put on now (take something off first)."
                             : "You have no armour to wear.");
    return;
  }
  app.screens().push(std::make_unique<ItemMenu>(
      "Wear what?", std::move(entries),
      [](ScreenContext& a, char letter) { a.apply(Command::use_item(Use::Wear, letter)); }));
}

void take_off(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  std::vector<MenuEntry> entries;
  for (const InvSlot& s : h.inventory)
    if (h.wears(s.letter)) entries.push_back({s.letter, g.wording().item_name(s.item)});
  if (entries.size() <= 1) {
    app.apply(Command::take_off(entries.empty() ? 0 : entries.front().letter));
    return;
  }
  app.screens().push(std::make_unique<ItemMenu>(
      "Take off what?", std::move(entries),
      [](ScreenContext& a, char letter) { a.apply(Command::take_off(letter)); }));
}

void brew(ScreenContext& app) {
  const Game& g = app.game();
  auto entries =
      ItemMenu::inventory(g, [](const ItemKind& k) { return k.cls == ItemClass::Ingredient; });
  if (entries.size() < 2) {
    app.notices().notify("You need at least two different ingredients to brew.");
    return;
  }
  auto menu = std::make_unique<ItemMenu>(
      "Brew with which ingredients? (two or three)", std::move(entries), 2, 3,
      [](ScreenContext& a, const std::string& letters) { a.apply(Command::brew(letters)); });
  std::vector<std::string> notes{"Recipes you know:"};
  for (std::size_t i = 0; i < g.knowledge().recipes().size(); ++i) {
    if (!g.knowledge().discovered(i)) continue;
    std::string line = " ";
    for (int k : g.knowledge().recipes()[i].ingredients)
      line += (line.size() > 1 ? " + " : "") + g.catalog().item(k).name;
    notes.push_back(line + " = " + g.catalog().item(g.knowledge().recipes()[i].potion).name);
  }
  if (notes.size() == 1) notes.push_back(" none yet");
  menu->set_notes(std::move(notes));
  app.screens().push(std::move(menu));
}

void pick_up(ScreenContext& app) {
  const Game& g = app.game();
  std::vector<MenuEntry> here;
  for (const FloorItem& f : g.level().items)
    if (f.pos == g.hero().pos)
      here.push_back({static_cast<char>('a' + here.size()), g.wording().item_name(f.item)});
  if (here.size() <= 1 || here.size() > 26) {
    app.apply(Command::pick_up());  // the one thing here (or says nothing is)
    return;
  }
  // Several things: choose any of them (, for all), taken together in one turn.
  const int n = static_cast<int>(here.size());
  app.screens().push(std::make_unique<ItemMenu>("Pick up what?", std::move(here), 1, n,
                                                [](ScreenContext& a, const std::string& letters) {
                                                  std::vector<int> which;
                                                  for (char l : letters) which.push_back(l - 'a');
                                                  a.apply(Command::pick_up(std::move(which)));
                                                }));
}

}  // namespace dg
