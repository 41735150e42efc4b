#pragma once
// What a screen reader is told (the canvas is only pixels: the page puts these words in a live
// region). In play, each message once, as it comes, never the whole log again; with the
// screen-reader option on, where things are too: a monster that comes into view with its
// distance and compass direction from the hero ("A jackal comes into view, 3 east, 2 north.").
// On any other screen (the title, a menu, the death screen), its whole text when it opens,
// then only what changes: a highlight that moves is said as its choice (Screen::focus), a
// notice or a changed value as its line. A screen may say itself in other words than it draws
// (Screen::spoken: the level map is not read glyph by glyph).
// In the tutorial, each lesson and each of its steps as they come. One update per drawn frame
// at most: a busy fight is one line per command, not a flood. With the screen-reader option,
// hit points after a command that cost a tenth of them or more, and where the hero is on
// coming back to the map from another screen.
#include <cstdint>
#include <string>
#include <vector>

namespace dg {

class ScreenContext;
class Terminal;

class Speech {
 public:
  // What to say now that `app` was drawn into `term`; "" when nothing is new.
  std::string update(const ScreenContext& app, const Terminal& term);

 private:
  std::string other_screen(const ScreenContext& app, const Terminal& term);

  std::string screen_;          // the other screen last read ("" while in play)
  std::string focus_;           // its highlighted choice when last read
  std::uint64_t changes_ = 0;   // the screen stack's changes() when last read
  std::uint64_t seed_ = 0;      // the run whose messages were said
  std::size_t messages_ = 0;    // how many of its messages were said
  std::string notice_;          // the notice last said
  unsigned notices_given_ = 0;  // how many the shell had given then (Notices::given)
  std::string more_;            // the top line last said to wait at a --More--
  std::string lesson_;          // the tutorial's lesson and step last said
  std::vector<int> in_view_;    // the monsters in view when last said (screen-reader mode)
  int hp_ = -1;                 // the hero's hit points when last said (-1: not yet)
};

}  // namespace dg
