#include "ui/preferences.hpp"

#include <nlohmann/json.hpp>

namespace dg {

namespace {
using Json = nlohmann::json;
}  // namespace

std::string encode_preferences(const Preferences& p) {
  Json bound = Json::array();
  for (const auto& [key, id] : p.keys.all()) bound.push_back(Json::array({key_name(key), id}));
  const Json j = {
      {"game", "deepglyph-options"},
      {"version", kPreferencesVersion},
      {"keys", {{"preset", preset_name(p.keys.preset())}, {"bound", bound}}},
      {"palette", p.palette == Palette::ColourBlind ? "colourblind" : "standard"},
      {"zoom", p.zoom},
      {"explore_picks_up", p.explore_picks_up},
  };
  return j.dump();
}

Result<Preferences> decode_preferences(std::string_view text, std::vector<std::string>& ignored) {
  if (text.size() > kMaxPreferencesBytes) return Error{"it is too large to be an options file"};
  const Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return Error{"it is damaged (not readable)"};
  if (!j.contains("game") || j["game"] != "deepglyph-options")
    return Error{"it is not a Deepglyph options file"};
  if (!j.contains("version") || !j["version"].is_number_integer())
    return Error{"it is damaged (no version)"};
  if (j["version"].get<std::int64_t>() > kPreferencesVersion)
    return Error{"it is from a newer Deepglyph"};
  Preferences p;
  if (j.contains("keys") && j["keys"].is_object()) {
    const Json& keys = j["keys"];
    std::optional<KeyPreset> preset;
    if (keys.contains("preset") && keys["preset"].is_string())
      preset = parse_preset(keys["preset"].get<std::string>());
    if (!preset) ignored.push_back("the keys' preset (vi-keys is used)");
    p.keys = KeyBindings(preset.value_or(KeyPreset::ViKeys));
    if (keys.contains("bound") && keys["bound"].is_array()) {
      KeyBindings bound = KeyBindings::empty(p.keys.preset());
      for (const Json& entry : keys["bound"]) {
        const bool pair =
            entry.is_array() && entry.size() == 2 && entry[0].is_string() && entry[1].is_string();
        const auto key = pair ? parse_key_name(entry[0].get<std::string>()) : std::nullopt;
        if (!key || !bound.bind(entry[1].get<std::string>(), *key)) {
          if (ignored.size() < 8) ignored.push_back("the binding " + entry.dump());
          continue;
        }
      }
      p.keys = bound;
    }
  }
  if (j.contains("palette")) {
    if (j["palette"] == "colourblind")
      p.palette = Palette::ColourBlind;
    else if (j["palette"] != "standard")
      ignored.push_back("the palette");
  }
  if (j.contains("zoom")) {
    if (j["zoom"].is_number_integer() && j["zoom"].get<int>() >= 1 && j["zoom"].get<int>() <= 3)
      p.zoom = j["zoom"].get<int>();
    else
      ignored.push_back("the zoom");
  }
  if (j.contains("explore_picks_up")) {
    if (j["explore_picks_up"].is_boolean())
      p.explore_picks_up = j["explore_picks_up"].get<bool>();
    else
      ignored.push_back("whether explore picks things up");
  }
  return p;
}

}  // namespace dg
