#include "bot/bot_tactics.hpp"

#include <algorithm>
#include <cstdlib>

#include "bot/bot_magic.hpp"
#include "core/action/pray.hpp"
#include "core/action/worship.hpp"
#include "core/game.hpp"
#include "core/world/environment.hpp"
#include "core/world/path.hpp"
#include "core/world/step_rule.hpp"
#include "ui/input/keymap.hpp"
#include "ui/play/fire.hpp"

namespace dg::bot_tactics {

namespace {

constexpr int kPetPatience = 9;   // turns it waits on the stairs for a pet on its way
constexpr int kPetWaitTurns = 3;  // ... a few at a time
constexpr int kPetNear = 10;      // a pet this close (and seen) is worth waiting for
constexpr int kFirstPrayer = 100, kPrayerEvery = 300;  // turns

char dir_key(Vec from, Vec to) {
  return static_cast<char>(key_for(direction_of(to - from)));
}

// The hostile monsters the hero sees, nearest first.
std::vector<const Monster*> seen_hostiles(const Game& g) {
  std::vector<const Monster*> out;
  for (const Monster& m : g.level().monsters)
    if (!m.tame && !m.at_peace() && m.mind != Mind::Asleep &&
        g.sight().visible_monster(m.pos) == &m)
      out.push_back(&m);  // (a shopkeeper at peace is no foe)
  std::sort(out.begin(), out.end(), [&](const Monster* a, const Monster* b) {
    return chebyshev(a->pos, g.hero().pos) < chebyshev(b->pos, g.hero().pos);
  });
  return out;
}

// Out of a fight: an escape item the hero knows (a scroll of teleportation read, a wand of
// sleep or teleportation at the monster, digging down), else an unknown scroll as a gamble.
std::string escape(const Game& g, const Monster& foe) {
  const Player& h = g.hero();
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    if (!k.escape || !g.knowledge().knows(s.item.kind)) continue;
    if (k.cls == ItemClass::Scroll) return {'r', s.letter};
    if (k.cls == ItemClass::Wand && s.item.charges > 0) {
      if (k.zap.reach == Reach::Dig) return {'z', s.letter, '>'};
      if (k.zap.aimed()) return {'z', s.letter, dir_key(h.pos, foe.pos)};
    }
  }
  for (const InvSlot& s : h.inventory)
    if (g.catalog().kind_of(s.item).cls == ItemClass::Scroll && !g.knowledge().knows(s.item.kind))
      return {'r', s.letter};
  return "";
}

// Twice a die's average, in whole numbers.
int twice_average(const Dice& d) {
  return d.min() + d.max();
}

// Darts or daggers to throw at a monster in line: two steps off or more, or beside the hero
// when they hit harder than its hands (a Tourist's darts are her weapon). The keys, or empty:
// f and a direction when the fire key would throw them (`quiver`: what it holds), as a player
// fires, else t, the letter and a direction.
std::string throw_at(const Game& g, int quiver) {
  const auto target = bot_magic::monster_in_line(g, 8);
  if (!target) return "";
  const Player& h = g.hero();
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    if (k.cls != ItemClass::Weapon || !k.stacks || (s.letter == h.wielded && s.item.count < 2))
      continue;
    if (target->distance >= 2 ||
        twice_average(k.damage) > twice_average(h.weapon_damage(g.catalog()))) {
      const char way = static_cast<char>(key_for(target->dir));
      if (fire_letter(g, quiver) == s.letter) return {'f', way};
      return {'t', s.letter, way};
    }
  }
  return "";
}

// What a piece of armour gives as the hero sees it: its kind's armour less its corrosion.
int armour_value(const Game& g, const Item& item) {
  return std::max(0, g.catalog().kind_of(item).ac - item.erosion);
}

// What the hero wears where `slot` is (0: nothing), as armour_value.
int worn_value(const Game& g, ArmourSlot slot) {
  const Player& h = g.hero();
  const InvSlot* on = h.worn_in(slot) ? h.slot(h.worn_in(slot)) : nullptr;
  return on ? armour_value(g, on->item) : 0;
}

// Between fights, as a player would: put on armour for a free slot, and better armour than
// what is worn there (the worse taken off first, then dropped); wield a weapon that hits
// harder on average than what is in hand (bare hands included: a Monk's stay bare); nothing
// known to be cursed, and no other weapon while a cursed one is welded to the hand.
std::string gear(const Game& g) {
  const Player& h = g.hero();
  // Metal body armour, when the hero's god hates it (the Veiled Shadow's): never put on.
  const bool shunned_mail = worship::hates(g, Deed::HeavyArmour);
  auto shunned = [&](const ItemKind& k) {
    return shunned_mail && k.slot == ArmourSlot::Body && k.weight >= kHeavyArmour;
  };
  const InvSlot* wielded = h.wielded ? h.slot(h.wielded) : nullptr;
  const bool welded = wielded && wielded->item.cursed && wielded->item.curse_known;
  for (const InvSlot& s : h.inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    if (s.item.cursed && s.item.curse_known) continue;  // known to be cursed: left alone
    if (k.cls == ItemClass::Armour && shunned(k)) continue;
    if (k.cls == ItemClass::Armour && !h.wears(s.letter) && !h.covering(k.slot)) {
      const char on = h.worn_in(k.slot);
      if (!on) {  // the best carried for that slot
        const InvSlot* pick = &s;
        for (const InvSlot& o : h.inventory)
          if (g.catalog().kind_of(o.item).cls == ItemClass::Armour &&
              g.catalog().kind_of(o.item).slot == k.slot &&
              !(o.item.cursed && o.item.curse_known) && !shunned(g.catalog().kind_of(o.item)) &&
              armour_value(g, o.item) > armour_value(g, pick->item))
            pick = &o;
        return {'W', pick->letter};
      }
      const Item& worn = h.slot(on)->item;
      if (armour_value(g, s.item) <= worn_value(g, k.slot)) return {'d', s.letter};
      if (!(worn.cursed && worn.curse_known)) return {'T', on};
    }
    if (k.cls == ItemClass::Weapon && !k.stacks && s.letter != h.wielded && !welded &&
        twice_average(k.damage) > twice_average(h.weapon_damage(g.catalog())) + 1)
      return {'w', s.letter};
  }
  return "";
}

// The first step of a way to `to` (the last step may be onto a monster: an attack), or empty.
// Over what the hero remembers, or, for a monster in sight, over the ground between as a
// player walking toward it would find it.
std::string step_toward(const Game& g, Vec to, bool remembered_only = true) {
  const Level& lv = g.level();
  const auto path = astar(lv.width(), lv.height(), g.hero().pos, to, [&](Vec, Vec next) {
    return (lv.memory[next].seen || !remembered_only) && g.catalog().tile(lv.at(next)).walkable;
  });
  if (path.empty() || (path.front() != to && lv.monster_at(path.front()))) return "";
  return {dir_key(g.hero().pos, path.front())};
}

// Out of fire or a harmful gas the hero stands in, and into water when on fire: the step to
// the neighbour that hurts least (the bot need not use fire, but it must live through it).
std::string out_of_danger(const Game& g) {
  const Player& h = g.hero();
  const bool burning = h.has(Property::Burning);
  if (!burning && !environment::hurts_hero(g, h.pos)) return "";
  const Level& lv = g.level();
  int best = environment::hurts_hero(g, h.pos) ? 2 : 1;  // staying put
  std::string key;
  for (Dir d : kAllDirs) {
    const Vec q = h.pos + offset(d);
    const TileRules& t = g.catalog().tile(lv.at(q));
    if (step_block(g.catalog().tiles, lv.at(h.pos), lv.at(q), h.pos, q) != StepBlock::None ||
        t.hazard || lv.monster_at(q) || lv.trap_at(q))  // (deep water: shallow puts it out)
      continue;
    const int hurt = (environment::hurts_hero(g, q) ? 2 : 0) + (burning && !t.quenches ? 1 : 0);
    if (hurt < best) best = hurt, key = {dir_key(h.pos, q)};
  }
  return key;
}

// A step along the remembered way to the stairs up, or '<' on them.
std::string toward_stairs_up(const Game& g) {
  const Level& lv = g.level();
  const Vec up = lv.stairs_up;
  if (!lv.contains(up) || !lv.memory[up].seen) return "";
  if (g.hero().pos == up) return "<";
  return step_toward(g, up);
}

// Armour lying where the hero has seen it that would be better than what is worn in its
// slot (and than any such piece carried), light enough to carry: the keys toward it, or ','
// on it. Empty when there is none worth the walk.
std::string fetch_armour(const Game& g) {
  const Level& lv = g.level();
  const Player& h = g.hero();
  const int room = h.capacity() - h.carried_weight(g.catalog());
  const FloorItem* best = nullptr;
  for (const FloorItem& f : lv.items) {
    const ItemKind& k = g.catalog().kind_of(f.item);
    // (Never a shop's: worn, it could not be put back, and a keeper fights a thief.)
    if (k.cls != ItemClass::Armour || f.item.unpaid || lv.left_at(f.pos) ||
        !lv.memory[f.pos].seen || lv.memory[f.pos].item != f.item.kind || k.weight > room ||
        (f.item.cursed && f.item.curse_known))
      continue;
    int have = worn_value(g, k.slot);
    for (const InvSlot& s : h.inventory)
      if (g.catalog().kind_of(s.item).cls == ItemClass::Armour &&
          g.catalog().kind_of(s.item).slot == k.slot)
        have = std::max(have, armour_value(g, s.item));
    if (armour_value(g, f.item) <= have) continue;
    if (!best || chebyshev(f.pos, h.pos) < chebyshev(best->pos, h.pos)) best = &f;
  }
  if (!best) return "";
  if (best->pos == h.pos) return ",";
  return step_toward(g, best->pos);
}

const Monster* the_pet(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.tame) return &m;
  return nullptr;
}

}  // namespace

char known_healing(const Game& g) {
  for (const InvSlot& s : g.hero().inventory)
    if (g.catalog().kind_of(s.item).cls == ItemClass::Potion && g.knowledge().knows(s.item.kind) &&
        has_step(g.catalog().kind_of(s.item).effects, EffectOp::Heal))
      return s.letter;
  return 0;
}

char potion_letter(const Game& g) {
  char unknown = 0;
  for (const InvSlot& s : g.hero().inventory) {
    const ItemKind& k = g.catalog().kind_of(s.item);
    if (k.cls != ItemClass::Potion) continue;
    if (!g.knowledge().knows(s.item.kind)) {
      if (!unknown) unknown = s.letter;
    } else if (has_step(k.effects, EffectOp::Heal)) {
      return s.letter;
    }
  }
  return unknown;
}

bool should_rest_first(const Game& g) {
  const Player& h = g.hero();
  return h.hp * 10 < h.max_hp * 7 && seen_hostiles(g).empty();
}

std::string keys(const Game& g, Rng& rng, Memory& memory, int quiver) {
  if (memory.depth != g.depth()) memory.depth = g.depth(), memory.pet_waits = 0;
  const Player& h = g.hero();
  // In major trouble (near death), pray, from turn 100 (a new hero's timeout of 300 has run
  // below 200), then again once 300 turns have passed since the last prayer. NetHack's rule
  // of thumb is 1000, because a god there smites who prays too soon; here a refused prayer
  // costs only its turn, and an answered one's patience (50 to 1000 turns, heard again below
  // 200) has run out within 300 turns about half the time.
  if (in_major_trouble(h) &&
      (memory.prayed < 0 ? g.turn() > kFirstPrayer : g.turn() - memory.prayed > kPrayerEvery)) {
    memory.prayed = g.turn();
    return "py";  // (prayer asks first)
  }
  if (std::string k = out_of_danger(g); !k.empty()) return k;
  const auto foes = seen_hostiles(g);
  if (bot_magic::badly_hurt(h) && !foes.empty()) {
    const Monster& nearest = *foes.front();
    if (chebyshev(nearest.pos, h.pos) == 1) {
      if (const char p = known_healing(g)) return {'q', p};
      if (std::string k = escape(g, nearest); !k.empty() && rng.coin()) return k;
    } else {
      // Not yet caught: back to the stairs up, where the fight can be left (a hunter beside
      // the hero would follow it up); else drink, or wait for it where it must come.
      if (g.depth() > 1)
        if (std::string k = toward_stairs_up(g); !k.empty()) return k;
      if (const char p = potion_letter(g)) return {'q', p};
      if (std::string k = throw_at(g, quiver); !k.empty()) return k;
      return "s";
    }
  }
  // A monster in view but not beside the hero (exploring and travel stop for it): go and meet
  // it, or let it come (an archer, or one not coming, is worth chasing; in 100 games per
  // role, always chasing reached level 5 less often: 11 % against 13 %).
  if (!foes.empty() && chebyshev(foes.front()->pos, h.pos) > 1 && !bot_magic::badly_hurt(h)) {
    if (std::string k = throw_at(g, quiver); !k.empty()) return k;
    const Monster& m = *foes.front();
    if (g.catalog().breed_of(m).keeps_away > 0 || m.mind != Mind::Hunting || rng.one_in(3))
      if (std::string k = step_toward(g, m.pos, false); !k.empty()) return k;
    return "s";
  }
  if (!foes.empty() && chebyshev(foes.front()->pos, h.pos) == 1)
    if (std::string k = throw_at(g, quiver); !k.empty()) return k;  // darts beat bare hands
  if (foes.empty())
    if (std::string k = gear(g); !k.empty()) return k;
  if (foes.empty())
    if (std::string k = fetch_armour(g); !k.empty()) return k;
  // On the stairs down with the pet on its way: wait for it a little.
  if (g.level().at(h.pos) == Tile::StairsDown && foes.empty())
    if (const Monster* pet = the_pet(g);
        pet && chebyshev(pet->pos, h.pos) > 1 && chebyshev(pet->pos, h.pos) <= kPetNear &&
        g.sight().visible_monster(pet->pos) && memory.pet_waits < kPetPatience) {
      // A few turns at once, as a player types 3s (the count stops as a walk does).
      memory.pet_waits += kPetWaitTurns;
      return "3s";
    }
  return "";
}

std::string walk_toward(const Game& g, Vec to) {
  return step_toward(g, to);
}

}  // namespace dg::bot_tactics
