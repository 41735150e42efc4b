#include "content/toml/toml_guard.hpp"

namespace dg {

namespace {

enum class In { Normal, Comment, Basic, Literal, MultiBasic, MultiLiteral };

bool starts(std::string_view text, std::size_t i, std::string_view what) {
  return text.substr(i, what.size()) == what;
}

// The code point of the UTF-8 sequence at text[i] (its length in `len`), or -1 when it is not
// well formed (toml++ reports those itself).
long decode_utf8(std::string_view text, std::size_t i, std::size_t& len) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned char c = b(0);
  len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (len == 0 || i + len > text.size()) {
    len = 1;
    return -1;
  }
  long cp = len == 1 ? c : c & (0x7F >> len);
  for (std::size_t k = 1; k < len; ++k) {
    if ((b(k) & 0xC0) != 0x80) {
      len = 1;
      return -1;
    }
    cp = cp << 6 | (b(k) & 0x3F);
  }
  return cp;
}

// Whether toml++ 3.3's is_non_ascii_horizontal_whitespace() reaches its "unreachable" for this
// code point: the same steps as that function, answering where it would fall through. Its
// error paths classify characters even inside what TOML reads as a string (the fuzzer found
// one after a run of '+'), so these are refused wherever they are.
bool breaks_toml_whitespace_test(long c) {
  if (c < 0xA0 || c > 0xFEFF) return false;
  const auto child = static_cast<unsigned long long>(c - 0xA0) / 0x3FA;
  if ((1ull << child) & 0x7FFFFFFFFFFFF75Eull) return false;
  if (c == 0xA0 || c == 0x3000 || c == 0xFEFF) return false;
  return child != 0x05 && child != 0x07;
}

std::string hex(long c) {
  static const char* digits = "0123456789ABCDEF";
  std::string out;
  for (int shift = 12; shift >= 0; shift -= 4) out += digits[(c >> shift) & 0xF];
  return out;
}

}  // namespace

bool find_unsafe_toml_text(std::string_view text, TomlGuardError& out) {
  // Characters toml++ cannot classify safely, anywhere in the file.
  int at_line = 1;
  for (std::size_t i = 0, len = 1; i < text.size(); i += len) {
    if (text[i] == '\n') ++at_line;
    const long cp = decode_utf8(text, i, len);
    if (breaks_toml_whitespace_test(cp)) {
      out = {at_line, "the character U+" + hex(cp) +
                          ", which the TOML library here (toml++ 3.3) cannot read safely; in a "
                          "\"...\" string write it as \\u" +
                          hex(cp)};
      return true;
    }
  }
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
