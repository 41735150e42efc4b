#include "ui/play/sound_list_screen.hpp"

#include <algorithm>
#include <string>

#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"

namespace dg {

bool SoundListScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  const int count = static_cast<int>(app.content().sounds.size());
  if (in.key == Key::Escape || in.key == Key::Enter) {
    app.screens().pop();
    return true;
  }
  if (in.key != Key::Char) return true;
  if (in.ch == U' ' || in.ch == U'>') {
    first_ = first_ + kPage < count ? first_ + kPage : 0;  // after the last page, the first
    return true;
  }
  if (in.ch == U'<') {
    first_ = std::max(0, first_ - kPage);
    return true;
  }
  const int pick = first_ + static_cast<int>(in.ch) - 'a';
  if (in.ch < U'a' || in.ch >= U'a' + kPage || pick >= count) {
    app.notices().notify("Press a sound's letter to hear it, Space for more, Escape to go back.");
    return true;
  }
  const SoundDef& s = app.content().sounds[static_cast<std::size_t>(pick)];
  app.cue(s.id);
  app.notices().notify(app.settings().preferences().sound
                           ? "Playing: " + s.words + "."
                           : "Sound is off: % in play, or the options, turn it on.");
  return true;
}

void SoundListScreen::draw(Terminal& term, const ScreenContext& app) const {
  term.clear();
  const auto& sounds = app.content().sounds;
  TextColumn text(term);
  const int count = static_cast<int>(sounds.size());
  text.line("Every sound (" + std::to_string(first_ + 1) + "-" +
                std::to_string(std::min(count, first_ + kPage)) + " of " + std::to_string(count) +
                "): a letter plays it",
            colors::kHighlight);
  text.gap();
  for (int i = first_; i < std::min(count, first_ + kPage); ++i) {
    const SoundDef& s = sounds[static_cast<std::size_t>(i)];
    text.choice(std::string(1, static_cast<char>('a' + i - first_)) + " - " + s.words,
                colors::kText);
  }
  text.gap();
  text.choice(count > kPage ? "Space - more sounds   Escape - back" : "Escape - back",
              colors::kText);
}

}  // namespace dg
