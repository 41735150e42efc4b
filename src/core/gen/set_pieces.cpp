#include "core/gen/set_pieces.hpp"

#include <algorithm>

#include "core/actor/allies.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/gen/populate.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/spawn.hpp"

namespace dg::gen {

namespace {

constexpr int kFitTries = 30;         // spots tried for a piece before another kind is drawn
constexpr int kKindTries = 6;         // kinds drawn before a level goes without (another) piece
constexpr int kSecondPiece = 35;      // percent: a second piece on the level
constexpr int kElsewhereTries = 400;  // random cells tried for what a piece puts elsewhere

// The tile each cell of a piece's layout lays, or nothing for ' ' (left as it is).
std::optional<Tile> layout_tile(const Catalog& cat, const SetPiece& piece, char c) {
  if (c == ' ') return std::nullopt;
  for (const PieceMark& m : piece.legend)
    if (m.mark == c) return m.tile;
  return map_tile(c, &cat.tiles);
}

// A piece with a cell one cannot walk through (a wall, a grave, a tomb's door) needs room
// around it, so it never cuts a room in two.
bool builds_walls(const Catalog& cat, const SetPiece& piece) {
  for (const std::string& row : piece.layout)
    for (char c : row)
      if (const auto t = layout_tile(cat, piece, c);
          t && (!cat.tile(*t).walkable || cat.tile(*t).hazard))
        return true;
  return false;
}

bool drops_through(const Catalog& cat, const SetPiece& piece) {
  for (const std::string& row : piece.layout)
    for (char c : row)
      if (const auto t = layout_tile(cat, piece, c);
          t && has_step(cat.tile(*t).on_enter, EffectOp::Fall))
        return true;
  return false;
}

int roll_kind(const Catalog& cat, Rng& rng, int depth, bool deepest, const BranchDef* theme) {
  std::vector<int> weights;
  for (const SetPiece& p : cat.set_pieces) {
    if (theme) {  // a branch's own, one as likely as another
      const int k = static_cast<int>(&p - cat.set_pieces.data());
      weights.push_back(
          std::find(theme->pieces.begin(), theme->pieces.end(), k) != theme->pieces.end() ? 1 : 0);
      continue;
    }
    const bool allowed =
        depth >= p.min_depth && depth <= p.max_depth && !(deepest && drops_through(cat, p));
    weights.push_back(allowed ? p.frequency : 0);
  }
  const std::size_t i = rng.weighted(weights);
  return i < weights.size() ? static_cast<int>(i) : -1;
}

// A spot where `kind` fits: in a room not yet taken (its index in `room`), or on a cave's open
// floor (`room` -1); nothing after kFitTries.
std::optional<Vec> find_spot(const Catalog& cat, const Level& level, Rng& rng, int kind,
                             const std::vector<bool>& taken, int& room) {
  const SetPiece& piece = cat.set_pieces[static_cast<std::size_t>(kind)];
  for (int t = 0; t < kFitTries; ++t) {
    room = -1;
    const Room* r = nullptr;
    if (!level.rooms.empty()) {
      room = rng.below(static_cast<int>(level.rooms.size()));
      r = &level.rooms[static_cast<std::size_t>(room)];
      if (taken[static_cast<std::size_t>(room)] || r->w < piece.width() || r->h < piece.height())
        continue;
    }
    const Vec at = r ? Vec{rng.range(r->x, r->x + r->w - piece.width()),
                           rng.range(r->y, r->y + r->h - piece.height())}
                     : Vec{rng.range(1, level.width() - piece.width() - 1),
                           rng.range(1, level.height() - piece.height() - 1)};
    if (piece_fits(cat, level, kind, at, r)) return at;
  }
  return std::nullopt;
}

// `kin`: the breed of the mark's `any` monsters, drawn once for all its cells.
void put_thing(const Catalog& cat, Level& level, Rng& rng, const PieceMark& m, int depth, int kin,
               Vec p) {
  if (!m.chance.roll(rng)) return;
  const int breed = m.any_monster ? kin : m.breed;
  // (A swimmer goes in its water, which keeps every other monster out.)
  const bool room =
      breed >= 0 && (cat.breed(breed).swims ? cat.tile(level.at(p)).quenches && !level.monster_at(p)
                                            : free_for_monster(cat, level, p));
  if (room) {
    Monster& mon = spawn_monster(cat, level, rng, breed, depth, p);
    mon.mind = m.awake || m.peaceful ? Mind::Wandering : Mind::Asleep;
    mon.peaceful = m.peaceful;
    if (m.captive) mon.chains = allies::kChainTurns;
  }
  int item = m.item;
  if (m.any_item) item = pick_item_kind(cat, rng, depth);
  if (m.item_class >= 0)
    item = pick_item_of_class(cat, rng, depth, static_cast<ItemClass>(m.item_class));
  if (item >= 0) {
    Item thing = m.cursed < 0 ? found_item(cat, item, rng, depth) : new_item(cat, item, rng);
    if (m.cursed > 0 && can_be_cursed(cat.item(item))) curse(cat, thing, rng);
    level.items.push_back({p, thing});
  }
  const int trap = m.any_trap ? roll_trap(cat, rng, depth, depth >= kDungeonDepth) : m.trap;
  if (trap >= 0) level.traps.push_back({p, static_cast<TrapKind>(trap), true});
  if (m.gold) level.gold.push_back({p, rng.range(5, 20 + 10 * depth)});
}

}  // namespace

bool piece_fits(const Catalog& cat, const Level& level, int kind, Vec at, const Room* room) {
  const SetPiece& piece = cat.set_pieces[static_cast<std::size_t>(kind)];
  const bool walls = builds_walls(cat, piece);
  for (int y = 0; y < piece.height(); ++y)
    for (int x = 0; x < piece.width(); ++x) {
      if (piece.layout[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == ' ') continue;
      const Vec p = at + Vec{x, y};
      if (!level.bare_floor(p) || (room && !room->contains(p))) return false;
    }
  if (!walls) return true;
  for (int y = -1; y <= piece.height(); ++y)  // the walkway around it
    for (int x = -1; x <= piece.width(); ++x) {
      const Vec p = at + Vec{x, y};
      if (room ? !room->contains(p) : level.at(p) != Tile::Floor) return false;
    }
  return true;
}

void build_set_piece(const Catalog& cat, Level& level, Rng& rng, int kind, int depth, Vec at,
                     const BranchDef* theme) {
  const SetPiece& piece = cat.set_pieces[static_cast<std::size_t>(kind)];
  auto fighter = [&](int d) {
    return theme && !theme->breeds.empty() ? pick_breed_among(cat, rng, d, theme->breeds)
                                           : pick_fighter(cat, rng, d);
  };
  std::vector<int> kin;  // by legend mark: the breed of its `any` monsters, one for all its cells
  for (const PieceMark& m : piece.legend)
    kin.push_back(m.any_monster ? fighter(std::min(depth + m.deeper, kDungeonDepth)) : -1);
  for (int y = 0; y < piece.height(); ++y)
    for (int x = 0; x < piece.width(); ++x) {
      const char c = piece.layout[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      const Vec p = at + Vec{x, y};
      if (const auto t = layout_tile(cat, piece, c)) level.tiles[p] = *t;
      if (c == '$') level.gold.push_back({p, rng.range(5, 20 + 10 * depth)});
      for (std::size_t i = 0; i < piece.legend.size(); ++i)
        if (piece.legend[i].mark == c) {
          const std::size_t items = level.items.size();
          put_thing(cat, level, rng, piece.legend[i], depth, kin[i], p);
          // A shop's: its keeper knows which piece it keeps, and its goods are unpaid.
          if (Monster* keeper = piece.legend[i].keeper ? level.monster_at(p) : nullptr)
            keeper->shop = static_cast<int>(level.pieces.size());
          if (piece.legend[i].for_sale)
            for (std::size_t k = items; k < level.items.size(); ++k)
              level.items[k].item.unpaid = true;
        }
    }
  if (piece.lit) {
    const int r = level.room_at(at);
    for (int y = -1; y <= piece.height(); ++y)
      for (int x = -1; x <= piece.width(); ++x)
        if (level.contains(at + Vec{x, y})) level.lit[at + Vec{x, y}] = 1;
    if (r >= 0) {  // the whole room, walls and all, as a lit room is
      const Room& room = level.rooms[static_cast<std::size_t>(r)];
      level.rooms[static_cast<std::size_t>(r)].lit = true;
      for (int y = room.y - 1; y <= room.y + room.h; ++y)
        for (int x = room.x - 1; x <= room.x + room.w; ++x)
          if (level.contains({x, y})) level.lit[{x, y}] = 1;
    }
  }
  // A whole level's marks that build a set piece (r39: a town's shops), on top of it.
  for (int y = 0; y < piece.height(); ++y)
    for (int x = 0; x < piece.width(); ++x)
      for (const PieceMark& m : piece.legend)
        if (m.piece >= 0 && m.piece != kind &&
            piece.layout[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == m.mark)
          build_set_piece(cat, level, rng, m.piece, depth, at + Vec{x, y}, theme);
  const PlacedPiece placed{kind, at, piece.width(), piece.height()};
  const int room = level.room_at(at);
  for (const PieceMark& m : piece.elsewhere) {  // (a vault's key) out of the piece's room
    Vec p{-1, -1};
    for (int t = 0; t < kElsewhereTries && p.x < 0; ++t) {
      const Vec q{rng.below(level.width()), rng.below(level.height())};
      if (level.bare_floor(q) && !placed.contains(q) && (room < 0 || level.room_at(q) != room))
        p = q;
    }
    if (p.x < 0) p = random_open_cell(level, rng, at);  // never left out
    const int own = m.any_monster ? fighter(std::min(depth + m.deeper, kDungeonDepth)) : -1;
    put_thing(cat, level, rng, m, depth, own, p);
  }
  level.pieces.push_back(placed);
}

int place_set_pieces(const Catalog& cat, Level& level, Rng& rng, int depth, bool deepest,
                     std::vector<bool>& taken, const BranchDef* theme) {
  if (depth < kFirstSetPieceDepth || cat.set_pieces.empty()) return 0;
  if (theme && theme->pieces.empty()) return 0;
  const int wanted = rng.percent(kSecondPiece) ? 2 : 1;
  int built = 0;
  for (int tries = 0; built < wanted && tries < kKindTries * wanted; ++tries) {
    const int kind = roll_kind(cat, rng, depth, deepest, theme);
    if (kind < 0) break;
    int room = -1;
    const auto at = find_spot(cat, level, rng, kind, taken, room);
    if (!at) continue;
    build_set_piece(cat, level, rng, kind, depth, *at, theme);
    if (room >= 0) taken[static_cast<std::size_t>(room)] = true;
    ++built;
  }
  return built;
}

}  // namespace dg::gen
