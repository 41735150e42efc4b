// Catch2's main, in a file of its own so test edits do not recompile it. The built-in content
// is loaded once before the first test (test_content.hpp hands it out).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "test_content.hpp"

namespace {
std::optional<dg::Content> g_content;

struct LoadContent : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testRunStarting(Catch::TestRunInfo const&) override {
    auto loaded = dg::load_content();
    if (!loaded) {
      std::fprintf(stderr, "content failed to load:\n%s\n", loaded.error().c_str());
      std::exit(1);
    }
    g_content = std::move(loaded.value());
  }
};
}  // namespace
CATCH_REGISTER_LISTENER(LoadContent)

const dg::Content& dg::test::content() {
  return *g_content;
}
