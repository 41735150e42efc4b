#include "core/game.hpp"

#include <utility>

#include "core/action/call.hpp"
#include "core/action/door.hpp"
#include "core/action/enchant.hpp"
#include "core/action/order.hpp"
#include "core/action/pack.hpp"
#include "core/action/potion.hpp"
#include "core/action/pray.hpp"
#include "core/action/quit.hpp"
#include "core/action/ring.hpp"
#include "core/action/search.hpp"
#include "core/action/stairs.hpp"
#include "core/action/talent.hpp"
#include "core/action/throw.hpp"
#include "core/action/walk.hpp"
#include "core/action/worship.hpp"
#include "core/action/zap.hpp"
#include "core/actor/followers.hpp"
#include "core/actor/pet.hpp"
#include "core/combat.hpp"
#include "core/effect/apply.hpp"
#include "core/effect/magic.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/words.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/climb.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/fov.hpp"
#include "core/world/shop.hpp"
#include "core/world/spawn.hpp"
#include "core/world/stage.hpp"

namespace dg {

Outcome Game::apply(const Command& command) {
  if (run_.over) return {};
  Outcome out = apply_command(command);
  if (run_.history.size() % RunRecord::kCheckEvery == 0) run_.checkpoints.push_back(state_hash());
  out.events = events_.events;
  return out;
}

Outcome Game::apply_command(const Command& command) {
  run_.history.push_back(command);
  log_.begin_command();
  events_.events.clear();
  player_.still = command.kind == Command::Kind::Wait || command.kind == Command::Kind::Search;
  Outcome out;
  // An identify's choice left unmade is made at random by whatever the player does next.
  if (player_.identify_pending > 0 && command.kind != Command::Kind::Identify)
    effects::magic::identify_at_random(*this, std::exchange(player_.identify_pending, 0));
  // So is an enchanting's: it goes to the wielded weapon (as the old scroll did).
  while (player_.enchant_pending > 0 && command.kind != Command::Kind::Enchant)
    give_enchantment(*this, player_, 0);
  if (effects::held_back(*this, player_, WearsOff::Acting)) {
    // Whatever was asked, the hero cannot act; the world goes on.
    player_.still = true;
    player_.energy -= kActionCost;
    update();
    update_vision();
    return {true, {}, {}};
  }
  // Moving, doors and throwing need a way to go; a command stream without one (a damaged or
  // forged replay: the fuzzer sent one that shut the door the hero stood in) is refused.
  if (command.aimed() && command.dir == Dir::None) {
    say("That needs a direction.");
    return out;
  }
  if (auto action = action_for(command))
    out = perform(std::move(*action));
  else
    out = wizard_command(*this, command);
  // What the hero wields and wears now gives what its powers give, before the world moves.
  player_.refresh_extrinsics(*catalog_);
  if (out.took_turn) {
    if (player_.still) worship::deed(*this, Deed::Rest);  // a wait or a search (some gods mind)
    update_vision();  // monsters look from where the hero now stands
    player_.energy -= kActionCost;
    update();
  }
  update_vision();
  // An identify left choices (read, cast, or one chosen of several): the UI offers them.
  if (player_.identify_pending > 0 && !run_.over)
    report({EventKind::IdentifyOffered, kHero, kNobody, player_.pos, player_.identify_pending});
  else if (player_.enchant_pending > 0 && !run_.over)
    report({EventKind::EnchantOffered, kHero, kNobody, player_.pos, player_.enchant_pending});
  return out;
}

std::unique_ptr<Action> Game::action_for(const Command& c) {
  using K = Command::Kind;
  switch (c.kind) {
    case K::Move: return std::make_unique<WalkAction>(c.dir, c.confirmed);
    case K::Wait: return std::make_unique<RestAction>();
    case K::Search: return std::make_unique<SearchAction>();
    case K::Pray: return std::make_unique<PrayAction>();
    case K::Quit: return std::make_unique<QuitAction>();
    case K::Order: return std::make_unique<OrderAction>();
    case K::Open: return std::make_unique<OpenDoorAction>(c.dir);
    case K::Close: return std::make_unique<CloseDoorAction>(c.dir);
    case K::Ascend: return std::make_unique<StairsAction>(true, c.confirmed);
    case K::Descend: return std::make_unique<StairsAction>(false, c.confirmed);
    case K::PickUp: return std::make_unique<PickUpAction>(c.floor_items);
    case K::TakeOff: return std::make_unique<TakeOffAction>(c.item);
    case K::Brew: return std::make_unique<BrewAction>(c.ingredients);
    case K::Cast: return std::make_unique<CastAction>(c.item, c.dir);
    case K::Call: return std::make_unique<CallAction>(c.item, c.text);
    case K::Identify: return std::make_unique<IdentifyAction>(c.item);
    case K::Enchant: return std::make_unique<EnchantAction>(c.item);
    case K::Talent: return std::make_unique<TalentAction>(c.item);
    case K::Invoke: return std::make_unique<InvokeAction>(c.item - 'a');
    case K::Offer: return std::make_unique<OfferAction>();
    case K::Convert: return std::make_unique<ConvertAction>();
    case K::Pay: return std::make_unique<PayAction>(c.confirmed);
    case K::Use:
      switch (c.use) {
        case Use::Drop: return std::make_unique<DropAction>(c.item, c.confirmed);
        case Use::Wield: return std::make_unique<WieldAction>(c.item);
        case Use::Wear: return std::make_unique<WearAction>(c.item);
        case Use::Quaff: return std::make_unique<QuaffAction>(c.item);
        case Use::Throw: return std::make_unique<ThrowAction>(c.item, c.dir);
        case Use::Read: return std::make_unique<ReadAction>(c.item);
        case Use::Zap: return std::make_unique<ZapAction>(c.item, c.dir);
        case Use::PutOn: return std::make_unique<PutOnAction>(c.item);
        case Use::Remove: return std::make_unique<RemoveAction>(c.item);
      }
      return nullptr;
    case K::WizardJump:
    case K::WizardToggleMap:
    case K::WizardToggleWalls:
    case K::WizardImmortal:
    case K::WizardSummon:
    case K::WizardCreate:
    case K::WizardLevel:
    case K::WizardPiety: return nullptr;  // the wizard's, not the hero's: wizard_command
  }
  return nullptr;
}

Outcome Game::perform(Action&& action) {
  ActionResult r = action.perform(*this, player_);
  return {r.succeeded, std::move(r.confirm), {}};
}

// Out of line: hundreds of rules say something, and the page pays for each copy inlined.
void Game::say(std::string text, std::optional<Vec> about) {
  log_.add(
      std::move(text), turn_,
      !about || *about == player_.pos ? std::nullopt : std::optional<Vec>(*about - player_.pos));
}

void Game::update_vision() {
  const Level& lv = level();
  // Line of sight without a radius, then light decides: a cell in view is seen when it is
  // lit (a lit room, a lamp, fire or a glowing monster: core/world/light.hpp) or within the
  // hero's own light, or the lamp they carry (the brightest).
  Carried lamp{player_.pos};
  for (const InvSlot& s : player_.inventory)
    if (const int r = catalog_->kind_of(s.item).light; r > lamp.radius)
      lamp = {player_.pos, s.item.kind, r};
  light_level(*catalog_, mutable_level(), glow_, light_fov_, lamp);
  los_.compute(lv, catalog_->tiles, player_.pos, -1);
  visible_ = los_.visible();
  sight_ = visible_;
  if (player_.has(Property::Blind)) {  // the blind see nothing but know where they stand
    visible_.fill(0);
    sight_.fill(0);
    return;
  }
  const std::int64_t r = player_.light_radius;
  Level& mem = mutable_level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const std::int64_t dx = x - player_.pos.x, dy = y - player_.pos.y;
      std::uint8_t& v = visible_[p];
      if (v && !lv.lit[p] && !glow_[p] && dx * dx + dy * dy > r * r + r) v = 0;
      sight_[p] = v;
      if (wizard_.see_all) v = 1;
      if (!v) continue;
      Memory& m = mem.memory[p];
      m.seen = true;
      m.tile = remembered_tile(lv.tiles[p], m.tile);
      m.gold = false;
      m.trap = -1;
      m.item = -1;
    }
  for (const FloorItem& f : lv.items)
    if (visible_[f.pos]) mem.memory[f.pos].item = static_cast<std::int16_t>(f.item.kind);
  for (const Monster& m : lv.monsters)  // a mimic is remembered as what it passes for
    if (m.disguised && visible_[m.pos])
      mem.memory[m.pos].item = static_cast<std::int16_t>(catalog_->breed_of(m).disguise);
  for (const GoldPile& g : lv.gold)
    if (visible_[g.pos]) mem.memory[g.pos].gold = true;
  for (const Monster& m : lv.monsters)  // a monster seen where something unseen was marked
    if (mem.memory[m.pos].unseen && sight().visible_monster(m.pos) == &m)
      mem.memory[m.pos].unseen = false;
  for (const Trap& t : lv.traps)
    if (visible_[t.pos] && !t.hidden) mem.memory[t.pos].trap = static_cast<std::int8_t>(t.kind);
}

}  // namespace dg
