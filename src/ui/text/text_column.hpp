#pragma once
// A column of sentences down a full-screen notice, each wrapped to the screen's width, so a
// long reason is never cut off on a narrow phone. Used by the save screens.
#include <string>

#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

class TextColumn {
 public:
  explicit TextColumn(Terminal& term, int row = 1) : term_(term), row_(row) {}

  // One sentence or paragraph, from column 1, over as many rows as it needs.
  void line(const std::string& text, Color color) {
    for (const std::string& l : wrap_text(text, term_.width() - 2))
      term_.print(1, row_++, l, color);
  }
  // A choice, "y - what it does": its later rows are indented under the text, past the key.
  void choice(const std::string& text, Color color) {
    const auto rows = wrap_text(text, term_.width() - 6);
    for (std::size_t i = 0; i < rows.size(); ++i)
      term_.print(i == 0 ? 1 : 5, row_++, rows[i], color);
  }
  void gap() { ++row_; }

 private:
  Terminal& term_;
  int row_;
};

}  // namespace dg
