#pragma once
// Command-line options of the desktop game; on the web, page.js turns URL parameters
// (?seed=42&wizard=1) into the same options.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"

namespace dg {

struct Options {
  std::vector<std::string> keys;      // --keys a,b,c : typed before the first frame
  long frames = -1;                   // --frames N   : quit after N frames (-1: play until closed)
  std::string screenshot;             // --screenshot F : save the screen as BMP before quitting
  bool print_state = false;           // --print-state  : print the state JSON before quitting
  std::optional<std::uint64_t> seed;  // --seed N   : the dungeon to play (else a fresh one)
  bool daily = false;                 // --seed daily : today's dungeon, the same for everyone
  std::string character;      // --character valkyrie-dwarf-female-lawful (any prefix; * = random)
  std::string replay;         // --replay FILE : watch a recorded run (a replay or save file)
  bool colour_blind = false;  // --palette colourblind : the colour-blind-safe palette
  bool no_save = false;       // --no-save : neither restore nor keep a saved game (scripted runs)
  bool autopickup = true;     // --no-autopickup : explore leaves gold and things where they lie
  bool pet = true;            // --no-pet (?pet=none): no pet at the start (NetHack's pettype:none)
  bool hints = true;          // --no-hints (?hints=0): no new player's hints (they stop walks)
  bool wizard = false;  // --wizard      : debug mode (see the level, walk through walls, jump)
  bool help = false;
};

Result<Options> parse_options(const std::vector<std::string>& args);
// The web page's URL parameters as key, value, key, value... (?seed=42&wizard=1), each judged
// on its own: an unknown or bad one is described in `ignored` and the others still apply.
// Bounded: at most kMaxUrlParams parameters, each value at most kMaxUrlValue characters.
Options parse_url_params(const std::vector<std::string>& pairs, std::vector<std::string>& ignored);
constexpr std::size_t kMaxUrlParams = 16, kMaxUrlValue = 100;
// A value quoted for a message, cut to `most` characters ("abc..." beyond), so a huge one is
// never echoed whole.
std::string quoted(const std::string& value, std::size_t most = 40);
// The daily dungeon's seed for a moment in time: its UTC date as a number, 20261122.
std::uint64_t daily_seed(std::int64_t unix_seconds);
const char* usage();

}  // namespace dg
