#pragma once
// Serving a god (r37; what a faith is: core/actor/faith.hpp). The hero serves the god of their
// role's pantheon at their alignment until they convert. What they do is reported here as
// deeds (deed()), which the god's faith turns into piety; piety unlocks the faith's powers,
// invoked for a price in piety (InvokeAction), and gives its gifts once each when it first
// reaches their marks. At an altar of their own god the hero may offer gold (OfferAction); at
// another's they may convert to that god (ConvertAction): all piety is lost, and neither god
// hears a prayer for kConvertTimeout turns. Prayer (core/action/pray.hpp) reads piety too.
#include <string>

#include "core/action/action.hpp"
#include "core/actor/faith.hpp"

namespace dg {

struct Catalog;

namespace worship {

constexpr int kConvertTimeout = 500;  // the prayer timeout after converting

// The faith of the god of `role`'s pantheon at `alignment` (an index in Catalog::faiths; the
// content check makes sure every god has one), or -1.
int faith_index(const Catalog& c, int role, int alignment);
// The hero's god's faith, or null when the content has none (a content without gods).
const FaithDef* faith(const Game& g);
// The name of the god of the hero's pantheon at `alignment` (the hero's own god: -1).
std::string god_name(const Game& g, int alignment = -1);
// The alignment of the altar at `at`, or -1 when there is no altar there.
int altar_alignment(const Game& g, Vec at);
// "noticed", "favoured", ...: how much the god thinks of the hero ("You are noticed.").
const char* standing(int piety);

// The hero did `deed` `times` times: the god's faith turns it into piety (said when it falls,
// when a power opens and when a gift comes).
void deed(Game& g, Deed deed, int times = 1);
// Piety moved by `by`, within its bounds: what it opens is said, gifts reached are given.
void change_piety(Game& g, int by);
// The deeds of a turn passing: heavy armour worn, the god's conduct kept.
void each_turn(Game& g);
// Whether the hero's god hates `deed` (the balance bot keeps off it).
bool hates(const Game& g, Deed deed);
// Whether the power `index` of the hero's god may be invoked now (piety enough to pay for it).
bool can_invoke(const Game& g, int index);

}  // namespace worship

// Invokes the power `index` (0 the first) of the hero's god: its steps done to the hero.
class InvokeAction : public HeroAction {
 public:
  explicit InvokeAction(int index) : index_(index) {}

 protected:
  ActionResult on_hero(Game& game, Player& hero) override;

 private:
  int index_;
};

// Offers all the hero's gold at an altar of the hero's god, for piety.
class OfferAction : public HeroAction {
 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

// Converts to the god of the altar the hero stands on (another alignment's).
class ConvertAction : public HeroAction {
 protected:
  ActionResult on_hero(Game& game, Player& hero) override;
};

}  // namespace dg
