#pragma once
// A screen is one layer of the UI stack (play, inventory, help...): it turns inputs into
// commands or its own state changes, and draws itself into the Terminal.
#include <string>

#include "ui/input/input.hpp"

namespace dg {

class ScreenContext;
class Terminal;

class Screen {
 public:
  virtual ~Screen() = default;
  // Returns true when what the screen shows may have changed.
  virtual bool handle(const Input& in, ScreenContext& app) = 0;
  virtual void draw(Terminal& term, const ScreenContext& app) const = 0;
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
