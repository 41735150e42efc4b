#pragma once
// Breaking text into lines at spaces, counting cells (codepoints), not bytes: the message
// line's pages and the title's sentences on a narrow phone screen.
#include <string>
#include <string_view>
#include <vector>

namespace dg {

// Codepoints in `s` (the terminal draws one per cell).
int cell_count(std::string_view s);

// `text` in lines of at most `width` cells, broken at spaces (a word longer than a line is
// cut); the last line may take up to `last_width`. Width <= 0: the text as one line.
std::vector<std::string> break_lines(std::string_view text, int width, int last_width);

// `text` in at most `width` cells: whole if it fits, else cut and ended with "…", so a cut
// shows (a sidebar's name that just stopped read as a whole, wrong one). Width <= 0: "".
std::string fit_cells(std::string_view text, int width);

inline std::vector<std::string> wrap_text(std::string_view text, int width) {
  return break_lines(text, width, width);
}

}  // namespace dg
