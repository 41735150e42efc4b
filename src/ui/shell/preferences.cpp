#include "ui/shell/preferences.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/save.hpp"
#include "ui/shell/hints.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {
using Json = nlohmann::json;
}  // namespace

bool Preferences::hints_on() const {
  return hints && games_ended < kHintGames;
}

std::string encode_preferences(const Preferences& p) {
  Json bound = Json::array();
  for (const auto& [key, id] : p.keys.all()) bound.push_back(Json::array({key_name(key), id}));
  // Commands the player left without a key: kept so, where a command missing from the file
  // (new since it was written) gets the preset's keys.
  Json unbound = Json::array();
  for (const BindableCommand& c : bindable_commands())
    if (p.keys.keys_for(c.id).empty()) unbound.push_back(std::string(c.id));
  const Json j = {
      {"game", "deepglyph-options"},
      {"version", kPreferencesVersion},
      {"keys", {{"preset", preset_name(p.keys.preset())}, {"bound", bound}, {"unbound", unbound}}},
      {"palette", p.palette == Palette::ColourBlind ? "colourblind" : "standard"},
      {"zoom", p.zoom},
      {"explore_picks_up", p.explore_picks_up},
      {"instant_walks", p.instant_walks},
      {"confirm_pray", p.confirm_pray},
      {"hints", p.hints},
      {"hints_seen", p.hints_seen},
      {"games_ended", p.games_ended},
      {"tutorial_done", p.tutorial_done},
      {"screen_reader", p.screen_reader},
      {"sound", p.sound},
      {"volume", p.volume},
      {"effects_volume", p.effects_volume},
      {"sound_cues", p.sound_cues},
      {"motion", p.motion == Motion::Full      ? "full"
                 : p.motion == Motion::Reduced ? "reduced"
                                               : "auto"},
  };
  return j.dump();
}

namespace {
// "the binding ["x","fly"]", cut short: a message never quotes a whole entry. Cut in cells,
// never inside a letter's bytes (a key may be named in any alphabet: "é").
std::string binding_words(const Json& entry) {
  return "the binding " + fit_cells(entry.dump(-1, ' ', false, Json::error_handler_t::replace), 40);
}

// The file's bindings over the preset: a command the file binds has the file's keys, one it
// leaves unbound has none, and any other (new since the file was written) keeps the preset's.
KeyBindings keys_from(const Json& keys, std::vector<std::string>& ignored) {
  std::optional<KeyPreset> preset;
  if (keys.contains("preset") && keys["preset"].is_string())
    preset = parse_preset(keys["preset"].get<std::string>());
  if (!preset) ignored.push_back("the keys' preset (vi-keys is used)");
  KeyBindings out(preset.value_or(KeyPreset::ViKeys));
  std::vector<std::pair<KeyChord, std::string>> wanted;
  if (keys.contains("bound") && keys["bound"].is_array()) {
    for (const Json& entry : keys["bound"]) {
      const bool pair =
          entry.is_array() && entry.size() == 2 && entry[0].is_string() && entry[1].is_string();
      const auto key = pair ? parse_key_name(entry[0].get<std::string>()) : std::nullopt;
      KeyBindings probe = KeyBindings::empty(out.preset());
      if (!key || !probe.bind(entry[1].get<std::string>(), *key)) {
        if (ignored.size() < 8) ignored.push_back(binding_words(entry));
        continue;
      }
      wanted.emplace_back(*key, entry[1].get<std::string>());
    }
  }
  for (const auto& [key, id] : wanted) out.unbind(id);  // the file's keys replace the preset's
  if (keys.contains("unbound") && keys["unbound"].is_array())
    for (const Json& id : keys["unbound"])
      if (id.is_string() && is_command_id(id.get<std::string>())) out.unbind(id.get<std::string>());
  for (const auto& [key, id] : wanted) (void)out.bind(id, key);
  // Whatever the file says, the options stay reachable: without them no key could be mended.
  if (out.keys_for("options").empty()) {
    const KeyChord k = KeyBindings(out.preset()).keys_for("options").front();
    (void)out.bind("options", k);
    ignored.push_back("leaving the options without a key (" + key_name(k) + " opens them)");
  }
  return out;
}
}  // namespace

Result<Preferences> decode_preferences(std::string_view text, std::vector<std::string>& ignored) {
  if (text.size() > kMaxPreferencesBytes) return Error{"it is too large to be an options file"};
  if (json_nests_deeper(text, kMaxPreferencesDepth))
    return Error{"it is damaged (nested deeper than an options file is)"};
  const Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return Error{"it is damaged (not readable)"};
  if (!j.contains("game") || j["game"] != "deepglyph-options")
    return Error{"it is not a Deepglyph options file"};
  if (!j.contains("version") || !j["version"].is_number_integer())
    return Error{"it is damaged (no version)"};
  if (j["version"].get<std::int64_t>() > kPreferencesVersion) return Error{kNewerOptions};
  Preferences p;
  if (j.contains("keys") && j["keys"].is_object()) p.keys = keys_from(j["keys"], ignored);
  if (j.contains("palette")) {
    if (j["palette"] == "colourblind")
      p.palette = Palette::ColourBlind;
    else if (j["palette"] != "standard")
      ignored.push_back("the palette");
  }
  if (j.contains("zoom")) {
    if (j["zoom"].is_number_integer() && j["zoom"].get<int>() >= 0 && j["zoom"].get<int>() <= 3)
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
  if (j.contains("hints")) {
    if (j["hints"].is_boolean())
      p.hints = j["hints"].get<bool>();
    else
      ignored.push_back("whether hints are shown");
  }
  if (j.contains("hints_seen")) {
    // Only hints this version knows, each once: an older or damaged list cannot grow the file.
    bool odd = !j["hints_seen"].is_array();
    const std::vector<std::string_view> known = hint_ids();
    for (const Json& id : odd ? Json::array() : j["hints_seen"]) {
      const auto at = id.is_string() ? std::find(known.begin(), known.end(), id.get<std::string>())
                                     : known.end();
      if (at == known.end()) {
        odd = odd || !id.is_string();  // a hint of another version is simply not kept
        continue;
      }
      if (std::find(p.hints_seen.begin(), p.hints_seen.end(), *at) == p.hints_seen.end())
        p.hints_seen.emplace_back(*at);
    }
    if (odd) ignored.push_back("which hints were shown");
  }
  if (j.contains("games_ended")) {
    if (j["games_ended"].is_number_integer() && j["games_ended"].get<std::int64_t>() >= 0)
      p.games_ended =
          static_cast<int>(std::min(j["games_ended"].get<std::int64_t>(), std::int64_t{1000000}));
    else
      ignored.push_back("how many games were played");
  }
  if (j.contains("tutorial_done")) {
    if (j["tutorial_done"].is_boolean())
      p.tutorial_done = j["tutorial_done"].get<bool>();
    else
      ignored.push_back("whether the tutorial was finished");
  }
  if (j.contains("screen_reader")) {
    if (j["screen_reader"].is_boolean())
      p.screen_reader = j["screen_reader"].get<bool>();
    else
      ignored.push_back("whether a screen reader is used");
  }
  if (j.contains("instant_walks")) {
    if (j["instant_walks"].is_boolean())
      p.instant_walks = j["instant_walks"].get<bool>();
    else
      ignored.push_back("whether walks are instant");
  }
  const auto flag = [&j, &ignored](const char* key, bool& into, const char* what) {
    if (!j.contains(key)) return;
    if (j[key].is_boolean())
      into = j[key].get<bool>();
    else
      ignored.push_back(what);
  };
  const auto percent = [&j, &ignored](const char* key, int& into, const char* what) {
    if (!j.contains(key)) return;
    if (j[key].is_number_integer() && j[key].get<std::int64_t>() >= 0 &&
        j[key].get<std::int64_t>() <= 100)
      into = j[key].get<int>();
    else
      ignored.push_back(what);
  };
  flag("sound", p.sound, "whether sound is on");
  percent("volume", p.volume, "the volume");
  percent("effects_volume", p.effects_volume, "the effects' volume");
  flag("sound_cues", p.sound_cues, "whether the screen reader's sound cues play");
  if (j.contains("motion")) {
    if (j["motion"] == "full")
      p.motion = Motion::Full;
    else if (j["motion"] == "reduced")
      p.motion = Motion::Reduced;
    else if (j["motion"] != "auto")
      ignored.push_back("the motion");
  }
  if (j.contains("confirm_pray")) {
    if (j["confirm_pray"].is_boolean())
      p.confirm_pray = j["confirm_pray"].get<bool>();
    else
      ignored.push_back("whether prayer asks first");
  }
  return p;
}

}  // namespace dg
