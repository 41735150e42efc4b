#include "ui/input/menu_tap.hpp"

#include <utility>

#include "ui/text/terminal.hpp"
#include "ui/text/utf8.hpp"

namespace dg {

namespace {

bool is_letter(char32_t c) {
  return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
}

// The hotkey if an entry "k - " or "k + " starts at x (after the row's start, a space or '(').
std::optional<char32_t> entry_at(const Terminal& t, int x, int y) {
  if (x + 3 >= t.width()) return std::nullopt;
  const char32_t k = t.at(x, y).glyph;
  const char32_t mark = t.at(x + 2, y).glyph;
  const bool starts = x == 0 || t.at(x - 1, y).glyph == U' ' || t.at(x - 1, y).glyph == U'(';
  if (!starts || k == U' ' || t.at(x + 1, y).glyph != U' ' || (mark != U'-' && mark != U'+') ||
      t.at(x + 3, y).glyph != U' ')
    return std::nullopt;
  return k;
}

// The letter at (col, row) when it sits inside a bracketed run of letters ("[ynq]").
std::optional<char32_t> bracket_choice_at(const Terminal& t, int col, int row) {
  if (!is_letter(t.at(col, row).glyph)) return std::nullopt;
  int left = col, right = col;
  while (left > 0 && is_letter(t.at(left - 1, row).glyph)) --left;
  while (right + 1 < t.width() && is_letter(t.at(right + 1, row).glyph)) ++right;
  const bool bracketed = left > 0 && right + 1 < t.width() && t.at(left - 1, row).glyph == U'[' &&
                         t.at(right + 1, row).glyph == U']';
  if (!bracketed) return std::nullopt;
  return t.at(col, row).glyph;
}

}  // namespace

std::optional<char32_t> menu_key_at(const Terminal& term, int col, int row) {
  if (row < 0 || row >= term.height() || col < 0 || col >= term.width()) return std::nullopt;
  if (auto c = bracket_choice_at(term, col, row)) return c;
  for (int x = col; x >= 0; --x) {
    if (auto k = entry_at(term, x, row)) return k;
  }
  return std::nullopt;
}

std::vector<ScreenChoice> screen_choices(const Terminal& term) {
  std::vector<ScreenChoice> out;
  for (int y = 0; y < term.height(); ++y) {
    for (int x = 0; x < term.width(); ++x) {
      const auto k = entry_at(term, x, y);
      if (!k) continue;
      // Its words run to the end of the row or to a gap of two blanks (a column beside it).
      std::string words;
      int e = x + 4;
      for (; e < term.width(); ++e) {
        const char32_t c = term.at(e, y).glyph;
        if (c == U' ' && (e + 1 >= term.width() || term.at(e + 1, y).glyph == U' ')) break;
        words += encode_utf8(c);
      }
      // "(i - import ...)": the bracket closing the entry is not one of its words.
      if (x > 0 && term.at(x - 1, y).glyph == U'(' && words.ends_with(')')) words.pop_back();
      out.push_back({*k, std::move(words)});
      x = e;
    }
    // A question's answers: "[yn]" at the end of its row.
    const std::string row = term.row_text(y);
    if (row.size() >= 4 && row.ends_with("[yn]")) {
      out.push_back({U'y', "yes"});
      out.push_back({U'n', "no"});
    }
  }
  return out;
}

}  // namespace dg
