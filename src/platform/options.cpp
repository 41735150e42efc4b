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
  return "usage: deepglyph [--keys K1,K2,...] [--frames N] [--screenshot FILE.bmp] "
         "[--print-state]\n"
         "  --keys         keys typed at start (SDL key names: l, Down, \"Keypad 7\")\n"
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
    } else if (a == "--print-state") {
      o.print_state = true;
    } else if (a == "--keys") {
      const std::string* v = value();
      if (!v) return Error{"--keys needs a comma-separated list of keys"};
      o.keys = split_commas(*v);
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

}  // namespace dg
