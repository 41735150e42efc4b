#include "ui/play/god_menu.hpp"

#include <memory>
#include <string>
#include <vector>

#include "core/action/worship.hpp"
#include "core/game.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/widgets/item_menu.hpp"

namespace dg {

namespace {

constexpr char kOffer = 'O', kConvert = 'C';  // capitals: the powers take the small letters

}  // namespace

void open_god(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  const FaithDef* f = worship::faith(g);
  if (!f) {
    app.notices().notify("No god listens in this dungeon.");
    return;
  }
  const std::string god = worship::god_name(g);
  // Short entries and title (a phone's 40 columns cut them); the notes below them wrap.
  std::vector<MenuEntry> entries;
  std::vector<std::string> notes = {
      god + " follows " + f->name + ". You are " + worship::standing(h.piety) + ".",
      "Loves " + f->loves + ".", "Hates " + f->hates + "."};
  for (std::size_t i = 0; i < f->powers.size(); ++i) {
    const GodPower& p = f->powers[i];
    const char letter = static_cast<char>('a' + i);
    entries.push_back(
        {letter, p.name + (h.piety >= p.piety ? " (" + std::to_string(p.cost) + " piety)"
                                              : " (from piety " + std::to_string(p.piety) + ")")});
    notes.push_back(std::string(1, letter) + ": " + p.description);
  }
  if (h.gifts_given < static_cast<int>(f->gifts.size()))
    notes.push_back("A gift comes at piety " +
                    std::to_string(f->gifts[static_cast<std::size_t>(h.gifts_given)].piety) + ".");
  const int altar = worship::altar_alignment(g, h.pos);
  if (altar >= 0 && altar == h.god_alignment()) {
    entries.push_back({kOffer, "Offer your " + std::to_string(h.gold) + " gold"});
  } else if (altar >= 0) {
    entries.push_back({kConvert, "Convert to " + worship::god_name(g, altar)});
    // Said second, under the god's name: the price is what matters most here.
    notes.insert(notes.begin() + 1, std::string(1, kConvert) +
                                        ": you lose all piety, and no god hears a prayer for " +
                                        std::to_string(worship::kConvertTimeout) + " turns.");
  }
  const std::string title = god + ", your god: piety " + std::to_string(h.piety);
  auto menu = std::make_unique<ItemMenu>(title, std::move(entries), [](ScreenContext& a, char c) {
    if (c == kOffer)
      a.apply(Command::of(Command::Kind::Offer));
    else if (c == kConvert)
      a.apply(Command::of(Command::Kind::Convert));
    else
      a.apply(Command::invoke(c));
  });
  menu->set_notes(std::move(notes));
  app.screens().push(std::move(menu));
}

}  // namespace dg
