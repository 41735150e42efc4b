#include "ui/play/play_layout.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "ui/play/sidebar.hpp"
#include "ui/play/status_lines.hpp"
#include "ui/text/repeats.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

namespace {

constexpr int kMinPane = 2;  // fewer spare rows than this are left blank
constexpr int kClassicRows = 24;
// Rows the pane takes from a map that scrolls anyway (a phone's zoomed map): the messages of
// most turns, read without a --More--, for two or three rows of the map.
constexpr int kScrollingPane = 5;

// The messages of the latest command, each wrapped to `width`.
std::vector<std::string> latest_rows(const Game& game, int width) {
  std::vector<std::string> rows;
  for (const Message& m : game.log().latest())
    for (std::string& r : wrap_text(m.text, width)) rows.push_back(std::move(r));
  return rows;
}

}  // namespace

bool pane_holds_latest(const Game& game, const PlayLayout& l) {
  return l.pane_rows > 0 && static_cast<int>(latest_rows(game, l.map_width).size()) <= l.pane_rows;
}

void draw_pane(Terminal& term, const Game& game, const PlayLayout& l) {
  const auto& all = game.log().all();
  const std::size_t fresh = std::min(all.size(), game.log().latest().size());
  // The same line over and over (a rest's searches) shows once, with how many times.
  std::vector<std::string> texts;
  texts.reserve(all.size());
  for (const Message& m : all) texts.push_back(m.text);
  const std::vector<Repeated> folded = fold_repeats(texts);
  std::vector<std::pair<std::string, Color>> rows;  // newest first
  for (std::size_t i = folded.size(); i-- > 0 && static_cast<int>(rows.size()) < l.pane_rows;) {
    const Color c = folded[i].last + fresh >= all.size() ? colors::kText : colors::kDim;
    std::vector<std::string> parts = wrap_text(with_times(folded[i]), l.map_width);
    // An older message shows whole or not at all (never a sentence's tail alone at the top).
    if (!rows.empty() && rows.size() + parts.size() > static_cast<std::size_t>(l.pane_rows)) break;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) rows.emplace_back(std::move(*it), c);
  }
  const int n = std::min(static_cast<int>(rows.size()), l.pane_rows);
  for (int k = 0; k < n; ++k) {
    const auto& [text, color] = rows[static_cast<std::size_t>(k)];
    term.print(0, l.pane_top + l.pane_rows - 1 - k, text, color);
  }
}

PlayLayout play_layout(const Game& game, int cols, int rows, int zoom, const KeyBindings& keys) {
  PlayLayout l;
  l.bottom = bottom_lines(game, cols, keys);
  l.map_width = cols - sidebar_width(cols);
  l.map_rows = map_rows_for(rows, static_cast<int>(l.bottom.size()));
  // The classic 24 rows keep NetHack's layout (one message line, paged); rows beyond them,
  // where the level leaves them free, show the pane.
  const int level_rows = game.level().height() * std::max(1, zoom);
  const int spare = level_rows > l.map_rows
                        ? std::min(kScrollingPane, rows - kClassicRows)
                        : std::min(l.map_rows - level_rows - 1, rows - kClassicRows);
  if (spare >= kMinPane) {  // the pane sits on the status lines, a blank row under the map
    l.map_rows -= spare + 1;
    l.pane_top = kTopRows + l.map_rows + 1;
    l.pane_rows = spare;
  }
  return l;
}

MapView map_view(const Game& game, const PlayLayout& layout, int zoom) {
  return map_view(game, kTopRows, layout.map_width, layout.map_rows, zoom);
}

}  // namespace dg
