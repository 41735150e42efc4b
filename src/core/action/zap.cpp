#include "core/action/zap.hpp"

#include <string>

#include "core/action/worship.hpp"
#include "core/actor/spellcasting.hpp"
#include "core/combat.hpp"
#include "core/effect/zap.hpp"
#include "core/game.hpp"
#include "core/words.hpp"

namespace dg {

namespace {
constexpr int kMaxSpells = 26;  // a menu's letters
}  // namespace

ActionResult ZapAction::on_perform(Game& game, Actor& actor) {
  Item* item = actor.carried(letter_);
  if (!item) {
    tell(game, actor, "You don't have that object.");
    return ActionResult::failure();
  }
  const int kind = item->kind;
  const ItemKind& k = game.catalog().item(kind);
  if (k.cls != ItemClass::Wand) {
    tell(game, actor, "That is a silly thing to zap.");
    return ActionResult::failure();
  }
  if (item->charges <= 0) {
    tell(game, actor, "Nothing happens.");  // a spent wand: the turn is gone all the same
    return ActionResult::success();
  }
  tell(game, actor, "", "{A} zaps a wand!");
  game.report({EventKind::Used, id_of(actor), kNobody, actor.pos, kind});
  --item->charges;
  Player* hero = actor.as_player();  // who learns what it was
  const bool was_known = game.knowledge().knows(kind);
  const bool seen = zap::fire(game, actor, dir_, k.zap, k.effects,
                              {game.wording().whose(actor, k.name), &actor, false, item->enchant});
  if (!hero) return ActionResult::success();
  if (seen) {
    game.mutable_knowledge().learn(kind);
    if (!was_known && !game.run().over) game.say("(That was " + with_article(k.name) + ".)");
  } else if (!was_known) {
    game.say("You feel a strange vibration, and it passes.");
  }
  return ActionResult::success();
}

ActionResult CastAction::on_hero(Game& game, Player& hero) {
  const int index = letter_ - 'a';
  if (index < 0 || index >= static_cast<int>(hero.spells.size())) {
    game.say("You don't know that spell.");
    return ActionResult::failure();
  }
  const ItemKind& book = game.catalog().item(hero.spells[static_cast<std::size_t>(index)]);
  const int cost = spell_cost(hero, book);
  if (hero.pw < cost) {
    game.say("You don't have enough energy to cast that spell.");
    return ActionResult::failure();
  }
  worship::deed(game, Deed::Cast);  // tried, whether or not it works
  if (game.rng().below(100) < spell_failure(game.catalog(), hero, book)) {
    game.say("You fail to cast the spell correctly.");
    hero.pw -= cost / 2;
    return ActionResult::success();
  }
  hero.pw -= cost;
  game.report(
      {EventKind::Used, kHero, kNobody, hero.pos, hero.spells[static_cast<std::size_t>(index)]});
  zap::fire(game, hero, dir_, book.zap, book.effects,
            {book.spell, &hero, false, hero.knacks.spell_power});
  return ActionResult::success();
}

ActionResult study(Game& game, Player& hero, char letter) {
  const int kind = hero.slot(letter)->item.kind;
  const ItemKind& book = game.catalog().item(kind);
  if (std::find(hero.spells.begin(), hero.spells.end(), kind) != hero.spells.end()) {
    game.say("You know \"" + book.spell + "\" quite well already.");
    return ActionResult::failure();
  }
  if (static_cast<int>(hero.spells.size()) >= kMaxSpells) {
    game.say("Your head is too full of spells to learn another.");
    return ActionResult::failure();
  }
  if (game.rng().below(100) < study_failure(hero, book)) {
    game.say("The runes on the page writhe as you read!");
    effects::apply(game, hero, book.backfire, {book.name});
    return ActionResult::success();
  }
  game.mutable_knowledge().learn(kind);
  hero.spells.push_back(kind);
  game.say("You learn the spell \"" + book.spell + "\". (Z casts it.)");
  return ActionResult::success();
}

}  // namespace dg
