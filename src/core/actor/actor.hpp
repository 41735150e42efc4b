#pragma once
// What the hero and every monster share: a place, hit points, turn energy, gold and
// conditions, and the questions any creature answers for itself (its armour, its blows, what
// it carries). Rules that work on "a creature" take an Actor, so the hero and a monster are
// hurt, poisoned, held, drink and zap by the same code (core/effect/apply.cpp, core/action/).
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "core/action/action.hpp"
#include "core/actor/blow.hpp"
#include "core/actor/energy.hpp"
#include "core/effect/effect.hpp"
#include "core/geometry.hpp"

namespace dg {

class Game;
struct Catalog;
struct Item;
struct Monster;
struct Player;

struct Actor {
  Actor() = default;
  Actor(const Actor&) = default;
  Actor(Actor&&) = default;
  Actor& operator=(const Actor&) = default;
  Actor& operator=(Actor&&) = default;
  virtual ~Actor() = default;

  // What kind of creature it is, for the rules only one kind has (a hero's pack letters and
  // worn slots, a monster's breed and mind): null when it is the other kind.
  virtual Player* as_player() { return nullptr; }
  virtual Monster* as_monster() { return nullptr; }
  const Player* as_player() const { return const_cast<Actor*>(this)->as_player(); }
  const Monster* as_monster() const { return const_cast<Actor*>(this)->as_monster(); }
  // Armour class against a blow's to-hit roll (lower is better), and how much of a blow's
  // damage worn armour may absorb (10: none; a monster's hide only makes it harder to hit).
  virtual int armour_class(const Catalog& c) const = 0;
  virtual int absorbing_armour_class(const Catalog& c) const = 0;
  // The blows it strikes with in one melee attack.
  virtual std::vector<Blow> blows(const Catalog& c) const = 0;
  // What it brings to a throw (core/action/throw.cpp): its to-hit before the thing's and the
  // target's armour class are added, the damage it adds, and how many cells it throws.
  virtual int throw_to_hit() const = 0;
  virtual int throw_damage_bonus() const { return 0; }
  virtual int throw_range() const = 0;
  // What it carries under `letter` (a monster's things are lettered from 'a' in the order
  // carried), or null; and one of it taken out (which must be there).
  virtual Item* carried(char letter) = 0;
  virtual Item take_one(char letter) = 0;
  // Takes `item` in (picked up): returns the letter it is carried under, or 0 when it cannot
  // be taken, `too_heavy` saying whether weight stopped it (else it had no room).
  virtual char take_in(const Catalog& c, const Item& item, bool& too_heavy) = 0;
  // Whether it carries more than it can bear (only a hero keeps a pack heavy enough).
  virtual bool burdened(const Catalog&) const { return false; }

  // Its own part of a step (core/action/walk.cpp, where every walker takes the same steps):
  // where a step it means to take in `d` goes (a confused hero's veers one time in three; a
  // monster staggers when its mind chooses, core/actor/mind.cpp); whether walls, rock and
  // doorways let it through (a xorn; a wizard's walk); whether it opens a closed door;
  virtual Dir veer(Game&, Dir d) { return d; }
  virtual bool passes_walls(const Game& g) const = 0;
  virtual bool opens_doors(const Catalog& c) const = 0;
  // and what it does on meeting `there` (a creature, or null) at `to`, or a door it cannot open
  // or a wall (`bump`). The hero's step acts on it (attacks, unmasks, works chains, finds a
  // lock and bashes it, uses a fountain, says what is in the way); a monster's mind chooses
  // only steps it may take (mind::may_enter), so a step it staggers into something fails.
  // `meet` answers nothing when the step goes on (the hero swaps places with a pet).
  virtual std::optional<ActionResult> meet(Game& g, Actor* there, Vec to) = 0;
  virtual ActionResult bump(Game& g, Vec to) = 0;

  // The one speed rule, the energy it gains each tick: its base speed with what hastes or
  // slows it, three quarters of that when burdened, and never under a quarter of its base
  // speed, nor under 1.
  int effective_speed(const Catalog& c) const {
    const int s = speed + modifiers(effects, Property::Speed);
    return std::max({1, speed / 4, burdened(c) ? s * 3 / 4 : s});
  }

  Vec pos;
  int hp = 1;
  int max_hp = 1;
  int energy = 0;
  int speed = kNormalSpeed;          // base speed; effects (and the hero's burden) change it
  int gold = 0;                      // carried (a monster drops it where it falls)
  std::vector<Effect> effects;       // conditions: timed effects and at most one hold
  std::vector<Property> intrinsics;  // from birth (the hero's role and race), never timed
  std::vector<Property> extrinsics;  // from things worn (the hero's rings), while they are

  bool has(Property p) const {
    return modifiers(effects, p) > 0 ||
           std::find(intrinsics.begin(), intrinsics.end(), p) != intrinsics.end() ||
           std::find(extrinsics.begin(), extrinsics.end(), p) != extrinsics.end();
  }
  // The hold keeping it in place (a pit, a bear trap, paralysis), or null.
  const Effect* hold() const {
    for (const Effect& e : effects)
      if (effect_rules(e.kind).is_hold()) return &e;
    return nullptr;
  }
  Effect* hold() { return const_cast<Effect*>(std::as_const(*this).hold()); }
  friend bool operator==(const Actor&, const Actor&) = default;
};

}  // namespace dg
