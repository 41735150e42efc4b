// Talents (r35): at experience levels 3, 6, 9 and 12 the hero is offered three of their role's
// talents and chooses one (a command, taking no time); each is a permanent change read by the
// rules: a knack (a second blow, armour, spells that cost less...), a property kept for good,
// or effect steps done once. On hand-drawn maps, the Caveman's kit (a +1 club, leather armour);
// the twin games start alike and differ only by the talent, so the rng draws match. The talents
// whose numbers are checked are this file's own (the shipped ones are tuned for balance), added
// to the shipped catalog.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "core/action/talent.hpp"
#include "core/actor/spellcasting.hpp"
#include "core/combat.hpp"
#include "core/command_text.hpp"
#include "core/game.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_talents {

using namespace dg;

namespace {

constexpr const char* kHall =
    "#############\n"
    "#@..........#\n"
    "#############\n";

EffectStep step(EffectOp op, int amount, EffectKind cures = EffectKind::kCount) {
  EffectStep s;
  s.op = op;
  s.amount = Dice{0, 0, amount};
  s.condition = cures;
  return s;
}

TalentDef talent(const char* id, int level = 3) {
  TalentDef t;
  t.id = id;
  t.name = id;
  t.description = id;
  t.level = level;
  return t;
}

// The shipped catalog with this file's talents after its own.
const Catalog& with_test_talents() {
  static const Catalog c = [] {
    Catalog out = test::catalog();
    auto& all = out.characters.talents;
    TalentDef t = talent("t_blow");
    t.knacks.attacks = 1;
    all.push_back(t);
    t = talent("t_harm");
    t.knacks.damage = 2;
    all.push_back(t);
    t = talent("t_aim");
    t.knacks.to_hit = 3;
    all.push_back(t);
    t = talent("t_armour");
    t.knacks.ac = 2;
    all.push_back(t);
    t = talent("t_throw");
    t.knacks.throw_damage = 2;
    t.knacks.to_hit = 2;
    all.push_back(t);
    t = talent("t_stealth");
    t.intrinsics = {Property::Stealthy};
    all.push_back(t);
    t = talent("t_speed");
    t.speed = 2;
    all.push_back(t);
    t = talent("t_light");
    t.light = 2;
    t.intrinsics = {Property::Searching};
    all.push_back(t);
    t = talent("t_antidote");
    t.intrinsics = {Property::PoisonResistant};
    t.gain = {step(EffectOp::Heal, 10, EffectKind::Poison)};
    all.push_back(t);
    t = talent("t_strength");
    t.gain = {step(EffectOp::GainStrength, 30), step(EffectOp::GainStrength, 30)};
    all.push_back(t);
    t = talent("t_tough");
    t.knacks.level_hp = 2;
    all.push_back(t);
    t = talent("t_cheap");
    t.knacks.spell_cost = 33;
    all.push_back(t);
    t = talent("t_sure");
    t.knacks.spell_failure = 25;
    all.push_back(t);
    t = talent("t_power");
    t.knacks.spell_power = 4;
    all.push_back(t);
    t = talent("t_prayer");
    t.knacks.prayer = 50;
    all.push_back(t);
    t = talent("t_pets");
    t.knacks.pet_growth = 3;
    all.push_back(t);
    return out;
  }();
  return c;
}

Game game() {
  return test::game_on(kHall, with_test_talents());
}

int talent_id(const Game& g, const std::string& id) {
  const auto& all = g.catalog().characters.talents;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].id == id) return static_cast<int>(i);
  FAIL("no talent " << id);
  return -1;
}

// The hero's kill of a monster put beside them, with just enough experience before it to reach
// `level` (and `more` levels besides).
void kill_into_level(Game& g, int level) {
  Player& h = g.mutable_player();
  h.experience = experience_for_level(level) - 1;
  Monster& m = test::put_monster(g, "newt", h.pos + Vec{1, 0});
  g.damage(m, 1000, {.by = kHero, .hero_earns = true, .kill_line = "You kill the newt!"});
}

bool offered(const Game& g) {
  return std::any_of(g.events().begin(), g.events().end(),
                     [](const Event& e) { return e.kind == EventKind::TalentOffered; });
}

// Makes the hero take talent `id` as a player would: offered, then chosen.
void take(Game& g, const std::string& id) {
  Player& h = g.mutable_player();
  h.talent_offer = {talent_id(g, id)};
  CHECK_FALSE(g.apply(Command::talent('a')).took_turn);
  REQUIRE(h.talents.back() == talent_id(g, id));
}

}  // namespace

TEST_CASE("level 3 offers three of the role's talents; choosing one takes no time",
          "[core][talents]") {
  Game g = game();
  const Player& h = g.hero();
  kill_into_level(g, 2);
  CHECK(h.level == 2);
  CHECK(h.talent_offer.empty());  // level 2 earns none
  kill_into_level(g, 3);
  REQUIRE(h.level == 3);
  CHECK(offered(g));
  CHECK(test::said(g, "You may choose a talent. (a shows them.)"));
  REQUIRE(h.talent_offer.size() == 3);
  const CharacterTables& tables = g.catalog().characters;
  for (int t : h.talent_offer) {
    const TalentDef& def = tables.talents[static_cast<std::size_t>(t)];
    CHECK(def.level == 3);  // none of a later level yet
    CHECK(tables.offers(def, h.who.role));
    CHECK(std::count(h.talent_offer.begin(), h.talent_offer.end(), t) == 1);
  }
  // The offer waits through other commands.
  g.apply(Command::wait());
  CHECK(h.talent_offer.size() == 3);
  CHECK_FALSE(offered(g));  // (told once: `a` brings it back)
  const int turn = g.turn();
  CHECK_FALSE(g.apply(Command::talent('d')).took_turn);
  CHECK(test::said(g, "That is not one of the talents offered."));
  const int chosen = h.talent_offer[1];
  CHECK_FALSE(g.apply(Command::talent('b')).took_turn);
  CHECK(g.turn() == turn);
  CHECK(h.talents == std::vector<int>{chosen});
  CHECK(h.talent_offer.empty());
  CHECK(test::said(
      g, "You learn a talent: " + tables.talents[static_cast<std::size_t>(chosen)].name + "."));
  CHECK_FALSE(g.apply(Command::talent('a')).took_turn);
  CHECK(test::said(g, "You have no talent to choose now."));
}

TEST_CASE("a talent that would add nothing is never offered", "[core][talents]") {
  // Only stealth, to a hero born stealthy: among every talent of level 3, never drawn.
  Game g = game();
  Player& h = g.mutable_player();
  h.intrinsics.push_back(Property::Stealthy);
  const int stealth = talent_id(g, "t_stealth");
  for (int round = 0; round < 20; ++round) {
    h.talents.clear();
    h.talent_offer.clear();
    h.level = 2;
    kill_into_level(g, 3);
    REQUIRE(h.talent_offer.size() == 3);
    CHECK(std::find(h.talent_offer.begin(), h.talent_offer.end(), stealth) == h.talent_offer.end());
  }
}

TEST_CASE("a property a ring gives now is kept by the talent after the ring comes off",
          "[core][talents]") {
  Game g = game();
  Player& h = g.mutable_player();
  const char ring = test::give(g, "ring_stealth");
  g.apply(Command::use_item(Use::PutOn, ring));
  REQUIRE(h.has(Property::Stealthy));
  take(g, "t_stealth");
  g.apply(Command::use_item(Use::Remove, ring));
  CHECK(h.has(Property::Stealthy));
}

TEST_CASE("two choices' levels at once offer one choice after the other, each once",
          "[core][talents]") {
  Game g = game();
  const Player& h = g.hero();
  kill_into_level(g, 6);
  REQUIRE(h.level == 6);
  REQUIRE(h.talent_offer.size() == 3);
  for (int t : h.talent_offer)
    CHECK(g.catalog().characters.talents[static_cast<std::size_t>(t)].level == 3);
  g.apply(Command::talent('a'));
  CHECK(offered(g));  // the next follows at once
  REQUIRE(h.talent_offer.size() == 3);
  CHECK(std::find(h.talent_offer.begin(), h.talent_offer.end(), h.talents[0]) ==
        h.talent_offer.end());  // never one taken
  g.apply(Command::talent('c'));
  CHECK(h.talents.size() == 2);
  CHECK(h.talent_offer.empty());
  // A level drained and gained again offers nothing twice.
  Player& p = g.mutable_player();
  p.level = 5;
  p.experience = experience_for_level(5);
  kill_into_level(g, 6);
  CHECK(h.level == 6);
  CHECK(h.talent_offer.empty());
}

TEST_CASE("a second blow, more damage, to-hit and armour: knacks the rules read",
          "[core][talents]") {
  Game g = game();
  const Player& h = g.hero();
  const auto before = h.blows(g.catalog());
  REQUIRE(before.size() == 1);
  const int ac = h.armour_class(g.catalog());
  const int throw_bonus = h.throw_damage_bonus(), throw_hit = h.throw_to_hit();
  take(g, "t_blow");
  CHECK(h.blows(g.catalog()).size() == 2);
  take(g, "t_harm");
  take(g, "t_aim");
  const auto after = h.blows(g.catalog());
  CHECK(after[0].damage_bonus == before[0].damage_bonus + 2);
  CHECK(after[0].to_hit == before[0].to_hit + 3);
  take(g, "t_armour");
  CHECK(h.armour_class(g.catalog()) == ac - 2);
  take(g, "t_throw");
  CHECK(h.throw_damage_bonus() == throw_bonus + 2);
  CHECK(h.throw_to_hit() == throw_hit + 3 + 2);  // the melee aim's +3 counts for throws too
}

TEST_CASE("properties kept for good, and effect steps done once", "[core][talents]") {
  Game g = game();
  Player& h = g.mutable_player();
  REQUIRE_FALSE(h.has(Property::Stealthy));
  take(g, "t_stealth");
  CHECK(h.has(Property::Stealthy));
  const int speed = h.speed, light = h.light_radius;
  take(g, "t_speed");
  CHECK(h.speed == speed + 2);
  take(g, "t_light");
  CHECK(h.light_radius == light + 2);
  CHECK(h.has(Property::Searching));
  // Poison resistance, and the poison in the blood healed now (10 hit points).
  h.effects.push_back({EffectKind::Poison, 20});
  h.hp = 1;
  take(g, "t_antidote");
  CHECK(h.has(Property::PoisonResistant));
  CHECK(h.hp == 11);
  CHECK(std::none_of(h.effects.begin(), h.effects.end(),
                     [](const Effect& e) { return e.kind == EffectKind::Poison; }));
  // Strength up by two.
  h.attr[Attr::St] = 12;
  take(g, "t_strength");
  CHECK(h.strength() == 14);
}

TEST_CASE("toughness gives hit points for the levels gained and each level to come",
          "[core][talents]") {
  Game plain = game(), tough = game();
  for (Game* g : {&plain, &tough}) {
    Player& h = g->mutable_player();
    h.level = 4;
    h.max_hp = h.hp = 40;
  }
  take(tough, "t_tough");
  CHECK(tough.hero().max_hp == 40 + 2 * 4);
  CHECK(tough.hero().hp == 40 + 2 * 4);
  kill_into_level(plain, 5);
  kill_into_level(tough, 5);
  CHECK(tough.hero().max_hp - plain.hero().max_hp == 2 * 4 + 2);
}

TEST_CASE("spell talents: cheaper, surer and stronger spells", "[core][talents]") {
  Game plain = game(), gifted = game();
  const ItemKind& book = plain.catalog().item(plain.catalog().find_item("book_healing"));
  const Player& h = gifted.hero();
  CHECK(spell_cost(h, book) == 5);
  take(gifted, "t_cheap");
  CHECK(spell_cost(h, book) == 5 * 67 / 100);  // a third off, rounded down
  const ItemKind& hard = plain.catalog().item(plain.catalog().find_item("book_fireball"));
  const int fails = spell_failure(gifted.catalog(), h, hard);
  REQUIRE(fails >= 25);
  take(gifted, "t_sure");
  CHECK(spell_failure(gifted.catalog(), h, hard) == fails - 25);
  // The spell of healing heals 4 more than the same cast without it.
  for (Game* g : {&plain, &gifted}) {
    Player& p = g->mutable_player();
    p.spells = {g->catalog().find_item("book_healing")};
    p.attr[Attr::In] = 18;
    p.pw = p.max_pw = 50;
    p.max_hp = 100;
    p.hp = 10;
  }
  take(gifted, "t_power");
  plain.apply(Command::cast('a'));
  gifted.apply(Command::cast('a'));
  REQUIRE(plain.hero().hp > 10);
  CHECK(gifted.hero().hp - plain.hero().hp == 4);
}

TEST_CASE("devotion shortens the wait a prayer leaves", "[core][talents]") {
  Game plain = game(), devout = game();
  take(devout, "t_prayer");
  for (Game* g : {&plain, &devout}) {
    Player& p = g->mutable_player();
    p.prayer_timeout = 0;
    p.hp = 1;  // in trouble: the god answers
    g->apply(Command::of(Command::Kind::Pray));
  }
  REQUIRE(plain.hero().prayer_timeout > 100);
  // Both drew the same timeout; a turn passed for each after it.
  CHECK(devout.hero().prayer_timeout + 1 == (plain.hero().prayer_timeout + 1) * 50 / 100);
}

TEST_CASE("pack leader grows the pets beside the hero, and lets them grow further",
          "[core][talents]") {
  Game g = game();
  Monster& dog = test::put_monster(g, "little_dog", g.hero().pos + Vec{1, 0});
  dog.tame = true;
  const int id = dog.id, level = dog.level;
  take(g, "t_pets");
  const Monster* grown = g.level().monster_by_id(id);
  REQUIRE(grown);
  CHECK(grown->level == level + 3);
  CHECK(test::said(g, "Your little dog seems stronger."));
}

TEST_CASE("a talent is a command in the run's history, read back from its words",
          "[core][talents]") {
  const Catalog& c = test::catalog();
  CHECK(command_text(c, Command::talent('b')) == "talent b");
  const auto back = parse_command_text(c, "talent c");
  REQUIRE(back.ok());
  CHECK(back.value().kind == Command::Kind::Talent);
  CHECK(back.value().item == 'c');
  CHECK_FALSE(parse_command_text(c, "talent").ok());
}

}  // namespace test_talents
