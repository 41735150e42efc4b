#include "content/tileset.hpp"

#include <string>
#include <utility>

#include "content/toml/definitions.hpp"
#include "content/toml/effect_steps.hpp"

namespace dg {

namespace {

constexpr int kMaxHazardSize = 40;
// The characters hand-drawn maps use already (core/world/ascii_map.hpp).
constexpr const char* kEngineMapChars =
    " #.@+-~<>^$";  // cells one hazard may cover: a pool, not a flooded level

Look read_look(const Definition& d) {
  return {d.glyph("glyph"), d.color("fg"), d.color("bg"), Rgb{}};
}

template <typename Kind, std::size_t N>
int index_of(std::string_view id, std::string_view (*name_of)(Kind)) {
  for (std::size_t i = 0; i < N; ++i)
    if (name_of(static_cast<Kind>(i)) == id) return static_cast<int>(i);
  return -1;
}

}  // namespace

Result<Tileset> parse_tileset(std::string_view file_name, const ContentText& text) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kTilesetSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  Tileset ts;
  ts.rules.resize(kEngineTiles);
  ts.tiles.resize(kEngineTiles);
  std::array<bool, kEngineTiles> have_tile{};
  bool have_player = false, have_gold = false, have_unseen = false;
  // A tile's `used_into` may name one defined after it: found once every tile is read.
  struct Pending {
    int tile;
    std::string into;
    const Definition* d;
  };
  std::vector<Pending> used_into, burns_into, filled_into;
  // The gas kinds first: any step in the files may name one (`gas = "caustic"`).
  std::vector<std::string> gas_ids;
  for (Definition& d : file.definitions())
    if (d.has("kind") && d.text("kind") == "gas") gas_ids.push_back(d.name());
  know_gases(gas_ids);
  std::string smoke;
  const Definition* fire = nullptr;

  for (Definition& d : file.definitions()) {
    const std::string kind = d.text("kind");
    if (kind == "tile") {
      // One of the engine's tiles, or terrain of the data's own, added after them.
      int i = index_of<Tile, kEngineTiles>(d.name(), tile_id);
      if (i < 0) {
        if (ts.rules.size() >= kMaxTiles) {
          d.error("", "one tile too many (" + std::to_string(kMaxTiles) + " at most)");
          continue;
        }
        i = static_cast<int>(ts.rules.size());
        ts.rules.emplace_back();
        ts.tiles.emplace_back();
      }
      auto& r = ts.rules[static_cast<std::size_t>(i)];
      r.id = d.name();
      r.name = d.text("name");
      const std::string map_char = d.text("map_char");
      // The character a hand-drawn map (a test's, the tutorial's) writes it with.
      if (map_char.empty()) {
      } else if (static_cast<std::size_t>(i) < kEngineTiles) {
        d.error("map_char", "the engine's own tiles have their characters already");
      } else if (map_char.size() > 1 || map_char[0] < '!' || map_char[0] > '~') {
        d.error("map_char", "one printable ASCII character, or \"\" for none");
      } else if (std::string_view(kEngineMapChars).find(map_char[0]) != std::string_view::npos) {
        d.error("map_char", "'" + map_char + "' already stands for something in maps");
      } else {
        for (std::size_t j = kEngineTiles; j < ts.rules.size(); ++j)
          if (j != static_cast<std::size_t>(i) && ts.rules[j].map_char == map_char[0])
            d.error("map_char", "'" + map_char + "' already stands for " + ts.rules[j].id);
        r.map_char = map_char[0];
      }
      r.walkable = d.flag("walkable");
      r.blocks_sight = d.flag("opaque");
      r.hazard = d.flag("hazard");
      r.bumped = d.text("bumped");
      r.lock = d.flag("lock");
      r.on_bump = read_effects(d, "on_bump");
      r.used = d.text("used");
      r.ask = d.text("ask");
      r.shows_curses = d.flag("shows_curses");
      r.pushed = d.flag("pushed");
      if (r.pushed && r.walkable) d.error("pushed", "is for a tile one cannot walk onto");
      if (d.has("filled_into")) {
        filled_into.push_back({i, d.text("filled_into"), &d});
        if (r.walkable) d.error("filled_into", "is for a hole, which one cannot walk onto");
      }
      r.altar = d.text("altar");  // its alignment is checked with the gods (gods.toml)
      if (d.has("used_up")) {
        // "always": used once (a lever), else a chance (a fountain dries one time in four).
        r.used_up = d.text("used_up") == "always" ? Chance{1, 1} : read_chance(d, "used_up");
        used_into.push_back({i, d.text("used_into"), &d});
      }
      if (r.usable() && r.walkable)
        d.error(r.used.empty() ? "on_bump" : "used",
                "is for a tile one cannot walk onto (one walks into it instead)");
      if (r.used_up.of > 0 && !r.usable())
        d.error("used_up", "is for a tile that is used (on_bump or used)");
      r.on_enter = read_effects(d, "on_enter");
      r.each_turn = read_effects(d, "each_turn");
      r.frequency = d.integer("frequency");
      r.min_depth = d.integer("min_depth");
      r.size = read_range(d, "size");
      if (r.frequency > 0 && !r.walkable)
        d.error("frequency", "only walkable terrain is placed in patches (walkable = true)");
      if (r.size.max > kMaxHazardSize)
        d.error("size", "at most " + std::to_string(kMaxHazardSize) + " cells");
      if (const std::string vents = d.text("vents"); !vents.empty()) {
        for (std::size_t g = 0; g < gas_ids.size(); ++g)
          if (gas_ids[g] == vents) r.vents = static_cast<int>(g);
        if (r.vents < 0) d.error("vents", "no gas \"" + vents + "\"");
        r.vent_volume = d.integer("vent_volume");
        r.vent_chance = read_chance(d, "vent_chance");
        if (!r.walkable) d.error("vents", "is for a tile gas can be over (walkable = true)");
      }
      r.light = d.integer("light");
      r.burns = d.integer("burns");
      r.quenches = d.flag("quenches");
      r.slows = d.flag("slows");
      r.noisy = d.flag("noisy");
      r.submerges = d.flag("submerges");
      if (r.burns > 0) {
        r.catches = read_chance(d, "catches");
        burns_into.push_back({i, d.text("burns_into"), &d});
      } else if (d.has("catches") || d.has("burns_into")) {
        d.error(d.has("catches") ? "catches" : "burns_into",
                "is for a tile that burns (burns > 0)");
      }
      ts.tiles[static_cast<std::size_t>(i)] = read_look(d);
      if (r.light > 0) ts.tiles[static_cast<std::size_t>(i)].light = d.color("light_colour");
      if (static_cast<std::size_t>(i) < kEngineTiles) have_tile[static_cast<std::size_t>(i)] = true;
    } else if (kind == "trap") {
      if (ts.trap_rules.size() >= kMaxTrapKinds) {
        d.error("", "one trap too many (" + std::to_string(kMaxTrapKinds) + " kinds at most)");
        continue;
      }
      TrapRules r;
      r.id = d.name();
      r.name = d.text("name");
      r.effects = read_effects(d, "effects");
      r.floats_over = d.flag("floats_over");
      r.frequency = d.integer("frequency");
      r.min_depth = d.integer("min_depth");
      ts.trap_rules.push_back(std::move(r));
      ts.traps.push_back(read_look(d));
    } else if (kind == "thing") {
      d.text("name");
      if (d.name() == "player")
        ts.player = read_look(d), have_player = true;
      else if (d.name() == "gold")
        ts.gold = read_look(d), have_gold = true;
      else if (d.name() == "unseen")
        ts.unseen = read_look(d), have_unseen = true;
      else
        d.error("", "no such thing in the game (player, gold, unseen)");
    } else if (kind == "gas") {
      if (ts.gas_rules.size() >= static_cast<std::size_t>(kMaxGasKinds)) {
        d.error("", "one gas too many (" + std::to_string(kMaxGasKinds) + " kinds at most)");
        continue;
      }
      GasRules g;
      g.id = d.name();
      g.name = d.text("name");
      g.opaque = d.flag("opaque");
      g.thins = d.integer("thins");
      g.each_turn = read_effects(d, "each_turn");
      g.burns = d.flag("burns");
      g.explodes = read_effects(d, "explodes");
      if (!g.burns && !g.explodes.empty()) d.error("explodes", "is for a gas that burns");
      ts.gas_rules.push_back(std::move(g));
      ts.gases.push_back(read_look(d));
    } else if (kind == "fire") {
      if (d.name() != "fire") {
        d.error("", "fire is one entry, named fire");
        continue;
      }
      fire = &d;
      d.text("name");
      ts.fire_rules.each_turn = read_effects(d, "each_turn");
      ts.fire_rules.burning = read_effects(d, "burning");
      smoke = d.text("smoke");
      ts.fire_rules.smoke_volume = d.integer("smoke_volume");
      ts.fire_rules.light = d.integer("light");
      ts.fire = read_look(d);
      ts.fire.light = ts.fire.fg;
    } else if (!kind.empty()) {
      d.error("kind",
              "must be \"tile\", \"trap\", \"thing\", \"gas\" or \"fire\" (got \"" + kind + "\")");
    }
  }
  if (fire && !smoke.empty()) {
    ts.fire_rules.smoke = gas::find(ts.gas_rules, smoke);
    if (ts.fire_rules.smoke < 0) fire->error("smoke", "no gas \"" + smoke + "\"");
  }
  for (const Pending& p : burns_into) {
    const int t = find_tile(ts.rules, p.into);
    if (t < 0) {
      p.d->error("burns_into", "no tile \"" + p.into + "\"");
      continue;
    }
    ts.rules[static_cast<std::size_t>(p.tile)].burns_into = t;
  }
  // A burn chain must end: what a tile burns into never burns back into it (a fire that
  // turned brush into brush would burn for ever).
  for (const Pending& p : burns_into) {
    std::string chain = ts.rules[static_cast<std::size_t>(p.tile)].id;
    int at = p.tile;
    for (std::size_t step = 0; step <= ts.rules.size(); ++step) {
      const TileRules& r = ts.rules[static_cast<std::size_t>(at)];
      if (r.burns == 0) break;
      at = r.burns_into;
      chain += " -> " + ts.rules[static_cast<std::size_t>(at)].id;
      if (at == p.tile) {
        p.d->error("burns_into", "a burn chain that loops (" + chain + "): a fire must end");
        break;
      }
    }
  }
  for (const Pending& p : filled_into) {
    if (const int t = find_tile(ts.rules, p.into);
        t >= 0 && ts.rules[static_cast<std::size_t>(t)].walkable)
      ts.rules[static_cast<std::size_t>(p.tile)].filled_into = t;
    else
      p.d->error("filled_into", "no walkable tile \"" + p.into + "\"");
  }
  for (const Pending& p : used_into) {
    if (const int t = find_tile(ts.rules, p.into); t >= 0)
      ts.rules[static_cast<std::size_t>(p.tile)].used_into = t;
    else
      p.d->error("used_into", "no tile \"" + p.into + "\"");
  }
  file.check_unread();
  for (std::size_t i = 0; i < kEngineTiles; ++i)
    if (!have_tile[i])
      file.add_error(std::string(file_name) + ": tile '" +
                     std::string(tile_id(static_cast<Tile>(i))) + "' is not defined");
  if (!have_player) file.add_error(std::string(file_name) + ": 'player' is not defined");
  if (!have_gold) file.add_error(std::string(file_name) + ": 'gold' is not defined");
  if (!have_unseen) file.add_error(std::string(file_name) + ": 'unseen' is not defined");
  if (!file.errors().empty()) return Error{file.error_text()};
  return ts;
}

}  // namespace dg
