#pragma once
// Lines said over and over, folded: a rest of 24 turns says "You search but find nothing." once,
// with how many times ("You search but find nothing. (×24)"), in the message history, in what a
// screen reader is told, and in the morgue. The game's own log keeps every message as it came
// (its length is part of a game's state); only what is shown and said is folded.
#include <cstddef>
#include <string>
#include <vector>

namespace dg {

// A run of equal lines: the line, how many times in a row, and where the run began and ended
// in the input (indices).
struct Repeated {
  std::string text;
  int times = 1;
  std::size_t first = 0, last = 0;
};

std::vector<Repeated> fold_repeats(const std::vector<std::string>& lines);
// "text" once, "text (×24)" more often.
std::string with_times(const Repeated& r);

}  // namespace dg
