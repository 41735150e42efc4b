#include <catch2/catch.hpp>

#include "ui/text/terminal.hpp"

namespace test_terminal {

using namespace dg;

TEST_CASE("a new terminal is blank and wholly dirty", "[ui][terminal]") {
  Terminal t(4, 2);
  CHECK(t.to_string() == "\n");
  CHECK(t.dirty_count() == 8);
}

TEST_CASE("print writes UTF-8, clips at the edge and reads back as text", "[ui][terminal]") {
  Terminal t(6, 2);
  CHECK(t.print(1, 0, "a─b", colors::kText) == 3);
  CHECK(t.print(3, 1, "toolong", colors::kText) == 3);
  CHECK(t.at(2, 0).glyph == U'─');
  CHECK(t.to_string() == " a─b\n   too");
  t.print(-1, 0, "x", colors::kText);  // off-grid writes are ignored
  t.put(9, 9, U'x', colors::kText);
}

TEST_CASE("only cells that really change become dirty", "[ui][terminal]") {
  Terminal t(5, 1);
  t.clear_dirty();
  t.print(0, 0, "ab", colors::kText);
  CHECK(t.dirty_count() == 2);
  t.clear_dirty();
  t.print(0, 0, "ab", colors::kText);  // same text, same colours: nothing to repaint
  CHECK(t.dirty_count() == 0);
  t.put(1, 0, U'b', colors::kWhite);  // same glyph, new colour
  CHECK(t.dirty_count() == 1);
  CHECK(t.dirty(1, 0));
  CHECK_FALSE(t.dirty(0, 0));
  t.clear();
  CHECK(t.dirty_count() == 2);  // the recoloured cell was dirty already: counted once
}

TEST_CASE("resizing blanks the grid", "[ui][terminal]") {
  Terminal t(3, 3);
  t.print(0, 0, "abc", colors::kText);
  t.resize(2, 1);
  CHECK(t.width() == 2);
  CHECK(t.height() == 1);
  CHECK(t.to_string().empty());
  CHECK(t.dirty_count() == 2);
}

TEST_CASE("a big glyph covers span x span cells, clipped at the edges", "[ui][terminal][zoom]") {
  Terminal t(5, 4);
  t.clear_dirty();
  t.put_big(1, 1, 3, U'@', colors::kWhite);
  CHECK(t.at(1, 1).glyph == U'@');
  CHECK(t.at(1, 1).span == 3);
  CHECK(t.at(3, 3).span == 0);  // covered: its block starts 2 left, 2 up
  CHECK(t.at(3, 3).back_x == 2);
  CHECK(t.at(3, 3).back_y == 2);
  CHECK(t.at(0, 1).span == 1);  // outside the block
  CHECK(t.dirty_count() == 9);
  CHECK(t.row_text(1) == " @");
  // Drawn again the same: nothing to repaint. Smaller again: the covered cells come back.
  t.clear_dirty();
  t.put_big(1, 1, 3, U'@', colors::kWhite);
  CHECK(t.dirty_count() == 0);
  t.clear();
  CHECK(t.at(3, 3).span == 1);
  // At the edge: the cells past it are dropped, not wrapped.
  t.put_big(4, 3, 2, U'#', colors::kWhite);
  CHECK(t.at(4, 3).span == 2);
}

}  // namespace test_terminal
