#include "core/effect/magic.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/action/curses.hpp"
#include "core/action/enchant.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/effect/gear_powers.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg::effects::magic {

namespace {

// An identify of `count`: with more unknown kinds carried than that, the player chooses (the
// hero's identify_pending, answered by the next command: core/action/identify.hpp); else
// all of them are learned at once.
void identify(Game& g, int count) {
  // The powers of the weapons and armour carried first, all of them (r36).
  const int powers = gear::reveal_all(g);
  const std::vector<int> unknown = unknown_kinds(g);
  if (unknown.empty()) {
    if (powers == 0) g.say("You have nothing left to identify.");
    return;
  }
  if (static_cast<int>(unknown.size()) > count) {
    g.mutable_player().identify_pending += count;
    return;
  }
  for (int kind : unknown) identify_kind(g, kind);
}

// The wielded weapon, or a worn piece of armour at random, +1 (at most kMaxEnchant).
void enchant(Game& g, InvSlot* slot, const std::string& glow, const std::string& none) {
  if (!slot) {
    g.say(none);
    return;
  }
  const std::string name = g.catalog().kind_of(slot->item).name;
  if (slot->item.enchant >= kMaxEnchant) {
    g.say("Your " + name + " shudders, but nothing more happens.");
    return;
  }
  ++slot->item.enchant;
  g.say("Your " + name + " glows " + glow + " for a moment.");
  drive_out_curse(g, slot->item);
}

void uncurse(Game& g) {
  g.say(lift_curses(g.mutable_player()) > 0
            ? "You feel as if someone is helping you: what held you is free of its curse."
            : "You feel as if someone is helping you.");
}

InvSlot* random_worn(Game& g) {
  Player& h = g.mutable_player();
  std::vector<char> worn;
  for (char letter : h.worn)
    if (letter && h.slot(letter)) worn.push_back(letter);
  if (worn.empty()) return nullptr;
  return h.slot(worn[static_cast<std::size_t>(g.rng().below(static_cast<int>(worn.size())))]);
}

void repair(Game& g) {
  bool mended = false;
  Player& h = g.mutable_player();
  for (char letter : h.worn)
    if (InvSlot* a = letter ? h.slot(letter) : nullptr; a && a->item.erosion > 0) {
      a->item.erosion = 0;
      mended = true;
    }
  g.say(mended ? "Your armour looks as good as new!" : "You feel as if someone is helping you.");
}

// Every pile of gold on the level is remembered where it lies (and the floor under it).
void detect_gold(Game& g) {
  Level& lv = g.mutable_level();
  for (const GoldPile& gp : lv.gold) {
    Memory& m = lv.memory[gp.pos];
    m.tile = remembered_tile(lv.at(gp.pos), m.seen ? m.tile : Tile::Rock);
    m.seen = true;
    m.gold = true;
  }
  g.say(lv.gold.empty() ? "You feel materially poor." : "You feel very greedy, and sense gold!");
}

// Light fills the hero's surroundings as far as it can see, up to five steps, for good.
void light_around(Game& g) {
  constexpr int kRadius = 5;
  Level& lv = g.mutable_level();
  const Vec at = g.hero().pos;
  const auto& los = g.sight().line_of_sight();
  for (int y = at.y - kRadius; y <= at.y + kRadius; ++y)
    for (int x = at.x - kRadius; x <= at.x + kRadius; ++x) {
      const Vec p{x, y};
      const int dx = x - at.x, dy = y - at.y;
      if (los.contains(p) && los[p] && dx * dx + dy * dy <= kRadius * kRadius + kRadius)
        lv.lit[p] = 1;
    }
  g.say("A lit field surrounds you!");
  g.refresh_vision();
}

}  // namespace

// The hero learns the level's layout, as a map shows it: walls, floors, doors (a locked one
// as closed until tried) and stairs; not its hidden traps, nor what lies or walks there.
void map_level(Game& g) {
  Level& lv = g.mutable_level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (lv.at(p) == Tile::Rock) continue;
      Memory& m = lv.memory[p];
      m.tile = remembered_tile(lv.at(p), m.seen ? m.tile : Tile::Rock);
      m.seen = true;
    }
}

std::vector<int> unknown_kinds(const Game& g) {
  std::vector<int> unknown;
  for (const InvSlot& s : g.hero().inventory)
    if (g.knowledge().disguised(s.item.kind) && !g.knowledge().knows(s.item.kind) &&
        std::find(unknown.begin(), unknown.end(), s.item.kind) == unknown.end())
      unknown.push_back(s.item.kind);
  return unknown;
}

void identify_kind(Game& g, int kind) {
  const std::string was = g.wording().item_name(Item{kind, 1, 0});
  g.mutable_knowledge().learn(kind);
  // Named as the one carried, so a wand tells its charges as the inventory does (a blank
  // item once said "(0 charges)" of a wand holding 8).
  Item carried{kind, 1, 0};
  for (const InvSlot& s : g.hero().inventory)
    if (s.item.kind == kind) {
      carried.charges = s.item.charges;
      break;
    }
  g.say(capitalised(was) + " is " + g.wording().item_name(carried) + ".");
}

void identify_at_random(Game& g, int count) {
  std::vector<int> unknown = unknown_kinds(g);
  for (int i = 0; i < count && !unknown.empty(); ++i) {
    const auto at = static_cast<std::size_t>(g.rng().below(static_cast<int>(unknown.size())));
    identify_kind(g, unknown[at]);
    unknown.erase(unknown.begin() + static_cast<std::ptrdiff_t>(at));
  }
}

void blink(Game& g, Actor& target) {
  constexpr int kNear = 2, kFar = 6;
  const bool hero = target.as_player() != nullptr;  // who blinks only to a cell in sight
  const auto& los = g.sight().line_of_sight();
  std::vector<Vec> cells;
  for (int y = target.pos.y - kFar; y <= target.pos.y + kFar; ++y)
    for (int x = target.pos.x - kFar; x <= target.pos.x + kFar; ++x) {
      const Vec p{x, y};
      if (chebyshev(p, target.pos) < kNear || !free_for_monster(g.catalog(), g.level(), p) ||
          p == g.hero().pos || g.catalog().tile(g.level().at(p)).hazard)
        continue;
      if (hero && !(los.contains(p) && los[p])) continue;
      cells.push_back(p);
    }
  if (cells.empty()) return;
  stage::move(g, target,
              cells[static_cast<std::size_t>(g.rng().below(static_cast<int>(cells.size())))],
              stage::Way::Magic);
}

void on_hero(Game& g, const EffectStep& s) {
  Player& h = g.mutable_player();
  switch (s.op) {
    case EffectOp::MapLevel: map_level(g); break;
    case EffectOp::Identify: identify(g, std::max(1, s.amount.roll(g.rng()))); break;
    case EffectOp::EnchantWeapon:
      enchant(g, h.wielded ? h.slot(h.wielded) : nullptr, "blue", "Your hands twitch.");
      break;
    case EffectOp::EnchantArmour:
      enchant(g, random_worn(g), "silver", "Your skin glows, then fades.");
      break;
    case EffectOp::Enchant:
      // The hero chooses what takes it (the next command: core/action/enchant.hpp).
      if (carries_enchantable(g, h))
        ++h.enchant_pending;
      else
        g.say("Your pack glows faintly for a moment, but nothing in it can take the magic.");
      break;
    case EffectOp::Repair: repair(g); break;
    case EffectOp::DetectGold: detect_gold(g); break;
    case EffectOp::Light: light_around(g); break;
    case EffectOp::Uncurse: uncurse(g); break;
    default: break;  // the others are not the hero's alone
  }
}

bool may_summon(const Level& level, const Monster& m) {
  return m.summons < kSummonsEach && level.summons < kSummonsHere;
}

void summon_around(Game& g, Vec at, int count, int kin) {
  // Never past kMaxSummonedTo on the level (r25): summons call more summoners (a wolf's howl
  // brings wolves that howl), and once a level filled by the thousand, every tick took
  // seconds.
  for (int i = 0; i < count && static_cast<int>(g.level().monsters.size()) < kMaxSummonedTo; ++i) {
    const int breed =
        kin >= 0 ? kin : pick_breed(g.catalog(), g.rng(), g.dungeon().danger(g.depth()));
    const auto cell = nearest_free_for_monster(g.catalog(), g.level(), at, g.hero().pos);
    if (breed < 0 || !cell) break;
    Monster& m = spawn_monster(g.catalog(), g.mutable_level(), g.rng(), breed,
                               g.dungeon().danger(g.depth()), *cell);
    m.mind = Mind::Hunting;
    m.goal = g.hero().pos;
  }
}

void frighten(Game& g, const Actor& target, const TurnRange& turns) {
  // Each one afraid for its own roll of the turns (add_condition says what shows).
  std::vector<int> afraid;
  for (const Monster& m : g.level().monsters)
    if (&m != &target && m.mind != Mind::Asleep && g.sight().sees(m.pos)) afraid.push_back(m.id);
  for (int id : afraid)
    if (Monster* m = g.mutable_level().monster_by_id(id);
        m && add_condition(g, *m, EffectKind::Fear, turns.roll(g.rng())))
      m->mind = Mind::Fleeing;
}

void blast(Game& g, const Actor& target, const Dice& amount, const std::string& cause) {
  // Everyone next to the target is hurt, each by a roll of its own.
  std::vector<int> hit;
  for (const Monster& m : g.level().monsters)
    if (&m != &target && chebyshev(m.pos, target.pos) == 1) hit.push_back(m.id);
  for (int id : hit) {
    Monster* m = g.mutable_level().monster_by_id(id);
    if (!m) continue;
    const int damage = amount.roll(g.rng());
    if (g.sight().visible_monster(m->pos))
      g.say(phrase("{A} is caught in the blast.", g.wording().monster_name(*m)));
    const bool seen = g.sight().visible_monster(m->pos) || g.sight().sees(m->pos);
    g.damage(*m, damage,
             {.by = kHero,
              .hero_earns = true,
              .kill_line = seen ? "You kill " + g.wording().monster_name(*m) + "!" : ""});
  }
  if (target.as_monster() && chebyshev(g.hero().pos, target.pos) == 1) {
    g.say("You are caught in the blast!");
    g.damage(g.mutable_player(), amount.roll(g.rng()), {.cause = cause});
  }
}

}  // namespace dg::effects::magic
