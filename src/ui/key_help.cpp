#include "ui/key_help.hpp"

#include <algorithm>
#include <string_view>

#include "core/gen/dungeon_gen.hpp"
#include "ui/keymap.hpp"
#include "ui/utf8.hpp"

namespace dg {

namespace {

constexpr std::size_t kKeyColumn = 20;  // the help's "does" column
constexpr std::size_t kShortKeys = 3;   // keys and words short enough to share a line
constexpr std::size_t kShortDoes = 19;
constexpr std::size_t kHelpWidth = 80;  // no shared line is longer

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

std::vector<std::string> help_lines() {
  std::vector<std::string> lines;
  std::string_view section;
  bool pair_open = false;  // the last line is a short row with room for a second
  for (const KeyBinding& b : key_table()) {
    if (b.keys.empty()) continue;  // named on the row above
    if (b.section != section) {
      section = b.section;
      lines.emplace_back(section);
      pair_open = false;
    }
    const std::string keys = with_vi_keys(b.keys, " ");
    // Two short rows share a line, as a printed key card would set them.
    if (pair_open && keys.size() <= kShortKeys &&
        kKeyColumn + 2 + kShortDoes + kShortKeys + 1 + b.does.size() <= kHelpWidth) {
      std::string& line = lines.back();
      line.resize(kKeyColumn + 2 + kShortDoes, ' ');
      line += keys;
      line.resize(line.size() + kShortKeys + 1 - keys.size(), ' ');
      line += b.does;
      pair_open = false;
      continue;
    }
    std::string line = "  " + keys;
    line.resize(std::max(line.size() + 1, kKeyColumn + 2), ' ');
    lines.push_back(line + std::string(b.does));
    pair_open = keys.size() <= kShortKeys && b.does.size() + 2 <= kShortDoes;  // 2-space gap
  }
  lines.emplace_back("Known hazards (acid ~, pits and found traps ^) ask before you step in.");
  lines.push_back("Find the Amulet on dungeon level " + std::to_string(gen::kDungeonDepth) +
                  " and climb back out with it.");
  return lines;
}

std::string reminder_line() {
  std::vector<const KeyBinding*> shown;
  for (const KeyBinding& b : key_table())
    if (!b.reminder.empty()) shown.push_back(&b);
  // (std::stable_sort: Emscripten 3.1.6's libc++ has no std::ranges::stable_sort.)
  std::stable_sort(shown.begin(), shown.end(), [](const KeyBinding* a, const KeyBinding* b) {
    return a->reminder_place < b->reminder_place;
  });
  std::string line;
  for (const KeyBinding* b : shown) {
    if (!line.empty()) line += "  ";
    line += with_vi_keys(b->reminder, "");
  }
  return line;
}

}  // namespace dg
