// The shell's notice is drawn once, by the shell, where the screen on top puts it: in a bar
// along the bottom, under a prompt's question, or on the play screen's own message line.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "map_fixtures.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/notice_line.hpp"
#include "ui/shell/notices.hpp"
#include "ui/text/terminal.hpp"

namespace test_notice_line {

using namespace dg;

namespace {

// Every cell a dot, so what a notice covers shows.
void dot(Terminal& t) {
  for (int y = 0; y < t.height(); ++y)
    for (int x = 0; x < t.width(); ++x) t.put(x, y, U'.', colors::kText);
}

// A screen of dots that puts its notice where it is told.
class Dotted : public Screen {
 public:
  explicit Dotted(NoticePlace place) : place_(place) {}
  bool handle(const Input&, ScreenContext&) override { return false; }
  void draw(Terminal& term, const ScreenContext&) const override { dot(term); }
  NoticePlace notice_place(const Terminal&, const ScreenContext&) const override { return place_; }

 private:
  NoticePlace place_;
};

Terminal dotted(int width, int height) {
  Terminal t(width, height);
  dot(t);
  return t;
}

int occurrences(const std::string& text, const std::string& part) {
  int n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("the bottom bar wraps a notice upward from the last row, never cut", "[ui][notice]") {
  Notices n;
  n.notify("You have no armour you can put on now.");
  Terminal t = dotted(16, 6);
  draw_notice(t, n, NoticePlace::bottom());
  CHECK(t.row_text(0) == "................");
  CHECK(t.row_text(2) == "................");
  CHECK(t.row_text(3) == " You have no");
  CHECK(t.row_text(4) == " armour you can");
  CHECK(t.row_text(5) == " put on now.");
}

TEST_CASE("a notice keeps its own line breaks, and goes down from a row when told",
          "[ui][notice]") {
  Notices n;
  n.notify("Could not copy the card:\nDeepglyph daily\nDepth 4");
  Terminal t = dotted(30, 6);
  draw_notice(t, n, NoticePlace::rows_from(1));
  CHECK(t.row_text(0) == "..............................");
  CHECK(t.row_text(1) == "Could not copy the card:");
  CHECK(t.row_text(2) == "Deepglyph daily");
  CHECK(t.row_text(3) == "Depth 4");
  CHECK(t.row_text(4) == "..............................");
}

TEST_CASE("no notice, or a screen that shows its own, leaves the screen as drawn", "[ui][notice]") {
  Notices n;
  Terminal t = dotted(10, 3);
  draw_notice(t, n, NoticePlace::bottom());
  CHECK(t.row_text(2) == "..........");
  n.notify("Never mind.");
  draw_notice(t, n, NoticePlace::own());
  CHECK(t.row_text(0) == "..........");
  CHECK(t.row_text(2) == "..........");
}

TEST_CASE("the shell draws a notice once, where the screen on top puts it", "[ui][notice]") {
  App app = test::room_app();
  Terminal t(60, 12);
  // The play screen alone: on its message line.
  app.notices().notify("Unknown command 'Q'.");
  app.draw(t);
  CHECK(t.row_text(0) == "Unknown command 'Q'.");
  CHECK(occurrences(t.to_string(), "Unknown command") == 1);
  // A screen over it: in the bar at the bottom, and not on the play screen's line below.
  app.screens().push(std::make_unique<Dotted>(NoticePlace::bottom()));
  app.draw(t);
  CHECK(t.row_text(11) == " Unknown command 'Q'.");
  CHECK(occurrences(t.to_string(), "Unknown command") == 1);
  app.screens().pop();
  app.screens().push(std::make_unique<Dotted>(NoticePlace::rows_from(3)));
  app.draw(t);
  CHECK(t.row_text(3) == "Unknown command 'Q'.");
  CHECK(occurrences(t.to_string(), "Unknown command") == 1);
}

TEST_CASE("under another screen, the message line leaves to the pane what the pane shows",
          "[ui][notice]") {
  App app = test::room_app();
  app.handle(Input::character(U's'));  // "You search but find nothing."
  // A screen over the play screen that draws nothing of its own.
  app.screens().push(std::make_unique<Dotted>(NoticePlace::bottom()));
  Terminal t(80, 40);  // rows to spare under the small room: the pane shows the messages
  app.screens().floor().draw(t, app);
  CHECK(t.row_text(0).empty());
  CHECK(occurrences(t.to_string(), "You search") == 1);
}

}  // namespace test_notice_line
