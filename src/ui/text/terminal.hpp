#pragma once
// A grid of character cells that screens draw into. It remembers which cells changed since the
// renderer last looked, so a frame only repaints those; and it prints itself as text for tests.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ui/text/color.hpp"

namespace dg {

struct Cell {
  char32_t glyph = U' ';
  Color fg = colors::kText;
  Color bg = colors::kBlack;
  // A zoomed map draws a glyph over span x span cells (put_big): this cell is the block's
  // top-left and holds the glyph; the others are covered (span 0) and say how far back
  // (left, up) their block's top-left is.
  std::uint8_t span = 1;
  std::uint8_t back_x = 0, back_y = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

class Terminal {
 public:
  Terminal(int width = 0, int height = 0) { resize(width, height); }

  // Changes the size; every cell becomes blank and dirty.
  void resize(int width, int height);
  int width() const { return width_; }
  int height() const { return height_; }

  // Blanks every cell (only cells that were not already blank become dirty).
  void clear();
  // Writes one cell; off-grid writes are ignored so screens can clip by drawing.
  void put(int x, int y, char32_t glyph, Color fg, Color bg = colors::kBlack);
  void set(int x, int y, const Cell& cell);
  // Writes one glyph drawn `span` cells wide and high (a zoomed map), from (x, y) right and
  // down; the cells under it are covered. Clipped at the edges like put().
  void put_big(int x, int y, int span, char32_t glyph, Color fg, Color bg = colors::kBlack);
  // Marks a cell to be repainted (a covered cell changed: its block is drawn again).
  void touch(int x, int y);
  // Blanks row y across the whole width, on `bg` (a line about to be written anew).
  void blank_row(int y, Color bg = colors::kBlack);
  // Writes UTF-8 text from (x, y) rightwards, clipped at the right edge; returns cells used.
  int print(int x, int y, std::string_view utf8, Color fg, Color bg = colors::kBlack);

  const Cell& at(int x, int y) const { return cells_[index(x, y)]; }
  bool dirty(int x, int y) const { return dirty_[index(x, y)] != 0; }
  bool any_dirty() const { return dirty_count_ > 0; }
  int dirty_count() const { return dirty_count_; }
  void mark_all_dirty();
  void clear_dirty();

  // Row y as UTF-8 with trailing blanks removed; to_string() joins all rows with '\n'.
  std::string row_text(int y) const;
  std::string to_string() const;

 private:
  std::size_t index(int x, int y) const {
    return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(x);
  }
  int width_ = 0;
  int height_ = 0;
  std::vector<Cell> cells_;
  std::vector<std::uint8_t> dirty_;
  int dirty_count_ = 0;
};

}  // namespace dg
