#include "content/set_pieces.hpp"

#include <array>
#include <string>
#include <utility>

#include "content/items.hpp"
#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"
#include "core/item/item.hpp"
#include "core/world/ascii_map.hpp"

namespace dg {

namespace {

constexpr int kMaxWidth = 20;  // a layout fits the rooms the generators make
constexpr int kMaxHeight = 10;
constexpr int kMaxDepth = 12;
constexpr int kMaxLevelWidth = 90;  // a whole level (r39): the largest the generators make
constexpr int kMaxLevelHeight = 30;
// Map characters a layout may not use: the hero's start and the staircases are the level's.
constexpr std::string_view kLevelMarks = "@<>";

// What a mark or an `elsewhere` entry puts: a monster, a thing, a trap, gold, by chance.
PieceMark read_thing(const Definition& d, const Catalog& cat) {
  PieceMark m;
  if (d.has("monster")) {
    const std::string id = d.text("monster");
    m.any_monster = id == "any";
    m.breed = m.any_monster ? -1 : cat.find_breed(id);
    if (!m.any_monster && m.breed < 0) d.error("monster", "no monster \"" + id + "\" (or \"any\")");
  }
  m.deeper = d.integer("deeper");
  m.awake = d.flag("awake");
  m.captive = d.flag("captive");
  if (m.captive && !d.has("monster")) d.error("captive", "is for a monster");
  if (d.has("item")) {
    const std::string id = d.text("item");
    m.any_item = id == "any";
    if (const auto cls = item_class_named(id); cls && *cls != ItemClass::Amulet)
      m.item_class = static_cast<int>(*cls);
    if (!m.any_item && m.item_class < 0) {
      m.item = cat.find_item(id);
      if (m.item < 0) d.error("item", "no item \"" + id + "\" (nor a class, nor \"any\")");
    }
  }
  if (d.has("cursed")) m.cursed = d.flag("cursed") ? 1 : 0;
  if (d.has("cursed") && !d.has("item")) d.error("cursed", "is for a thing (item)");
  if (d.has("trap")) {
    const std::string id = d.text("trap");
    m.any_trap = id == "any";
    m.trap = m.any_trap ? -1 : cat.find_trap(id);
    if (!m.any_trap && m.trap < 0) d.error("trap", "no trap \"" + id + "\" (or \"any\")");
  }
  m.gold = d.flag("gold");
  if (d.has("chance")) m.chance = read_chance(d, "chance");
  if (d.has("deeper") && !m.any_monster) d.error("deeper", "is for a monster = \"any\"");
  return m;
}

// A legend's mark: its character, its tile, and what it puts there.
PieceMark read_mark(const Definition& d, const Catalog& cat) {
  PieceMark m = read_thing(d, cat);
  const std::string mark = d.text("mark");
  if (mark.size() != 1 || mark[0] == ' ' || map_tile(mark[0], &cat.tiles) ||
      kLevelMarks.find(mark[0]) != std::string_view::npos)
    d.error("mark",
            "must be one character that is not a map's own (' ', '#', '.', '+', '$', a "
            "tile's map_char, '@', '<', '>'); got \"" +
                mark + "\"");
  else
    m.mark = mark[0];
  if (d.has("tile")) {
    const int t = find_tile(cat.tiles, d.text("tile"));
    if (t < 0)
      d.error("tile", "no tile \"" + d.text("tile") + "\"");
    else
      m.tile = static_cast<Tile>(t);
  }
  m.keeper = d.flag("keeper");
  m.peaceful = d.flag("peaceful");
  if (m.peaceful && (m.breed < 0 || m.keeper))
    d.error("peaceful", "is for a monster named by its key");
  if (d.has("piece")) m.piece_id = d.text("piece");
  m.for_sale = d.flag("for_sale");
  if (m.keeper && (m.breed < 0 || d.has("item") || d.has("chance")))
    d.error("keeper", "is for a monster named by its key, always there, with nothing else");
  if (m.for_sale && !d.has("item")) d.error("for_sale", "is for a thing (item)");
  for (const std::string& id : d.texts("forbids")) {
    const int item = cat.find_item(id);
    if (item < 0) d.error("forbids", "no item \"" + id + "\"");
    m.forbids.push_back(item);
  }
  if (!m.forbids.empty() && !m.keeper) d.error("forbids", "is for the keeper's mark");
  const bool puts = d.has("monster") || d.has("item") || d.has("trap") || m.gold;
  const TileRules& rules = cat.tile(m.tile);
  // A swimmer alone lives in the water (an eel under deep water).
  const bool swimmer_in_water = m.breed >= 0 && cat.breed(m.breed).swims && rules.quenches &&
                                !d.has("item") && !d.has("trap") && !m.gold;
  if (m.breed >= 0 && cat.breed(m.breed).swims && !rules.quenches)
    d.error("tile", "a swimmer lives in water, not on " + rules.name);
  if (puts && !swimmer_in_water && (!rules.walkable || rules.hazard))
    d.error("tile", "a monster, thing, trap or gold needs ground to stand on, not " + rules.name);
  return m;
}

constexpr std::array<std::pair<std::string_view, PieceEvent>, 3> kEvents = {{
    {"enter", PieceEvent::Enter},
    {"take", PieceEvent::Take},
    {"use", PieceEvent::Use},
}};

// A trigger, its marks checked against the layout.
PieceTrigger read_trigger(const Definition& d, const Catalog& cat, const SetPiece& p) {
  PieceTrigger t;
  t.when = lookup(d, "when", kEvents);
  t.at = d.text("at");
  if (d.has("turn")) t.turn = d.text("turn");
  t.wake = d.flag("wake");
  if (d.has("say")) t.say = d.text("say");
  if (d.has("seen")) t.seen = d.text("seen");
  auto in_layout = [&](char c) {
    for (const std::string& row : p.layout)
      if (row.find(c) != std::string::npos) return true;
    return false;
  };
  if (t.at.empty()) d.error("at", "names the marks whose cells set it off (\"P\")");
  for (const char* key : {"at", "turn"})
    for (char c : std::string_view(key) == "at" ? t.at : t.turn)
      if (c == ' ' || !in_layout(c))
        d.error(key, "'" + std::string(1, c) + "' is not in the layout");
  if (!t.turn.empty()) {
    const int into = find_tile(cat.tiles, d.text("into"));
    if (into < 0)
      d.error("into", "no tile \"" + d.text("into") + "\"");
    else
      t.into = static_cast<Tile>(into);
  }
  if (t.turn.empty() && !t.wake) d.error("", "a trigger turns cells (turn, into) or wakes (wake)");
  return t;
}

// A shop's shape: one keeper, at one cell of the layout, inside its walls beside the one door
// on its rim (where it stands to keep a thief in), and things for sale only with a keeper.
void check_shop(const Definition& d, const SetPiece& p) {
  int keepers = 0, for_sale = 0;
  for (const PieceMark& m : p.legend) keepers += m.keeper, for_sale += m.for_sale;
  if (for_sale > 0 && keepers == 0) d.error("legend", "things for_sale need a keeper mark");
  if (keepers > 1) d.error("legend", "one keeper to a shop");
  if (keepers != 1) return;
  const char k = p.keeper()->mark;
  int cells = 0, doors = 0;
  const int w = p.width(), h = p.height();
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const char c = p.layout[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      const bool rim = x == 0 || y == 0 || x == w - 1 || y == h - 1;
      if (c == '+' && rim) ++doors;
      if (c != k) continue;
      ++cells;
      bool by_door = false;
      for (const Vec n : {Vec{x + 1, y}, Vec{x - 1, y}, Vec{x, y + 1}, Vec{x, y - 1}})
        by_door = by_door ||
                  (n.x >= 0 && n.y >= 0 && n.x < w && n.y < h &&
                   p.layout[static_cast<std::size_t>(n.y)][static_cast<std::size_t>(n.x)] == '+');
      if (rim || !by_door)
        d.error("layout", "the keeper's cell is inside the walls, beside the door ('+')");
    }
  if (cells != 1) d.error("layout", "the keeper's mark is on one cell");
  if (doors != 1) d.error("layout", "a shop has one door ('+') in its walls");
}

// A whole level's layout (r39): one up staircase, at most one down, and its edge closed.
void check_level(const Definition& d, const Catalog& cat, const SetPiece& p) {
  int ups = 0, downs = 0;
  for (std::size_t y = 0; y < p.layout.size(); ++y)
    for (std::size_t x = 0; x < p.layout[y].size(); ++x) {
      const char c = p.layout[y][x];
      ups += c == '<';
      downs += c == '>';
      const auto t = c == ' ' ? std::optional<Tile>{} : map_tile(c, &cat.tiles);
      bool open = t && cat.tile(*t).walkable;
      for (const PieceMark& m : p.legend) open = open || (m.mark == c && cat.tile(m.tile).walkable);
      const bool edge = y == 0 || x == 0 || y + 1 == p.layout.size() || x + 1 == p.layout[y].size();
      if (edge && open)
        d.error("layout", "row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1) +
                              ": the level's edge is walkable (wall it in)");
    }
  if (ups != 1) d.error("layout", "a level has one up staircase ('<'), not " + std::to_string(ups));
  if (downs > 1) d.error("layout", "a level has at most one down staircase ('>')");
}

SetPiece read_piece(const Definition& d, const Catalog& cat, bool level,
                    const std::vector<SetPiece>& earlier) {
  SetPiece p;
  p.id = d.name();
  p.name = d.text("name");
  p.whole = level;
  if (!level) {
    p.frequency = d.integer("frequency");
    p.min_depth = d.integer("min_depth");
    p.max_depth = d.integer("max_depth");
    if (p.max_depth < p.min_depth) d.error("max_depth", "must not be below min_depth");
  }
  p.lit = d.flag("lit");
  p.announce = d.text("announce");
  p.enter = d.text("enter");
  for (const Definition* m : d.tables("legend")) {
    PieceMark mark = read_mark(*m, cat);
    for (const PieceMark& before : p.legend)
      if (mark.mark && before.mark == mark.mark)
        m->error("mark", "'" + std::string(1, mark.mark) + "' is in the legend twice");
    p.legend.push_back(mark);
  }
  p.layout = d.texts("layout");
  if (p.layout.empty() || p.layout[0].empty()) {
    d.error("layout", "must be rows of characters");
    p.layout = {"."};
    return p;
  }
  for (std::size_t y = 0; y < p.layout.size(); ++y) {
    const std::string& row = p.layout[y];
    const std::string where = "row " + std::to_string(y + 1);
    if (row.size() != p.layout[0].size())
      d.error("layout", where + " is " + std::to_string(row.size()) + " wide, the first " +
                            std::to_string(p.layout[0].size()));
    for (char c : row) {
      bool known = c == ' ' || (map_tile(c, &cat.tiles) &&
                                (level ? c != '@' : kLevelMarks.find(c) == std::string_view::npos));
      for (const PieceMark& m : p.legend) known = known || m.mark == c;
      if (!known)
        d.error("layout", where + ": '" + std::string(1, c) +
                              "' is neither a map character nor in the legend");
    }
  }
  const int most_w = level ? kMaxLevelWidth : kMaxWidth;
  const int most_h = level ? kMaxLevelHeight : kMaxHeight;
  if (p.width() > most_w || p.height() > most_h)
    d.error("layout", "is " + std::to_string(p.width()) + "x" + std::to_string(p.height()) +
                          ", larger than " + std::to_string(most_w) + "x" + std::to_string(most_h));
  if (level) check_level(d, cat, p);
  // A level's marks that build a set piece, by key: one defined above it, never a level.
  for (PieceMark& m : p.legend) {
    if (m.piece_id.empty()) continue;
    if (!level) d.error("legend", "a mark builds a piece on a whole level only");
    for (std::size_t j = 0; j < earlier.size(); ++j)
      if (earlier[j].id == m.piece_id && !earlier[j].whole) m.piece = static_cast<int>(j);
    if (m.piece < 0)
      d.error("legend", "'" + std::string(1, m.mark) + "' builds \"" + m.piece_id +
                            "\", which is no set piece defined above it");
    m.piece_id.clear();
  }
  for (const Definition* t : d.tables("triggers")) p.triggers.push_back(read_trigger(*t, cat, p));
  if (p.triggers.size() > kMaxTriggers)
    d.error("triggers", "at most " + std::to_string(kMaxTriggers));
  // What it puts outside itself: a thing with no mark nor tile (its schema has neither; it lies
  // on the floor found there).
  if (!level)
    for (const Definition* e : d.tables("elsewhere")) p.elsewhere.push_back(read_thing(*e, cat));
  check_shop(d, p);
  for (const PieceMark& m : p.legend) {
    bool used = false;
    for (const std::string& row : p.layout) used = used || row.find(m.mark) != std::string::npos;
    if (m.mark && !used)
      d.error("legend", "'" + std::string(1, m.mark) + "' is in the legend but not the layout");
  }
  return p;
}

}  // namespace

Result<std::vector<SetPiece>> parse_set_pieces(std::string_view file_name, const ContentText& text,
                                               const Catalog& catalog) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kSetPiecesSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  std::vector<SetPiece> pieces;
  for (Definition& d : file.definitions()) {
    const std::string kind = d.text("kind");
    if (kind != "set_piece" && kind != "level") {
      d.error("kind", "must be \"set_piece\" or \"level\" (a whole hand-made level)");
      continue;
    }
    pieces.push_back(read_piece(d, catalog, kind == "level", pieces));
  }
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  return pieces;
}

}  // namespace dg
