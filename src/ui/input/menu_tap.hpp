#pragma once
// Tapping or clicking a menu: screens list their choices as "a - a long sword" (or "a + ..."
// when picked) and prompts end in "[ynq]", so the key a click means can be read back from
// what is on screen. Every menu works with the pointer without each screen hit-testing.
#include <optional>
#include <string>
#include <vector>

namespace dg {

class Terminal;

// The key of the entry drawn at (col, row): the entry starting at or before col on that row
// (entries side by side in columns split the row between them), or the letter clicked inside
// a "[ynq]" choice. Nothing when the cell belongs to no entry.
std::optional<char32_t> menu_key_at(const Terminal& term, int col, int row);

// Every entry drawn, in reading order ("a - a long sword": key 'a', text "a long sword"), and
// the letters of a "[yn]" question: what the page lists for a screen reader, a button each.
struct ScreenChoice {
  char32_t key = 0;
  std::string text;
  friend bool operator==(const ScreenChoice&, const ScreenChoice&) = default;
};
std::vector<ScreenChoice> screen_choices(const Terminal& term);

}  // namespace dg
