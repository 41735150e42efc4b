#pragma once
// How the game's words name things, as the hero knows them: a monster ("the jackal", or "it"
// when the hero does not perceive it), any actor ("you" for the hero), an item (by what the
// hero has learned of its kind), and whose thing it is in a death's cause. A view asked as
// `game.wording()`; it holds a reference to the game, so keep it no longer than the call.
// tell() says words about an actor with those names.
#include <string>
#include <string_view>

namespace dg {

class Game;
struct Actor;
struct Item;
struct Monster;

class Wording {
 public:
  explicit Wording(const Game& game) : g_(game) {}

  std::string monster_name(const Monster& m) const;  // "the jackal", or "it" when unseen
  std::string actor_name(const Actor& a) const;      // "you", "the jackal", "it"
  // "a potion of healing", or "a murky potion" until its kind is known.
  std::string item_name(const Item& item) const;
  // A thing of `actor`'s as a death's cause names it: "wand of fire" (the hero's), "kobold
  // shaman's wand of fire".
  std::string whose(const Actor& actor, const std::string& thing) const;
  // The same with its article, for a death's cause: "a kobold's dagger", "Skarn Halfhand's
  // hand-axe" (a unique's proper name takes none).
  std::string whose_named(const Actor& actor, const std::string& thing) const;

 private:
  const Game& g_;
};

// Words about what `actor` does, said: `you` when it is the hero; `seen`, a phrase ("{A} drinks
// a potion!", core/words.hpp), when it is a monster the hero sees. Empty words say nothing.
void tell(Game& g, const Actor& actor, std::string_view you, std::string_view seen = {});

}  // namespace dg
