#include "core/action/stairs.hpp"

#include "core/game.hpp"

namespace dg {

ActionResult StairsAction::on_hero(Game& game, Player& hero) {
  const Tile here = game.level().at(hero.pos);
  if (!up_) {
    if (here != Tile::StairsDown) {
      game.say("You can't go down here.");
      return ActionResult::failure();
    }
    if (hero.has(Property::Levitating)) {
      game.say("You are floating high above the stairs.");
      return ActionResult::failure();
    }
    // A branch's staircase leads into its first level, the main one down the main line.
    const BranchPlace* branch = game.dungeon().branch_from(game.depth());
    const int to = branch && hero.pos == game.level().branch_stairs
                       ? branch->first
                       : game.dungeon().below(game.depth());
    return to > 0 && game.change_level(to, true).took_turn ? ActionResult::success()
                                                           : ActionResult::failure();
  }
  if (here != Tile::StairsUp) {
    game.say("You can't go up here.");
    return ActionResult::failure();
  }
  if (const int to = game.dungeon().above(game.depth()); to > 0)
    return game.change_level(to, false).took_turn ? ActionResult::success()
                                                  : ActionResult::failure();
  // Out of the dungeon: the run ends here, and takes no more time.
  if (game.hero().carries_amulet(game.catalog())) {
    game.say("You climb out of the dungeon with the Amulet. You win!");
    game.report({EventKind::Won, kHero, kNobody, game.hero().pos});
    game.finish(Ending::Won);
  } else if (!confirmed_) {
    return ActionResult::ask("Leave the dungeon without the Amulet?");
  } else {
    game.say("You leave the dungeon without the Amulet.");
    game.finish(Ending::Escaped);
  }
  return ActionResult::failure();
}

}  // namespace dg
