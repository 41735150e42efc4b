#include "ui/widgets/message_pager.hpp"

#include <algorithm>

#include "ui/text/text_wrap.hpp"

namespace dg {

std::vector<std::string> message_pages(std::string_view text, int width) {
  if (width <= 0 || cell_count(text) <= width) return {std::string(text)};
  // Room for " --More--" on every page but the last; a screen too narrow for it still gets
  // one cell of text per page, so paging always moves forward.
  const int room = std::max(1, width - static_cast<int>(kMore.size()) - 1);
  return break_lines(text, room, width);
}

void MessagePager::show(const std::string& text, int width, Moment now) {
  if (now != moment_) {  // a new message line, even if its words repeat the last one's
    moment_ = now;
    holding_ = false;
    pages_.clear();
    read_.clear();
  }
  if (holding_) {
    if (width != width_) {  // the window changed size: the same text, paged anew
      width_ = width;
      const std::size_t page = page_;
      pages_ = message_pages(text_, width_);
      page_ = std::min(page, pages_.size() - 1);
    }
    return;
  }
  if (text == text_ && width == width_ && !pages_.empty()) return;
  text_ = text;
  width_ = width;
  pages_ = message_pages(text_, width_);
  // Text already read to its end (it shows again once a notice over it is cleared) is not
  // paged twice: its last page stands.
  page_ = text_ == read_ ? pages_.size() - 1 : 0;
  holding_ = waiting();
}

std::string MessagePager::line() const {
  if (pages_.empty()) return {};
  std::string s = pages_[page_];
  if (waiting()) s += " " + std::string(kMore);
  return s;
}

bool MessagePager::turn(const Input& in) {
  if (!waiting() || in.key == Key::None || in.key == Key::Hover) return false;
  page_ = in.key == Key::Escape ? pages_.size() - 1 : page_ + 1;
  return true;
}

void MessagePager::release() {
  if (!holding_ || waiting()) return;
  holding_ = false;
  read_ = text_;
  text_.clear();
  pages_.clear();
  page_ = 0;
}

}  // namespace dg
