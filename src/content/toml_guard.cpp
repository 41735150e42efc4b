#include "content/toml_guard.hpp"

namespace dg {

namespace {

enum class In { Normal, Comment, Basic, Literal, MultiBasic, MultiLiteral };

bool starts(std::string_view text, std::size_t i, std::string_view what) {
  return text.substr(i, what.size()) == what;
}

}  // namespace

bool find_unsafe_toml_text(std::string_view text, TomlGuardError& out) {
  In in = In::Normal;
  int line = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') ++line;
    switch (in) {
      case In::Normal:
        if (c >= 0x80) {
          out = {line, "a non-ASCII character outside a string or comment"};
          return true;
        }
        if (c == '#') in = In::Comment;
        if (c == '"') in = starts(text, i, "\"\"\"") ? (i += 2, In::MultiBasic) : In::Basic;
        if (c == '\'') in = starts(text, i, "'''") ? (i += 2, In::MultiLiteral) : In::Literal;
        break;
      case In::Comment:
        if (c == '\n') in = In::Normal;
        break;
      case In::Basic:
        if (c == '\\')
          ++i;  // an escaped character (a newline here is an error toml++ reports)
        else if (c == '"' || c == '\n')
          in = In::Normal;
        break;
      case In::Literal:
        if (c == '\'' || c == '\n') in = In::Normal;
        break;
      case In::MultiBasic:
        if (c == '\\') {
          // A line-ending backslash: toml++ skips the whitespace after it, classifying each
          // character, so a non-ASCII one there is refused too.
          std::size_t j = i + 1;
          bool newline = false;
          while (j < text.size() &&
                 (text[j] == ' ' || text[j] == '\t' || text[j] == '\r' || text[j] == '\n')) {
            if (text[j] == '\n') newline = true;
            ++j;
          }
          if (newline && j < text.size() && static_cast<unsigned char>(text[j]) >= 0x80) {
            out = {line, "a non-ASCII character after a line-ending backslash"};
            return true;
          }
          if (!newline) ++i;  // an escape sequence: skip the escaped character
        } else if (starts(text, i, "\"\"\"")) {
          i += 2;
          in = In::Normal;
        }
        break;
      case In::MultiLiteral:
        if (starts(text, i, "'''")) {
          i += 2;
          in = In::Normal;
        }
        break;
    }
  }
  return false;
}

}  // namespace dg
