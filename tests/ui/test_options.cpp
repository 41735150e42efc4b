// The options screen from the title and in play, and the options kept in their own slot:
// a rebound key works at once, is written, and a new start reads it back.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "app_driver.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/screens/keys_screen.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/text/text_wrap.hpp"
#include "ui/text/utf8.hpp"

namespace test_options {

using namespace dg;
using namespace dg::test;

namespace {
void key(App& app, Key k) {
  app.handle(Input::special(k));
}
// From the options screen: the keys screen, down to `words`' row, Enter, then `press`.
void rebind(App& app, std::string_view words, const Input& press) {
  app.handle(Input::character(U'b'));
  for (int i = 0; i < 60 && screen(app).find("> " + std::string(words)) == std::string::npos; ++i)
    key(app, Key::Down);
  REQUIRE(screen(app).find("> " + std::string(words)) != std::string::npos);
  key(app, Key::Enter);
  CHECK(screen(app).find("Press the new key for " + std::string(words)) != std::string::npos);
  app.handle(press);
}
}  // namespace

TEST_CASE("a key rebound on the options screen works and is kept", "[ui][options]") {
  MemorySaveSlot prefs;
  App app(test::content(), wizard_factory(), 5);
  app.settings().set_slot(&prefs);
  CHECK(app.settings().load().empty());  // nothing kept yet
  CHECK(screen(app).find("o - options") != std::string::npos);
  press(app, "o");
  CHECK(screen(app).find("a - Keys: vi-keys") != std::string::npos);
  rebind(app, "search", Input::character(U'E'));
  CHECK(screen(app).find("E now does search.") != std::string::npos);
  const std::string keys_shown = screen(app);
  const std::size_t row = keys_shown.find("> search ");
  REQUIRE(row != std::string::npos);
  CHECK(keys_shown.substr(row, keys_shown.find('\n', row) - row).ends_with(" s  E"));
  // Taking a key from another command says so.
  key(app, Key::Enter);
  app.handle(Input::character(U'h'));
  CHECK(screen(app).find("h now does search (it did move west, which keeps its other keys).") !=
        std::string::npos);
  key(app, Key::Escape);
  key(app, Key::Escape);
  REQUIRE(prefs.bytes);
  CHECK(prefs.bytes->find("[\"E\",\"search\"]") != std::string::npos);
  press(app, "nvd");  // a dwarvish Valkyrie
  REQUIRE(app.playing());
  press(app, "E");
  CHECK(app.game().turn() == 1);
  CHECK(app.game().log().all().back().text == "You search but find nothing.");
  CHECK(screen(app).find("E search") == std::string::npos);  // s is still the first key
  // A new start reads them back.
  App again(test::content(), wizard_factory(), 6);
  again.settings().set_slot(&prefs);
  CHECK(again.settings().load().empty());
  CHECK(again.settings().keys().command_for(KeyChord::character(U'E')) == "search");
  CHECK(again.settings().keys().command_for(KeyChord::character(U'h')) == "search");
  CHECK(again.settings().keys().changed_from_preset());
}

TEST_CASE("the options screen in play changes the preset, palette, zoom and explore",
          "[ui][options]") {
  MemorySaveSlot prefs;
  App app(test::content(), wizard_factory(), 5);
  app.settings().set_slot(&prefs);
  press(app, "nvd");
  press(app, "=");
  CHECK(screen(app).find("Options") != std::string::npos);
  press(app, "a");
  CHECK(screen(app).find("a - Keys: numpad") != std::string::npos);
  CHECK(app.settings().keys().preset() == KeyPreset::Numpad);
  CHECK(screen(app).find("d - Map zoom: auto, 1x on this screen") != std::string::npos);
  press(app, "cde");
  CHECK(app.settings().palette() == Palette::ColourBlind);
  CHECK(app.settings().map_zoom() == 1);  // auto, then 1x
  CHECK(app.settings().preferences().zoom == 1);
  CHECK_FALSE(app.settings().explore_picks_up());
  key(app, Key::Escape);
  const int turn = app.game().turn();
  press(app, "k");  // numpad: the letters do not move
  CHECK(app.game().turn() == turn);
  key(app, Key::Keypad8);
  std::vector<std::string> ignored;
  auto kept = decode_preferences(*prefs.bytes, ignored);
  REQUIRE(kept);
  CHECK(ignored.empty());
  CHECK(kept.value() == app.settings().preferences());
  CHECK(kept.value().keys.preset() == KeyPreset::Numpad);
}

TEST_CASE("the zoom's auto makes a phone's map cells big enough to tap, and is 1 elsewhere",
          "[ui][options][zoom]") {
  // Before: a phone's map cells were 7 x 14 CSS pixels unless the player found + three times.
  App app(test::content(), wizard_factory(), 5);
  CHECK(app.settings().preferences().zoom == 0);
  CHECK(app.settings().map_zoom() == 1);
  app.settings().set_cell_css_width(7);  // 390x844 at a device pixel ratio of 3
  CHECK(app.settings().map_zoom() == 3);
  app.settings().set_cell_css_width(8.5);  // a phone held sideways: 17 at 2x, 25.5 at 3x
  CHECK(app.settings().map_zoom() == 3);
  app.settings().set_cell_css_width(10.5);  // a small desktop window (900x600)
  CHECK(app.settings().map_zoom() == 1);
  app.settings().set_cell_css_width(14);  // a desktop at 1280x800
  CHECK(app.settings().map_zoom() == 1);
  Preferences p = app.settings().preferences();
  p.zoom = 2;  // the player's choice wins
  app.set_preferences(p);
  app.settings().set_cell_css_width(7);
  CHECK(app.settings().map_zoom() == 2);
}

TEST_CASE("an options file that cannot be used is kept aside and explained", "[ui][options]") {
  std::vector<std::string> ignored;
  CHECK_FALSE(decode_preferences("{\"game\": \"deepglyph-options\"", ignored));
  CHECK_FALSE(decode_preferences("{\"game\": \"other\", \"version\": 1}", ignored));
  CHECK_FALSE(decode_preferences("{\"game\": \"deepglyph-options\", \"version\": 99}", ignored));
  CHECK_FALSE(decode_preferences(std::string(kMaxPreferencesBytes + 1, ' '), ignored));
  // A part that cannot be used keeps its default; the rest applies.
  auto partly = decode_preferences(
      R"({"game": "deepglyph-options", "version": 1, "zoom": 9, "palette": "colourblind",
          "keys": {"preset": "laptop", "bound": [["f", "search"], ["f", "fly"], ["Escape", "look"], 7]}})",
      ignored);
  REQUIRE(partly);
  CHECK(partly.value().zoom == 0);  // auto
  CHECK(partly.value().palette == Palette::ColourBlind);
  CHECK(partly.value().keys.preset() == KeyPreset::Laptop);
  CHECK(partly.value().keys.command_for(KeyChord::character(U'f')) == "search");
  CHECK(ignored.size() == 4);  // the zoom and three bindings

  MemorySaveSlot prefs;
  prefs.bytes = "not json";
  App app(test::content(), wizard_factory(), 5);
  app.settings().set_slot(&prefs);
  const std::string said = app.settings().load();
  CHECK(said.find("Your options could not be used: it is damaged (not readable). The defaults "
                  "apply (the old options are kept in the backup).") != std::string::npos);
  CHECK(prefs.backup == std::optional<std::string>("not json"));
  CHECK(app.settings().keys() == KeyBindings());
}

TEST_CASE("an options file from before a command existed gives that command its key",
          "[ui][options]") {
  // Written by a build without explore and pray (their entries taken out), with s rebound
  // to f: the file's bindings go over the preset, and the new commands keep the preset's keys.
  Preferences old;
  (void)old.keys.bind("search", KeyChord::character(U'f'));
  auto j = nlohmann::json::parse(encode_preferences(old));
  j["keys"].erase("unbound");  // older files have no list of unbound commands
  auto& bound = j["keys"]["bound"];
  for (std::size_t i = bound.size(); i-- > 0;)
    if (bound[i][1] == "explore" || bound[i][1] == "pray") bound.erase(i);
  std::vector<std::string> ignored;
  auto read = decode_preferences(j.dump(), ignored);
  REQUIRE(read);
  CHECK(ignored.empty());
  CHECK(read.value().keys.command_for(KeyChord::character(U'o')) == "explore");
  CHECK(read.value().keys.command_for(KeyChord::character(U'p')) == "pray");
  CHECK(read.value().keys.command_for(KeyChord::character(U'f')) == "search");
  CHECK(read.value().keys.command_for(KeyChord::character(U's')) == "search");
  // Before: the table started empty, and o answered "Unknown command 'o'" in play.
  MemorySaveSlot prefs;
  prefs.bytes = j.dump();
  App app(test::content(), wizard_factory(), 5);
  app.settings().set_slot(&prefs);
  CHECK(app.settings().load().empty());
  press(app, "nvd");
  press(app, "o");
  CHECK(screen(app).find("Unknown command") == std::string::npos);
}

TEST_CASE("no options file leaves the game without a key to the options", "[ui][options]") {
  for (const char* keys : {R"({"preset": "vi-keys", "bound": []})",
                           R"({"preset": "vi-keys", "bound": [["x", "fly"], ["y", "swim"]]})",
                           R"({"preset": "vi-keys", "bound": [], "unbound": ["options"]})",
                           R"({"preset": "vi-keys", "bound": [["=", "search"]]})"}) {
    INFO(keys);
    const std::string text =
        std::string(R"({"game": "deepglyph-options", "version": 1, "keys": )") + keys + "}";
    std::vector<std::string> ignored;
    auto read = decode_preferences(text, ignored);
    REQUIRE(read);
    CHECK_FALSE(read.value().keys.keys_for("options").empty());
    CHECK(read.value().keys.command_for(KeyChord::character(U'h')) == "move_w");
    MemorySaveSlot prefs;
    prefs.bytes = text;
    App app(test::content(), wizard_factory(), 5);
    app.settings().set_slot(&prefs);
    (void)app.settings().load();
    press(app, "nvd");
    press(app, "=");
    CHECK(screen(app).find("Options") != std::string::npos);
  }
  std::vector<std::string> ignored;
  auto unbound = decode_preferences(
      R"({"game": "deepglyph-options", "version": 1, "keys": {"preset": "vi-keys", "bound": [],
          "unbound": ["options", "pray"]}})",
      ignored);
  REQUIRE(unbound);
  CHECK(unbound.value().keys.keys_for("pray").empty());  // unbound by the player: kept so
  CHECK(ignored == std::vector<std::string>{"leaving the options without a key (= opens them)"});
}

TEST_CASE("an options file nested ten thousand deep is refused, not a crash", "[ui][options]") {
  const std::string deep = R"({"game": "deepglyph-options", "version": 1, "keys": {"bound": )" +
                           std::string(10000, '[') + std::string(10000, ']') + "}}";
  std::vector<std::string> ignored;
  auto read = decode_preferences(deep, ignored);
  REQUIRE_FALSE(read);
  CHECK(read.error() == "it is damaged (nested deeper than an options file is)");
  MemorySaveSlot prefs;
  prefs.bytes = deep;
  App app(test::content(), wizard_factory(), 5);
  app.settings().set_slot(&prefs);
  CHECK(app.settings().load().find("it is damaged (nested deeper") != std::string::npos);
  CHECK(prefs.backup == std::optional<std::string>(deep));  // kept, never lost
}

TEST_CASE("options written by a newer Deepglyph are left as they are", "[ui][options]") {
  const std::string newer = R"({"game": "deepglyph-options", "version": 2, "zoom": 3})";
  MemorySaveSlot prefs;
  prefs.bytes = newer;
  App app(test::content(), wizard_factory(), 5);
  app.settings().set_slot(&prefs);
  CHECK(app.settings().load() ==
        "Your options were written by a newer Deepglyph; the defaults apply here, and your "
        "options are kept as they are.");
  CHECK(prefs.bytes == std::optional<std::string>(newer));
  CHECK_FALSE(prefs.backup);
  // A change made here keeps the newer file aside before writing its own.
  Preferences p = app.settings().preferences();
  p.zoom = 2;
  app.set_preferences(p);
  CHECK(prefs.backup == std::optional<std::string>(newer));
  CHECK(prefs.bytes->find("\"zoom\":2") != std::string::npos);
}

namespace {
// Every letter of `s` is whole: a cut through a letter's bytes is drawn as U+FFFD.
bool whole_letters(std::string_view s) {
  while (!s.empty())
    if (next_codepoint(s) == 0xFFFD) return false;
  return true;
}
}  // namespace

TEST_CASE("a binding quoted in a message is cut between letters, not inside one", "[ui][options]") {
  // A binding the game cannot use (a key named in another alphabet, from a hand-edited file):
  // the message quotes the entry, cut short. The dump is 2 bytes of [" then 2 bytes a letter,
  // so a cut at any odd byte (37, as it was) fell inside one.
  std::string name;
  for (int i = 0; i < 45; ++i) name += "\xC3\xA9";  // é
  std::vector<std::string> ignored;
  auto read = decode_preferences(
      R"({"game": "deepglyph-options", "version": 1, "keys": {"preset": "vi-keys", "bound": [[")" +
          name + R"(", "fly"]]}})",
      ignored);
  REQUIRE(read);
  REQUIRE(ignored.size() == 1);
  CHECK(ignored[0].rfind("the binding [\"\xC3\xA9\xC3\xA9", 0) == 0);
  CHECK(whole_letters(ignored[0]));
  CHECK(ignored[0].size() >= 3);
  CHECK(ignored[0].substr(ignored[0].size() - 3) == "\xE2\x80\xA6");  // …
  CHECK(cell_count(ignored[0]) == static_cast<int>(std::string("the binding ").size()) + 40);
}

TEST_CASE("the keys screen cuts a long list of keys in cells and says so", "[ui][options]") {
  App app(test::content(), wizard_factory(), 5);
  Preferences p = app.settings().preferences();
  for (char32_t c : std::u32string(U"FGQRTVWXYZ"))
    REQUIRE(p.keys.bind("search", KeyChord::character(c)));
  app.set_preferences(p);
  KeysScreen keys;
  Terminal t(40, 24);
  keys.draw(t, app);
  int found = 0;
  for (int y = 0; y < t.height(); ++y) {
    const std::string row = t.row_text(y);
    if (row.find("search  ") == std::string::npos) continue;
    ++found;
    INFO(row);
    // The keys start at cell 21 (the cursor, 18 cells of words, a gap) and have 18 cells, the
    // last column left free: eleven keys, "s  X  G ...", need 31. They end with the one-cell
    // mark of a cut, as every cut text does ("..." took three), in the room's last cell.
    CHECK(row.substr(21, 3) == "s  ");
    CHECK(row.find("...") == std::string::npos);
    const auto mark = row.find("\xE2\x80\xA6");
    REQUIRE(mark != std::string::npos);
    CHECK(cell_count(std::string_view(row).substr(0, mark)) == 38);
  }
  CHECK(found == 1);
}

TEST_CASE("prayer asks first, unless the options say not to", "[ui][options]") {
  auto g = Game::from_ascii(test::catalog(), test::kRoom, 1, test::caveman());
  REQUIRE(g.ok());
  App app(test::content(), std::move(g.value()));
  MemorySaveSlot slot;
  app.settings().set_slot(&slot);
  const int turn = app.game().turn();
  app.handle(Input::character(U'p'));
  CHECK(test::screen(app).find("Are you sure you want to pray? [yn]") != std::string::npos);
  app.handle(Input::character(U'n'));
  CHECK(app.game().turn() == turn);  // a stray p wastes nothing
  app.handle(Input::character(U'p'));
  app.handle(Input::character(U'y'));
  CHECK(app.game().turn() == turn + 1);
  // The options turn the question off (and keep that).
  app.screens().push(screens::options());
  CHECK(test::screen(app).find("j - Prayer asks first: yes") != std::string::npos);
  app.handle(Input::character(U'j'));
  CHECK(test::screen(app).find("j - Prayer asks first: no") != std::string::npos);
  app.handle(Input::special(Key::Escape));
  CHECK(slot.bytes->find("\"confirm_pray\":false") != std::string::npos);
  app.handle(Input::character(U'p'));
  CHECK(app.game().turn() == turn + 2);  // prayed at once
}

}  // namespace test_options
