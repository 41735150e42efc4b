#pragma once
// What a level of the dungeon is called, on the main line or in a side branch (r39): the
// words of messages and screens ("dungeon level 5", "level 2 of the Lair") and the status
// line's short label ("5", "Lair:2"); and the trophies taken there, as the end screens list
// them.
#include <string>

#include "core/catalog.hpp"
#include "core/world/dungeon.hpp"

namespace dg {

class Game;

std::string place_name(const Catalog& cat, const Dungeon& d, int slot);
std::string place_label(const Catalog& cat, const Dungeon& d, int slot);
// The hero's level's, in the game `g`.
std::string here_name(const Game& g);
std::string here_label(const Game& g);
// The trophies the hero took (r39), with what each adds to the score: "wyrm's heartstone
// (+1500), builder's brass medal (+800)"; "" for none.
std::string trophies_taken(const Game& g);
// The branch's own (its BranchDef), or null on the main line.
const BranchDef* branch_def(const Catalog& cat, const Dungeon& d, int slot);

}  // namespace dg
