#include "ui/key_help.hpp"

#include <algorithm>
#include <string_view>

#include "core/gen/dungeon_gen.hpp"
#include "ui/keymap.hpp"
#include "ui/text_wrap.hpp"
#include "ui/utf8.hpp"

namespace dg {

namespace {

constexpr std::size_t kKeyWidth = 12;   // the keys and the gap after them, from column 2
constexpr std::size_t kHalf = 40;       // where a second row sharing a line starts
constexpr std::size_t kPairKeys = 8;    // the second row's keys and gap
constexpr std::size_t kHelpWidth = 79;  // no line is longer: drawn from column 1, it fits 80

// `keys` then `does`, with the keys padded to `width` and always two spaces between.
std::string key_row(const std::string& keys, std::string_view does, std::size_t width) {
  std::string row = keys;
  row.resize(std::max(width, keys.size() + 2), ' ');
  return row + std::string(does);
}

// `text` with "{vi}" replaced by the vi-keys, `gap` between them.
std::string with_vi_keys(std::string_view text, std::string_view gap) {
  std::string out(text);
  const std::size_t at = out.find("{vi}");
  if (at == std::string::npos) return out;
  std::string keys;
  for (char32_t c : vi_keys()) {
    if (!keys.empty()) keys += gap;
    keys += encode_utf8(c);
  }
  return out.replace(at, 4, keys);
}

}  // namespace

std::vector<std::string> help_lines(int width) {
  // Two rows share a line only where a line of 79 fits (the pager draws from column 1); a
  // narrower screen (a phone) gets one row a line, its keys in a narrower column.
  const bool pairs = width <= 0 || width > static_cast<int>(kHelpWidth);  // 80 and up
  const std::size_t key_width = pairs ? kKeyWidth : kPairKeys;
  std::vector<std::string> lines;
  std::string_view section;
  bool pair_open = false;  // the last line is a row short enough to share its line
  for (const KeyBinding& b : key_table()) {
    if (b.keys.empty()) continue;  // named on the row above
    if (b.section != section) {
      section = b.section;
      lines.emplace_back(section);
      pair_open = false;
    }
    const std::string keys = with_vi_keys(b.keys, " ");
    // Two short rows share a line, as a printed key card would set them, so the whole card
    // fits an 80x24 screen.
    const std::string second = key_row(keys, b.does, kPairKeys);
    if (pairs && pair_open && kHalf + second.size() <= kHelpWidth) {
      lines.back().resize(kHalf, ' ');
      lines.back() += second;
      pair_open = false;
      continue;
    }
    lines.push_back("  " + key_row(keys, b.does, key_width));
    pair_open = lines.back().size() + 2 <= kHalf;  // at least two spaces before the next key
  }
  lines.emplace_back("Known hazards (acid ~, pits and found traps ^) ask before you step in.");
  lines.push_back("Find the Amulet on dungeon level " + std::to_string(gen::kDungeonDepth) +
                  " and climb back out with it.");
  return lines;
}

std::string reminder_line(int width) {
  std::vector<const KeyBinding*> shown;
  for (const KeyBinding& b : key_table())
    if (!b.reminder.empty()) shown.push_back(&b);
  // (std::stable_sort: Emscripten 3.1.6's libc++ has no std::ranges::stable_sort.)
  std::stable_sort(shown.begin(), shown.end(), [](const KeyBinding* a, const KeyBinding* b) {
    return a->reminder_place < b->reminder_place;
  });
  // As many as fit whole, in order (? help first: it lists the rest); none is cut.
  std::string line;
  for (const KeyBinding* b : shown) {
    const std::string words = with_vi_keys(b->reminder, "");
    const std::string next = line.empty() ? words : line + "  " + words;
    if (width > 0 && static_cast<int>(cell_count(next)) > width) break;
    line = next;
  }
  return line;
}

}  // namespace dg
