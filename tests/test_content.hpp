#pragma once
// The built-in content, loaded once by the test run's listener (tests/main.cpp) and read,
// never changed, by every test: games, apps and parsers are handed it explicitly, as the
// product's game loop hands them its own.
#include "content/content.hpp"

namespace dg::test {

const Content& content();
inline const Catalog& catalog() {
  return content().catalog;
}

}  // namespace dg::test
