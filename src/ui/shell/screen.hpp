#pragma once
// A screen is one layer of the UI stack (play, inventory, help...): it turns inputs into
// commands or its own state changes, and draws itself into the Terminal.
#include <string>

#include "ui/input/input.hpp"

namespace dg {

class ScreenContext;
class Terminal;

// Where the shell draws its notice (ui/shell/notices.hpp) on the screen on top: the one place a
// notice is drawn, so a screen only says where it goes. In a bar along the bottom (most
// screens: a notice covers what is there until the next input); on the rows from `row` down (a
// prompt: under its question, where the player is looking); or nowhere, for a screen whose own
// line shows it (the play screen pages a notice on its message line with the game's messages).
struct NoticePlace {
  enum class Kind { Bottom, Rows, Own };
  Kind kind = Kind::Bottom;
  int row = 0;
  static NoticePlace bottom() { return {}; }
  static NoticePlace rows_from(int row) { return {Kind::Rows, row}; }
  static NoticePlace own() { return {Kind::Own, 0}; }
};

class Screen {
 public:
  virtual ~Screen() = default;
  // Returns true when what the screen shows may have changed.
  virtual bool handle(const Input& in, ScreenContext& app) = 0;
  virtual void draw(Terminal& term, const ScreenContext& app) const = 0;
  // Where the shell draws its notice over this screen (see NoticePlace).
  virtual NoticePlace notice_place(const Terminal&, const ScreenContext&) const {
    return NoticePlace::bottom();
  }
  // The game's latest messages as this screen's top line pages them now, at the size the
  // platform laid out: "" for a screen with no such line (or whose pane shows them whole). The
  // low hit points warning joins them; keys typed ahead are held while they need a --More--.
  virtual std::string top_line_messages(const ScreenContext&) const { return {}; }
  virtual bool messages_need_paging(const ScreenContext&) const { return false; }
  // Whether pointer inputs (hover, click, long press) mean anything here; others never see them.
  virtual bool wants_pointer() const { return false; }
  // What a screen reader is told of this screen (ui/shell/speech), when not what is drawn: a
  // map drawn as glyphs is said in words instead. "" reads the drawn text.
  virtual std::string spoken(const ScreenContext&) const { return {}; }
  // The highlighted choice in words, for a screen with one (a cursor over a list): said alone
  // when it moves. "" when the screen has none.
  virtual std::string focus(const ScreenContext&) const { return {}; }
  // Where the player stands, in words, said on coming back to this screen from one over it
  // ("dungeon level 3, on a floor"): the play screen's. "" says nothing.
  virtual std::string whereabouts(const ScreenContext&) const { return {}; }
  // The title screen says so (the shell asks without RTTI, which the web build goes without).
  virtual bool is_title() const { return false; }
};

}  // namespace dg
