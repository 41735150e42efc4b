// Catch2's main, in a file of its own so test edits do not recompile it. Every test runs with
// the built-in content loaded, as the game does.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>

#include "content/content.hpp"

namespace {
struct LoadContent : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testRunStarting(Catch::TestRunInfo const&) override {
    auto loaded = dg::load_content();
    if (!loaded) {
      std::fprintf(stderr, "content failed to load:\n%s\n", loaded.error().c_str());
      std::exit(1);
    }
  }
};
}  // namespace
CATCH_REGISTER_LISTENER(LoadContent)
