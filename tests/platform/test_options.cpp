#include <catch2/catch.hpp>

#include "platform/options.hpp"

using namespace dg;

TEST_CASE("options parse", "[platform][options]") {
  auto o = parse_options(
      {"--keys", "l,Down,Keypad 7", "--frames", "12", "--print-state", "--screenshot", "x.bmp"});
  REQUIRE(o.ok());
  CHECK(o.value().keys == std::vector<std::string>{"l", "Down", "Keypad 7"});
  CHECK(o.value().frames == 12);
  CHECK(o.value().print_state);
  CHECK(o.value().screenshot == "x.bmp");
}

TEST_CASE("bad options get a clear message", "[platform][options]") {
  CHECK(parse_options({"--bogus"}).error() == "unknown option '--bogus'");
  CHECK(parse_options({"--frames", "zero"}).error() ==
        "--frames needs a whole number of at least 1");
  CHECK(parse_options({"--frames", "0"}).error() == "--frames needs a whole number of at least 1");
  CHECK(parse_options({"--keys"}).error() == "--keys needs a comma-separated list of keys");
}
