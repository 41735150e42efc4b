#include "ui/widgets/text_pager.hpp"

#include <algorithm>
#include <string>

#include "core/game.hpp"
#include "core/words.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/repeats.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

std::vector<std::string> message_history(const Game& game) {
  // A line said over and over (a rest's searches) once, with its first and last turns.
  const auto& all = game.log().all();
  std::vector<std::string> texts;
  texts.reserve(all.size());
  for (const Message& m : all) texts.push_back(placed_text(m));  // "(west)": where it was
  std::vector<std::string> lines;
  for (const Repeated& r : fold_repeats(texts)) {
    const int from = all[r.first].turn, to = all[r.last].turn;
    lines.push_back("T" + std::to_string(from) + (to != from ? "-" + std::to_string(to) : "") +
                    "  " + with_times(r));
  }
  return lines;
}

TextPager::TextPager(std::string title, std::vector<std::string> lines, bool at_end)
    : title_(std::move(title)), lines_(std::move(lines)), at_end_(at_end) {}

const std::vector<std::string>& TextPager::rows(int width) const {
  if (width == width_) return rows_;
  width_ = width;
  rows_.clear();
  // A line wider than the screen (the help on a phone) wraps, its rest indented under its
  // start, rather than running off the edge.
  const int room = std::max(8, width - 1);
  for (const std::string& line : lines_) {
    if (width <= 0 || cell_count(line) <= room) {
      rows_.push_back(line);
      continue;
    }
    const std::size_t lead = std::min<std::size_t>(line.find_first_not_of(' '), 8) + 2;
    const std::vector<std::string> first = wrap_text(line, room);
    rows_.push_back(first.front());
    std::string rest;
    for (std::size_t i = 1; i < first.size(); ++i) rest += (rest.empty() ? "" : " ") + first[i];
    for (const std::string& part : wrap_text(rest, std::max(4, room - static_cast<int>(lead))))
      rows_.push_back(std::string(lead, ' ') + part);
  }
  return rows_;
}

bool TextPager::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (app.size().rows > 0) page_ = std::max(1, app.size().rows - 3);  // as draw() will lay it out
  const int count = static_cast<int>(rows(app.size().cols > 0 ? app.size().cols : width_).size());
  const int last = std::max(0, count - page_);
  if (first_ < 0) first_ = at_end_ ? last : 0;
  const bool ch = in.key == Key::Char;
  if (in.key == Key::Escape || in.key == Key::Enter || (ch && (in.ch == U'q' || in.ch == U' '))) {
    app.screens().pop();
  } else if (in.key == Key::Up || (ch && in.ch == U'k')) {
    first_ = std::max(0, first_ - 1);
  } else if (in.key == Key::Down || (ch && in.ch == U'j')) {
    first_ = std::min(last, first_ + 1);
  } else if (in.key == Key::PageUp || (ch && in.ch == U'<')) {
    first_ = std::max(0, first_ - page_);
  } else if (in.key == Key::PageDown || (ch && in.ch == U'>')) {
    first_ = std::min(last, first_ + page_);
  } else {
    app.notices().notify("Up/Down scroll, PageUp/PageDown a page, Escape closes.");
  }
  return true;
}

void TextPager::draw(Terminal& term, const ScreenContext&) const {
  term.clear();
  page_ = std::max(1, term.height() - 3);
  const std::vector<std::string>& shown = rows(term.width());
  const int last = std::max(0, static_cast<int>(shown.size()) - page_);
  const int first = first_ < 0 ? (at_end_ ? last : 0) : std::min(first_, last);
  term.print(1, 0, title_, colors::kHighlight);
  for (int i = 0; i < page_ && first + i < static_cast<int>(shown.size()); ++i)
    term.print(1, 1 + i, shown[static_cast<std::size_t>(first + i)], colors::kText);
  std::string where =
      shown.empty()
          ? "(nothing yet)"
          : "lines " + std::to_string(first + 1) + "-" +
                std::to_string(std::min<int>(first + page_, static_cast<int>(shown.size()))) +
                " of " + std::to_string(shown.size());
  // The keys, where there is room for them.
  const std::string keys = "   Up/Down, PageUp/PageDown scroll; Escape closes";
  if (!shown.empty()) where += cell_count(where + keys) < term.width() ? keys : "   Esc closes";
  term.print(1, term.height() - 1, where, colors::kDim);
}

}  // namespace dg
