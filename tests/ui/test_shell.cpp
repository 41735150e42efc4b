// The shell's parts on their own: the screen stack, the notices, and an App handed on whole
// (the session it holds keeps showing and speaking through the App's own parts).
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "core/game.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/notices.hpp"
#include "ui/shell/screen_stack.hpp"
#include "ui/text/color.hpp"
#include "ui/text/terminal.hpp"

namespace test_shell {

using namespace dg;

namespace {

// A screen that writes its name's first letter on row `row` and counts the inputs it was handed.
class Named : public Screen {
 public:
  Named(std::string name, int row, int* handled = nullptr)
      : name_(std::move(name)), row_(row), handled_(handled) {}
  bool handle(const Input&, ScreenContext& app) override {
    if (handled_) ++*handled_;
    app.screens().pop();  // closes itself while it handles the input
    return true;
  }
  void draw(Terminal& term, const ScreenContext&) const override {
    term.put(0, row_, static_cast<char32_t>(name_[0]), colors::kWhite);
  }

 private:
  std::string name_;
  int row_;
  int* handled_;
};

App title_app() {
  return App(
      test::content(),
      [](std::uint64_t s, const Character& who) { return Game::new_game(test::catalog(), s, who); },
      5);
}

}  // namespace

TEST_CASE("the screen stack never closes its floor, and reset leaves one screen", "[ui][shell]") {
  ScreenStack stack;
  stack.push(std::make_unique<Named>("floor", 0));
  stack.pop();
  REQUIRE(stack.depth() == 1);
  stack.push(std::make_unique<Named>("menu", 1));
  stack.push(std::make_unique<Named>("prompt", 2));
  stack.replace(std::make_unique<Named>("answer", 3));
  CHECK(stack.depth() == 3);
  stack.reset(std::make_unique<Named>("title", 0));
  CHECK(stack.depth() == 1);
  stack.retire();
  Terminal t(20, 4);
  stack.floor().draw(t, title_app());
  CHECK(t.row_text(0).rfind('t', 0) == 0);  // the title's letter, not the floor's
}

TEST_CASE("a notice is what was shown once the next input arrives, then cleared", "[ui][shell]") {
  Notices n;
  n.hint("a jackal");
  CHECK(n.is_hint());
  n.notify("Unknown command 'Q'.");
  CHECK_FALSE(n.is_hint());
  n.input_arrived();
  CHECK(n.text().empty());
  CHECK(n.shown() == "Unknown command 'Q'.");
  CHECK_FALSE(n.shown_was_hint());
}

TEST_CASE("an App moved whole keeps its session showing through its own screens", "[ui][shell]") {
  App first = title_app();
  REQUIRE(first.session().on_title());
  App moved(std::move(first));
  int handled = 0;
  moved.screens().push(std::make_unique<Named>("menu", 1, &handled));
  REQUIRE(moved.handle(Input::character(U'x')));
  CHECK(handled == 1);
  CHECK(moved.screens().depth() == 1);  // the menu closed itself inside its own handler
  // The session's flows land on the moved App's stack and notices, not on the old ones.
  CHECK(moved.session().on_title());
  CHECK_FALSE(moved.session().export_save());  // no save slot: nothing to export
  moved.session().start(Character{});
  CHECK(moved.playing());
  CHECK(moved.screens().depth() == 1);
  moved.session().to_title();
  CHECK(moved.session().on_title());
  CHECK(moved.notices().text().empty());
}

}  // namespace test_shell
