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

TEST_CASE("seed 'daily' plays the UTC date's dungeon", "[platform][options]") {
  auto o = parse_options({"--seed", "daily"});
  REQUIRE(o.ok());
  CHECK(o.value().daily);
  CHECK_FALSE(o.value().seed);
  CHECK(daily_seed(0) == 19700101);
  CHECK(daily_seed(86399) == 19700101);
  CHECK(daily_seed(86400) == 19700102);
  CHECK(daily_seed(951782400) == 20000229);   // a leap day
  CHECK(daily_seed(1795305600) == 20261122);  // 2026-11-22 00:00 UTC
  CHECK(daily_seed(1795391999) == 20261122);  // and its last second
}

TEST_CASE("the pet can be left out, as NetHack's pettype:none", "[platform][options]") {
  CHECK(parse_options({}).value().pet);
  CHECK_FALSE(parse_options({"--no-pet"}).value().pet);
  std::vector<std::string> ignored;
  CHECK_FALSE(parse_url_params({"pet", "none"}, ignored).pet);
  CHECK(parse_url_params({"pet", "kitten"}, ignored).pet);
  CHECK(ignored.empty());
}

TEST_CASE("hints are on unless turned off for the run, in both builds", "[platform][options]") {
  CHECK(parse_options({}).value().hints);
  CHECK_FALSE(parse_options({"--no-hints"}).value().hints);
  std::vector<std::string> ignored;
  CHECK_FALSE(parse_url_params({"hints", "0"}, ignored).hints);
  CHECK(parse_url_params({"hints", "1"}, ignored).hints);
  CHECK(ignored.empty());
}
