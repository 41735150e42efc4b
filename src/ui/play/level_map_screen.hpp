#pragma once
// The level map (X, as DCSS's overview) and travel (_, as NetHack's): the whole level as the
// hero knows it, scaled to the screen (on a narrow one, each cell shows the most telling of
// the two or three level cells it stands for: the hero, a monster, stairs, a thing, a door,
// then floor), with a cursor. The movement keys move it, < and > put it on the stairs, m or
// Tab on the next thing remembered; Enter, . , or _ travels there. A tap puts the cursor on a
// cell and a second tap on it travels. Escape closes.
#include <string>

#include "core/geometry.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class Game;

class LevelMapScreen : public Screen {
 public:
  // `start`: where the cursor begins (the stairs down for travel, the hero for the overview).
  explicit LevelMapScreen(Vec start) : cursor_(start) {}
  // Where _ begins: the stairs down if known, else the stairs up, else the hero.
  static Vec travel_start(const Game& game);

  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  bool wants_pointer() const override { return true; }
  // Its words without the map drawn in glyphs: the title, what is under the cursor, the keys.
  std::string spoken(const ScreenContext& app) const override;

 private:
  // What is under the cursor ("A closed door: 3 east."), or the notice, at the scale last drawn.
  std::string under_cursor(const ScreenContext& app) const;
  // Closes the map and walks to the cursor (or the best cell of its block).
  void go(ScreenContext& app) const;
  Vec cursor_;
  // The scale and placement when last drawn: each terminal cell stands for scale_ level cells.
  mutable Vec scale_{1, 1};
  mutable Vec at_{0, 0};  // the terminal cell of level cell (0, 0)
};

// The most telling level cell of the block of `scale` cells holding p (the one a scaled map
// shows, and where travel to it goes): the hero, a monster in view, stairs, a thing or gold,
// a door, a trap, floor, then anything remembered; p itself when the block holds nothing known.
Vec block_pick(const Game& game, Vec p, Vec scale);

}  // namespace dg
