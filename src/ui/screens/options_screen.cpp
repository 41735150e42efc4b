#include "ui/screens/options_screen.hpp"

#include <algorithm>
#include <memory>
#include <string>

#include "ui/screens/keys_screen.hpp"
#include "ui/shell/hints.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"

namespace dg {

namespace {

// The volumes step down by a fifth, and from silence back to full.
int next_volume(int v) {
  return v <= 0 ? 100 : std::max(0, (v - 1) / 20 * 20);
}

std::string motion_words(const Preferences& p, const ScreenContext& app) {
  switch (p.motion) {
    case Motion::Full: return "full";
    case Motion::Reduced: return "reduced (a still mark, no movement)";
    default:
      return std::string("as the system asks (") +
             (app.settings().reduce_motion() ? "reduced" : "full") + ")";
  }
}

KeyPreset next_preset(KeyPreset p) {
  for (std::size_t i = 0; i < std::size(kKeyPresets); ++i)
    if (kKeyPresets[i] == p) return kKeyPresets[(i + 1) % std::size(kKeyPresets)];
  return KeyPreset::ViKeys;
}

}  // namespace

bool OptionsScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Escape || in.key == Key::Enter) {
    app.screens().pop();
    app.notices().notify("");
    return true;
  }
  if (in.key != Key::Char) return true;
  Preferences p = app.settings().preferences();
  switch (in.ch) {
    case U'a': {
      const bool had_changes = p.keys.changed_from_preset();
      p.keys = KeyBindings(next_preset(p.keys.preset()));
      app.set_preferences(p);
      app.notices().notify("Keys: " + std::string(preset_name(p.keys.preset())) +
                           (had_changes ? " (the keys you had changed are reset)." : "."));
      return true;
    }
    case U'b': app.screens().push(std::make_unique<KeysScreen>()); return true;
    case U'c':
      p.palette = p.palette == Palette::Standard ? Palette::ColourBlind : Palette::Standard;
      break;
    case U'd': p.zoom = p.zoom >= Settings::kMaxZoom ? 0 : p.zoom + 1; break;  // then auto
    case U'e': p.explore_picks_up = !p.explore_picks_up; break;
    case U'f': p.instant_walks = !p.instant_walks; break;
    case U'g':  // on again after the games that turned them off by themselves
      p.hints = !p.hints_on();
      if (p.hints) p.games_ended = 0;
      break;
    case U'h':
      p.hints_seen.clear();
      app.set_preferences(p);
      app.notices().notify("Every hint will be shown again when its moment comes.");
      return true;
    case U'i': p.screen_reader = !p.screen_reader; break;
    case U'j': p.confirm_pray = !p.confirm_pray; break;
    case U'k': p.sound = !p.sound; break;
    case U'l': p.volume = next_volume(p.volume); break;
    case U'm': p.effects_volume = next_volume(p.effects_volume); break;
    case U'n': p.sound_cues = !p.sound_cues; break;
    case U'o':
      p.motion = p.motion == Motion::Auto   ? Motion::Full
                 : p.motion == Motion::Full ? Motion::Reduced
                                            : Motion::Auto;
      break;
    case U'q': app.screens().pop(); return true;
    default:
      app.notices().notify("Press a letter to change an option, or Escape to go back.");
      return true;
  }
  app.set_preferences(p);
  return true;
}

void OptionsScreen::draw(Terminal& term, const ScreenContext& app) const {
  term.clear();
  const Preferences p = app.settings().preferences();
  TextColumn text(term);
  text.line("Options", colors::kHighlight);
  text.gap();
  text.choice("a - Keys: " + std::string(preset_name(p.keys.preset())) +
                  (p.keys.changed_from_preset() ? ", changed" : "") + " (" +
                  std::string(preset_words(p.keys.preset())) + ")",
              colors::kText);
  text.choice("b - Change a key: any command, any key", colors::kText);
  text.choice(std::string("c - Palette: ") +
                  (p.palette == Palette::ColourBlind ? "colour-blind-safe" : "standard"),
              colors::kText);
  text.choice(
      "d - Map zoom: " +
          (p.zoom == 0 ? "auto, " + std::to_string(app.settings().map_zoom()) + "x on this screen"
                       : std::to_string(p.zoom) + "x") +
          " (+ and - in play)",
      colors::kText);
  text.choice(std::string("e - Explore picks up gold and things worth carrying: ") +
                  (p.explore_picks_up ? "yes" : "no"),
              colors::kText);
  text.choice(std::string("f - Explore, travel and rest: ") +
                  (p.instant_walks ? "at once" : "step by step (a key or tap stops)"),
              colors::kText);
  text.choice("g - Hints for new players: " +
                  (p.hints_on() ? "on (" + std::to_string(p.hints_seen.size()) + " of " +
                                      std::to_string(hint_ids().size()) + " shown)"
                                : std::string(p.hints ? "done (after " +
                                                            std::to_string(kHintGames) + " games)"
                                                      : "off")),
              colors::kText);
  text.choice("h - Show every hint again", colors::kText);
  text.choice(std::string("i - Screen reader: ") +
                  (p.screen_reader ? "on (what is said tells where things are)" : "off"),
              colors::kText);
  text.choice(std::string("j - Prayer asks first: ") + (p.confirm_pray ? "yes" : "no"),
              colors::kText);
  text.choice(std::string("k - Sound: ") + (p.sound ? "on" : "off, and kept off") + " (% in play)",
              colors::kText);
  text.choice("l - Volume: " + std::to_string(p.volume) + "%", colors::kText);
  text.choice("m - Effects volume: " + std::to_string(p.effects_volume) + "%", colors::kText);
  text.choice(std::string("n - Sound cues with a screen reader (stairs, doors, danger): ") +
                  (p.sound_cues ? "on" : "off"),
              colors::kText);
  text.choice("o - Motion: " + motion_words(p, app), colors::kText);
  text.gap();
  text.choice("Escape - back", colors::kText);
  text.gap();
  text.line("Options are kept for every game in this browser or on this computer.", colors::kDim);
}

}  // namespace dg
