#include "ui/input/key_help.hpp"

#include <algorithm>
#include <string_view>

#include "core/gen/dungeon_gen.hpp"
#include "ui/input/keymap.hpp"
#include "ui/text/text_wrap.hpp"
#include "ui/text/utf8.hpp"

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

// The ids a help row names: its own and those of the rows after it that the help shows on
// it (no keys of their own), as "< >" names ascend and descend.
std::vector<std::string_view> group_ids(std::span<const KeyBinding> table, std::size_t row,
                                        bool reminder) {
  std::vector<std::string_view> ids{table[row].id};
  for (std::size_t i = row + 1; i < table.size() && table[i].keys.empty(); ++i)
    if (!reminder || table[i].reminder.empty()) ids.push_back(table[i].id);
  return ids;
}

// Whether the commands `ids` have their default keys, so the table's own words name them.
bool as_default(const KeyBindings& keys, const std::vector<std::string_view>& ids) {
  const KeyBindings& defaults = default_key_bindings();
  if (keys == defaults) return true;  // the usual case (the reminder is built every frame)
  for (std::string_view id : ids) {
    if (id == "move") {
      for (const BindableCommand& c : bindable_commands())
        if (move_direction(c.id) && keys.keys_for(c.id) != defaults.keys_for(c.id)) return false;
    } else if (keys.keys_for(id) != defaults.keys_for(id)) {
      return false;
    }
  }
  return true;
}

std::string first_key(const KeyBindings& keys, std::string_view id) {
  const auto bound = keys.keys_for(id);
  return bound.empty() ? "none" : key_name(bound.front());
}

// The moves in the help's order (west south north east, then the diagonals), by their first
// keys: "h j k l y u b n", "4 2 8 6 7 9 1 3".
std::vector<std::string> move_keys(const KeyBindings& keys) {
  std::vector<std::string> out;
  for (Dir d : {Dir::W, Dir::S, Dir::N, Dir::E, Dir::NW, Dir::NE, Dir::SW, Dir::SE})
    out.push_back(first_key(keys, move_id(d)));
  return out;
}

// A help row's keys as the player bound them: each command's keys joined by "or", the
// commands by spaces ("f or g  >").
std::string bound_keys(const KeyBindings& keys, const KeyBinding& row,
                       const std::vector<std::string_view>& ids) {
  std::string out;
  if (row.id == "move") {
    for (const std::string& k : move_keys(keys)) out += (out.empty() ? "" : " ") + k;
    return out;
  }
  if (row.id == "messages") out = "Ctrl-P or";
  for (std::string_view id : ids) {
    std::string names;
    for (const KeyChord& k : keys.keys_for(id))
      names += (names.empty() ? "" : " or ") + key_name(k);
    out += (out.empty() ? "" : " ") + (names.empty() ? "none" : names);
  }
  return out;
}

// A reminder's keys as bound: the first key of each command it names, "/" between.
std::string reminder_keys(const KeyBindings& keys, const std::vector<std::string_view>& ids) {
  if (ids.front() == "move") {
    const std::vector<std::string> moves = move_keys(keys);
    std::string out;
    for (const std::string& k : moves) {
      if (k.size() != 1) {  // not letters or digits: say which keys
        for (const KeyChord& c : keys.keys_for("move_n"))
          if (c.key == Key::Keypad8) return "numpad";
        return "arrows";
      }
      out += k;
    }
    return out;
  }
  std::string out;
  for (std::string_view id : ids) out += (out.empty() ? "" : "/") + first_key(keys, id);
  return out;
}

}  // namespace

std::vector<std::string> help_lines(int width, const KeyBindings& keys) {
  // Two rows share a line only where a line of 79 fits (the pager draws from column 1); a
  // narrower screen (a phone) gets one row a line, its keys in a narrower column.
  const bool pairs = width <= 0 || width > static_cast<int>(kHelpWidth);  // 80 and up
  const std::size_t key_width = pairs ? kKeyWidth : kPairKeys;
  std::vector<std::string> lines;
  std::string_view section;
  bool pair_open = false;  // the last line is a row short enough to share its line
  const auto table = key_table();
  for (std::size_t i = 0; i < table.size(); ++i) {
    const KeyBinding& b = table[i];
    if (b.keys.empty()) continue;  // named on the row above
    if (b.section != section) {
      section = b.section;
      lines.emplace_back(section);
      pair_open = false;
    }
    const auto ids = group_ids(table, i, false);
    const bool literal = b.id.empty() || as_default(keys, ids);
    const std::string shown = literal ? with_vi_keys(b.keys, " ") : bound_keys(keys, b, ids);
    // Rebound moves leave the arrows and the numpad to the bindings.
    const std::string_view does =
        literal || b.id != "move" ? b.does : "west south north east, then diagonals";
    // Two short rows share a line, as a printed key card would set them, so the whole card
    // fits an 80x24 screen.
    const std::string second = key_row(shown, does, kPairKeys);
    if (pairs && pair_open && kHalf + second.size() <= kHelpWidth) {
      lines.back().resize(kHalf, ' ');
      lines.back() += second;
      pair_open = false;
      continue;
    }
    lines.push_back("  " + key_row(shown, does, key_width));
    pair_open = lines.back().size() + 2 <= kHalf;  // at least two spaces before the next key
  }
  lines.push_back("Find the Amulet on dungeon level " + std::to_string(gen::kDungeonDepth) +
                  " and climb back out with it.");
  return lines;
}

std::string reminder_line(int width, const KeyBindings& keys) {
  const auto table = key_table();
  std::vector<std::size_t> shown;
  for (std::size_t i = 0; i < table.size(); ++i)
    if (!table[i].reminder.empty()) shown.push_back(i);
  // (std::stable_sort: Emscripten 3.1.6's libc++ has no std::ranges::stable_sort.)
  std::stable_sort(shown.begin(), shown.end(), [&](std::size_t a, std::size_t b) {
    return table[a].reminder_place < table[b].reminder_place;
  });
  // As many as fit whole, in order (? help first: it lists the rest); none is cut.
  std::string line;
  for (std::size_t i : shown) {
    const KeyBinding& b = table[i];
    const std::size_t bar = b.reminder.find('|');
    const auto ids = group_ids(table, i, true);
    const std::string key_text = as_default(keys, ids) ? with_vi_keys(b.reminder.substr(0, bar), "")
                                                       : reminder_keys(keys, ids);
    const std::string words = key_text + " " + std::string(b.reminder.substr(bar + 1));
    const std::string next = line.empty() ? words : line + "  " + words;
    if (width > 0 && static_cast<int>(cell_count(next)) > width) break;
    line = next;
  }
  return line;
}

std::string with_keys(std::string text, const KeyBindings& keys) {
  for (auto open = text.find('{'); open != std::string::npos; open = text.find('{', open)) {
    const auto close = text.find('}', open);
    if (close == std::string::npos) break;
    const std::string id = text.substr(open + 1, close - open - 1);
    const auto bound = keys.keys_for(id);
    const std::string key = bound.empty() ? "#" + id : key_name(bound.front());
    text.replace(open, close - open + 1, key);
    open += key.size();
  }
  return text;
}

}  // namespace dg
