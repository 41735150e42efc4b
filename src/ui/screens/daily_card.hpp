#pragma once
// The daily dungeon's result card: a few lines a player pastes to compare runs with others
// who played the same day's dungeon (?seed=daily). The daily seed is the UTC date as a
// number (20261126, platform/options), so a seed that reads as a date is that day's dungeon,
// however it was chosen.
#include <optional>
#include <string>

#include "core/game.hpp"

namespace dg {

// "2026-11-26" when `seed` is a daily dungeon's, else nothing.
std::optional<std::string> daily_date(std::uint64_t seed);
// The card of a finished run (date, character, depth, turns, score, how it ended); nothing
// when the run is not a daily one or not over.
std::optional<std::string> daily_card(const Game& game);

}  // namespace dg
