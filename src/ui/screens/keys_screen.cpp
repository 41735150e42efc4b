#include "ui/screens/keys_screen.hpp"

#include <algorithm>
#include <string>

#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

constexpr int kHead = 3;  // the title, the hint, a blank row
constexpr int kFoot = 3;  // a blank row, the notice (two rows)

std::string keys_text(const KeyBindings& keys, std::string_view id) {
  std::string out;
  for (const KeyChord& k : keys.keys_for(id)) out += (out.empty() ? "" : "  ") + key_name(k);
  return out.empty() ? "(no key)" : out;
}

std::string_view words_of(std::string_view id) {
  for (const BindableCommand& c : bindable_commands())
    if (c.id == id) return c.words;
  return id;
}

}  // namespace

std::string KeysScreen::focus(const ScreenContext& app) const {
  const BindableCommand& command = bindable_commands()[cursor_];
  const std::string keys = keys_text(app.settings().keys(), command.id);
  return std::string(command.words) + ": " + (keys.empty() ? "no key" : keys);
}

int KeysScreen::rows_shown(int height) {
  return std::max(1, height - kHead - kFoot);
}

void KeysScreen::rebind(const Input& in, ScreenContext& app) {
  waiting_ = false;
  const BindableCommand& command = bindable_commands()[cursor_];
  Preferences p = app.settings().preferences();
  if (in.key == Key::Escape) {
    app.notices().notify("Kept the keys of " + std::string(command.words) + ".");
    return;
  }
  if (in.key == Key::Backspace) {
    p.keys.unbind(command.id);
    app.set_preferences(p);
    app.notices().notify(std::string(command.words) + " has no key now.");
    return;
  }
  const auto chord = chord_of(in);
  if (!chord) {
    app.notices().notify("Ctrl and Alt keys belong to the browser: choose a plain key.");
    return;
  }
  auto was = p.keys.bind(command.id, *chord);
  if (!was) {
    app.notices().notify(key_name(*chord) + " cannot be bound: " + was.error() + ".");
    return;
  }
  app.set_preferences(p);
  std::string said = key_name(*chord) + " now does " + std::string(command.words);
  if (!was.value().empty() && was.value() != command.id)
    said += " (it did " + std::string(words_of(was.value())) + ", which " +
            (p.keys.keys_for(was.value()).empty() ? "has no key now" : "keeps its other keys") +
            ")";
  app.notices().notify(said + ".");
}

bool KeysScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None || in.key == Key::Hover) return false;
  const std::size_t count = bindable_commands().size();
  if (waiting_ && !in.is_pointer()) {
    rebind(in, app);
    return true;
  }
  if (in.is_pointer()) {
    if (in.key != Key::Click || in.row < kHead || in.row >= kHead + shown_rows_) return false;
    const std::size_t at = top_ + static_cast<std::size_t>(in.row - kHead);
    if (at >= count) return false;
    cursor_ = at;  // a tap chooses the command and asks for its key
  } else if (in.key == Key::Up || in.key == Key::Keypad8) {
    cursor_ = cursor_ == 0 ? count - 1 : cursor_ - 1;
    return true;
  } else if (in.key == Key::Down || in.key == Key::Keypad2) {
    cursor_ = (cursor_ + 1) % count;
    return true;
  } else if (in.key == Key::PageUp || in.key == Key::PageDown) {
    const std::size_t page = static_cast<std::size_t>(std::max(1, shown_rows_ - 1));
    cursor_ = in.key == Key::PageUp ? (cursor_ > page ? cursor_ - page : 0)
                                    : std::min(count - 1, cursor_ + page);
    return true;
  } else if (in.key == Key::Escape || (in.key == Key::Char && in.ch == U'q')) {
    app.screens().pop();
    app.notices().notify("");
    return true;
  } else if (in.key != Key::Enter && !(in.key == Key::Char && in.ch == U' ')) {
    app.notices().notify("Up and Down choose a command, Enter changes its key, Escape goes back.");
    return true;
  }
  waiting_ = true;
  app.notices().notify("Press the new key for " + std::string(bindable_commands()[cursor_].words) +
                       " (Escape: keep it; Backspace: no key).");
  return true;
}

void KeysScreen::draw(Terminal& term, const ScreenContext& app) const {
  term.clear();
  const auto commands = bindable_commands();
  shown_rows_ = std::min(rows_shown(term.height()), static_cast<int>(commands.size()));
  const std::size_t rows = static_cast<std::size_t>(shown_rows_);
  if (cursor_ < top_) top_ = cursor_;
  if (cursor_ >= top_ + rows) top_ = cursor_ + 1 - rows;
  term.print(1, 0,
             "Keys: " + std::string(preset_name(app.settings().keys().preset())) +
                 (app.settings().keys().changed_from_preset() ? ", changed" : ""),
             colors::kHighlight);
  const std::string hint = "Up/Down choose, Enter (or a tap) rebinds, Escape back";
  term.print(1, 1,
             static_cast<int>(hint.size()) < term.width() - 1 ? hint : "Up/Down, Enter, Escape",
             colors::kDim);
  int longest = 0;
  for (const BindableCommand& c : commands) longest = std::max(longest, cell_count(c.words));
  const int words_width = std::min(longest, std::max(10, term.width() / 2 - 2));
  for (std::size_t i = 0; i < rows && top_ + i < commands.size(); ++i) {
    const std::size_t at = top_ + i;
    const bool here = at == cursor_;
    // Cut in cells, as every screen cuts text (fit_cells): a cut ends with "…", so it shows.
    const std::string words = fit_cells(commands[at].words, words_width);
    const int row = kHead + static_cast<int>(i);
    term.print(0, row, here ? ">" : " ", colors::kHighlight);
    term.print(2, row, words, here ? colors::kWhite : colors::kText);
    std::string keys = keys_text(app.settings().keys(), commands[at].id);
    const int room = term.width() - 3 - words_width - 1;
    if (room > 0) keys = fit_cells(keys, room);
    term.print(3 + words_width, row, keys, here ? colors::kWhite : colors::kDim);
  }
}

}  // namespace dg
