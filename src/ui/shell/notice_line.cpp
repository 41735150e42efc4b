#include "ui/shell/notice_line.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ui/shell/notices.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {
namespace {

// The bar's own background, so a notice over a screen's text reads as the shell's, not the
// screen's, and the rows it covers are plainly covered.
constexpr Color kBar{28, 28, 52};

// The notice's lines as they fit `width` cells: its own line breaks kept (a result card that
// could not be copied is shown whole), each line wrapped, never cut.
std::vector<std::string> notice_lines(std::string_view text, int width) {
  std::vector<std::string> lines;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    for (std::string& part : wrap_text(text.substr(0, end), width))
      lines.push_back(std::move(part));
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  return lines;
}

}  // namespace

void draw_notice(Terminal& term, const Notices& notices, const NoticePlace& place) {
  if (notices.text().empty() || place.kind == NoticePlace::Kind::Own || term.height() <= 0 ||
      term.width() <= 2)
    return;
  if (place.kind == NoticePlace::Kind::Rows) {
    // Down from the row, from the left edge, as many rows as it takes (and the screen has).
    const std::vector<std::string> lines = notice_lines(notices.text(), term.width());
    const int count = static_cast<int>(lines.size());
    const int first = std::clamp(place.row, 0, term.height() - 1);
    for (int i = 0; i < count && first + i < term.height(); ++i) {
      term.blank_row(first + i);
      term.print(0, first + i, lines[static_cast<std::size_t>(i)], colors::kHighlight);
    }
    return;
  }
  const std::vector<std::string> lines = notice_lines(notices.text(), term.width() - 2);
  const int count = static_cast<int>(lines.size());
  // The bottom bar grows upward: its last line on the last row (a notice taller than the
  // screen shows its beginning).
  const int first = std::max(0, term.height() - count);
  for (int row = first; row < term.height(); ++row) {
    term.blank_row(row, kBar);
    term.print(1, row, lines[static_cast<std::size_t>(row - first)], colors::kHighlight, kBar);
  }
}

}  // namespace dg
