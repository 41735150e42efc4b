#include "ui/text_pager.hpp"

#include <algorithm>
#include <string>

#include "ui/app.hpp"
#include "ui/terminal.hpp"

namespace dg {

TextPager::TextPager(std::string title, std::vector<std::string> lines, bool at_end)
    : title_(std::move(title)), lines_(std::move(lines)), at_end_(at_end) {}

bool TextPager::handle(const Input& in, App& app) {
  if (in.key == Key::None) return false;
  if (app.rows() > 0) page_ = std::max(1, app.rows() - 3);  // as draw() will lay it out
  const int last = std::max(0, static_cast<int>(lines_.size()) - page_);
  if (first_ < 0) first_ = at_end_ ? last : 0;
  const bool ch = in.key == Key::Char;
  if (in.key == Key::Escape || in.key == Key::Enter || (ch && (in.ch == U'q' || in.ch == U' '))) {
    app.pop();
  } else if (in.key == Key::Up || (ch && in.ch == U'k')) {
    first_ = std::max(0, first_ - 1);
  } else if (in.key == Key::Down || (ch && in.ch == U'j')) {
    first_ = std::min(last, first_ + 1);
  } else if (in.key == Key::PageUp || (ch && in.ch == U'<')) {
    first_ = std::max(0, first_ - page_);
  } else if (in.key == Key::PageDown || (ch && in.ch == U'>')) {
    first_ = std::min(last, first_ + page_);
  } else {
    app.notify("Up/Down scroll, PageUp/PageDown a page, Escape closes.");
  }
  return true;
}

void TextPager::draw(Terminal& term, const App& app) const {
  term.clear();
  page_ = std::max(1, term.height() - 3);
  const int last = std::max(0, static_cast<int>(lines_.size()) - page_);
  const int first = first_ < 0 ? (at_end_ ? last : 0) : std::min(first_, last);
  term.print(1, 0, title_, colors::kHighlight);
  for (int i = 0; i < page_ && first + i < static_cast<int>(lines_.size()); ++i)
    term.print(1, 1 + i, lines_[static_cast<std::size_t>(first + i)], colors::kText);
  const std::string where =
      lines_.empty()
          ? "(nothing yet)"
          : "lines " + std::to_string(first + 1) + "-" +
                std::to_string(std::min<int>(first + page_, static_cast<int>(lines_.size()))) +
                " of " + std::to_string(lines_.size()) +
                "   Up/Down, PageUp/PageDown scroll; Escape closes";
  term.print(1, term.height() - 1, app.notice().empty() ? where : app.notice(), colors::kDim);
}

}  // namespace dg
