#include "ui/play/fire.hpp"

#include <memory>
#include <string>
#include <utility>

#include "core/game.hpp"
#include "ui/play/item_commands.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/widgets/item_menu.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg {

namespace {

// Free to throw: carried, not worn.
bool free_to_throw(const Player& h, const InvSlot& s) {
  return !h.wearing(s.letter);
}

void aim(ScreenContext& app, char letter) {
  app.screens().push(std::make_unique<DirectionPrompt>(Command::use_item(Use::Throw, letter)));
}

// The menu of things to quiver; `then_fire` aims the chosen one at once.
void quiver_menu(ScreenContext& app, bool then_fire) {
  auto entries = ItemMenu::inventory(app.game(), throwable);
  if (entries.empty()) {
    app.notices().notify("You have nothing to throw.");
    return;
  }
  const char* title =
      then_fire ? "Fire what? (f fires it again)" : "Put what in your quiver? (f fires it)";
  app.screens().push(std::make_unique<ItemMenu>(
      title, std::move(entries), [then_fire](ScreenContext& a, char letter) {
        const InvSlot* s = a.game().hero().slot(letter);
        if (!s) return;
        a.session().set_quiver(s->item.kind);
        if (then_fire) {
          aim(a, letter);
        } else {
          a.notices().notify("Quivered: " + a.game().wording().item_name(s->item) +
                             " (f fires it).");
        }
      }));
}

}  // namespace

std::optional<char> fire_letter(const Game& g, int quiver) {
  const Player& h = g.hero();
  // The quivered kind, a stack not in hand first (the weapon in hand only when it is the one
  // the player quivered).
  if (quiver >= 0) {
    for (const InvSlot& s : h.inventory)
      if (s.item.kind == quiver && s.letter != h.wielded && free_to_throw(h, s)) return s.letter;
    for (const InvSlot& s : h.inventory)
      if (s.item.kind == quiver && free_to_throw(h, s)) return s.letter;
  }
  // Nothing quivered (or it is all thrown): missiles, never the weapon in hand.
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    if (k.cls == ItemClass::Weapon && k.stacks && s.letter != h.wielded && free_to_throw(h, s))
      return s.letter;
  }
  return std::nullopt;
}

void fire(ScreenContext& app) {
  const Game& g = app.game();
  const auto letter = fire_letter(g, app.session().quiver());
  if (!letter) {
    quiver_menu(app, true);
    return;
  }
  if (const InvSlot* s = g.hero().slot(*letter)) app.session().set_quiver(s->item.kind);
  aim(app, *letter);
}

void choose_quiver(ScreenContext& app) {
  quiver_menu(app, false);
}

}  // namespace dg
