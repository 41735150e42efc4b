#pragma once
// The player's options, kept apart from any run: key bindings, the palette, the map's zoom
// whether explore picks things up, whether walks are shown step by step, and the hints a new
// player has been shown. Stored as JSON beside
// the save (localStorage "deepglyph.options" on the web, options.json in SDL's preference folder
// natively), read at start and written at each change on the options screen.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/text/palette.hpp"

namespace dg {

// Animations on the map (ui/play/flashes.hpp): Auto follows the browser's
// prefers-reduced-motion (the desktop game's is full), Reduced keeps only what says something
// (a bolt's path, a blow's mark) and for one still frame.
enum class Motion : unsigned char { Auto, Full, Reduced };

struct Preferences {
  KeyBindings keys;
  Palette palette = Palette::Standard;
  int zoom = 0;  // the map's zoom, 1 to 3; 0: chosen from the screen (App::map_zoom)
  bool explore_picks_up = true;
  // Walks (explore, travel, rest, run) end at once instead of a few steps a frame.
  bool instant_walks = false;
  // Hints for a new player (ui/shell/hints.hpp): on until turned off or kHintGames games have
  // ended; the ones already shown, never shown again. Off unless asked for: a player with no
  // options kept yet gets them (Settings::load), a test, the bot or a file from before hints
  // does not.
  bool hints = false;
  std::vector<std::string> hints_seen;
  int games_ended = 0;
  // The tutorial was played to its end: the title no longer offers it first.
  bool tutorial_done = false;
  // For a player with a screen reader (ui/shell/speech.hpp): what is said carries where things
  // are. A page cannot tell that a reader is running, so the player says so (the page's first
  // button, or the options).
  bool screen_reader = false;
  // Prayer asks first ("Are you sure you want to pray? [yn]"), as NetHack's
  // paranoid_confirm:pray: a god's patience is short, and a stray p wastes it.
  bool confirm_pray = true;
  // Sound (ui/sound/): off, the audio device is never opened (nor a page's audio); the master
  // volume is every sound's, the effects' the game's events' (the screen reader's cues follow
  // the master alone), in percent.
  bool sound = true;
  int volume = 80;
  int effects_volume = 80;
  // In screen-reader mode, stairs, doors and a hunting monster that come into view sound from
  // their side (ui/sound/reader_cues.hpp).
  bool sound_cues = true;
  Motion motion = Motion::Auto;
  bool hints_on() const;
  friend bool operator==(const Preferences&, const Preferences&) = default;
};

// An options file is small; anything larger is not one.
constexpr std::size_t kMaxPreferencesBytes = 64 * 1024;
constexpr int kPreferencesVersion = 1;
// No options file nests deeper than 3; a deeper one is refused before it is parsed.
constexpr int kMaxPreferencesDepth = 16;
// Why a file written by a newer Deepglyph is not read: it is then left as it is (the older
// engine a page loads for an older run must not set aside the newer engine's options).
constexpr const char* kNewerOptions = "it is from a newer Deepglyph";

std::string encode_preferences(const Preferences& p);
// Fails when the text is not an options file at all (damaged, foreign, from a newer game).
// A part that cannot be used (an unknown command, a key that cannot be bound, a bad value)
// is left at its default and described in `ignored`; the rest applies.
Result<Preferences> decode_preferences(std::string_view text, std::vector<std::string>& ignored);

}  // namespace dg
