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
  std::string character;  // --character valkyrie-dwarf-female-lawful (any prefix; * = random)
  bool no_save = false;   // --no-save : neither restore nor keep a saved game (scripted runs)
  bool wizard = false;    // --wizard      : debug mode (see the level, walk through walls, jump)
  bool help = false;
};

Result<Options> parse_options(const std::vector<std::string>& args);
const char* usage();

}  // namespace dg
