#include "core/action/door.hpp"

#include <algorithm>

#include "core/game.hpp"

namespace dg {

namespace {
// A bash breaks the door when d30 <= strength - 4: 40% at strength 16, 70% at 25.
constexpr int kBashSides = 30;
constexpr int kDoorToughness = 4;
}  // namespace

ActionResult OpenDoorAction::on_perform(Game& game, Actor& actor) {
  Level& lv = game.mutable_level();
  const Vec p = actor.pos + offset(dir_);
  const bool hero = actor.as_player() != nullptr;  // who is told why a door stays shut
  if (lv.at(p) == Tile::DoorClosed) {              // a monster opens one by walking into it
    lv.tiles[p] = Tile::DoorOpen;
    game.report({EventKind::DoorOpened, id_of(actor), kNobody, p});
    if (hero)
      game.say("The door opens.");
    else if (game.sight().sees(p))
      game.say("You see a door open.");
    return ActionResult::success();
  }
  if (!hero) return ActionResult::failure();
  switch (lv.at(p)) {
    case Tile::DoorLocked:
      lv.memory[p].tile = Tile::DoorLocked;  // now the hero knows
      game.say("This door is locked.");
      game.report({EventKind::LockFound, kHero, kNobody, p});
      break;
    case Tile::DoorOpen: game.say("This door is already open."); break;
    case Tile::DoorBroken: game.say("This door is broken."); break;
    default: game.say("You see no door there."); break;
  }
  return ActionResult::failure();
}

bool unlock_with_tool(Game& game, Player& hero, Vec at) {
  Level& lv = game.mutable_level();
  const int tile = static_cast<int>(lv.at(at));
  for (const InvSlot& s : hero.inventory) {
    const ItemKind& k = game.catalog().kind_of(s.item);
    if (k.unlocks != tile) continue;
    lv.tiles[at] = static_cast<Tile>(k.unlocks_into);
    hero.take_one(s.letter);  // (s is gone with it)
    game.report({EventKind::DoorOpened, kHero, kNobody, at});
    game.say(k.unlock_words);
    return true;
  }
  return false;
}

ActionResult CloseDoorAction::on_hero(Game& game, Player& hero) {
  Level& lv = game.mutable_level();
  const Vec p = hero.pos + offset(dir_);
  switch (lv.at(p)) {
    case Tile::DoorOpen: {
      // A door cannot close on a creature (seen or not) or on anything lying in the doorway.
      // (The bot found monsters shut inside doors before this check had them.)
      const bool items = std::any_of(lv.items.begin(), lv.items.end(),
                                     [p](const FloorItem& f) { return f.pos == p; });
      if (lv.gold_at(p) || lv.monster_at(p) || items) {
        game.say("Something's in the way.");
        return ActionResult::failure();
      }
      lv.tiles[p] = Tile::DoorClosed;
      game.say("The door closes.");
      game.report({EventKind::DoorClosed, kHero, kNobody, p});
      return ActionResult::success();
    }
    case Tile::DoorClosed:
    case Tile::DoorLocked: game.say("This door is already closed."); break;
    case Tile::DoorBroken: game.say("This door is broken."); break;
    default: game.say("You see no door there."); break;
  }
  return ActionResult::failure();
}

ActionResult BashAction::on_hero(Game& game, Player& hero) {
  // Loud either way: monsters come to listen.
  game.make_noise(door_);
  const int strength = hero.effective_strength();
  if (game.rng().range(1, kBashSides) <= strength - kDoorToughness) {
    game.mutable_level().tiles[door_] = Tile::DoorBroken;
    game.say("WHAMM! You bash the door open.");
    game.report({EventKind::DoorBashed, kHero, kNobody, door_, 1});
  } else {
    game.say("WHAMM!");
    game.report({EventKind::DoorBashed, kHero, kNobody, door_, 0});
  }
  return ActionResult::success();
}

}  // namespace dg
