#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "ui/input/key_help.hpp"
#include "ui/input/keymap.hpp"

namespace test_keymap {

using namespace dg;

TEST_CASE("arrows, vi-keys and the numpad all move", "[ui][keys]") {
  const auto [in, dir] = GENERATE(table<Input, Dir>({
      {Input::special(Key::Up), Dir::N},       {Input::special(Key::Down), Dir::S},
      {Input::special(Key::Left), Dir::W},     {Input::special(Key::Right), Dir::E},
      {Input::character(U'k'), Dir::N},        {Input::character(U'j'), Dir::S},
      {Input::character(U'h'), Dir::W},        {Input::character(U'l'), Dir::E},
      {Input::character(U'y'), Dir::NW},       {Input::character(U'u'), Dir::NE},
      {Input::character(U'b'), Dir::SW},       {Input::character(U'n'), Dir::SE},
      {Input::special(Key::Keypad7), Dir::NW}, {Input::special(Key::Keypad8), Dir::N},
      {Input::special(Key::Keypad9), Dir::NE}, {Input::special(Key::Keypad4), Dir::W},
      {Input::special(Key::Keypad6), Dir::E},  {Input::special(Key::Keypad1), Dir::SW},
      {Input::special(Key::Keypad2), Dir::S},  {Input::special(Key::Keypad3), Dir::SE},
      {Input::special(Key::Home), Dir::NW},    {Input::special(Key::PageUp), Dir::NE},
      {Input::special(Key::End), Dir::SW},     {Input::special(Key::PageDown), Dir::SE},
  }));
  const auto action = action_for(in);
  REQUIRE(action);
  CHECK(action->kind == KeyAction::Kind::Command);
  CHECK(action->command == Command::move(dir));
  CHECK(direction_for(in) == dir);
}

TEST_CASE("command keys", "[ui][keys]") {
  using K = Command::Kind;
  auto cmd = [](char32_t c) { return action_for(Input::character(c)); };
  CHECK(cmd(U'.')->command == Command::wait());
  CHECK(cmd(U'5')->command == Command::wait());
  CHECK(action_for(Input::special(Key::Keypad5))->command == Command::wait());
  CHECK(cmd(U's')->command.kind == K::Search);
  CHECK(cmd(U'<')->command.kind == K::Ascend);
  CHECK(cmd(U'>')->command.kind == K::Descend);
  CHECK(cmd(U'O')->kind == KeyAction::Kind::AskDirection);
  CHECK(cmd(U'O')->command.kind == K::Open);
  CHECK(cmd(U'o')->kind == KeyAction::Kind::Explore);
  CHECK(cmd(U'c')->command.kind == K::Close);
  CHECK(cmd(U'&')->kind == KeyAction::Kind::WizardMenu);
  CHECK(cmd(U'Z')->kind == KeyAction::Kind::Cast);
  CHECK(cmd(U'z')->command.use == Use::Zap);
  CHECK(cmd(U'P')->command.use == Use::PutOn);
  CHECK(cmd(U'R')->kind == KeyAction::Kind::RemoveRing);
  CHECK(cmd(U'Q')->kind == KeyAction::Kind::Quiver);
  CHECK(cmd(U'f')->kind == KeyAction::Kind::Fire);
  CHECK(cmd(U'G')->kind == KeyAction::Kind::Run);
  CHECK(cmd(U'F')->kind == KeyAction::Kind::Fight);
  CHECK_FALSE(cmd(U'E'));
  CHECK_FALSE(action_for(Input::control(U'h')));  // Ctrl-H is not 'h'
}

TEST_CASE("inputs describe themselves for messages", "[ui][keys]") {
  CHECK(describe(Input::character(U'Z')) == "'Z'");
  CHECK(describe(Input::control(U'p')) == "Ctrl-P");
  CHECK(describe(Input::special(Key::Keypad3)) == "Keypad 3");
  CHECK(describe(Input::special(Key::Escape)) == "Escape");
}

TEST_CASE("help and the reminder line come from the key table", "[ui][keys][help]") {
  const std::vector<std::string> help = help_lines();
  auto line_for = [&](std::string_view keys) -> std::string {
    for (const std::string& l : help)
      if (l.rfind("  " + std::string(keys) + "  ", 0) == 0) return l;
    return "";
  };
  CHECK(line_for("h j k l y u b n") ==
        "  h j k l y u b n  west south north east, then diagonals (or arrows, numpad)");
  CHECK(line_for(". 5 s") == "  . 5 s       wait a turn, search       < >     stairs up, down");
  CHECK(line_for("Ctrl-P or m") == "  Ctrl-P or m  message history          ?       this help");
  CHECK(line_for("t f Q") ==
        "  t f Q       throw, fire, quiver       z Z V   zap, cast, cast again");
  CHECK(line_for("P R") ==
        "  P R         put on, remove a ring     B       brew ingredients into a potion");
  CHECK(line_for("G #") ==
        "  G #         run (Shift+move, H J K L Y U N too); a count: 20s searches 20");
  CHECK(line_for(", $") == "  , $         pick up, pay a shop       i       inventory");
  // A shared line keeps at least two spaces before its second key ("stairs R" read as one).
  CHECK(line_for("v p A F") ==
        "  v p A F     rest, pray, order, fight  O c     open, close a door");
  CHECK(line_for("@ M a ^") ==
        "  @ M a ^     you, level, talents, god  x ; :   look (cursor), describe around");
  CHECK(line_for("q") == "  q           quaff a potion            r       read a scroll or book");
  CHECK(line_for("_ X") == "  _ X         travel, the level map     o       explore the unknown");
  CHECK(line_for("+ -") ==
        "  + -         zoom the map in, out      &       wizard commands (wizard mode)");
  CHECK(help.front() == "Moving");
  // The whole card fits a classic 80x24 screen: 20 lines under the pager's title, none wider.
  CHECK(help.size() == 20);
  for (const std::string& l : help) CHECK(l.size() <= 79);
  // Every printable character the play screen acts on is on the help screen.
  for (char32_t c = U'!'; c <= U'~'; ++c) {
    if (!action_for(Input::character(c)) || direction_for(Input::character(c))) continue;
    bool listed = false;
    for (const std::string& l : help) {
      // The key columns: 2-13 (longer keys push their words right), and 40-47 where two
      // short rows share a line.
      std::string keys;
      if (l.rfind("  ", 0) == 0) {
        const std::size_t words = l.find("  ", 2 + l.substr(2).find_first_not_of(' '));
        keys = l.substr(2, words == std::string::npos ? 0 : words - 2);
        if (l.size() > 48 && l[38] == ' ' && l[39] == ' ' && l[40] != ' ')
          keys += " " + l.substr(40, 8);
      }
      for (std::size_t i = 0; i < keys.size(); ++i)
        listed |= keys[i] == static_cast<char>(c) && (i == 0 || keys[i - 1] == ' ') &&
                  (i + 1 == keys.size() || keys[i + 1] == ' ');
    }
    INFO("key " << static_cast<char>(c));
    CHECK(listed);
  }
  // The reminder: as many keys as fit whole, ? help first; all of them given room.
  CHECK(reminder_line(80) ==
        "? help  hjklyubn move  o explore  < > stairs  , pick up  i inventory  . wait");
  CHECK(reminder_line(40) == "? help  hjklyubn move  o explore");
  CHECK(reminder_line() ==
        "? help  hjklyubn move  o explore  < > stairs  , pick up  i inventory  . wait  s search  "
        "O/c doors  d drop  w wield  W wear  T take off  q quaff  t throw  r read  B brew  "
        "m messages  z zap  Z cast  P/R rings  f fire");
}

}  // namespace test_keymap
