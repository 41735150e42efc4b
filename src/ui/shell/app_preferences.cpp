// The App's options (ui/shell/preferences.hpp): read once at start, written at each change. An
// options file that cannot be read is kept aside (never overwritten) and the defaults apply.
#include "ui/shell/app.hpp"

namespace dg {

std::string App::load_preferences() {
  if (!prefs_slot_) return "";
  auto bytes = prefs_slot_->read();
  if (!bytes) return "Your options could not be read (" + bytes.error() + "); the defaults apply.";
  if (!bytes.value()) return "";  // none saved yet
  std::vector<std::string> ignored;
  auto prefs = decode_preferences(*bytes.value(), ignored);
  if (!prefs && prefs.error() == kNewerOptions) {
    // An earlier engine, loaded for a run begun on it: the newer options stay as they are
    // (a change made here first keeps them aside).
    prefs_from_newer_ = true;
    return "Your options were written by a newer Deepglyph; the defaults apply here, and "
           "your options are kept as they are.";
  }
  if (!prefs) {
    auto kept = prefs_slot_->set_aside();
    return "Your options could not be used: " + prefs.error() + ". The defaults apply" +
           (kept ? " (the old options are kept in " + kept.value() + ")." : ".");
  }
  palette_ = prefs.value().palette;
  set_map_zoom(prefs.value().zoom);
  explore_picks_up_ = prefs.value().explore_picks_up;
  instant_walks_ = prefs.value().instant_walks;
  keys_ = prefs.value().keys;
  if (ignored.empty()) return "";
  std::string said = "In your options, these were not understood and have their defaults: ";
  for (std::size_t i = 0; i < ignored.size(); ++i) said += (i ? ", " : "") + ignored[i];
  return said + ".";
}

Preferences App::preferences() const {
  return Preferences{keys_, palette_, zoom_, explore_picks_up_, instant_walks_};
}

void App::set_preferences(const Preferences& p) {
  palette_ = p.palette;
  set_map_zoom(p.zoom);
  explore_picks_up_ = p.explore_picks_up;
  instant_walks_ = p.instant_walks;
  keys_ = p.keys;
  if (!prefs_slot_) return;
  if (prefs_from_newer_) {
    auto kept = prefs_slot_->set_aside();
    if (!kept) {
      notify(
          "Your options apply now but could not be kept: the newer ones could not be put "
          "aside (" +
          kept.error() + ").");
      return;
    }
    prefs_from_newer_ = false;
  }
  auto written = prefs_slot_->write(encode_preferences(preferences()));
  if (!written) notify("Your options apply now but could not be kept: " + written.error() + ".");
}

}  // namespace dg
