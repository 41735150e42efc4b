#include "core/rules.hpp"

#include <charconv>

namespace dg {

namespace {
// Which releases (tags) play which rules: a desktop player with a run kept under older rules
// is told which release to play it with. One row per released rules id.
struct RulesRelease {
  int rules;
  const char* releases;
};
constexpr RulesRelease kRulesReleases[] = {
    {9, "0.1.0"},
};
}  // namespace

std::string rules_name(int id) {
  return "r" + std::to_string(id);
}

int parse_rules_name(const std::string& name) {
  if (name.size() < 2 || name.size() > 8 || name[0] != 'r') return -1;
  int id = -1;
  const auto r = std::from_chars(name.data() + 1, name.data() + name.size(), id);
  if (r.ec != std::errc{} || r.ptr != name.data() + name.size() || id < 0) return -1;
  return rules_name(id) == name ? id : -1;  // no "r09" or "r+9"
}

std::string releases_playing(int id) {
  for (const RulesRelease& r : kRulesReleases)
    if (r.rules == id) return r.releases;
  return "";
}

std::string rules_words(int id) {
  const std::string releases = releases_playing(id);
  return "rules " + rules_name(id) +
         (releases.empty() ? " (never released)" : " (Deepglyph " + releases + ")");
}

}  // namespace dg
