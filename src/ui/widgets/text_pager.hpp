#pragma once
// A scrolling page of text over the game: the message history (Ctrl-P or m) and the key
// help (?). Up/Down or k/j scroll a line, PageUp/PageDown or </> a page; Escape, q or Enter
// close it.
#include <string>
#include <vector>

#include "ui/shell/screen.hpp"

namespace dg {

class Game;

// The run's messages as the history pager shows them: "T12  You hit the jackal."
std::vector<std::string> message_history(const Game& game);

class TextPager : public Screen {
 public:
  // Starts at the end when `at_end` (the newest messages), else at the top.
  TextPager(std::string title, std::vector<std::string> lines, bool at_end);
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  std::string title_;
  std::vector<std::string> lines_;
  bool at_end_;
  // The lines as shown at `width` (wrapped where too wide), kept for the width last asked.
  const std::vector<std::string>& rows(int width) const;
  mutable int page_ = 20;  // rows shown, known once drawn
  mutable int width_ = -1;
  mutable std::vector<std::string> rows_;
  int first_ = -1;  // first line shown; -1 until the first draw places it
};

}  // namespace dg
