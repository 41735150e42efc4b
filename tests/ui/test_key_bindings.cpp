// The play screen's keys as the player sets them: the four presets, rebinding any command,
// what may not be bound, and the help and reminder following the bindings.
#include <catch2/catch.hpp>

#include "ui/input/key_bindings.hpp"
#include "ui/input/key_help.hpp"
#include "ui/input/keymap.hpp"

namespace test_key_bindings {

using namespace dg;

namespace {
std::optional<Dir> moves(const KeyBindings& k, const Input& in) {
  return direction_for(in, k);
}
std::string does(const KeyBindings& k, const Input& in) {
  const auto chord = chord_of(in);
  return chord ? std::string(k.command_for(*chord)) : "";
}
}  // namespace

TEST_CASE("the presets move with their own keys", "[ui][keys][bindings]") {
  const KeyBindings vi(KeyPreset::ViKeys), pad(KeyPreset::Numpad), arrows(KeyPreset::Arrows),
      laptop(KeyPreset::Laptop);
  const Input k = Input::character(U'k'), kp8 = Input::special(Key::Keypad8),
              up = Input::special(Key::Up), eight = Input::character(U'8'),
              home = Input::special(Key::Home);
  CHECK(moves(vi, k) == Dir::N);
  CHECK(moves(vi, kp8) == Dir::N);
  CHECK(moves(vi, up) == Dir::N);
  CHECK_FALSE(moves(vi, eight));
  CHECK_FALSE(moves(pad, k));  // the letters are free
  CHECK(moves(pad, kp8) == Dir::N);
  CHECK(moves(pad, up) == Dir::N);
  CHECK_FALSE(moves(arrows, k));
  CHECK_FALSE(moves(arrows, kp8));
  CHECK(moves(arrows, up) == Dir::N);
  CHECK(moves(arrows, home) == Dir::NW);
  CHECK(moves(laptop, k) == Dir::N);
  CHECK(moves(laptop, eight) == Dir::N);
  CHECK(moves(laptop, Input::character(U'1')) == Dir::SW);
  CHECK(action_for(Input::character(U'5'), laptop)->command == Command::wait());
  // Every preset keeps the command keys.
  for (KeyPreset p : kKeyPresets) {
    const KeyBindings b(p);
    CHECK(does(b, Input::character(U's')) == "search");
    CHECK(does(b, Input::character(U'=')) == "options");
    CHECK(b == KeyBindings(p));
    CHECK_FALSE(b.changed_from_preset());
  }
  // The default is vi-keys, the same as the keys without bindings (the bot's).
  CHECK(KeyBindings() == vi);
}

TEST_CASE("any command can be rebound, taking the key from what it did", "[ui][keys][bindings]") {
  KeyBindings b;
  auto was = b.bind("search", KeyChord::character(U'E'));
  REQUIRE(was);
  CHECK(was.value().empty());  // E did nothing
  CHECK(action_for(Input::character(U'E'), b)->command.kind == Command::Kind::Search);
  CHECK(action_for(Input::character(U's'), b)->command.kind == Command::Kind::Search);
  was = b.bind("search", KeyChord::character(U'k'));
  REQUIRE(was);
  CHECK(was.value() == "move_n");
  CHECK(action_for(Input::character(U'k'), b)->command.kind == Command::Kind::Search);
  CHECK(direction_for(Input::special(Key::Up), b) == Dir::N);  // north keeps its other keys
  CHECK(b.changed_from_preset());
  b.unbind("search");
  CHECK_FALSE(action_for(Input::character(U's'), b));
  CHECK(b.keys_for("search").empty());
  // Arrows and the numpad can be bound too.
  REQUIRE(b.bind("look", KeyChord::special(Key::PageDown)));
  CHECK(action_for(Input::special(Key::PageDown), b)->kind == KeyAction::Kind::Look);
}

TEST_CASE("keys that belong to the browser or to every menu cannot be bound",
          "[ui][keys][bindings]") {
  KeyBindings b;
  CHECK_FALSE(chord_of(Input::control(U'w')));  // Ctrl+W, Ctrl+T, Ctrl+N...
  CHECK_FALSE(chord_of(Input::control(U't')));
  CHECK_FALSE(b.bind("search", KeyChord::special(Key::Tab)));  // Ctrl+Tab's Tab
  CHECK_FALSE(b.bind("search", KeyChord::special(Key::Escape)));
  CHECK_FALSE(b.bind("search", KeyChord::special(Key::Enter)));
  CHECK_FALSE(b.bind("search", KeyChord::character(U' ')));
  CHECK_FALSE(b.bind("search", KeyChord::character(U'й')));
  CHECK_FALSE(b.bind("fly", KeyChord::character(U'f')));
  CHECK(b == KeyBindings());  // nothing changed
}

TEST_CASE("key names read back as the same keys", "[ui][keys][bindings]") {
  for (KeyChord k :
       {KeyChord::character(U'k'), KeyChord::character(U'='), KeyChord::special(Key::PageUp),
        KeyChord::special(Key::Keypad8), KeyChord::special(Key::Left)})
    CHECK(parse_key_name(key_name(k)) == k);
  CHECK(key_name(KeyChord::special(Key::Keypad8)) == "Keypad 8");
  CHECK_FALSE(parse_key_name("Escape"));
  CHECK_FALSE(parse_key_name("kk"));
  CHECK_FALSE(parse_key_name(""));
}

TEST_CASE("the help and the reminder show the keys as bound", "[ui][keys][bindings][help]") {
  KeyBindings b;
  REQUIRE(b.bind("search", KeyChord::character(U'f')));
  const auto help = help_lines(0, b);
  auto has = [&](std::string_view text) {
    for (const std::string& l : help)
      if (l.find(text) != std::string::npos) return true;
    return false;
  };
  CHECK(has("  . or 5 or Keypad 5 s or f  wait a turn, search"));  // named on wait's row
  CHECK(has("  h j k l y u b n  west south north east, then diagonals (or arrows, numpad)"));
  CHECK(reminder_line(0, b).find("s search") != std::string::npos);
  b.unbind("search");
  REQUIRE(b.bind("search", KeyChord::character(U'f')));
  CHECK(reminder_line(0, b).find("f search") != std::string::npos);
  // The numpad preset: the moves' keys, and the reminder says so.
  const KeyBindings pad(KeyPreset::Numpad);
  const auto pad_help = help_lines(0, pad);
  CHECK(std::find(pad_help.begin(), pad_help.end(),
                  "  Left Down Up Right Home Page Up End Page Down  west south north east, "
                  "then diagonals") != pad_help.end());
  CHECK(reminder_line(0, pad).find("numpad move") != std::string::npos);
  const KeyBindings laptop(KeyPreset::Laptop);
  CHECK(reminder_line(0, laptop).find("hjklyubn move") != std::string::npos);
  // Unchanged bindings give the same help as the built-in table.
  CHECK(help_lines(0, KeyBindings()) == help_lines());
  CHECK(reminder_line(80, KeyBindings()) == reminder_line(80));
}

TEST_CASE("every command of the key table can be bound, and nothing else", "[ui][keys][bindings]") {
  std::size_t rows = 0;
  for (const KeyBinding& b : key_table()) {
    if (b.id.empty() || b.id == "move") continue;
    ++rows;
    INFO(b.id);
    CHECK(is_command_id(b.id));
  }
  CHECK(bindable_commands().size() == rows + 8);  // and the eight moves
  for (Dir d : {Dir::N, Dir::NE, Dir::E, Dir::SE, Dir::S, Dir::SW, Dir::W, Dir::NW})
    CHECK(move_direction(move_id(d)) == d);
}

}  // namespace test_key_bindings
