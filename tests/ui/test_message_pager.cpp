// The message line pages text wider than the screen: --More--, a key for the next page, and
// nothing lost or acted on meanwhile.
#include <catch2/catch.hpp>
#include <string>

#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"
#include "ui/widgets/message_pager.hpp"

namespace test_message_pager {

using namespace dg;

namespace {

std::string join(const std::vector<std::string>& pages) {
  std::string s;
  for (const auto& p : pages) s += (s.empty() ? "" : " ") + p;
  return s;
}

int cells(const std::string& s) {
  int n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// The App's row 0 at the given width.
std::string message_row(const App& app, int width) {
  Terminal t(width, 13);  // at 30 columns the status lines wrap: 5 bottom rows, 7 map rows
  app.draw(t);
  return t.row_text(0);
}

}  // namespace

TEST_CASE("message_pages breaks at spaces and leaves room for --More--", "[ui][more]") {
  CHECK(message_pages("You hit the newt.", 40) == std::vector<std::string>{"You hit the newt."});
  CHECK(message_pages("anything", 0) == std::vector<std::string>{"anything"});
  const std::string text =
      "The newt bites! You hit the newt. The newt misses. You kill the newt! You feel better.";
  for (int width : {20, 24, 33, 50}) {
    const auto pages = message_pages(text, width);
    REQUIRE(pages.size() > 1);
    CHECK(join(pages) == text);  // every word, once, in order
    for (std::size_t i = 0; i + 1 < pages.size(); ++i) {
      CHECK(cells(pages[i]) <= width - 9);  // " --More--"
      CHECK(pages[i].back() != ' ');
    }
    CHECK(cells(pages.back()) <= width);
  }
  // A word longer than a page is cut; accented letters count as one cell each.
  const auto cut = message_pages("Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", 15);
  CHECK(cut.front() == "Aaaaaa");
  CHECK(cut.size() == 4);  // 6 + 6 + 6 cells, then the last 13 fit in 15
  CHECK(cut.back() == "aaaaaaaaaaaa!");
  const auto accents = message_pages("éééé éééé éééé éééé", 15);
  CHECK(accents.front() == "éééé");
  CHECK(join(accents) == "éééé éééé éééé éééé");
}

TEST_CASE("a long message waits for a key at --More-- before play goes on", "[ui][more]") {
  App app = test::room_app();
  CHECK(message_row(app, 30) == "Welcome to Deepglyph! --More--");
  const Vec start = app.game().hero().pos;
  CHECK(app.handle(Input::character(U'l')));  // turns the page; the hero does not move
  CHECK(app.game().hero().pos == start);
  std::string row = message_row(app, 30);
  CHECK(row.rfind("You are a lawful", 0) == 0);
  // Hovering the map neither turns the page nor replaces the text.
  CHECK_FALSE(app.handle(Input::pointer(Key::Hover, 16, 3)));
  CHECK(message_row(app, 30) == row);
  int pages = 2;
  while (row.find("--More--") != std::string::npos && pages < 10) {
    app.handle(Input::character(U' '));
    row = message_row(app, 30);
    ++pages;
  }
  CHECK(pages >= 3);
  CHECK(row.find("--More--") == std::string::npos);  // the last page
  CHECK(app.game().hero().pos == start);
  app.handle(Input::character(U'l'));  // now the key acts
  CHECK(app.game().hero().pos == start + Vec{1, 0});
  CHECK(message_row(app, 30).empty());
}

TEST_CASE("Escape skips to the last page; a wide screen needs no paging", "[ui][more]") {
  App app = test::room_app();
  REQUIRE(message_row(app, 30).find("--More--") != std::string::npos);
  app.handle(Input::special(Key::Escape));
  const std::string last = message_row(app, 30);
  CHECK(last.find("--More--") == std::string::npos);
  CHECK(last.back() == '.');
  App wide = test::room_app();
  const std::string whole = message_row(wide, 120);
  CHECK(whole.find("--More--") == std::string::npos);
  CHECK(whole.rfind("Welcome to Deepglyph! You are", 0) == 0);
  CHECK(whole.substr(whole.size() - last.size()) == last);
}

TEST_CASE("a long notice is paged too, though the notice itself is gone", "[ui][more]") {
  App app = test::room_app();
  message_row(app, 40);
  app.handle(Input::special(Key::Escape));
  app.handle(Input::character(U':'));  // describe the surroundings: a long notice
  const std::string first = message_row(app, 40);
  REQUIRE(first.find("--More--") != std::string::npos);
  app.handle(Input::character(U' '));
  const std::string second = message_row(app, 40);
  CHECK(!second.empty());
  CHECK(second != first);
  CHECK(app.game().turn() == 0);
}

TEST_CASE("keys queued between frames page as keys pressed one per frame", "[ui][more]") {
  // The desktop's --keys and a fast typist deliver several keys before the next draw.
  App framed = test::room_app(), queued = test::room_app();
  message_row(framed, 30);
  message_row(queued, 30);
  const std::u32string keys = U"llljjhk";
  for (char32_t k : keys) {
    framed.handle(Input::character(k));
    message_row(framed, 30);
  }
  for (char32_t k : keys) queued.handle(Input::character(k));
  CHECK(framed.game().state_hash() == queued.game().state_hash());
  CHECK(framed.game().turn() == queued.game().turn());
  CHECK(framed.game().turn() > 0);
}

TEST_CASE("a narrower window re-pages the same text", "[ui][more]") {
  App app = test::room_app();
  message_row(app, 40);
  app.handle(Input::character(U' '));
  const std::string at40 = message_row(app, 40);
  const std::string at25 = message_row(app, 25);
  CHECK(!at25.empty());
  CHECK(cells(at25) <= 25);
  CHECK(at40 != at25);
  CHECK(app.game().turn() == 0);
}

TEST_CASE("a message read to its end is not paged again when a notice clears", "[ui][more]") {
  App app = test::room_app();
  message_row(app, 30);
  app.handle(Input::special(Key::Escape));
  const std::string last = message_row(app, 30);
  app.handle(Input::pointer(Key::Hover, 16, 3));  // a hint over the line, cut, not paged...
  CHECK(message_row(app, 30) == "An acid pool (2 east, 1 north)");
  app.handle(Input::pointer(Key::Hover, 2, 9));  // ...cleared: the welcome's end again
  CHECK(message_row(app, 30) == last);
  app.handle(Input::pointer(Key::LongPress, 13, 3));  // so the next input acts
  CHECK(app.notices().text() == "A staircase up (1 west, 1 north).");
}

TEST_CASE("wrap_text breaks every line at the width", "[ui][more]") {
  CHECK(wrap_text("short", 10) == std::vector<std::string>{"short"});
  const auto lines = wrap_text("one two three four five six seven", 10);
  CHECK(lines == std::vector<std::string>{"one two", "three four", "five six", "seven"});
  CHECK(cell_count("é–x") == 3);
}

TEST_CASE("fit_cells keeps what fits and ends a cut with an ellipsis", "[ui][more]") {
  CHECK(fit_cells("a bat wing", 10) == "a bat wing");
  CHECK(fit_cells("a bat wing", 8) == "a bat w…");
  CHECK(fit_cells("é–xyz", 3) == "é–…");  // cells, not bytes
  CHECK(fit_cells("wing", 1) == "…");
  CHECK(fit_cells("wing", 0).empty());
}

}  // namespace test_message_pager
