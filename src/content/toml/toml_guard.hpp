#pragma once
// A check run before toml++ sees a content file. TOML allows non-ASCII characters only inside
// strings and comments; toml++ 3.3 (Debian 12's) reaches undefined behaviour when it meets
// one elsewhere (its whitespace classifier falls through to an "unreachable"; the content
// fuzzer found it). Refusing those characters first gives the error TOML asks for, safely.
// Some characters (U+00A1-U+0499 among them) reach it even inside a string, through toml++'s
// error paths (found by the fuzzer too): those are refused anywhere, with the \u escape that
// writes them safely.
#include <string>
#include <string_view>

namespace dg {

struct TomlGuardError {
  int line = 0;  // 1-based
  std::string message;
};

// The first character toml++ cannot classify safely, anywhere; else the first non-ASCII
// character outside a string or comment (or right after a multi-line string's line-ending
// backslash, which toml++ also classifies), if any.
bool find_unsafe_toml_text(std::string_view text, TomlGuardError& out);

}  // namespace dg
