#include "core/action/worship.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/effect/apply.hpp"
#include "core/game.hpp"
#include "core/world/floor_items.hpp"
#include "core/world/spawn.hpp"

namespace dg {

namespace worship {

namespace {

const RoleDef* role_of(const Catalog& c, int role) {
  return role >= 0 && role < static_cast<int>(c.characters.roles.size())
             ? &c.characters.roles[static_cast<std::size_t>(role)]
             : nullptr;
}

const DeedWorth* worth_of(const FaithDef& f, Deed d) {
  for (const DeedWorth& w : f.deeds)
    if (w.deed == d) return &w;
  return nullptr;
}

}  // namespace

void change_piety(Game& g, int by) {
  Player& h = g.mutable_player();
  const FaithDef* f = faith(g);
  if (!f || by == 0) return;
  const int before = h.piety;
  h.piety = std::clamp(h.piety + by, kPietyLeast, kPietyMost);
  const std::string god = god_name(g);
  if (by < 0) {
    h.last_sin = g.turn();
    g.say(h.piety < 0 && before >= 0 ? "You feel that " + god + " is angry with you!"
                                     : "You feel that " + god + " is displeased.");
    return;
  }
  for (const GodPower& p : f->powers)
    if (before < p.piety && h.piety >= p.piety)
      g.say("You feel " + god + "'s favour: you may call on " + p.name + ". (^ shows it.)");
  // The gifts, in order, each once: the next one's mark reached.
  while (h.gifts_given < static_cast<int>(f->gifts.size()) &&
         h.piety >= f->gifts[static_cast<std::size_t>(h.gifts_given)].piety) {
    const GodGift& gift = f->gifts[static_cast<std::size_t>(h.gifts_given++)];
    const int kind = pick_item_of_class(g.catalog(), g.rng(),
                                        g.dungeon().danger(g.depth()) + gift.deeper, gift.cls);
    if (kind < 0) continue;
    Item item = new_item(g.catalog(), kind, g.rng());
    item.curse_known = true;  // a god's gift is never cursed, and the hero knows it
    bool too_heavy = false;
    const std::string name = g.wording().item_name(item);
    if (h.take_in(g.catalog(), item, too_heavy))
      g.say(god + " is pleased with you and grants you a gift: " + name + "!");
    else {
      place_item(g.mutable_level(), g.catalog(), h.pos, item);
      g.say(god + " is pleased with you: a gift, " + name + ", lies at your feet!");
    }
  }
}

int faith_index(const Catalog& c, int role, int alignment) {
  const RoleDef* r = role_of(c, role);
  if (!r || alignment < 0 || alignment >= static_cast<int>(r->gods.size())) return -1;
  const std::string& god = r->gods[static_cast<std::size_t>(alignment)];
  int by_alignment = -1;
  for (int i = 0; i < static_cast<int>(c.faiths.size()); ++i) {
    const FaithDef& f = c.faiths[static_cast<std::size_t>(i)];
    if (std::find(f.gods.begin(), f.gods.end(), god) != f.gods.end()) return i;
    if (f.alignment == alignment && by_alignment < 0) by_alignment = i;
  }
  return by_alignment;
}

const FaithDef* faith(const Game& g) {
  const Player& h = g.hero();
  const int i = faith_index(g.catalog(), h.who.role, h.god_alignment());
  return i >= 0 ? &g.catalog().faiths[static_cast<std::size_t>(i)] : nullptr;
}

std::string god_name(const Game& g, int alignment) {
  const Player& h = g.hero();
  const int a = alignment >= 0 ? alignment : h.god_alignment();
  const RoleDef* r = role_of(g.catalog(), h.who.role);
  if (!r || a < 0 || a >= static_cast<int>(r->gods.size())) return "your god";
  return r->gods[static_cast<std::size_t>(a)];
}

int altar_alignment(const Game& g, Vec at) {
  const std::string& id = g.catalog().tile(g.level().at(at)).altar;
  return id.empty() ? -1 : g.catalog().characters.find_alignment(id);
}

const char* standing(int piety) {
  // DCSS's stars in words: each mark a step of favour.
  static constexpr std::array<std::pair<int, const char*>, 5> kMarks = {
      {{150, "exalted"}, {100, "chosen"}, {50, "favoured"}, {20, "noticed"}, {0, "unknown to it"}}};
  for (const auto& [at, word] : kMarks)
    if (piety >= at) return word;
  return "its enemy: it is angry";
}

void deed(Game& g, Deed d, int times) {
  const FaithDef* f = faith(g);
  const DeedWorth* w = f ? worth_of(*f, d) : nullptr;
  if (!w || times <= 0) return;
  int& count = g.mutable_player().deed_counts[static_cast<std::size_t>(d)];
  count += times;
  const int every = std::max(1, w->every);
  const int worth = count / every * w->piety;
  count %= every;
  change_piety(g, worth);
}

void each_turn(Game& g) {
  const Player& h = g.hero();
  if (const char body = h.worn_in(ArmourSlot::Body))
    if (const InvSlot* s = h.slot(body); s && g.catalog().kind_of(s->item).weight >= kHeavyArmour)
      deed(g, Deed::HeavyArmour);
  if (g.turn() - g.hero().last_sin >= kKeptAfter) deed(g, Deed::Kept);
}

bool hates(const Game& g, Deed d) {
  const FaithDef* f = faith(g);
  const DeedWorth* w = f ? worth_of(*f, d) : nullptr;
  return w && w->piety < 0;
}

bool can_invoke(const Game& g, int index) {
  const FaithDef* f = faith(g);
  if (!f || index < 0 || index >= static_cast<int>(f->powers.size())) return false;
  const GodPower& p = f->powers[static_cast<std::size_t>(index)];
  return g.hero().piety >= p.piety && g.hero().piety >= p.cost;
}

}  // namespace worship

ActionResult InvokeAction::on_hero(Game& game, Player& hero) {
  const FaithDef* f = worship::faith(game);
  if (!f || index_ < 0 || index_ >= static_cast<int>(f->powers.size())) {
    game.say("Your god grants no such power.");
    return ActionResult::failure();
  }
  const GodPower& p = f->powers[static_cast<std::size_t>(index_)];
  const std::string god = worship::god_name(game);
  if (hero.piety < p.piety) {
    game.say(god + " does not grant you " + p.name + " yet (piety " + std::to_string(p.piety) +
             "; you have " + std::to_string(hero.piety) + ").");
    return ActionResult::failure();
  }
  hero.piety -= p.cost;
  game.say("You call on " + god + ": " + p.name + ".");
  effects::apply(game, hero, p.effects, {p.name, &hero});
  return ActionResult::success();
}

ActionResult OfferAction::on_hero(Game& game, Player& hero) {
  const int altar = worship::altar_alignment(game, hero.pos);
  if (altar < 0 || altar != hero.god_alignment()) {
    game.say(altar < 0 ? "There is no altar here." : "This altar is not your god's.");
    return ActionResult::failure();
  }
  if (hero.gold <= 0) {
    game.say("You have no gold to offer.");
    return ActionResult::failure();
  }
  const int gold = hero.gold;
  hero.gold = 0;
  game.say("You offer " + std::to_string(gold) + " gold on the altar of " +
           worship::god_name(game) + ". It vanishes in a flash.");
  worship::deed(game, Deed::Offer, gold);
  return ActionResult::success();
}

ActionResult ConvertAction::on_hero(Game& game, Player& hero) {
  const int altar = worship::altar_alignment(game, hero.pos);
  if (altar < 0 || altar == hero.god_alignment()) {
    game.say(altar < 0 ? "There is no altar here." : "You serve this altar's god already.");
    return ActionResult::failure();
  }
  const std::string old_god = worship::god_name(game);
  hero.god = altar;
  hero.piety = 0;
  hero.gifts_given = 0;
  hero.deed_counts = {};
  hero.last_sin = game.turn();
  hero.prayer_timeout = std::max(hero.prayer_timeout, worship::kConvertTimeout);
  game.say("You forsake " + old_god + " and kneel to " + worship::god_name(game) +
           ". Neither will hear your prayers for a long while.");
  return ActionResult::success();
}

}  // namespace dg
