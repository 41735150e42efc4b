#pragma once
// The shell's own line to the player, apart from the game's messages: an unknown key, a refused
// prompt, what a save or an import did (a notice, shown until the next input), or what the
// pointer hovers over (a hint: shown as far as it fits, never paged, so moving the mouse never
// holds up the game at a --More--); and a hint for a new player, shown for a few turns.
#include <string>
#include <utility>

namespace dg {

class Notices {
 public:
  void notify(std::string text) {
    if (!text.empty()) ++said_;
    text_ = std::move(text);
    hint_ = false;
  }
  // How many notices have been given: a screen reader says each one, the same words again too
  // (a walk refused twice for the same newt says so twice).
  unsigned given() const { return said_; }
  void hint(std::string text) {
    text_ = std::move(text);
    hint_ = true;
  }
  const std::string& text() const { return text_; }
  bool is_hint() const { return hint_; }
  // The notice that was on screen when the input being handled arrived: text() is cleared for
  // the handler to set anew.
  const std::string& shown() const { return shown_; }
  bool shown_was_hint() const { return shown_hint_; }
  // A hint for a new player (ui/shell/hints.hpp), given on game turn `turn`: the play screen
  // shows it under the map until kTipTurns turns have passed or another comes.
  static constexpr int kTipTurns = 4;
  void tip(std::string text, int turn) {
    tip_ = std::move(text);
    tip_turn_ = turn;
  }
  // The hint to show on game turn `turn` ("" when none).
  const std::string& tip(int turn) const {
    static const std::string none;
    return turn >= tip_turn_ && turn <= tip_turn_ + kTipTurns ? tip_ : none;
  }
  void clear_tip() { tip_.clear(); }
  // An input arrives: what was said becomes what was shown, and nothing is said yet.
  void input_arrived() {
    shown_ = std::move(text_);
    shown_hint_ = hint_;
    notify({});
  }

 private:
  std::string text_, shown_, tip_;
  int tip_turn_ = 0;
  unsigned said_ = 0;
  bool hint_ = false, shown_hint_ = false;
};

}  // namespace dg
