#include "core/game.hpp"

#include <string>

#include "core/ascii_map.hpp"

namespace dg {

Result<Game> Game::from_ascii(std::string_view map) {
  auto parsed = parse_ascii_map(map);
  if (!parsed) return Error{parsed.error()};
  if (parsed.value().start.x < 0) return Error{"the map has no '@' to start the player on"};
  Game g;
  g.level_ = std::move(parsed.value().level);
  g.player_ = parsed.value().start;
  g.say("Welcome to Deepglyph. Mind the acid.");
  return g;
}

Outcome Game::apply(const Command& command) {
  log_.begin_command();
  Outcome out;
  switch (command.kind) {
    case Command::Kind::Move: out = move_player(command.dir); break;
    case Command::Kind::Wait: out.took_turn = true; break;
  }
  if (out.took_turn) ++turn_;
  return out;
}

Outcome Game::move_player(Dir dir) {
  if (dir == Dir::None) return {};
  const Vec to = player_ + offset(dir);
  const Tile tile = level_.at(to);
  if (!rules(tile).walkable) {
    // Bumping costs no time: the player learns what is there and tries again.
    if (tile == Tile::DoorClosed) {
      say("The door is closed.");
    } else {
      say("There is " + std::string(tile == Tile::Rock ? "solid rock" : "a wall") + " in the way.");
    }
    return {};
  }
  player_ = to;
  switch (tile) {
    case Tile::StairsDown: say("There is a staircase down here."); break;
    case Tile::StairsUp: say("There is a staircase up here."); break;
    case Tile::Acid: say("You wade into the acid pool."); break;
    default: break;
  }
  return {true};
}

}  // namespace dg
