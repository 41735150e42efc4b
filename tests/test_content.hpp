#pragma once
// The built-in content, loaded once by the test run's listener (tests/main.cpp) and read,
// never changed, by every test: games, apps and parsers are handed it explicitly, as the
// product's game loop hands them its own.
#include <catch2/catch.hpp>
#include <span>
#include <string>
#include <string_view>

#include "content/content.hpp"
#include "content/embedded.hpp"

namespace dg {
std::span<const EmbeddedFile> test_content_files();  // generated from tests/content/data
}

namespace dg::test {

const Content& content();
inline const Catalog& catalog() {
  return content().catalog;
}

// A file of tests/content/data (a test potion, an old save), compiled into the tests.
inline std::string test_file(std::string_view name) {
  for (const EmbeddedFile& f : test_content_files())
    if (f.name == name) return std::string(f.data);
  FAIL("no test file " << name);
  return {};
}

}  // namespace dg::test
