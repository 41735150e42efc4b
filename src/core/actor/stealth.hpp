#pragma once
// How hidden the hero is (Brogue's stealth range): a monster that has not noticed the hero
// notices them by sight only from this many steps or closer (noise still carries farther).
// The range halves in the dark, while the hero keeps still (waiting, searching, resting) and
// for a stealthy hero, and grows by half in metal body armour; the status line shows it.
namespace dg {

class Game;

constexpr int kStealthRange = 14;  // in a lit place, moving, in cloth or leather
constexpr int kStealthLeast = 2;   // a monster beside the hero always may notice them

int stealth_range(const Game& game);

}  // namespace dg
