#pragma once
// The message line, NetHack style: text wider than the screen is shown a page at a time,
// every page but the last ending in --More--. A key turns the page (and does nothing else, so
// a long message is never scrolled away unread); Escape jumps to the last page.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ui/input/input.hpp"

namespace dg {

inline constexpr std::string_view kMore = "--More--";

// `text` broken at spaces into lines of at most `width` cells; every line but the last leaves
// room for " --More--" (a word longer than that is cut). Width <= 0: the text as it is.
std::vector<std::string> message_pages(std::string_view text, int width);

class MessagePager {
 public:
  // When the game last changed: its turn and how many messages it has said.
  using Moment = std::pair<int, std::size_t>;
  // What the line should show now. While the game stands still the text being paged is kept,
  // whatever `text` says (the notice that brought it has been cleared by then); once the game
  // moves on (a menu over the play screen applied a command), the new text replaces it.
  void show(const std::string& text, int width, Moment now);
  // The current page, with " --More--" when another follows.
  std::string line() const;
  // True while a page after this one is waiting to be read.
  bool waiting() const { return page_ + 1 < pages_.size(); }
  // Takes an input while waiting(): true when the page turned. Hovering changes nothing.
  bool turn(const Input& in);
  // The last page has been read: the next text starts afresh.
  void release();

 private:
  std::string text_;
  int width_ = 0;
  Moment moment_{-1, 0};
  std::vector<std::string> pages_;
  std::size_t page_ = 0;
  std::string read_;      // text paged to its end at moment_
  bool holding_ = false;  // paging text_: keep it until release()
};

}  // namespace dg
