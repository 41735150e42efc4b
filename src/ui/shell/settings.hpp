#pragma once
// The player's options as they apply now: the keys, the palette, the map's zoom, whether
// explore picks things up and whether walks are instant (ui/shell/preferences.hpp is their
// stored form). Read from their own slot at the start, apart from any run, and written at each
// change. An options file that cannot be read is kept aside, never overwritten, and the
// defaults apply.
#include <string>

#include "ui/input/key_bindings.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/save_slot.hpp"
#include "ui/text/palette.hpp"

namespace dg {

class Settings {
 public:
  // How many terminal cells wide and high each map cell is drawn (+ zooms in, - out). The
  // option's 0 is "auto": 1, but where a cell is narrower than a fingertip (a phone's 7 CSS
  // pixels; a desktop window's are 10 and more) as many as make it about kTapCssPx wide (3
  // on a phone: 21).
  static constexpr int kMaxZoom = 3;
  static constexpr double kSmallCellCssPx = 9, kTapCssPx = 20;
  int map_zoom() const { return prefs_.zoom > 0 ? prefs_.zoom : auto_zoom_; }
  // The width of a terminal cell in CSS pixels, as the platform laid it out (for auto zoom).
  void set_cell_css_width(double w);

  const Preferences& preferences() const { return prefs_; }
  const KeyBindings& keys() const { return prefs_.keys; }
  // The palette the map is drawn in (the colour-blind-safe one is an accessibility option).
  Palette palette() const { return prefs_.palette; }
  bool explore_picks_up() const { return prefs_.explore_picks_up; }
  // Walks end at once when asked, and always for a screen reader, which says a walk once at its
  // end rather than step by step.
  bool instant_walks() const { return prefs_.instant_walks || prefs_.screen_reader; }
  // Whether the map's animations are cut to a still frame: asked for, or (Motion::Auto) the
  // browser's prefers-reduced-motion says so (the platform tells).
  bool reduce_motion() const {
    return prefs_.motion == Motion::Reduced || (prefs_.motion == Motion::Auto && system_reduces_);
  }
  void set_system_reduces_motion(bool on) { system_reduces_ = on; }
  // The gain of the game's sounds and of the screen reader's cues (0 to 1): 0 with sound off.
  float effects_gain() const {
    return prefs_.sound ? static_cast<float>(prefs_.volume * prefs_.effects_volume) / 10000 : 0;
  }
  float cues_gain() const { return prefs_.sound ? static_cast<float>(prefs_.volume) / 100 : 0; }
  // Whether the player has a phone's on-screen keys (the platform says): a lesson names them.
  bool touch_keys() const { return touch_keys_; }
  void set_touch_keys(bool on) { touch_keys_ = on; }
  // For this run only (the command line, the URL): not stored.
  void set_palette(Palette p) { prefs_.palette = p; }
  void set_explore_picks_up(bool on) { prefs_.explore_picks_up = on; }
  void set_hints(bool on) { prefs_.hints = on; }

  // Where the options are kept; null: nowhere (a test, the bot).
  void set_slot(SaveSlot* slot) { slot_ = slot; }
  // Applies what the slot holds (nothing yet, or no slot at all as with --no-save: a new
  // player, with hints on, as in a fresh browser); returns what to tell the player ("" when
  // all was well).
  std::string load();
  // Applies `p` and stores it; returns what to tell the player when it could not be kept.
  std::string set(const Preferences& p);

 private:
  Preferences prefs_;
  int auto_zoom_ = 1;
  bool touch_keys_ = false;  // what the zoom's auto means on this screen
  bool system_reduces_ = false;
  SaveSlot* slot_ = nullptr;
  bool from_newer_ = false;  // the options kept were written by a newer engine
};

}  // namespace dg
