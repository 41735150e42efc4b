#pragma once
// A game played for a while by a fixed stream of keys: the saves' and the rules' tests
// replay these and compare them with pinned hashes.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/rng.hpp"
#include "test_content.hpp"

namespace dg::test {

// `turns` commands of wandering, searching and stair-taking, from `seed`.
inline Game played(std::uint64_t seed, int turns, const Character& who = {}) {
  auto made = Game::new_game(catalog(), seed, who);
  REQUIRE(made.ok());
  Game g = made.value();
  Rng keys(seed ^ 0x5A5A);
  for (int i = 0; i < turns && !g.run().over; ++i) {
    const int roll = keys.below(20);
    if (roll < 16)
      g.apply(Command::move(static_cast<Dir>(1 + keys.below(8))));
    else if (roll < 18)
      g.apply(Command::of(Command::Kind::Search));
    else
      g.apply(Command::of(Command::Kind::Descend));
  }
  return g;
}

}  // namespace dg::test
