#pragma once
// Small hand-drawn maps, a plain hero and an App around them, shared by tests.
#include <catch2/catch.hpp>

#include "core/actor/character.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "test_content.hpp"
#include "ui/play/describe.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace dg::test {

// A room with a closed door east, an open door south, acid and both staircases.
inline constexpr const char* kRoom =
    "#######\n"
    "#.<..~#\n"
    "#..@..+\n"
    "#....>#\n"
    "###-###\n";

// A hero with a plain kit: a +1 club in hand (a), leather armour worn (b), 16 hit points, no
// intrinsics. Content must be loaded (the test listener does it).
inline Character caveman() {
  auto c = test::catalog().characters.parse("caveman-human-male-lawful");
  REQUIRE(c.ok());
  return c.value();
}

// `map` (exactly one '@') with that hero, as a game made from `cat`.
inline Game game_on(const char* map, const Catalog& cat = catalog()) {
  auto g = Game::from_ascii(cat, map, 1, caveman());
  REQUIRE(g.ok());
  return g.value();
}

// A monster of `breed_id` placed by hand at `pos`, heading for the hero. It lives in the
// level's vector: another spawn may move it, so keep its id across one.
inline Monster& put_monster(Game& g, const char* breed_id, Vec pos, Mind mind = Mind::Hunting) {
  const int breed = g.catalog().find_breed(breed_id);
  REQUIRE(breed >= 0);
  Rng rng(1);
  Monster& m = spawn_monster(g.catalog(), g.mutable_level(), rng, breed, 1, pos);
  m.mind = mind;
  m.goal = g.hero().pos;
  return m;
}

// What look says of `m` (monster_details), its lines joined, for a test to search.
inline std::string look_text(const Game& g, const Monster& m) {
  std::string text;
  for (const std::string& line : monster_details(g, m)) text += line + "\n";
  return text;
}

// A hidden (or, `hidden` false, found) trap of the kind `id` put at `pos`.
inline void put_trap(Game& g, const char* id, Vec pos, bool hidden = true) {
  const int kind = g.catalog().find_trap(id);
  REQUIRE(kind >= 0);
  g.mutable_level().traps.push_back({pos, static_cast<TrapKind>(kind), hidden});
}

// One of the item `id` (`charges`, for a wand), to hand to a monster.
inline Item item(const char* id, int charges = 0) {
  Item it{catalog().find_item(id), 1, 0};
  REQUIRE(it.kind >= 0);
  it.charges = charges;
  return it;
}

// Gives the hero `count` of the item `id` (`charges`, for a wand); returns its letter.
inline char give(Game& g, const char* id, int count = 1, int charges = 0) {
  const int kind = g.catalog().find_item(id);
  REQUIRE(kind >= 0);
  Item item{kind, count, 0};
  item.charges = charges;
  return g.mutable_player().add_to_pack(g.catalog(), item);
}

// The whole level lit, so the hero sees as far as the walls let them, and no monster on it.
inline void lit_and_empty(Game& g) {
  Level& lv = g.mutable_level();
  lv.monsters.clear();
  lv.lit.fill(1);
}

// The hero remembers every cell as it is, as one who has walked the whole level would.
inline void remember_all(Game& g) {
  Level& lv = g.mutable_level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) lv.memory[{x, y}] = Memory{lv.tiles[{x, y}], true};
}

// The hero waits (searches) `turns` turns, or until the game is over.
inline void wait_turns(Game& g, int turns = 1) {
  for (int i = 0; i < turns && !g.run().over; ++i) g.apply(Command::of(Command::Kind::Search));
}

// Whether the game has said exactly `text` at some point.
inline bool said(const Game& g, const std::string& text) {
  for (const Message& m : g.log().all())
    if (m.text == text) return true;
  return false;
}

// Waits up to `turns` turns until the game has said `text`; whether it did.
inline bool waits_for(Game& g, const std::string& text, int turns = 60) {
  for (int i = 0; i < turns && !said(g, text) && !g.run().over; ++i) wait_turns(g);
  return said(g, text);
}

// The room above with that hero, in an App on its play screen.
inline App room_app() {
  auto g = Game::from_ascii(test::catalog(), kRoom, 1, caveman());
  REQUIRE(g.ok());
  return App(test::content(), std::move(g.value()));
}

// `map` (exactly one '@'), lit and emptied of what the level made, in an App on its play
// screen at 80x24: the hand-drawn room most screen tests start from.
inline App lit_app(const char* map) {
  Game g = game_on(map);
  lit_and_empty(g);
  App app(test::content(), std::move(g));
  app.set_size(80, 24);
  return app;
}

// The map's moments drawn as `m` says (Motion::Reduced: still, whole at once), kept as the
// options screen keeps it.
inline void set_motion(App& app, Motion m) {
  Preferences p = app.settings().preferences();
  p.motion = m;
  app.set_preferences(p);
}

// The screen cell where `glyph` is drawn (the first, row by row), or {-1, -1}. By cells, not
// by the bytes of row_text: box-drawn walls take several bytes each.
inline Vec find_glyph(const Terminal& t, char32_t glyph) {
  for (int y = 0; y < t.height(); ++y)
    for (int x = 0; x < t.width(); ++x)
      if (t.at(x, y).glyph == glyph) return {x, y};
  return {-1, -1};
}

// The walk a key began (explore, travel, rest, run, a count), taken to its end as the
// platform's frames take it, App::kWalkStepsPerFrame steps a frame; returns the frames.
inline int finish_walk(App& app) {
  int frames = 0;
  while (app.walking() && frames < 10000) {
    app.advance();
    ++frames;
  }
  return frames;
}

// A key (or tap) as a player gives it, then the frames until the walk it began is over.
inline bool key(App& app, const Input& in) {
  const bool changed = app.handle(in);
  finish_walk(app);
  return changed;
}

}  // namespace dg::test
