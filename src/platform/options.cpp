#include "platform/options.hpp"

#include <charconv>

namespace dg {

namespace {
std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}
}  // namespace

const char* usage() {
  return "usage: deepglyph [--seed N] [--character ROLE-RACE-GENDER-ALIGNMENT] [--wizard] "
         "[--no-save]\n"
         "                 [--keys K1,K2,...] [--frames N] [--screenshot FILE.bmp] "
         "[--print-state]\n"
         "  --seed N       play the dungeon made from seed N (0 to 18446744073709551615);\n"
         "                 --seed daily plays today's dungeon (the UTC date: the same for all)\n"
         "  --character C  skip the title and play C, e.g. valkyrie-dwarf-female-lawful, or\n"
         "                 a prefix (wizard, samurai-human); * or a missing part is random\n"
         "  --wizard       wizard (debug) mode: & opens its commands\n"
         "  --no-save      do not restore or keep a saved game (for scripted runs)\n"
         "  --no-autopickup  explore (o) does not walk to gold and things and pick them up\n"
         "  --no-pet       a new game starts without the role's pet\n"
         "  --no-hints     no hints for a new player (on by default, as in a fresh browser;\n"
         "                 a hint stops a walk, so scripted keys play on differently)\n"
         "  --palette P    standard or colourblind (a colour-blind-safe palette; C toggles it)\n"
         "  --replay FILE  watch a recorded run (space steps, Enter to the end)\n"
         "  --keys         keys typed at start (SDL key names: l, Down, \"Keypad 7\"); may repeat\n"
         "  --frames N     quit after N frames (for scripted runs)\n"
         "  --screenshot   save the screen as a BMP before quitting\n"
         "  --print-state  print the game state as JSON before quitting\n";
}

Result<Options> parse_options(const std::vector<std::string>& args) {
  Options o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    // The argument after an option that takes one, or nullptr when it is missing.
    auto value = [&]() -> const std::string* { return i + 1 < args.size() ? &args[++i] : nullptr; };
    if (a == "--help" || a == "-h") {
      o.help = true;
    } else if (a == "--replay") {
      const std::string* v = value();
      if (!v || v->empty()) return Error{"--replay needs a file (a downloaded replay or a save)"};
      o.replay = *v;
    } else if (a == "--palette") {
      const std::string* v = value();
      if (!v || (*v != "colourblind" && *v != "colorblind" && *v != "standard"))
        return Error{"--palette needs standard or colourblind"};
      o.colour_blind = *v != "standard";
    } else if (a == "--no-save") {
      o.no_save = true;
    } else if (a == "--no-autopickup") {
      o.autopickup = false;
    } else if (a == "--no-pet") {
      o.pet = false;
    } else if (a == "--no-hints") {
      o.hints = false;
    } else if (a == "--wizard") {
      o.wizard = true;
    } else if (a == "--seed" && i + 1 < args.size() && args[i + 1] == "daily") {
      ++i;
      o.daily = true;
    } else if (a == "--seed") {
      const std::string* v = value();
      std::uint64_t n = 0;
      const auto r = v ? std::from_chars(v->data(), v->data() + v->size(), n)
                       : std::from_chars_result{nullptr, std::errc::invalid_argument};
      if (!v || v->empty() || r.ec != std::errc{} || r.ptr != v->data() + v->size())
        return Error{"--seed needs a whole number from 0 to 18446744073709551615, or daily"};
      o.seed = n;
    } else if (a == "--character") {
      const std::string* v = value();
      if (!v || v->empty())
        return Error{"--character needs a role, e.g. valkyrie-dwarf-female-lawful"};
      o.character = *v;
    } else if (a == "--print-state") {
      o.print_state = true;
    } else if (a == "--keys") {
      const std::string* v = value();
      if (!v) return Error{"--keys needs a comma-separated list of keys"};
      const auto more = split_commas(*v);  // several --keys add up (one argument is bounded)
      o.keys.insert(o.keys.end(), more.begin(), more.end());
    } else if (a == "--frames") {
      const std::string* v = value();
      long n = -1;
      if (!v || std::from_chars(v->data(), v->data() + v->size(), n).ec != std::errc{} || n < 1)
        return Error{"--frames needs a whole number of at least 1"};
      o.frames = n;
    } else if (a == "--screenshot") {
      const std::string* v = value();
      if (!v) return Error{"--screenshot needs a file name"};
      o.screenshot = *v;
    } else {
      return Error{"unknown option '" + a + "'"};
    }
  }
  return o;
}

std::string quoted(const std::string& value, std::size_t most) {
  if (value.size() <= most) return "'" + value + "'";
  std::size_t cut = most;
  while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) --cut;  // UTF-8
  return "'" + value.substr(0, cut) + "...' (" + std::to_string(value.size()) + " characters)";
}

Options parse_url_params(const std::vector<std::string>& pairs, std::vector<std::string>& ignored) {
  Options o;
  const std::size_t count = pairs.size() / 2;
  for (std::size_t i = 0; i < count && i < kMaxUrlParams; ++i) {
    const std::string& key = pairs[2 * i];
    const std::string& value = pairs[2 * i + 1];
    if (key != "seed" && key != "character" && key != "palette" && key != "wizard" &&
        key != "autopickup" && key != "pet" && key != "hints") {
      ignored.push_back("unknown parameter " + quoted(key, 20));
      continue;
    }
    if (value.size() > kMaxUrlValue) {
      ignored.push_back(key + " is too long (" + std::to_string(value.size()) + " characters)");
      continue;
    }
    if (key == "wizard") {
      o.wizard = value != "0" && value != "false";
      continue;
    }
    if (key == "pet") {  // ?pet=none: NetHack's pettype:none
      o.pet = value != "none" && value != "0" && value != "false" && value != "off";
      continue;
    }
    if (key == "autopickup") {
      o.autopickup = value != "0" && value != "false" && value != "off";
      continue;
    }
    if (key == "hints") {  // ?hints=0: for this visit only, as --no-hints
      o.hints = value != "0" && value != "false" && value != "off";
      continue;
    }
    // The other three mean what the command-line options mean: judged by the same parser.
    auto one = parse_options({"--" + key, value});
    if (!one) {
      ignored.push_back(one.error());
      continue;
    }
    if (key == "seed") {
      o.seed = one.value().seed;
      o.daily = one.value().daily;
    } else if (key == "character") {
      o.character = one.value().character;
    } else {
      o.colour_blind = one.value().colour_blind;
    }
  }
  if (count > kMaxUrlParams)
    ignored.push_back(std::to_string(count - kMaxUrlParams) + " parameters beyond the first " +
                      std::to_string(kMaxUrlParams));
  return o;
}

std::uint64_t daily_seed(std::int64_t t) {
  // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm): no time zone, no
  // library clock formatting, the same everywhere.
  const std::int64_t z = (t >= 0 ? t : t - 86399) / 86400 + 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const std::int64_t doe = z - era * 146097;
  const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::int64_t mp = (5 * doy + 2) / 153;
  const std::int64_t d = doy - (153 * mp + 2) / 5 + 1;
  const std::int64_t m = mp < 10 ? mp + 3 : mp - 9;
  const std::int64_t y = yoe + era * 400 + (m <= 2);
  return static_cast<std::uint64_t>(y * 10000 + m * 100 + d);
}

}  // namespace dg
