#include "ui/text/utf8.hpp"

namespace dg {

char32_t next_codepoint(std::string_view& s) {
  constexpr char32_t kBad = 0xFFFD;
  if (s.empty()) return 0;
  const auto b0 = static_cast<unsigned char>(s[0]);
  int extra = 0;
  char32_t c = 0;
  if (b0 < 0x80) {
    c = b0;
  } else if ((b0 & 0xE0) == 0xC0) {
    extra = 1, c = b0 & 0x1F;
  } else if ((b0 & 0xF0) == 0xE0) {
    extra = 2, c = b0 & 0x0F;
  } else if ((b0 & 0xF8) == 0xF0) {
    extra = 3, c = b0 & 0x07;
  } else {
    s.remove_prefix(1);
    return kBad;
  }
  if (s.size() < static_cast<std::size_t>(extra) + 1) {
    s.remove_prefix(s.size());
    return kBad;
  }
  for (int i = 1; i <= extra; ++i) {
    const auto b = static_cast<unsigned char>(s[static_cast<std::size_t>(i)]);
    if ((b & 0xC0) != 0x80) {
      s.remove_prefix(static_cast<std::size_t>(i));
      return kBad;
    }
    c = (c << 6) | (b & 0x3F);
  }
  s.remove_prefix(static_cast<std::size_t>(extra) + 1);
  return c > 0x10FFFF ? kBad : c;
}

std::string encode_utf8(char32_t c) {
  std::string out;
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
  return out;
}

}  // namespace dg
