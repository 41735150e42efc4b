#pragma once
// Hints for a player's first games (DCSS's hints mode): the first time something happens in
// play (a monster comes into view, an unknown thing is carried, hit points fall below half, a
// locked door, the first staircase down...), one short line says what it means and which key
// deals with it. Each hint is shown once per player, ever: the ones shown are kept with the
// options (Preferences::hints_seen), and hints stop after a few games or when turned off.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/event.hpp"

namespace dg {

class Game;
class KeyBindings;

// Games a player ends (died, won, left) before hints stop by themselves.
inline constexpr int kHintGames = 5;

struct Hint {
  std::string id;    // "monster": kept in the options once shown
  std::string text;  // with the player's own keys: "A monster! x looks at it..."
};

// What the shell knows of the moment besides the game: whether the latest messages wait at a
// --More--.
struct HintMoment {
  bool paging = false;
  std::span<const Event> events;  // what the command did (its Outcome's)
};

// The first hint not yet in `seen` whose moment has come, worded with `keys`; none when
// nothing new happened.
std::optional<Hint> next_hint(const Game& game, const HintMoment& moment,
                              const std::vector<std::string>& seen, const KeyBindings& keys);
// Every hint's id, in the order they are tried (an options file keeps only these).
std::vector<std::string_view> hint_ids();
// Every hint, worded with `keys`, in that order.
std::vector<Hint> all_hints(const KeyBindings& keys);

}  // namespace dg
