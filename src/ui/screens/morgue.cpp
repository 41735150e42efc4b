#include "ui/screens/morgue.hpp"

#include <algorithm>

#include "core/action/worship.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/rules.hpp"
#include "core/world/places.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/shell/version.hpp"
#include "ui/text/repeats.hpp"

namespace dg {

std::string morgue_text(const Content& content, const Game& g) {
  const Player& h = g.hero();
  std::string s = std::string("Deepglyph ") + game_version() + " (rules " + rules_name(rules_id()) +
                  "): the run of " + with_article(g.catalog().characters.describe(h.who)) + "\n\n";
  switch (g.run().ending) {
    case Ending::Won: s += "Climbed out of the dungeon with the Amulet.\n"; break;
    case Ending::Escaped: s += "Left the dungeon without the Amulet.\n"; break;
    case Ending::Died: s += "Died: " + g.run().death_cause + "\n"; break;
    case Ending::None: s += "Still playing.\n"; break;
  }
  s += "Seed " + std::to_string(g.run().seed) + ", " + here_name(g) + ", " +
       std::to_string(g.turn()) + " turns, " + std::to_string(h.kills) + " kills, score " +
       std::to_string(score(g)) + ".\n";
  if (const std::string won = trophies_taken(g); !won.empty()) s += "Trophies: " + won + ".\n";
  s += "\n";
  s += attribute_line(g) + "\n" + status_line(g) + "\n\nInventory:\n";
  for (const InvSlot& slot : h.inventory) {
    s += "  " + std::string(1, slot.letter) + " - " + g.wording().item_name(slot.item);
    if (slot.letter == h.wielded) s += " (weapon in hand)";
    if (h.wears(slot.letter)) s += " (being worn)";
    s += "\n";
  }
  if (h.inventory.empty()) s += "  nothing\n";
  if (!h.talents.empty()) {  // the choices that shaped the run, in the order taken
    s += "\nTalents:\n";
    for (int t : h.talents)
      s += "  " + g.catalog().characters.talents[static_cast<std::size_t>(t)].name + "\n";
  }
  if (!h.uniques_slain.empty()) {  // the named foes the run ended
    s += "\nUniques slain:\n";
    for (int b : h.uniques_slain) s += "  " + g.catalog().breed(b).name + "\n";
  }
  if (const FaithDef* f = worship::faith(g))  // the god served at the end, and how well
    s += "\nServed " + worship::god_name(g) + " (" + f->name + "), piety " +
         std::to_string(h.piety) + ".\n";
  s += "\nLast messages:\n";
  std::vector<std::string> texts;
  for (const Message& m : g.log().all()) texts.push_back(m.text);
  const std::vector<Repeated> folded = fold_repeats(texts);  // a rest's searches: once
  const std::size_t from = folded.size() > 12 ? folded.size() - 12 : 0;
  for (std::size_t i = from; i < folded.size(); ++i) s += "  " + with_times(folded[i]) + "\n";
  s += "\n" + capitalised(here_name(g)) + ":\n" + level_as_text(content, g) + "\n";
  return s;
}

}  // namespace dg
