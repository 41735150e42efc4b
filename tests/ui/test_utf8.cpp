#include <catch2/catch.hpp>

#include "ui/text/utf8.hpp"

namespace test_utf8 {

using namespace dg;

TEST_CASE("UTF-8 round-trips through decode and encode", "[ui][utf8]") {
  for (char32_t c : {U'a', U'é', U'─', U'☺', U'𝄞'}) {
    const std::string s = encode_utf8(c);
    std::string_view v = s;
    CHECK(next_codepoint(v) == c);
    CHECK(v.empty());
  }
}

TEST_CASE("malformed UTF-8 yields replacement characters and moves on", "[ui][utf8]") {
  std::string_view v(
      "\xff"
      "a\xe2\x94",
      4);
  CHECK(next_codepoint(v) == 0xFFFD);
  CHECK(next_codepoint(v) == U'a');
  CHECK(next_codepoint(v) == 0xFFFD);  // truncated sequence
  CHECK(v.empty());
}

}  // namespace test_utf8
