// Nothing lost: a save that cannot be restored is never destroyed or written over, one that
// cannot be kept aside stays, a failed save is told at the next start, two tabs on one save
// never overwrite each other or undo a death, imports are checked, and keys act the same
// however they are batched.
#include <catch2/catch.hpp>
#include <string>

#include "app_driver.hpp"
#include "core/game.hpp"
#include "core/save.hpp"
#include "fake_services.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/ended_runs.hpp"
#include "ui/text/terminal.hpp"

namespace test_save_safety {

using namespace dg;
using namespace dg::test;

namespace {

// Drawn wide enough that no message is paged or wrapped: its whole text is on one row.
bool shows(const App& app, const std::string& text) {
  return screen(app, 400, 30).find(text) != std::string::npos;
}

// A save from a newer Deepglyph: this one cannot restore it, but must not lose it.
std::string newer_save() {
  auto g = Game::new_game(test::catalog(), 12, {}, false);
  std::string text = encode_save(g.value(), {"r1", 1});
  const std::string version = "\"version\":39";
  text.replace(text.find(version), version.size(), "\"version\":999");
  return text;
}

}  // namespace

TEST_CASE("a newer save survives q, the title and a new game", "[ui][save][safety]") {
  MemorySaveSlot slot;
  slot.bytes = newer_save();
  const std::string kept = *slot.bytes;
  App app(test::content(), wizard_factory(), 5);
  app.session().set_save_slot(&slot);
  test::FakeServices services;
  services.exits = false;
  app.set_services(&services);  // the web: q says goodbye
  REQUIRE(app.session().resume() == Session::Resume::Failed);
  CHECK(shows(app, "played under rules r999 (never released)"));
  press(app, "q");
  CHECK_FALSE(shows(app, "Your game is saved"));  // it is not: nothing was saved
  CHECK(shows(app, "Goodbye."));
  press(app, "x");  // back: the save is asked about again, not skipped for the title
  CHECK(shows(app, "Your saved game could not be restored."));
  CHECK(slot.bytes == kept);
  // A new game started anyway (the title through another path) never writes over it.
  App other(test::content(), wizard_factory(), 6);
  other.session().set_save_slot(&slot);
  press(other, "y");
  REQUIRE(other.playing());
  CHECK_FALSE(other.session().save());
  CHECK(shows(other,
              "Your game was not saved at turn 0: the save there cannot be restored, "
              "and is not written over."));
  CHECK(slot.bytes == kept);
}

TEST_CASE("a save that cannot be kept aside stays where it is", "[ui][save][safety]") {
  MemorySaveSlot slot;
  slot.bytes = std::string("{\"game\":\"deep\0glyph", 19);  // damaged, with a NUL
  const std::string kept = *slot.bytes;
  slot.fail_writes = "storage is full";
  App app(test::content(), wizard_factory(), 5);
  app.session().set_save_slot(&slot);
  REQUIRE(app.session().resume() == Session::Resume::Failed);
  press(app, "y");
  CHECK(shows(app,
              "It could not be kept aside (storage is full), so it is still where it was "
              "and nothing was deleted."));
  CHECK(shows(app, "d - delete it and start a new game"));
  CHECK_FALSE(app.playing());
  CHECK(slot.bytes == kept);
  // The export hands over the exact bytes, NUL and all.
  std::string exported;
  test::FakeServices services;
  services.file = [&](const std::string&, const std::string& bytes) {
    exported = bytes;
    return std::string("Downloading.");
  };
  app.set_services(&services);
  press(app, "e");
  CHECK(exported == kept);
  press(app, "d");  // deleting fails too while storage refuses: still there
  CHECK(shows(app, "It could not be deleted either: storage is full."));
  CHECK(slot.bytes == kept);
  slot.fail_writes.clear();
  press(app, "d");
  CHECK(shows(app, "[ynq]"));
  CHECK(shows(app, "The old save was deleted."));
  CHECK_FALSE(slot.bytes);
}

TEST_CASE("a save that failed is told at the next start", "[ui][save][safety]") {
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 21);
  app.session().set_save_slot(&slot);
  press(app, "ys");
  REQUIRE(app.session().save());  // turn 1 is kept
  press(app, "sss");
  slot.fail_writes = "the browser refused to store it (storage full or disabled)";
  CHECK_FALSE(app.session().save());  // the tab closing: nobody sees this message
  CHECK(shows(app, "Your game was not saved at turn 4: the browser refused"));
  slot.fail_writes.clear();
  App next(test::content(), wizard_factory(), 99);
  next.session().set_save_slot(&slot);
  REQUIRE(next.session().resume() == Session::Resume::Resumed);
  CHECK(next.game().turn() == 1);
  CHECK(shows(next,
              "Welcome back! Your game was restored at turn 1. Your game was not saved "
              "at turn 4: the browser refused to store it (storage full or disabled). It "
              "carries on from the last save kept."));
  CHECK_FALSE(slot.failure);  // told once
}

TEST_CASE("two tabs on one save never overwrite each other", "[ui][save][safety]") {
  MemorySaveSlot slot;
  App first(test::content(), wizard_factory(), 31);
  first.session().set_save_slot(&slot);
  press(first, "ys");
  REQUIRE(first.session().save());
  App a(test::content(), wizard_factory(), 1),
      b(test::content(), wizard_factory(), 2);  // two tabs resume the same run
  a.session().set_save_slot(&slot);
  b.session().set_save_slot(&slot);
  REQUIRE(a.session().resume() == Session::Resume::Resumed);
  REQUIRE(b.session().resume() == Session::Resume::Resumed);
  press(b, "sssss");
  REQUIRE(b.session().save());
  const std::string b_saved = *slot.bytes;
  press(a, "s");
  CHECK_FALSE(a.session().save());  // a fell behind: its older run is not written over b's
  CHECK(shows(a, "another tab or window saved since this one loaded the game"));
  CHECK(slot.bytes == b_saved);
  REQUIRE(read_stamp(b_saved).ok());
  CHECK(read_stamp(b_saved).value().generation == 2);
}

TEST_CASE("a run that died in one tab is never written back by another", "[ui][save][safety]") {
  MemorySaveSlot slot;
  App first(test::content(), wizard_factory(), 32);
  first.session().set_save_slot(&slot);
  press(first, "ys");
  REQUIRE(first.session().save());
  App a(test::content(), wizard_factory(), 1), b(test::content(), wizard_factory(), 2);
  a.session().set_save_slot(&slot);
  b.session().set_save_slot(&slot);
  REQUIRE(a.session().resume() == Session::Resume::Resumed);
  REQUIRE(b.session().resume() == Session::Resume::Resumed);
  die_to_a_minotaur(b);
  CHECK_FALSE(slot.bytes);          // permadeath
  CHECK_FALSE(a.session().save());  // a hides: the dead run stays dead
  CHECK_FALSE(slot.bytes);
  CHECK(shows(a, "its save was deleted elsewhere (the run ended in another tab or window)"));
}

// Without Web Locks (plain http on a LAN address, an older Safari) two tabs play one run:
// the one that saved last must not bring back the hero who died in the other.
TEST_CASE("a death in one tab is never undone by another tab's later save", "[ui][save][safety]") {
  MemorySaveSlot slot, ended;
  App first(test::content(), wizard_factory(), 36);
  first.session().set_save_slot(&slot);
  first.session().set_ended_slot(&ended);
  press(first, "ys");
  REQUIRE(first.session().save());
  App a(test::content(), wizard_factory(), 1), b(test::content(), wizard_factory(), 2);
  for (App* tab : {&a, &b}) {
    tab->session().set_save_slot(&slot);
    tab->session().set_ended_slot(&ended);
    REQUIRE(tab->session().resume() == Session::Resume::Resumed);
  }
  press(a, "s");
  REQUIRE(a.session().save());  // a is hidden: it saves at turn 2
  press(b, "ssssssss");
  die_to_a_minotaur(b);     // b dies later in the same run
  CHECK_FALSE(slot.bytes);  // a's later save of the dead run is gone too
  CHECK(ended.bytes);       // and the run is noted as ended
  CHECK(shows(b,
              "Another tab or window had saved this run since (at turn 2); that save is "
              "deleted too, and no tab or window can bring the run back."));
  CHECK_FALSE(a.session().save());  // a, hidden again, cannot write it back
  CHECK_FALSE(slot.bytes);
  CHECK(shows(a, "this run ended in another tab or window (the hero died on turn "));
  App fresh(test::content(), wizard_factory(), 3);  // a new tab finds no run to restore
  fresh.session().set_save_slot(&slot);
  fresh.session().set_ended_slot(&ended);
  CHECK(fresh.session().resume() == Session::Resume::NoSave);
  CHECK_FALSE(fresh.playing());
}

TEST_CASE("a save of a run noted as ended is cleared, not restored", "[ui][save][safety]") {
  MemorySaveSlot slot, ended;
  App first(test::content(), wizard_factory(), 37);
  first.session().set_save_slot(&slot);
  press(first, "ys");
  REQUIRE(first.session().save());
  // The death was noted, but its tab could not delete the save (a write refused then).
  EndedRuns graves;
  graves.set_slot(&ended);
  REQUIRE(graves.mark(read_stamp(*slot.bytes).value().run, 12));
  App next(test::content(), wizard_factory(), 1);
  next.session().set_save_slot(&slot);
  next.session().set_ended_slot(&ended);
  CHECK(next.session().resume() == Session::Resume::NoSave);
  CHECK_FALSE(next.playing());
  CHECK_FALSE(slot.bytes);
  CHECK(shows(next,
              "The saved run had already ended: its hero died on turn 12 (in another tab "
              "or window, or after this save was made), so it is not played; its save is "
              "cleared."));
}

TEST_CASE("the runs noted as ended are bounded and survive a damaged record",
          "[ui][save][safety]") {
  MemorySaveSlot slot;
  EndedRuns graves;
  graves.set_slot(&slot);
  for (int i = 0; i < 100; ++i) REQUIRE(graves.mark("run-" + std::to_string(i), i));
  CHECK_FALSE(graves.ended("run-35"));  // the oldest went
  CHECK(graves.ended("run-36") == 36);
  CHECK(graves.ended("run-99") == 99);
  slot.bytes = std::string(1 << 16, '[');  // damaged: nested past any bound
  CHECK_FALSE(graves.ended("run-99"));
  REQUIRE(graves.mark("run-x", 3));  // written anew
  CHECK(graves.ended("run-x") == 3);
  CHECK_FALSE(graves.mark("", 3));  // a run without an id is not noted
}

TEST_CASE("a tab that does not own the save neither plays nor writes it", "[ui][save][safety]") {
  MemorySaveSlot slot;
  App first(test::content(), wizard_factory(), 33);
  first.session().set_save_slot(&slot);
  press(first, "ys");
  REQUIRE(first.session().save());
  const std::string kept = *slot.bytes;
  // A second tab opens while the first holds the lock.
  App second(test::content(), wizard_factory(), 4);
  second.session().set_save_slot(&slot);
  int asked = 0;
  test::FakeServices services;
  services.take = [&] { return ++asked, std::string("Taking the game over..."); };
  services.steals = true;
  second.set_services(&services);
  second.session().open_elsewhere();
  CHECK(shows(second, "This game is being played in another tab or window."));
  CHECK(shows(second, "t - take it over here"));
  CHECK_FALSE(second.playing());
  CHECK_FALSE(second.session().save());
  second.session()
      .to_title();  // no new game over the other's run, whatever path leads to the title
  CHECK(shows(second, "This game is being played in another tab or window."));
  press(second, "t");
  CHECK(asked == 1);
  CHECK(shows(second, "Taking the game over..."));
  // The page grants the lock: the second resumes; the first is told and stops.
  second.session().set_owner(true);
  REQUIRE(second.playing());
  CHECK(second.game().turn() == 1);
  first.session().set_owner(false);
  CHECK_FALSE(first.playing());
  CHECK(shows(first, "This game was taken over by another tab or window."));
  CHECK(slot.bytes == kept);
  press(second, "s");
  CHECK(second.session().save());
}

TEST_CASE("a resumed save whose hero had died is cleared, not played", "[ui][save][safety]") {
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 34);
  app.session().set_save_slot(&slot);
  press(app, "y");
  REQUIRE(app.session().save());
  slot.fail_writes = "read-only";
  die_to_a_minotaur(app);  // the save could not be deleted at death
  CHECK(slot.bytes);
  CHECK(shows(app, "The save could not be deleted: read-only."));
  // The death is in its commands, but not its last one: write it as the save would have been.
  slot.fail_writes.clear();
  slot.bytes = encode_save(app.game(), read_stamp(*slot.bytes).value());
  App next(test::content(), wizard_factory(), 1);
  next.session().set_save_slot(&slot);
  CHECK(next.session().resume() == Session::Resume::NoSave);
  CHECK_FALSE(next.playing());
  CHECK(shows(next, "The saved run had already ended (the hero died); its save is cleared."));
  CHECK_FALSE(slot.bytes);
}

TEST_CASE("an imported save is checked and never replaces one", "[ui][save][safety]") {
  MemorySaveSlot slot;
  App app(test::content(), wizard_factory(), 35);
  app.session().set_save_slot(&slot);
  CHECK_FALSE(app.session().import_save("{\"game\":\"deepglyph\"}", "bad.json"));
  CHECK(shows(app, "Cannot import bad.json: The save is damaged (no version)."));
  CHECK_FALSE(slot.bytes);
  auto g = Game::new_game(test::catalog(), 35, {}, false);
  const std::string good = encode_save(g.value(), {"imported", 4});
  REQUIRE(app.session().import_save(good, "good.json"));
  CHECK(app.playing());
  CHECK(shows(app, "Imported good.json: your game carries on at turn 0."));
  App other(test::content(), wizard_factory(), 36);
  other.session().set_save_slot(&slot);
  CHECK_FALSE(other.session().import_save(good, "again.json"));
  CHECK(shows(other, "Cannot import again.json: a game is saved already"));
}

TEST_CASE("keys act the same whether or not a frame is drawn between them", "[ui][more]") {
  // ':' says more than an 80-column line holds: the next key turns its page, whether it was
  // typed after a frame or arrived with it (the width comes from the layout, not the draw).
  for (const bool draw_between : {false, true}) {
    App app(test::content(), wizard_factory(), 1228294401383418078ULL);
    app.set_size(80, 24);
    // (Escape: the welcome's --More--, for it says where the hero stands and the pet too.)
    for (const char c : std::string("y\x1b:l")) {
      app.handle(c == '\x1b' ? Input::special(Key::Escape)
                             : Input::character(static_cast<char32_t>(c)));
      if (draw_between) screen(app);
    }
    INFO("drawn between keys: " << draw_between);
    REQUIRE(app.playing());
    CHECK(app.game().turn() == 0);  // l read on; it did not walk
  }
}

TEST_CASE("a screen too small to read takes no keys", "[ui][save][safety]") {
  App app(test::content(), wizard_factory(), 5);
  app.set_size(6, 4);
  press(app, "y");
  CHECK_FALSE(app.playing());
  CHECK(screen(app, 80, 24).find("The window is too small to play") != std::string::npos);
  app.set_size(80, 24);
  press(app, "y");
  CHECK(app.playing());
}

TEST_CASE("the save screens fit a phone's 40 columns, choices indented past their key",
          "[ui][save][safety]") {
  MemorySaveSlot slot;
  slot.bytes = newer_save();
  App app(test::content(), wizard_factory(), 5);
  app.session().set_save_slot(&slot);
  REQUIRE(app.session().resume() == Session::Resume::Failed);
  const std::string phone = screen(app, 40, 20);
  CHECK(phone.find(" y - start a new game (the old save\n") != std::string::npos);
  CHECK(phone.find("\n     is kept aside as a backup)") != std::string::npos);
  CHECK(phone.find(" q - quit (the save stays as it is)") != std::string::npos);
}

}  // namespace test_save_safety
