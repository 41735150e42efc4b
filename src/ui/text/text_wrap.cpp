#include "ui/text/text_wrap.hpp"

#include <algorithm>

#include "ui/text/utf8.hpp"

namespace dg {

namespace {

// The longest prefix of `s` that fits in `width` cells, in bytes.
std::size_t fitting_bytes(std::string_view s, int width) {
  std::string_view rest = s;
  for (int i = 0; i < width && !rest.empty(); ++i) next_codepoint(rest);
  return s.size() - rest.size();
}

}  // namespace

int cell_count(std::string_view s) {
  int n = 0;
  while (!s.empty()) {
    next_codepoint(s);
    ++n;
  }
  return n;
}

std::string fit_cells(std::string_view text, int width) {
  if (width <= 0) return "";
  if (cell_count(text) <= width) return std::string(text);
  return std::string(text.substr(0, fitting_bytes(text, width - 1))) + "…";
}

std::vector<std::string> break_lines(std::string_view text, int width, int last_width) {
  if (width <= 0 || cell_count(text) <= std::max(width, last_width)) return {std::string(text)};
  std::vector<std::string> lines;
  std::string_view rest = text;
  while (cell_count(rest) > last_width) {
    std::size_t cut = fitting_bytes(rest, width);
    // Break at the last space that fits (if the next character is a space, the cut is one).
    if (cut < rest.size() && rest[cut] != ' ') {
      const std::size_t space = rest.substr(0, cut).rfind(' ');
      if (space != std::string_view::npos && space > 0) cut = space;
    }
    lines.emplace_back(rest.substr(0, cut));
    rest.remove_prefix(cut);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  }
  if (!rest.empty() || lines.empty()) lines.emplace_back(rest);
  return lines;
}

}  // namespace dg
