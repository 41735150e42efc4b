#pragma once
// How the goal-directed bot fights and moves on as a sensible player would: near death it
// prays (and again 300 turns after its last prayer); out of a fight it is losing by
// an escape item (a known one, else an unknown scroll as a gamble), back up the
// stairs from one it cannot win in place, rested before it goes down, and with its pet.
#include <string>

namespace dg {

class Game;
class Rng;

namespace bot_tactics {

// What the bot remembers between keys: how long it has waited for its pet on these stairs,
// and when it last prayed (as a player keeps count: a refused prayer costs only its turn, so
// it tries again once 300 turns have passed).
struct Memory {
  int depth = 0;
  int pet_waits = 0;
  int prayed = -1;  // the turn of the last prayer; -1: never
};

// The keys to press now (a command, then a menu's letter, then a direction), or empty when
// the usual plan (fight, pick up, explore, descend) should go on. `quiver`: what the fire key
// holds (App::quiver).
std::string keys(const Game& g, Rng& rng, Memory& memory, int quiver);

// The key for a step along the remembered way to `to` ("" when there is none).
std::string walk_toward(const Game& g, Vec to);

// A potion to drink when hurt: a known healing one, else an unknown one (a gamble); never one
// known to do something else. 0: none.
char potion_letter(const Game& g);
// A potion the hero knows heals, or 0.
char known_healing(const Game& g);

// Whether going down now would be rash: hurt, with nothing in view (resting first).
bool should_rest_first(const Game& g);

}  // namespace bot_tactics
}  // namespace dg
