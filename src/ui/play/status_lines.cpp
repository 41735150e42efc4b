#include "ui/play/status_lines.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/actor/stealth.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/places.hpp"
#include "ui/input/key_help.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

std::string message_line(const Game& game) {
  std::string line;
  for (const Message& m : game.log().latest()) {
    if (!line.empty()) line += "  ";
    line += m.text;
  }
  return line;
}

std::string attribute_line(const Game& game) {
  const Player& h = game.hero();
  const Attributes& a = h.attr;
  std::string s = "St:" + strength_text(a[Attr::St], a.exceptional);
  for (Attr at : {Attr::Dx, Attr::Co, Attr::In, Attr::Wi, Attr::Ch})
    s += " " + std::string(attr_abbrev(at)) + ":" + std::to_string(a[at]);
  if (h.who.alignment >= 0)
    s += " " + game.catalog().characters.alignments[static_cast<std::size_t>(h.who.alignment)].name;
  // How near a monster that has not noticed the hero must come to do so (core/actor/stealth):
  // on this line, whose length never changes, so the conditions on the next are never cut.
  return s + " Stealth:" + std::to_string(stealth_range(game));
}

std::string status_line(const Game& game) {
  const Player& h = game.hero();
  std::string s = "Dlvl:" + here_label(game) + " $:" + std::to_string(h.gold) +
                  " HP:" + std::to_string(h.hp) + "(" + std::to_string(h.max_hp) + ")" +
                  " Pw:" + std::to_string(h.pw) + "(" + std::to_string(h.max_pw) + ")" +
                  " AC:" + std::to_string(h.armour_class(game.catalog())) +
                  " Exp:" + std::to_string(h.level) + " T:" + std::to_string(game.turn());
  // Low hit points are coloured on screen; in words too, for whoever cannot tell the colour.
  if (3 * h.hp < h.max_hp)
    s += " HP very low";
  else if (2 * h.hp < h.max_hp)
    s += " HP low";
  if (const Effect* held = h.hold()) s += " " + std::string(effect_status(held->kind));
  std::vector<EffectKind> shown;  // each active effect once, however many times it stacks
  for (const Effect& e : h.effects)
    if (!effect_rules(e.kind).is_hold() &&
        std::find(shown.begin(), shown.end(), e.kind) == shown.end())
      shown.push_back(e.kind);
  for (EffectKind k : shown) s += " " + std::string(effect_status(k));
  if (h.burdened(game.catalog())) s += " Burdened";
  if (game.wizard().enabled) s += " [wizard]";
  return s;
}

std::vector<std::string> bottom_lines(const Game& game, int width, const KeyBindings& keys) {
  // Each line wraps onto a second row at most: enough for the narrowest playable screen (40
  // columns), and a smaller one still keeps rows for the map.
  std::vector<std::string> out;
  for (const std::string& line : {attribute_line(game), status_line(game)}) {
    const std::vector<std::string> rows = wrap_text(line, width);
    for (std::size_t i = 0; i < rows.size() && i < 2; ++i) out.push_back(rows[i]);
  }
  out.push_back(reminder_line(width, keys));
  return out;
}

}  // namespace dg
