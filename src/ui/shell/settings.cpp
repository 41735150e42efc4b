#include "ui/shell/settings.hpp"

#include <utility>
#include <vector>

namespace dg {

void Settings::set_cell_css_width(double w) {
  auto_zoom_ = 1;
  while (w > 0 && w < kSmallCellCssPx && auto_zoom_ < kMaxZoom && auto_zoom_ * w < kTapCssPx)
    ++auto_zoom_;
}

std::string Settings::load() {
  if (!slot_) {  // nothing kept (--no-save): a new player, as a fresh browser's is
    prefs_.hints = true;
    return "";
  }
  auto bytes = slot_->read();
  if (!bytes) return "Your options could not be read (" + bytes.error() + "); the defaults apply.";
  if (!bytes.value()) {  // none saved yet: a new player, who gets the hints
    prefs_.hints = true;
    return "";
  }
  std::vector<std::string> ignored;
  auto prefs = decode_preferences(*bytes.value(), ignored);
  if (!prefs && prefs.error() == kNewerOptions) {
    // An earlier engine, loaded for a run begun on it: the newer options stay as they are
    // (a change made here first keeps them aside).
    from_newer_ = true;
    return "Your options were written by a newer Deepglyph; the defaults apply here, and "
           "your options are kept as they are.";
  }
  if (!prefs) {
    auto kept = slot_->set_aside();
    return "Your options could not be used: " + prefs.error() + ". The defaults apply" +
           (kept ? " (the old options are kept in " + kept.value() + ")." : ".");
  }
  prefs_ = std::move(prefs.value());  // (its zoom already checked to be 0 to kMaxZoom)
  if (ignored.empty()) return "";
  std::string said = "In your options, these were not understood and have their defaults: ";
  for (std::size_t i = 0; i < ignored.size(); ++i) said += (i ? ", " : "") + ignored[i];
  return said + ".";
}

std::string Settings::set(const Preferences& p) {
  prefs_ = p;
  if (prefs_.zoom < 0 || prefs_.zoom > kMaxZoom) prefs_.zoom = prefs_.zoom < 0 ? 0 : kMaxZoom;
  if (!slot_) return "";
  if (from_newer_) {
    auto kept = slot_->set_aside();
    if (!kept)
      return "Your options apply now but could not be kept: the newer ones could not be put "
             "aside (" +
             kept.error() + ").";
    from_newer_ = false;
  }
  auto written = slot_->write(encode_preferences(prefs_));
  if (!written) return "Your options apply now but could not be kept: " + written.error() + ".";
  return "";
}

}  // namespace dg
