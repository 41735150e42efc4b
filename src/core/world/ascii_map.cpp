#include "core/world/ascii_map.hpp"

#include <optional>
#include <string>
#include <vector>

namespace dg {

namespace {

std::optional<Tile> tile_for(char c) {
  switch (c) {
    case ' ': return Tile::Rock;
    case '#': return Tile::Wall;
    case '.': return Tile::Floor;
    case '@': return Tile::Floor;
    case '+': return Tile::DoorClosed;
    case '-': return Tile::DoorOpen;
    case '~': return Tile::Acid;
    case '<': return Tile::StairsUp;
    case '>': return Tile::StairsDown;
    case '^': return Tile::Pit;
    case '$': return Tile::Floor;  // gold lying on floor
    default: return std::nullopt;
  }
}

std::string at(int row, int col) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1) + ": ";
}

std::string describe(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
  return "byte 0x" + std::string(1, "0123456789abcdef"[u >> 4]) + "0123456789abcdef"[u & 15];
}

// Splits on '\n', tolerating "\r\n" line ends and one trailing newline.
std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    auto nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  return lines;
}

}  // namespace

std::optional<Tile> map_tile(char c, const TileTable* tiles) {
  auto tile = tile_for(c);
  for (std::size_t t = kEngineTiles; !tile && tiles && t < tiles->size(); ++t)
    if ((*tiles)[t].map_char == c) tile = static_cast<Tile>(t);
  return tile;
}

Result<AsciiMap> parse_ascii_map(std::string_view text, const TileTable* tiles) {
  const auto lines = split_lines(text);
  if (lines.empty() || lines[0].empty()) return Error{"the map is empty"};
  const int width = static_cast<int>(lines[0].size());
  const int height = static_cast<int>(lines.size());

  AsciiMap out;
  out.level = Level::filled(width, height, Tile::Rock);
  out.level.lit.fill(1);  // hand-made maps are lit throughout
  for (int y = 0; y < height; ++y) {
    const auto line = lines[static_cast<std::size_t>(y)];
    const int len = static_cast<int>(line.size());
    if (len != width) {
      return Error{at(y, len < width ? len : width) + "row is " + std::to_string(len) +
                   " characters wide, expected " + std::to_string(width) + " like the first row"};
    }
    for (int x = 0; x < width; ++x) {
      const char c = line[static_cast<std::size_t>(x)];
      const auto tile = map_tile(c, tiles);
      if (!tile) return Error{at(y, x) + "unknown map character " + describe(c)};
      if (c == '@') {
        if (out.start.x >= 0) return Error{at(y, x) + "a second '@' (the map has one player)"};
        out.start = {x, y};
      }
      out.level.tiles[{x, y}] = *tile;
      if (c == '$') out.level.gold.push_back({{x, y}, 10});
      if (c == '<') out.level.stairs_up = {x, y};
      if (c == '>') out.level.stairs_down = {x, y};
    }
  }
  return out;
}

}  // namespace dg
