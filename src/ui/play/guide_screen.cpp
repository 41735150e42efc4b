#include "ui/play/guide_screen.hpp"

#include <memory>
#include <string>

#include "ui/input/key_help.hpp"
#include "ui/play/legend_screen.hpp"
#include "ui/play/sound_list_screen.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"
#include "ui/widgets/text_pager.hpp"

namespace dg {

namespace {

struct Entry {
  char32_t key;
  const char* words;
};

constexpr Entry kEntries[] = {
    {U'a', "a - How to play, in five lines"},
    {U'b', "b - Every key"},
    {U'c', "c - What the map's symbols are"},
    {U'd', "d - What is in view now"},
    {U'e', "e - Things, and learning what they are"},
    {U'f', "f - Magic and power (Pw)"},
    {U'g', "g - How to win"},
    {U'h', "h - Options"},
    {U'i', "i - Sound, and playing by ear"},
    {U'j', "j - Hear every sound"},
};

}  // namespace

std::vector<std::string> guide_page(const std::string& id, const KeyBindings& keys) {
  std::vector<const char*> lines;
  if (id == "how")
    lines = {
        "1. You are the @. Move with the arrows, the numpad or h j k l y u b n (diagonals "
        "too); on a phone, with the arrows under the map.",
        "2. Walk into a monster to fight it, into a door to open it. {look} (look) names "
        "whatever you point at.",
        "3. {explore} explores the level for you and picks up what is worth carrying; "
        "{overview} shows the level map.",
        "4. Unknown potions and scrolls are learned by using them: {inventory} lists what you "
        "carry, {quaff} drinks, {read} reads.",
        "5. {descend} on the stairs goes deeper: richer, and deadlier. Death is for good, so "
        "rest ({rest}) and go back up ({ascend}) when hurt.",
    };
  else if (id == "things")
    lines = {
        "Things lie on the floor: {pick_up} picks one up (explore picks up what is worth "
        "carrying); {drop} drops one.",
        "Potions (!), scrolls (?), wands (/), rings (=) and amulets (\") hide their kind "
        "behind a look: a murky potion, a scroll labelled KAL MUDDO.",
        "Use one to learn its kind: drink it ({quaff}), read it ({read}), zap it ({zap}), put "
        "it on ({put_on}). A scroll of identify names some at once.",
        "Weapons ()) are wielded with {wield}, armour ([) worn with {wear}, one piece to a "
        "slot. Darts and daggers are thrown ({throw}) or fired ({fire}) from the quiver "
        "({quiver}).",
        "Ingredients (%) brew into potions ({brew}) by recipes found in the dungeon.",
        "Too much to carry slows you down: drop what you do not need.",
    };
  else if (id == "magic")
    lines = {
        "Power (Pw, on the status line) is what spells cost. It comes back slowly as turns "
        "pass.",
        "A spellbook (+) read with {read} teaches its spell, if it is not beyond you; {cast} "
        "casts a spell you know, in a direction when it is aimed.",
        "Wands (/) cost no power: {zap} zaps one, until its charges run out.",
        "Metal armour hinders casting. A Wizard starts with a spell and more power.",
        "{pray} prays: your god may save you when you are near death, but not again too soon.",
    };
  else if (id == "win")
    lines = {
        "The Amulet of the Deep lies on dungeon level 12, the deepest. Take it, climb back up "
        "every staircase ({ascend}) and leave the dungeon by level 1's stairs up: you have "
        "won.",
        "Each level down is harder than the last: gain experience on the way, and keep a "
        "healing potion and a way out of a bad fight (a scroll of teleportation, a wand of "
        "sleep) at hand.",
        "With the Amulet the climb fights back: deep monsters come up each staircase a few "
        "turns after you, each level above gains monsters from deeper the first time you are "
        "back, and the Amulet drains a point of power every 10 turns.",
        "Some monsters have names: one of a kind, stronger than those around them, met once a "
        "run at most. {look} on one tells its story.",
        "Shops sell what lies in them: pick it up ({pick_up}), then pay ({pay}); drop a thing "
        "of yours there to sell it. Your score is the gold you found: spending it costs "
        "nothing.",
        "Death is for good: the run ends, its score is kept, and a new dungeon waits.",
    };
  else if (id == "sound")
    lines = {
        "Every blow, step, door, stair, spell and potion has its own sound, made by the game "
        "itself. {sound} turns sound off or on, and it stays as you leave it; the options "
        "({options}) set the volume and the effects' volume.",
        "A sound comes from where it happens: a monster east of you is heard on the right, "
        "and farther off is quieter.",
        "With a screen reader (the options), sound cues tell what comes into view, from its "
        "side, before its name is read: a low growl for a monster hunting you, a falling "
        "chime for stairs, a soft high note for a door. A dull thud is a wall you walked "
        "into.",
        "A quick rising blip is a monster noticing you; two high notes, something hidden "
        "found; a falling two-tone, your hit points low.",
        "The guide's \"Hear every sound\" plays each, with what it tells.",
        "The map moves for a moment after a command (a bolt runs, an explosion spreads); any "
        "key ends it at once. \"Motion: reduced\" in the options draws each still.",
    };
  std::vector<std::string> out;
  for (const char* l : lines) {
    out.push_back(with_keys(l, keys));
    out.emplace_back();
  }
  if (!out.empty()) out.pop_back();
  return out;
}

bool GuideScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Escape || in.key == Key::Enter || (in.key == Key::Char && in.ch == U'q')) {
    app.screens().pop();
    return true;
  }
  if (in.key != Key::Char) return true;
  const KeyBindings& keys = app.settings().keys();
  const auto page = [&](const char* title, const char* id) {
    app.screens().push(std::make_unique<TextPager>(title, guide_page(id, keys), false));
  };
  switch (in.ch) {
    case U'a': page("How to play", "how"); break;
    case U'b':
      app.screens().push(
          std::make_unique<TextPager>("Keys", help_lines(app.size().cols, keys), false));
      break;
    case U'c':
      app.screens().push(std::make_unique<LegendScreen>("The map's symbols", map_legend(app)));
      break;
    case U'd':
      app.screens().push(std::make_unique<LegendScreen>("In view now", view_legend(app)));
      break;
    case U'e': page("Things", "things"); break;
    case U'f': page("Magic and power", "magic"); break;
    case U'g': page("How to win", "win"); break;
    case U'h': app.screens().push(screens::options()); break;
    case U'i': page("Sound, and playing by ear", "sound"); break;
    case U'j': app.screens().push(std::make_unique<SoundListScreen>()); break;
    default: app.notices().notify("Press a letter of the guide, or Escape to go back."); break;
  }
  return true;
}

void GuideScreen::draw(Terminal& term, const ScreenContext&) const {
  term.clear();
  TextColumn text(term);
  text.line("Guide", colors::kHighlight);
  text.gap();
  for (const Entry& e : kEntries) text.choice(e.words, colors::kText);
  text.gap();
  text.choice("Escape - back to the game", colors::kText);
}

}  // namespace dg
