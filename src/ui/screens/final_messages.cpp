#include "ui/screens/final_messages.hpp"

#include <algorithm>
#include <memory>

#include "ui/play/play_screen.hpp"
#include "ui/screens/death_screen.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/widgets/message_pager.hpp"

namespace dg {

const std::vector<std::string>& FinalMessages::pages(const ScreenContext& app, int width) const {
  if (width != width_) {
    width_ = width;
    // Every page leaves room for " --More--", the last one too.
    const int room = width > 0 ? std::max(1, width - static_cast<int>(kMore.size()) - 1) : width;
    pages_ = message_pages(message_line(app.game()), room);
    if (pages_.empty()) pages_.push_back({});
  }
  return pages_;
}

bool FinalMessages::handle(const Input& in, ScreenContext& app) {
  // A notice from the run's end (the save could not be deleted...) stays until the death
  // screen, which shows it too.
  if (!app.notices().shown().empty() && !app.notices().shown_was_hint())
    app.notices().notify(app.notices().shown());
  const bool deliberate =
      !in.repeat && (in.key == Key::Enter || in.key == Key::Escape ||
                     (in.key == Key::Char && in.ch == U' ') || in.key == Key::Click);
  if (!deliberate) return false;
  const int width = app.size().cols > 0 ? app.size().cols : width_;
  const std::size_t count = pages(app, width).size();
  if (in.key != Key::Escape && page_ + 1 < count) {
    ++page_;
    return true;
  }
  app.screens().replace(std::make_unique<DeathScreen>());
  app.key_guard().arm();  // keys typed before the death screen shows do not act on it
  return true;
}

void FinalMessages::draw(Terminal& term, const ScreenContext& app) const {
  const auto& all = pages(app, term.width());
  const std::string line = all[std::min(page_, all.size() - 1)] + " " + std::string(kMore);
  term.blank_row(0);
  term.print(0, 0, line, colors::kHighlight);
}

}  // namespace dg
