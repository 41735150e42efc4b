#include "ui/item_screen.hpp"

#include <memory>

#include "core/game.hpp"
#include "ui/app.hpp"
#include "ui/prompts.hpp"
#include "ui/terminal.hpp"
#include "ui/text_column.hpp"

namespace dg {

namespace {

constexpr std::string_view kSlotNames[kArmourSlots] = {
    "body armour", "a shield", "a helmet", "gloves", "a cloak", "boots", "a shirt"};

std::string signed_text(int n) {
  return (n >= 0 ? "+" : "") + std::to_string(n);
}

// "heals 6d4 hit points and cures poison", "speed for 60 turns".
std::string effects_text(const Effects& steps) {
  std::string out;
  auto add = [&out](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
  for (const EffectStep& s : steps) {
    std::string part;
    switch (s.op) {
      case EffectOp::Heal:
        part = "heals " + s.amount.to_string() + " hit points";
        if (s.condition != EffectKind::kCount)
          part += " and cures " + std::string(effect_id(s.condition));
        break;
      case EffectOp::Damage: part = "hurts " + s.amount.to_string(); break;
      case EffectOp::Condition: {
        const std::string turns = s.turns.max > s.turns.min ? std::to_string(s.turns.min) + "-" +
                                                                  std::to_string(s.turns.max)
                                                            : std::to_string(s.turns.min);
        std::string name(effect_id(s.condition));
        for (char& c : name)
          if (c == '_') c = ' ';
        part = name + " for " + turns + " turns";
        break;
      }
      case EffectOp::GainStrength: part = "raises strength"; break;
      case EffectOp::Corrode: part = "corrodes armour"; break;
      case EffectOp::StealGold: part = "steals gold"; break;
      case EffectOp::Teleport: part = "teleports"; break;
      case EffectOp::Noise: part = "makes a loud noise"; break;
      case EffectOp::Fall: part = "drops you a level"; break;
      case EffectOp::MapLevel: part = "maps the level"; break;
      case EffectOp::Summon: part = "brings " + s.amount.to_string() + " monster(s)"; break;
      case EffectOp::Frighten: part = "frightens the monsters that see you"; break;
      case EffectOp::Blast: part = "blasts all around for " + s.amount.to_string(); break;
      case EffectOp::Identify: part = "identifies " + s.amount.to_string() + " thing(s)"; break;
      case EffectOp::EnchantWeapon: part = "enchants your weapon"; break;
      case EffectOp::EnchantArmour: part = "enchants a piece of your armour"; break;
      case EffectOp::Repair: part = "mends your armour"; break;
      case EffectOp::DetectGold: part = "shows where the gold is"; break;
    }
    add(part);
  }
  return out;
}

}  // namespace

std::vector<std::string> item_facts(const Game& g, const InvSlot& slot) {
  const Player& h = g.hero();
  const Item& item = slot.item;
  const ItemKind& k = g.kind_of(item);
  std::vector<std::string> out;
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
      out.push_back("Armour, worn as " + std::string(kSlotNames[static_cast<std::size_t>(k.slot)]) +
                    ": it lowers your armour class by " + std::to_string(ac) +
                    (item.erosion > 0 ? " (" + std::to_string(k.ac) + " before acid ate it)" : "") +
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
    case ItemClass::Amulet:
      out.push_back("Carry it out of the dungeon, up the stairs of level 1, to win.");
      break;
    case ItemClass::kCount: break;
  }
  out.push_back(weight);
  return out;
}

std::vector<ItemScreen::Choice> ItemScreen::choices(const Game& g) const {
  std::vector<Choice> out;
  const Player& h = g.hero();
  const InvSlot* s = h.slot(letter_);
  if (!s) return out;
  const ItemKind& k = g.kind_of(s->item);
  const bool worn = h.wears(letter_);
  if (k.cls == ItemClass::Weapon && h.wielded != letter_) out.push_back({'w', "wield it"});
  if (k.cls == ItemClass::Armour && !worn) out.push_back({'W', "wear it"});
  if (worn) out.push_back({'T', "take it off"});
  if (k.cls == ItemClass::Potion) out.push_back({'q', "drink it"});
  if (k.cls == ItemClass::Scroll) out.push_back({'r', "read it"});
  if ((k.cls == ItemClass::Weapon || k.cls == ItemClass::Potion) && !worn)
    out.push_back({'t', "throw it (then a direction)"});
  if (!worn) out.push_back({'d', "drop it"});
  return out;
}

bool ItemScreen::handle(const Input& in, App& app) {
  if (in.key == Key::None || in.key == Key::Hover) return false;
  if (in.key == Key::Escape || in.key == Key::Enter) {
    app.pop();
    return true;
  }
  if (in.key == Key::Char) {
    for (const Choice& c : choices(app.game())) {
      if (static_cast<char32_t>(c.key) != in.ch) continue;
      const char letter = letter_;  // this screen is gone once popped
      app.pop();
      switch (c.key) {
        case 'w': app.apply(Command::use_item(Use::Wield, letter)); break;
        case 'W': app.apply(Command::use_item(Use::Wear, letter)); break;
        case 'T': app.apply(Command::take_off(letter)); break;
        case 'q': app.apply(Command::use_item(Use::Quaff, letter)); break;
        case 'r': app.apply(Command::use_item(Use::Read, letter)); break;
        case 'd': app.apply(Command::use_item(Use::Drop, letter)); break;
        case 't':
          app.push(std::make_unique<DirectionPrompt>(Command::use_item(Use::Throw, letter)));
          break;
        default: break;
      }
      return true;
    }
  }
  app.notify("Press a key from the list, or Escape.");
  return true;
}

void ItemScreen::draw(Terminal& term, const App& app) const {
  const Game& g = app.game();
  term.clear();
  const InvSlot* s = g.hero().slot(letter_);
  if (!s) return;
  TextColumn text(term, 0);
  text.line(std::string(1, letter_) + " - " + g.item_name(s->item), colors::kHighlight);
  text.gap();
  for (const std::string& fact : item_facts(g, *s)) text.line(fact, colors::kText);
  text.gap();
  for (const Choice& c : choices(g))
    text.choice(std::string(1, c.key) + " - " + c.does, colors::kText);
  text.choice("Escape - back", colors::kDim);
  if (!app.notice().empty()) {
    text.gap();
    text.line(app.notice(), colors::kHighlight);
  }
}

}  // namespace dg
