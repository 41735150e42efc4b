#pragma once
// The map in words: one cell (for look mode and the mouse's hover) and the hero's whole
// surroundings (for players who cannot see the map; read out by the ARIA live region).
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry.hpp"
#include "core/words.hpp"  // direction_words

namespace dg {

class Game;

// What the hero knows of the cell at p: "you", "a jackal", "a dagger", "an open door",
// "a pit (remembered)", "unexplored".
std::string describe_cell(const Game& game, Vec p);
struct Monster;

// What the hero can tell of a monster in view, in sentences: "Level 1, as fast as you; it
// bites (1d2). Unhurt, hunting you. A dangerous fight: it could kill you in about 5 turns."
// then the line about its kind from the data.
std::vector<std::string> monster_details(const Game& game, const Monster& m);
// How hurt a monster is, in words: "unhurt", "lightly wounded", "wounded", "badly wounded",
// "almost dead" (what its health bar shows in colour).
std::string health_words(const Monster& m);
// What a monster that is no foe is to the hero: "your pet", "your ally" (a captive it freed),
// with ", waiting" when told to wait (core/action/order.hpp),
// "in chains" (a captive); "" for a foe.
std::string bond_words(const Monster& m);
// What a foe is doing, after its health: ", asleep", ", unaware of you", ", fleeing"; "" when
// it hunts the hero (or is no foe).
std::string mind_words(const Monster& m);
// Each active condition once, with the longer time left for one taken twice: "weak (20
// turns), poisoned (4 turns)"; a hold (a bear trap) without turns.
struct Actor;
std::string condition_words(const Actor& a);
// The cells marked as something unseen (NetHack's `I`), and the traps the hero has found,
// nearest first: what `:`, `M` and look's next thing name besides what is in view.
std::vector<Vec> unseen_marks(const Game& game);
std::vector<Vec> known_traps(const Game& game);
// One of those traps in words, then where: "a bear trap" + `between` + "2 south" (or "here").
std::string trap_words(const Game& game, Vec p, const char* between);
// Its bond, or for a foe its health in words: what the sidebar and `:` say beside its name.
inline std::string standing_words(const Monster& m) {
  const std::string bond = bond_words(m);
  return bond.empty() ? health_words(m) : bond;
}
// The status in sentences (`@`, Ctrl-X): "You are on dungeon level 1, on a floor, with 16 of
// 16 hit points. Power 2 of 2, armour class 8, 0 gold, experience level 1 (0 points), turn 13.
// Conditions: poisoned (4 turns). You are a neutral male human Caveman: strength 18, ...".
// `:` begins with its first sentences, without armour, gold and attributes.
std::string describe_status(const Game& game);
// The level in words: rooms and corridor found, where the hero is, the stairs and how many
// steps away by the known way, doors, the openings into the unknown nearest first, and the
// things remembered on the floor (ui/play/describe_level.cpp).
std::string describe_level(const Game& game);
// "You are on dungeon level 1 at 16 of 16 hit points. In view: a jackal 3 east, 2 north.
// Things: a dagger 1 west. Stairs down: 10 east, 3 south."
std::string describe_surroundings(const Game& game);

}  // namespace dg
