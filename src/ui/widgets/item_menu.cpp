#include "ui/widgets/item_menu.hpp"

#include <algorithm>

#include "core/game.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

std::vector<MenuEntry> ItemMenu::inventory(const Game& game,
                                           const std::function<bool(const ItemKind&)>& keep) {
  std::vector<MenuEntry> out;
  const Player& h = game.hero();
  for (const InvSlot& s : h.inventory) {
    if (!keep(game.catalog().kind_of(s.item))) continue;
    std::string text = game.wording().item_name(s.item);
    if (s.letter == h.wielded) text += " (weapon in hand)";
    if (h.wears(s.letter)) text += " (being worn)";
    if (h.has_on(s.letter)) text += h.rings[0] == s.letter ? " (on right hand)" : " (on left hand)";
    out.push_back({s.letter, text});
  }
  return out;
}

int ItemMenu::rows_per_page(const Terminal& term) const {
  return std::max(1, term.height() - 5);
}

bool ItemMenu::handle(const Input& in, ScreenContext& app) {
  // The page size from the laid-out terminal when known, so keys typed ahead of a draw page
  // the same as keys typed after one.
  if (app.size().rows > 0) page_rows_ = std::max(1, app.size().rows - 5);
  const int pages = std::max(1, (static_cast<int>(entries_.size()) + page_rows_ - 1) / page_rows_);
  if (in.key == Key::Escape) {
    app.screens().pop();
    return true;
  }
  if (in.key == Key::Char && (in.ch == U'>' || in.ch == U' ') && page_ + 1 < pages) {
    ++page_;
    return true;
  }
  if (in.key == Key::Char && in.ch == U'<' && page_ > 0) {
    --page_;
    return true;
  }
  if (on_many_) {
    if (in.key == Key::Enter) {
      const int n = static_cast<int>(chosen_.size());
      if (n < min_ || n > max_) {
        app.notices().notify("Choose " + std::to_string(min_) + " to " + std::to_string(max_) +
                             ", then Enter.");
        return true;
      }
      const OnPickMany pick = on_many_;
      const std::string letters = chosen_;
      app.screens().pop();
      pick(app, letters);
      return true;
    }
    for (const MenuEntry& e : entries_) {
      if (in.key != Key::Char || static_cast<char32_t>(e.letter) != in.ch) continue;
      const auto at = chosen_.find(e.letter);
      if (at != std::string::npos)
        chosen_.erase(at, 1);
      else if (static_cast<int>(chosen_.size()) < max_)
        chosen_ += e.letter;
      return true;
    }
    // , chooses every entry (or none, when all are chosen), where all may be chosen at once.
    const bool all_allowed = max_ >= static_cast<int>(entries_.size());
    if (in.key == Key::Char && in.ch == U',' && all_allowed) {
      if (chosen_.size() == entries_.size()) {
        chosen_.clear();
      } else {
        chosen_.clear();
        for (const MenuEntry& e : entries_) chosen_ += e.letter;
      }
      return true;
    }
    app.notices().notify(all_allowed ? "Letters choose, , all, Enter confirms, Escape cancels."
                                     : "Letters choose, Enter confirms, Escape cancels.");
    return true;
  }
  if (!on_pick_) {  // a list to look at: any other key closes it
    app.screens().pop();
    return true;
  }
  if (in.key == Key::Char) {
    for (const MenuEntry& e : entries_) {
      if (static_cast<char32_t>(e.letter) != in.ch) continue;
      const OnPick pick = on_pick_;  // this screen is popped before the pick runs
      const char letter = e.letter;
      app.screens().pop();
      pick(app, letter);
      return true;
    }
  }
  if (close_on_other_) {
    app.screens().pop();
    return true;
  }
  app.notices().notify("Pick a letter from the list (Escape to cancel).");
  return true;
}

void ItemMenu::draw(Terminal& term, const ScreenContext&) const {
  page_rows_ = rows_per_page(term);
  const int total = static_cast<int>(entries_.size());
  const int pages = std::max(1, (total + page_rows_ - 1) / page_rows_);
  const int first = std::min(page_, pages - 1) * page_rows_;
  constexpr Color kPanel{16, 16, 32};
  std::string footer =
      pages > 1 ? "(" + std::to_string(page_ + 1) + " of " + std::to_string(pages) + ") < > pages  "
                : "";
  const bool all_allowed = max_ >= static_cast<int>(entries_.size());
  footer += on_many_          ? (all_allowed ? ", all, Enter confirms, Escape cancels"
                                             : "Enter confirms, Escape cancels")
            : close_on_other_ ? "a letter shows it; any other key closes"
            : on_pick_        ? escape_words_
                              : "any key closes";
  // The box holds every line it shows and the footer.
  int width = static_cast<int>(title_.size());
  for (const MenuEntry& e : entries_) width = std::max(width, static_cast<int>(e.text.size()) + 4);
  for (const std::string& n : notes_) width = std::max(width, static_cast<int>(n.size()));
  width = std::max(width, static_cast<int>(footer.size()));
  width = std::min(width + 2, term.width());
  const int shown = std::min(page_rows_, total - first);
  // A footer wider than the screen (a phone) wraps inside the box.
  const std::vector<std::string> footer_lines = wrap_text(footer, std::max(1, width - 2));
  const int footer_row = 3 + std::max(shown, total == 0 ? 1 : 0);
  const int footer_end = footer_row + static_cast<int>(footer_lines.size());
  // The title takes the message line: nothing said before stays beside it.
  for (int x = width; x < term.width(); ++x) term.put(x, 0, U' ', colors::kText);
  // (With notes, the row between the footer and them is the box's too: the map showed there.)
  const int box_end = footer_end + (notes_.empty() ? 0 : 1);
  for (int y = 0; y < box_end && y < term.height(); ++y)
    for (int x = 0; x < width; ++x) term.put(x, y, U' ', colors::kText, kPanel);
  term.print(1, 0, title_, colors::kHighlight, kPanel);
  if (total == 0) term.print(1, 2, "(nothing)", colors::kDim, kPanel);
  for (int i = 0; i < shown; ++i) {
    const MenuEntry& e = entries_[static_cast<std::size_t>(first + i)];
    const bool picked = chosen_.find(e.letter) != std::string::npos;
    term.print(1, 2 + i, std::string(1, e.letter) + (picked ? " + " : " - ") + e.text,
               picked ? colors::kHighlight : colors::kText, kPanel);
  }
  for (std::size_t i = 0; i < footer_lines.size(); ++i)
    term.print(1, footer_row + static_cast<int>(i), footer_lines[i], colors::kDim, kPanel);
  // Notes wider than the screen (a spell's description on a phone) wrap inside the box.
  int y = footer_end + 1;
  for (const std::string& note : notes_)
    for (const std::string& line : wrap_text(note, std::max(1, width - 2))) {
      for (int x = 0; x < width; ++x) term.put(x, y, U' ', colors::kText, kPanel);
      term.print(1, y++, line, colors::kText, kPanel);
    }
}

}  // namespace dg
