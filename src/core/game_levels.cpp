// The hero between levels: a level entered (made the first time), and the stairs, a fall or a
// wizard's jump taking the hero there with who follows, the pet left behind, the Amulet's
// call, the climb back's pursuers and a set piece heard. Once a level, so built for size on the
// web (src/core/CMakeLists.txt).
#include <utility>

#include "core/action/worship.hpp"
#include "core/actor/followers.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/effect/magic.hpp"
#include "core/game.hpp"
#include "core/gen/branches.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/climb.hpp"
#include "core/world/places.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg {

Result<bool> Game::enter_level(int depth) {
  auto& slot = dungeon_.levels[static_cast<std::size_t>(depth - 1)];
  const bool fresh = !slot;
  if (fresh) {
    auto made = gen::make_slot(*catalog_, run_.seed, dungeon_, depth);
    if (!made) return Error{made.error()};
    slot = std::move(made.value());
  }
  dungeon_.depth = depth;
  return fresh;
}

Outcome Game::change_level(int to_depth, bool arrive_on_up_stairs, bool by_stairs) {
  if (to_depth < 1 || to_depth > dungeon_.bottom()) return {};
  const int from = dungeon_.depth;
  // Who is beside the hero on the stairs comes along (taken off this level before it is
  // left); nothing follows a fall.
  std::vector<Monster> followers;
  if (by_stairs) followers = followers::take(*this);
  std::string left_behind;  // the pet that stays on the level left, said on arrival
  int left_id = kNobody;
  bool told_to_wait = false;
  for (const Monster& m : level().monsters)
    if (m.tame) left_behind = catalog_->breed(m.breed).name, told_to_wait = m.stays, left_id = m.id;
  auto entered = enter_level(to_depth);
  if (!entered) {
    for (Monster& f : followers) mutable_level().monsters.push_back(f);  // they stay here
    say("The stairs crumble: " + entered.error());
    return {};
  }
  const Level& lv = level();
  // Up out of a branch, the hero comes out of its staircase on the main level.
  const BranchPlace* left_branch = dungeon_.branch_at(from);
  const bool out_of_branch =
      left_branch && from == left_branch->first && to_depth == left_branch->from;
  stage::put(player_, arrive_on_up_stairs ? lv.stairs_up
                      : out_of_branch     ? lv.branch_stairs
                                          : lv.stairs_down);
  if (player_.pos.x < 0) stage::put(player_, random_open_cell(lv, rng_, player_.pos));
  // A monster may stand where the hero arrives: it wandered onto the stairs after the hero
  // left by a trap door, or a wizard jumped to the level they are on. It steps aside to the
  // nearest free cell (the command fuzzer found the two sharing a cell).
  Level& here = mutable_level();
  if (Monster* m = here.monster_at(player_.pos)) {
    if (auto aside = nearest_free_for_monster(*catalog_, here, player_.pos, player_.pos))
      stage::put(*m, *aside);
    else  // a level with no free cell at all: it leaves rather than share the hero's
      here.monsters.remove(m);
  }
  const std::vector<int> hunters =
      followers::arrive(*catalog_, here, std::move(followers), player_.pos);
  effects::release_holds(player_);
  report({EventKind::LevelChanged, kHero, kNobody, player_.pos, to_depth});
  if (entered.value()) worship::deed(*this, Deed::NewDepth);
  const std::string place = place_name(*catalog_, dungeon_, to_depth);
  say(dungeon_.danger(to_depth) > dungeon_.danger(from) ? "You descend to " + place + "."
                                                        : "You climb up to " + place + ".");
  // A branch's words on first entering it (r39).
  if (const BranchDef* b = branch_def(*catalog_, dungeon_, to_depth);
      b && entered.value() && dungeon_.level_in(to_depth) == 1 && !b->announce.empty())
    say(b->announce);
  if (!left_behind.empty()) report({EventKind::LeftBehind, kHero, left_id, player_.pos, from});
  if (!left_behind.empty())
    say("Your " + left_behind + " stays behind on level " + std::to_string(from) +
        (told_to_wait ? ", waiting as you told it."
         : by_stairs  ? " (a pet comes along when it is near you on the stairs)."
                      : "."));
  if (!hunters.empty()) {  // what was at the hero's heels
    const Breed& first = catalog_->breed(hunters.front());
    const std::string who = first.invisible ? "Something" : capitalised(definite(first));
    say(who + (hunters.size() == 1 ? " follows you." : " and others follow you."));
  }
  climb::arrived(*this, from, by_stairs);  // with the Amulet: pursuers, a stirred level
  if (to_depth == gen::kDungeonDepth && entered.value()) {
    // The Amulet calls, the first time only: the last level's search is short, and the
    // run's end is the climb back with it (r26).
    effects::magic::map_level(*this);
    for (const FloorItem& f : level().items)
      if (catalog_->kind_of(f.item).cls == ItemClass::Amulet)
        here.memory[f.pos].item = static_cast<std::int16_t>(f.item.kind);
    say("The Amulet calls to you: you sense the shape of this level, and where it lies.");
  } else if (to_depth == gen::kDungeonDepth && !player_.carries_amulet(*catalog_)) {
    say("You feel the Amulet's presence somewhere on this level.");
  }
  // A set piece that makes itself heard, the first time only, and one: two sounds at once
  // would stop the arrival at a --More--. A hand-made level's own words first (Minetown's,
  // not its shops').
  if (entered.value()) {
    const std::string* words = nullptr;
    for (const PlacedPiece& p : here.pieces) {
      const SetPiece& piece = catalog_->set_pieces[static_cast<std::size_t>(p.kind)];
      if (!piece.announce.empty() && (!words || piece.whole)) words = &piece.announce;
    }
    if (words) say(*words);
  }
  return {true, {}, {}};
}

}  // namespace dg
