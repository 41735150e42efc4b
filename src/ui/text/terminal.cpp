#include "ui/text/terminal.hpp"

#include <algorithm>

#include "ui/text/utf8.hpp"

namespace dg {

void Terminal::resize(int width, int height) {
  width_ = width < 0 ? 0 : width;
  height_ = height < 0 ? 0 : height;
  cells_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), Cell{});
  dirty_.assign(cells_.size(), 1);
  dirty_count_ = static_cast<int>(cells_.size());
}

void Terminal::clear() {
  for (int y = 0; y < height_; ++y) blank_row(y);
}

void Terminal::blank_row(int y, Color bg) {
  for (int x = 0; x < width_; ++x) put(x, y, U' ', colors::kText, bg);
}

void Terminal::put(int x, int y, char32_t glyph, Color fg, Color bg) {
  set(x, y, Cell{glyph, fg, bg});
}

void Terminal::set(int x, int y, const Cell& cell) {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
  const std::size_t i = index(x, y);
  if (cells_[i] == cell) return;
  cells_[i] = cell;
  touch(x, y);
}

void Terminal::touch(int x, int y) {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
  const std::size_t i = index(x, y);
  if (!dirty_[i]) {
    dirty_[i] = 1;
    ++dirty_count_;
  }
}

void Terminal::put_big(int x, int y, int span, char32_t glyph, Color fg, Color bg) {
  if (span <= 1) {
    put(x, y, glyph, fg, bg);
    return;
  }
  span = std::min(span, 255);
  for (int dy = 0; dy < span; ++dy)
    for (int dx = 0; dx < span; ++dx) {
      Cell c{dx == 0 && dy == 0 ? glyph : U' ', fg, bg};
      c.span = dx == 0 && dy == 0 ? static_cast<std::uint8_t>(span) : 0;
      c.back_x = static_cast<std::uint8_t>(dx);
      c.back_y = static_cast<std::uint8_t>(dy);
      set(x + dx, y + dy, c);
    }
}

int Terminal::print(int x, int y, std::string_view utf8, Color fg, Color bg) {
  int used = 0;
  while (!utf8.empty() && x + used < width_) {
    put(x + used, y, next_codepoint(utf8), fg, bg);
    ++used;
  }
  return used;
}

void Terminal::mark_all_dirty() {
  dirty_.assign(cells_.size(), 1);
  dirty_count_ = static_cast<int>(cells_.size());
}

void Terminal::clear_dirty() {
  dirty_.assign(cells_.size(), 0);
  dirty_count_ = 0;
}

std::string Terminal::row_text(int y) const {
  std::string out;
  if (y < 0 || y >= height_) return out;
  int last = width_ - 1;
  while (last >= 0 && at(last, y).glyph == U' ') --last;
  for (int x = 0; x <= last; ++x) out += encode_utf8(at(x, y).glyph);
  return out;
}

std::string Terminal::to_string() const {
  std::string out;
  for (int y = 0; y < height_; ++y) {
    out += row_text(y);
    if (y + 1 < height_) out += '\n';
  }
  return out;
}

}  // namespace dg
