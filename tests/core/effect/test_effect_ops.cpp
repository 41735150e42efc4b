// One table of effect operations (core/effect/ops.hpp): each operation's key in the data, its
// words, whether it harms, and what it does, in one row that the reader, the apply loop, the
// words and the monsters' choice of magic all read.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "content/content.hpp"
#include "content/toml/load_toml.hpp"
#include "core/action/zap.hpp"
#include "core/effect/ops.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_effect_ops {

using namespace dg;

TEST_CASE("every effect operation has one row, in order, with its key in the data",
          "[core][effects]") {
  // The keys items.toml, monsters.toml, tileset.toml and gods.toml write (polymorph: the test
  // wand's, tests/content/data/polymorph_wand.toml; let_go: deep water's), written down here.
  const std::vector<std::string> keys{
      "heal",       "damage",      "condition", "gain_strength", "corrode",        "corrode_weapon",
      "steal_gold", "steal_item",  "teleport",  "noise",         "fall",           "map",
      "summon",     "frighten",    "blast",     "identify",      "enchant_weapon", "enchant_armour",
      "repair",     "detect_gold", "light",     "blink",         "polymorph",      "let_go",
      "uncurse",    "drain_level", "ignite",    "gas",           "enchant",        "energy"};
  const auto rows = effect_ops();
  REQUIRE(rows.size() == keys.size());
  std::set<std::string> seen;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CHECK(static_cast<std::size_t>(rows[i].op) == i);
    CHECK(std::string(rows[i].key) == keys[i]);
    CHECK(seen.insert(std::string(rows[i].key)).second);
    CHECK(&op_row(rows[i].op) == &rows[i]);
    CHECK(rows[i].apply != nullptr);
    CHECK(rows[i].words != nullptr);
  }
}

TEST_CASE("an operation's words and whether it harms come from its row", "[core][effects]") {
  EffectStep heal;
  heal.op = EffectOp::Heal;
  heal.amount = Dice::parse("6d4").value();
  heal.condition = EffectKind::Poison;
  CHECK(op_row(heal.op).words(heal) == "heals 6d4 hit points and cures poison");
  CHECK_FALSE(op_row(heal.op).harms(heal));

  EffectStep sleep;
  sleep.op = EffectOp::Condition;
  sleep.condition = EffectKind::Sleep;
  sleep.turns = {5, 10};
  CHECK(op_row(sleep.op).words(sleep) == "sleep for 5-10 turns");
  CHECK(op_row(sleep.op).harms(sleep));  // a monster aims it at the hero

  EffectStep haste = sleep;
  haste.condition = EffectKind::Speed;
  haste.turns = {60, 60};
  CHECK(op_row(haste.op).words(haste) == "speed for 60 turns");
  CHECK_FALSE(op_row(haste.op).harms(haste));  // a monster drinks or zaps it on itself

  EffectStep hurt;
  hurt.op = EffectOp::Damage;
  hurt.amount = Dice::parse("2d6").value();
  CHECK(op_row(hurt.op).words(hurt) == "hurts 2d6");
  CHECK(op_row(hurt.op).harms(hurt));

  // Which conditions hinder is the conditions' data, not a list in the monsters' minds.
  for (EffectKind k : {EffectKind::Sleep, EffectKind::Slowness, EffectKind::Paralysis,
                       EffectKind::Blindness, EffectKind::Confusion})
    CHECK(effect_rules(k).harmful);
  for (EffectKind k : {EffectKind::Speed, EffectKind::Protection, EffectKind::Levitation})
    CHECK_FALSE(effect_rules(k).harmful);
}

TEST_CASE("the same step, through its row, on the hero and on a monster", "[core][effects]") {
  Game g = test::game_on("#######\n#@....#\n#######\n");
  Monster& m = test::put_monster(g, "jackal", {4, 1}, Mind::Asleep);
  m.max_hp = m.hp = 30;
  g.mutable_player().max_hp = g.mutable_player().hp = 30;
  EffectStep step;
  step.op = EffectOp::Damage;
  step.amount = Dice::parse("5").value();
  const Effects steps{step};
  const EffectSource trap{"dart trap", nullptr, true};
  effects::apply(g, g.mutable_player(), steps, trap);
  effects::apply(g, m, steps, trap);
  CHECK(g.hero().hp == 25);
  CHECK(m.hp == 25);
  EffectStep nap;
  nap.op = EffectOp::Condition;
  nap.condition = EffectKind::Sleep;
  nap.turns = {4, 4};
  effects::apply(g, g.mutable_player(), {nap}, trap);
  effects::apply(g, m, {nap}, trap);
  CHECK(g.hero().has(Property::Paralysed));
  CHECK(m.has(Property::Paralysed));
}

TEST_CASE("a step on the source is done to whoever caused it, never to a trap's victim",
          "[core][effects]") {
  // A wand of draining as data: the one it strikes loses hit points, the zapper gains them.
  static const auto content = load_content_from_toml(
      {{"items.toml", "draining_wand.toml", test::test_file("draining_wand.toml")}});
  REQUIRE(content.ok());
  const Catalog& cat = content.value().catalog;
  const int kind = cat.find_item("wand_draining");
  REQUIRE(kind >= 0);
  const Effects& drain = cat.item(kind).effects;
  REQUIRE(drain.size() == 2);
  CHECK(drain[1].on_source);
  Game g = test::game_on(
      "######\n"
      "#@...#\n"
      "######\n",
      cat);
  test::lit_and_empty(g);
  Monster& bat = test::put_monster(g, "giant bat", {3, 1}, Mind::Asleep);
  bat.max_hp = 50;
  bat.hp = 30;
  Player& hero = g.mutable_player();
  hero.max_hp = 40;
  hero.hp = 20;
  const char wand = test::give(g, "wand_draining", 1, 3);
  REQUIRE(ZapAction(wand, Dir::E).perform(g, hero).succeeded);
  CHECK(bat.hp == 30 - 5);
  CHECK(hero.hp == 20 + 5);
  CHECK(test::said(g, "The wand drains the giant bat!"));
  CHECK(test::said(g, "You feel better."));

  bat.items.push_back(Item{kind, 1, 0});
  bat.items.back().charges = 2;
  REQUIRE(ZapAction('a', Dir::W).perform(g, bat).succeeded);
  CHECK(hero.hp == 25 - 5);
  CHECK(bat.hp == 25 + 5);
  CHECK(test::said(g, "The giant bat looks healthier."));

  // Caused by nobody (a trap): the step on the source is skipped, the rest still done.
  effects::apply(g, hero, drain, {"trap", nullptr, true});
  CHECK(hero.hp == 20 - 5);
  CHECK(bat.hp == 30);
}

TEST_CASE("a step's 'on' must name the target or the source", "[core][effects]") {
  const auto loaded = load_content_from_toml({{"items.toml", "mod.toml",
                                               "[x]\nparent = \"base_wand\"\nname = \"x\"\n"
                                               "frequency = 0\n"
                                               "effects = [{ heal = \"1\", on = \"self\" }]\n"}});
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.error().find("mod.toml:5: x.effects[0].on: must be \"target\"") !=
        std::string::npos);
}

}  // namespace test_effect_ops
