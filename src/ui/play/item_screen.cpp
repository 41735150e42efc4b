#include "ui/play/item_screen.hpp"

#include <memory>

#include "core/actor/spellcasting.hpp"
#include "core/command_text.hpp"
#include "core/game.hpp"
#include "ui/play/item_commands.hpp"
#include "ui/play/magic_text.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"
#include "ui/widgets/item_menu.hpp"
#include "ui/widgets/prompts.hpp"
#include "ui/widgets/text_prompt.hpp"

namespace dg {

namespace {

constexpr std::string_view kSlotNames[kArmourSlots] = {
    "body armour", "a shield", "a helmet", "gloves", "a cloak", "boots", "a shirt"};

std::string signed_text(int n) {
  return (n >= 0 ? "+" : "") + std::to_string(n);
}

}  // namespace

std::vector<std::string> item_facts(const Game& g, const InvSlot& slot) {
  const Player& h = g.hero();
  const Item& item = slot.item;
  const ItemKind& k = g.catalog().kind_of(item);
  std::vector<std::string> out;
  const bool known = g.knowledge().knows(item.kind);
  const std::string weight = "Weight " + std::to_string(k.weight * item.count) +
                             (item.count > 1 ? " (" + std::to_string(k.weight) + " each)" : "") +
                             ".";
  switch (k.cls) {
    case ItemClass::Weapon:
      out.push_back("A weapon: damage " + k.damage.to_string() + ", to-hit " +
                    signed_text(k.to_hit) + ".");
      if (slot.letter == h.wielded) out.push_back("You wield it.");
      break;
    case ItemClass::Armour: {
      const int ac = std::max(0, k.ac - item.erosion);
      const std::string acid =
          item.erosion > 0 ? " (" + std::to_string(k.ac) + " before acid ate it)" : "";
      // (A shirt protects by nothing but its enchantment: "lowers it by 0" said nothing.)
      out.push_back(
          "Armour, worn as " + std::string(kSlotNames[static_cast<std::size_t>(k.slot)]) +
          (ac > 0 ? ": it lowers your armour class by " + std::to_string(ac) + acid
                  : ": it does not lower your armour class" + acid + ", but for any enchantment") +
          ".");
      if (h.wears(slot.letter)) out.push_back("You are wearing it.");
      break;
    }
    case ItemClass::Potion:
      if (g.knowledge().knows(item.kind))
        out.push_back("A potion: it " + effects_text(k.effects) + ".");
      else
        out.push_back(
            "A potion you have not identified: drink it, or throw it at a monster, to learn what "
            "it does.");
      break;
    case ItemClass::Scroll:
      if (g.knowledge().knows(item.kind))
        out.push_back("A scroll: reading it " + effects_text(k.effects) + ".");
      else
        out.push_back("A scroll you have not identified: read it (r) to learn what it does.");
      break;
    case ItemClass::Ingredient:
      out.push_back("An ingredient (" + k.essence +
                    "): brew two or three different ones into a potion (B).");
      break;
    case ItemClass::Tool: out.push_back("A tool: it " + k.description); break;
    case ItemClass::Amulet:
      out.push_back("Carry it out of the dungeon, up the stairs of level 1, to win.");
      break;
    case ItemClass::Wand:
      if (!known) {
        out.push_back("A wand you have not identified: zap it (z) to learn what it does.");
        break;
      }
      out.push_back("A wand: zapped, it works " + zap_text(k.zap) +
                    (k.effects.empty() ? "." : ": it " + effects_text(k.effects) + "."));
      out.push_back(std::to_string(item.charges) + " charges left.");
      break;
    case ItemClass::Ring:
      out.push_back(known ? "A ring: while you wear it, " + k.description
                          : "A ring you have not identified: put it on (P) to try it; a scroll "
                            "of identify tells for sure.");
      if (h.has_on(slot.letter))
        out.push_back(std::string("You wear it on your ") +
                      (h.rings[0] == slot.letter ? "right" : "left") + " hand.");
      break;
    case ItemClass::Spellbook: {
      if (!known) {
        out.push_back(
            "A spellbook you have not identified: read it (r) to study its spell. A "
            "book too hard for you can go wrong.");
        break;
      }
      out.push_back("A spellbook of level " + std::to_string(k.spell_level) + ": it teaches \"" +
                    k.spell + "\", which costs " + std::to_string(spell_cost(h, k)) +
                    " power and works " + zap_text(k.zap) +
                    (k.effects.empty() ? "." : ": it " + effects_text(k.effects) + "."));
      const bool learned = std::find(h.spells.begin(), h.spells.end(), item.kind) != h.spells.end();
      out.push_back(learned ? "You know its spell (Z casts it)."
                            : "Studying it fails " + std::to_string(study_failure(h, k)) +
                                  "% of the time for you now.");
      break;
    }
    case ItemClass::kCount: break;
  }
  // A weapon's or armour's power, once known (core/item/power.hpp).
  if (const PowerDef* p = item.power_known ? g.catalog().power_of(item) : nullptr)
    out.push_back("Its power: " + p->description);
  out.push_back(weight);
  return out;
}

std::vector<ItemScreen::Choice> ItemScreen::choices(const Game& g) const {
  std::vector<Choice> out;
  const Player& h = g.hero();
  const InvSlot* s = h.slot(letter_);
  if (!s) return out;
  const ItemKind& k = g.catalog().kind_of(s->item);
  const bool worn = h.wearing(letter_);
  if (k.cls == ItemClass::Weapon && h.wielded != letter_) out.push_back({'w', "wield it"});
  if (k.cls == ItemClass::Armour && !worn) out.push_back({'W', "wear it"});
  if (h.wears(letter_)) out.push_back({'T', "take it off"});
  if (k.cls == ItemClass::Ring)
    out.push_back(worn ? Choice{'R', "remove it"} : Choice{'P', "put it on"});
  if (k.cls == ItemClass::Wand)
    out.push_back({'z', k.zap.aimed() ? "zap it (then a direction)" : "zap it"});
  if (k.cls == ItemClass::Potion) out.push_back({'q', "drink it"});
  if (k.cls == ItemClass::Scroll || k.cls == ItemClass::Spellbook) out.push_back({'r', "read it"});
  if ((k.cls == ItemClass::Weapon || k.cls == ItemClass::Potion) && !worn)
    out.push_back({'t', "throw it (then a direction)"});
  if (!worn) out.push_back({'d', "drop it"});
  if (g.knowledge().disguised(s->item.kind) && !g.knowledge().knows(s->item.kind))
    out.push_back({'c', "call it: name its kind"});
  return out;
}

void open_inventory(ScreenContext& app) {
  auto menu = std::make_unique<ItemMenu>(
      "Inventory", ItemMenu::inventory(app.game(), [](const ItemKind&) { return true; }),
      [](ScreenContext& a, char letter) {
        a.screens().push(std::make_unique<ItemScreen>(letter, true));
      });
  menu->close_on_other_keys();
  app.screens().push(std::move(menu));
}

bool ItemScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None || in.key == Key::Hover) return false;
  if (in.key == Key::Escape || in.key == Key::Enter) {
    const bool back = from_inventory_ && in.key == Key::Escape;  // Enter closes it all
    app.screens().pop();
    if (back) open_inventory(app);
    return true;
  }
  if (in.key == Key::Char) {
    for (const Choice& c : choices(app.game())) {
      if (static_cast<char32_t>(c.key) != in.ch) continue;
      const char letter = letter_;  // this screen is gone once popped
      app.screens().pop();
      switch (c.key) {
        case 'w': app.apply(Command::use_item(Use::Wield, letter)); break;
        case 'W': app.apply(Command::use_item(Use::Wear, letter)); break;
        case 'T': app.apply(Command::take_off(letter)); break;
        case 'q': app.apply(Command::use_item(Use::Quaff, letter)); break;
        case 'r': app.apply(Command::use_item(Use::Read, letter)); break;
        case 'd': app.apply(Command::use_item(Use::Drop, letter)); break;
        case 'P': app.apply(Command::use_item(Use::PutOn, letter)); break;
        case 'R': app.apply(Command::use_item(Use::Remove, letter)); break;
        case 'z': zap_wand(app, letter); break;
        case 'c':
          app.screens().push(std::make_unique<TextPrompt>(
              "Call it what? (Enter with nothing forgets the name)",
              [letter](ScreenContext& a, const std::string& name) -> std::string {
                if (auto bad = name_problem(name)) return "Not " + *bad + ".";
                a.apply(Command::call(letter, name));
                return "";
              }));
          break;
        case 't':
          app.screens().push(
              std::make_unique<DirectionPrompt>(Command::use_item(Use::Throw, letter)));
          break;
        default: break;
      }
      return true;
    }
  }
  app.notices().notify("Press a key from the list, or Escape.");
  return true;
}

void ItemScreen::draw(Terminal& term, const ScreenContext& app) const {
  const Game& g = app.game();
  term.clear();
  const InvSlot* s = g.hero().slot(letter_);
  if (!s) return;
  TextColumn text(term, 0);
  text.line(std::string(1, letter_) + " - " + g.wording().item_name(s->item), colors::kHighlight);
  text.gap();
  for (const std::string& fact : item_facts(g, *s)) text.line(fact, colors::kText);
  text.gap();
  for (const Choice& c : choices(g))
    text.choice(std::string(1, c.key) + " - " + c.does, colors::kText);
  text.choice("Escape - back", colors::kDim);
}

}  // namespace dg
