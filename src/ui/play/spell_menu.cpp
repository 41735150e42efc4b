#include "ui/play/spell_menu.hpp"

#include <memory>
#include <string>
#include <vector>

#include "core/actor/spellcasting.hpp"
#include "core/game.hpp"
#include "ui/play/magic_text.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/widgets/item_menu.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg {

void cast_spell(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  if (h.spells.empty()) {
    app.notices().notify("You don't know any spells.");
    return;
  }
  std::vector<MenuEntry> entries;
  std::vector<std::string> notes{"Power " + std::to_string(h.pw) + " of " +
                                 std::to_string(h.max_pw) + "."};
  for (std::size_t i = 0; i < h.spells.size(); ++i) {
    const ItemKind& book = g.catalog().item(h.spells[i]);
    const char letter = static_cast<char>('a' + i);
    entries.push_back({letter, book.spell + "  level " + std::to_string(book.spell_level) + ", " +
                                   std::to_string(spell_cost(h, book)) + " Pw, " +
                                   std::to_string(spell_failure(g.catalog(), h, book)) + "% fail"});
    notes.push_back(std::string(1, letter) + ": " +
                    (book.description.empty() ? effects_text(book.effects) : book.description));
  }
  auto menu = std::make_unique<ItemMenu>(
      "Cast which spell?", std::move(entries), [](ScreenContext& a, char letter) {
        const Player& hero = a.game().hero();
        const auto i = static_cast<std::size_t>(letter - 'a');
        if (i >= hero.spells.size()) return;
        const Command c = Command::cast(letter);
        const ItemKind& book = a.game().catalog().item(hero.spells[i]);
        // Too little power: said now (the cast says it), not after a direction was asked for.
        if (book.zap.aimed() && hero.pw >= spell_cost(hero, book))
          a.screens().push(std::make_unique<DirectionPrompt>(c, true));
        else
          a.apply(c);
      });
  menu->set_notes(std::move(notes));
  app.screens().push(std::move(menu));
}

}  // namespace dg
