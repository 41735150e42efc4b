#pragma once
// Decodes UTF-8 one codepoint at a time. Malformed input yields U+FFFD and moves on, so text
// from anywhere (a save, a URL) can be printed without checks.
#include <string>
#include <string_view>

namespace dg {

// Decodes the codepoint at the start of `s` and removes its bytes from `s`.
char32_t next_codepoint(std::string_view& s);
std::string encode_utf8(char32_t c);

}  // namespace dg
