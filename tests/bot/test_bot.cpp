// A small bot run, both styles, as part of every test run (the large one is
// `deepglyph-bot --games 10000`; see docs/DEVELOPING.md). Every turn's invariants must hold.
#include <catch2/catch.hpp>
#include <string>

#include "bot/balance.hpp"
#include "bot/bot.hpp"
#include "bot/bot_tactics.hpp"
#include "core/game.hpp"
#include "core/set_piece_fixtures.hpp"
#include "core/world/shop.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"
#include "ui/shell/app.hpp"

namespace test_bot {

using namespace dg;

TEST_CASE("the bot plays seeded games without breaking an invariant", "[bot][long]") {
  BotRun run;
  run.turns = 600;
  run.round_trip_every = 200;
  int turns = 0, deepest = 1, kills = 0, keys = 0;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    const BotStyle style = seed % 2 ? BotStyle::Goal : BotStyle::Random;
    const GameReport r = play_bot_game(test::content(), seed, style, run);
    INFO("seed " << seed << (style == BotStyle::Goal ? " goal" : " random"));
    for (const std::string& p : r.problems) FAIL_CHECK(p);
    CHECK(r.turns > 0);
    CHECK(r.turns < run.turns * 2);  // the key that reaches the limit may rest or explore on
    turns += r.turns;
    keys += r.keys;
    kills += r.kills;
    deepest = std::max(deepest, r.depth);
  }
  // The bots did play: many turns and keys, monsters killed, stairs taken.
  CHECK(turns > 1000);
  CHECK(keys > turns / 2);
  CHECK(kills > 5);
  CHECK(deepest >= 2);
}

TEST_CASE("the same seed gives the bot the same game", "[bot]") {
  BotRun run;
  run.turns = 300;
  const GameReport a = play_bot_game(test::content(), 99, BotStyle::Goal, run);
  const GameReport b = play_bot_game(test::content(), 99, BotStyle::Goal, run);
  CHECK(a.turns == b.turns);
  CHECK(a.keys == b.keys);
  CHECK(a.kills == b.kills);
  CHECK(a.depth == b.depth);
}

TEST_CASE("the balance report plays every role and accounts for every game",
          "[bot][balance][long]") {
  BalanceRun run;
  run.games_per_role = 3;
  run.turns = 300;
  const std::vector<RoleBalance> roles = play_balance(test::content(), run);
  REQUIRE(roles.size() == test::catalog().characters.roles.size());
  for (const RoleBalance& r : roles) {
    INFO(r.role);
    CHECK(r.games == 3);
    int ended = 0, died = 0;
    for (int n : r.deepest) ended += n;
    for (const auto& [who, n] : r.deaths) died += n;
    CHECK(ended == 3);  // every game ends on some deepest level
    CHECK(died <= 3);
    // Two tallies kept apart agree: the games whose deepest level is d are those that reached
    // d but not d + 1 (and fewer games reach each level down).
    for (std::size_t d = 1; d + 1 < r.reached.size(); ++d) {
      INFO("level " << d);
      CHECK(r.reached[d + 1] <= r.reached[d]);
      CHECK(r.deepest[d] == r.reached[d] - r.reached[d + 1]);
    }
    CHECK(r.median_deepest() >= 1);
    // The end game's tally covers only games that reached the last level; 300 turns reach
    // none of them.
    CHECK(r.reached[kBalanceDepths - 1] == 0);
    CHECK(r.wins + r.lost_before_amulet + r.lost_with_amulet + r.lost_above == 0);
  }
  const std::string text = balance_text(roles);
  CHECK(text.find("Valkyrie: 3 games, 0 wins, median deepest") != std::string::npos);
  CHECK(text.find("All roles: 39 games") != std::string::npos);
  CHECK(text.find("  turns on it") != std::string::npos);
  CHECK(text.find("Median deepest level by role: best") != std::string::npos);
  CHECK(text.find("on level 12") == std::string::npos);  // nobody got there
  // The same run again is the same report: the games are seeded.
  CHECK(balance_text(play_balance(test::content(), run)) == text);
}

TEST_CASE("the balance report tells where the games that reached the last level were lost",
          "[bot][balance]") {
  RoleBalance r;
  r.role = "Valkyrie";
  auto end = [&](bool died, bool won, bool amulet, int depth, int deepest, const char* who) {
    GameEnd e;
    e.died = died, e.won = won, e.carries_amulet = amulet;
    e.depth = depth, e.deepest = deepest, e.killer = who;
    ++r.games;
    count_end(e, r);
  };
  end(false, true, true, 1, 12, "");           // carried it out
  end(true, false, false, 12, 12, "a troll");  // killed down there before taking it
  end(true, false, false, 12, 12, "a troll");
  end(true, false, false, 12, 12, "a minotaur");
  end(true, false, true, 9, 12, "an ettin");     // killed on the climb with it
  end(true, false, false, 11, 12, "a vampire");  // went back up without it
  end(false, false, false, 12, 12, "");          // out of turns down there
  end(true, false, false, 7, 7, "a wolf");       // never got there
  CHECK(r.reached[12] == 7);
  CHECK(r.reached[7] == 8);
  CHECK(r.wins == 1);
  const std::string text = balance_text({r});
  CHECK(text.find("  on level 12 (7 games): 1 won, 3 died there before taking the Amulet (a troll "
                  "67%, a minotaur 33%), 1 died carrying it, 1 died above it without it, 1 out "
                  "of turns\n") != std::string::npos);
  CHECK(text.find("deaths (6): a troll 33%, a minotaur 17%,") != std::string::npos);
}

namespace {

// One key from the bot, and the walk it begins played out frame by frame, as a player sees it.
void press(App& app, Bot& bot) {
  app.handle(bot.next(app));
  while (app.walking()) app.advance();
}

// The bot plays on until the game is over (or `keys` keys have been pressed).
void play_to_the_end(App& app, Bot& bot, int keys) {
  for (int k = 0; k < keys && app.playing() && !app.game().run().over; ++k) press(app, bot);
}

Item the_amulet() {
  return Item{test::catalog().find_item("amulet"), 1, 0};
}

}  // namespace

TEST_CASE("with the Amulet, the bot climbs every staircase and out of the dungeon", "[bot]") {
  auto made = Game::new_game(test::catalog(), 5, {}, true);
  REQUIRE(made.ok());
  Game g = std::move(made.value());
  g.mutable_wizard().immortal = true;  // the climb is the test, not the fights on the way
  g.apply(Command::jump(3));
  REQUIRE(g.depth() == 3);
  g.mutable_player().inventory.push_back({'z', the_amulet()});
  REQUIRE(g.hero().carries_amulet(g.catalog()));
  App app(test::content(), std::move(g));
  Bot bot(5, BotStyle::Goal);
  play_to_the_end(app, bot, 20000);
  REQUIRE(app.playing());
  CHECK(app.game().run().over);
  CHECK(app.game().run().ending == Ending::Won);
}

TEST_CASE("the bot fetches better armour it has seen, swaps it on and leaves the worse", "[bot]") {
  // The caveman wears leather armour (armour 2); ring mail (3) lies across the room.
  Game g = test::game_on(
      "##########\n"
      "#@.......#\n"
      "#........#\n"
      "##########\n");
  g.mutable_level().monsters.clear();
  g.set_wanderers(false);
  const int ring_mail = g.catalog().find_item("ring_mail");
  const char before = g.hero().worn_in(ArmourSlot::Body);
  REQUIRE(before != 0);
  REQUIRE(g.catalog().kind_of(g.hero().slot(before)->item).ac < g.catalog().item(ring_mail).ac);
  g.mutable_level().items.push_back({{7, 2}, Item{ring_mail, 1, 0}});
  g.refresh_vision();
  App app(test::content(), std::move(g));
  Bot bot(3, BotStyle::Goal);
  const auto wears_ring_mail = [&] {
    const char on = app.game().hero().worn_in(ArmourSlot::Body);
    return on && app.game().hero().slot(on)->item.kind == ring_mail;
  };
  for (int keys = 0; keys < 400 && !wears_ring_mail(); ++keys) press(app, bot);
  CHECK(wears_ring_mail());
  // The leather armour it took off does not stay in the pack for long.
  for (int keys = 0; keys < 60 && app.game().hero().slot(before); ++keys) press(app, bot);
  CHECK(app.game().hero().slot(before) == nullptr);
}

namespace {

// A small room (`map`) with the hero alone in it, and no wanderers to come.
Game quiet_room(const char* map =
                    "#######\n"
                    "#@....#\n"
                    "#.....#\n"
                    "#######\n") {
  Game g = test::game_on(map);
  g.mutable_level().monsters.clear();
  g.set_wanderers(false);
  return g;
}

}  // namespace

TEST_CASE("the bot strikes back at an unseen monster's mark until it is dead", "[bot]") {
  Game g = quiet_room();
  g.mutable_player().hp = g.mutable_player().max_hp = 400;
  // A stalker beside the hero, which the hero cannot see: only its blows show where it is.
  const int id = test::put_monster(g, "stalker", {2, 1}).id;
  g.mutable_level().monster_by_id(id)->hp = 30;
  g.refresh_vision();
  REQUIRE(g.sight().visible_monster({2, 1}) == nullptr);
  App app(test::content(), std::move(g));
  Bot bot(5, BotStyle::Goal);
  for (int keys = 0; keys < 80 && app.game().level().monster_by_id(id); ++keys) press(app, bot);
  CHECK(app.game().level().monster_by_id(id) == nullptr);
  CHECK(app.game().hero().kills == 1);
}

TEST_CASE("the bot drinks a potion it knows heals when badly hurt beside a foe", "[bot]") {
  Game g = quiet_room();
  test::put_monster(g, "ogre", {2, 1});
  const char p = test::give(g, "healing", 2);
  g.mutable_player().max_hp = 60;
  g.mutable_player().hp = 15;  // below two fifths, above a seventh: no prayer
  g.refresh_vision();
  Rng rng(1);
  bot_tactics::Memory memory;
  // Not known to heal, it is no sure thing: the tactics leave the fight to the usual plan.
  CHECK(bot_tactics::keys(g, rng, memory, 0).empty());
  g.mutable_knowledge().learn(g.hero().slot(p)->item.kind);
  CHECK(bot_tactics::keys(g, rng, memory, 0) == std::string{'q', p});
}

TEST_CASE("near death, the bot prays, and again once 300 turns have passed", "[bot]") {
  Game g = quiet_room();
  g.mutable_player().max_hp = 60;
  while (g.turn() < 101) g.apply(Command::wait());
  g.mutable_player().hp = 5;  // below a seventh of the most: major trouble
  Rng rng(1);
  bot_tactics::Memory memory;
  // p, and y to "Are you sure you want to pray?"
  REQUIRE(bot_tactics::keys(g, rng, memory, 0) == "py");
  REQUIRE(memory.prayed == g.turn());
  const int prayed = g.turn();
  while (g.turn() < prayed + 300) g.apply(Command::wait());
  g.mutable_player().hp = 5;
  CHECK(bot_tactics::keys(g, rng, memory, 0) != "py");  // 300 turns: too soon
  g.apply(Command::wait());
  g.mutable_player().hp = 5;
  CHECK(bot_tactics::keys(g, rng, memory, 0) == "py");  // 301: again
  CHECK(memory.prayed == prayed + 301);
}

TEST_CASE("with the Amulet and hurt, the bot rests before it climbs", "[bot]") {
  Game g = quiet_room(
      "#######\n"
      "#@...<#\n"
      "#.....#\n"
      "#######\n");
  g.mutable_player().inventory.push_back({'z', the_amulet()});
  g.mutable_player().max_hp = 60;
  g.mutable_player().hp = 20;
  App app(test::content(), std::move(g));
  Bot bot(5, BotStyle::Player);
  play_to_the_end(app, bot, 2000);
  REQUIRE(app.playing());
  REQUIRE(app.game().run().over);
  CHECK(app.game().run().ending == Ending::Won);
  CHECK(app.game().hero().hp * 10 >= app.game().hero().max_hp * 7);  // rested first
}

TEST_CASE("the bot lets a sleeping monster far stronger than the hero lie", "[bot]") {
  // Beside the hero, asleep: a jackal is struck, a minotaur (eleven levels up) is not; under
  // the Shining Light (the caveman's lawful Anu, who scorns a blow at a sleeper), neither.
  struct Case {
    const char* breed;
    int god;  // an alignment of the pantheon: 2 is Anshar, the Way of War
    bool struck;
  };
  for (const Case& c :
       {Case{"jackal", 2, true}, Case{"minotaur", 2, false}, Case{"jackal", -1, false}}) {
    Game g = quiet_room();
    g.mutable_player().hp = g.mutable_player().max_hp = 1000;
    g.mutable_player().god = c.god;
    const int id = test::put_monster(g, c.breed, {2, 1}, Mind::Asleep).id;
    const int hp = g.level().monster_by_id(id)->hp;
    g.refresh_vision();
    App app(test::content(), std::move(g));
    Bot bot(5, BotStyle::Player);
    for (int keys = 0; keys < 12; ++keys) press(app, bot);
    const Monster* m = app.game().level().monster_by_id(id);
    INFO(c.breed << " under god " << c.god);
    if (c.struck)
      CHECK((m == nullptr || m->hp < hp));
    else
      CHECK((m != nullptr && m->hp == hp));
  }
}

TEST_CASE("the bot takes its gold to its god's altar and offers it", "[bot][worship]") {
  // A lawful caveman (Anu, the Shining Light) with 120 gold, a lawful altar ('&') in the room.
  Game g = quiet_room(
      "#######\n"
      "#@....#\n"
      "#...&.#\n"
      "#######\n");
  g.mutable_player().gold = 120;
  test::remember_all(g);
  App app(test::content(), std::move(g));
  Bot bot(5, BotStyle::Player);
  for (int keys = 0; keys < 40 && app.game().hero().gold > 0; ++keys) press(app, bot);
  CHECK(app.game().hero().gold == 0);
  CHECK(app.game().hero().piety == 16);  // 10, and 1 each 20 gold
  CHECK(app.game().run().history.back().kind == Command::Kind::Offer);
}

TEST_CASE(
    "the bot goes into a shop, buys a potion it can afford and pays, and leaves the keeper "
    "at peace",
    "[bot][shop]") {
  Game g = test::hall_with("general_store", {4, 2});
  g.set_wanderers(false);
  // A lit hall: the shop's goods all seen. Potions only, so what it buys is known.
  Level& lv = g.mutable_level();
  std::erase_if(lv.items, [](const FloorItem& f) { return f.item.unpaid; });
  for (int x = 5; x <= 9; ++x) {
    Item p = test::item("healing");
    p.unpaid = true;
    lv.items.push_back({{x, 3}, p});
  }
  g.mutable_player().gold = 300;
  g.mutable_player().attr[Attr::Ch] = 12;
  test::remember_all(g);
  g.refresh_vision();
  App app(test::content(), std::move(g));
  Bot bot(5, BotStyle::Player);
  int paid = 0;
  for (int keys = 0; keys < 200 && paid == 0; ++keys) {
    press(app, bot);
    for (const Command& c : app.game().run().history) paid += c.kind == Command::Kind::Pay;
  }
  CHECK(paid > 0);
  CHECK(app.game().hero().gold == 300 - 133);  // one potion, unknown: 100 and a third
  CHECK(shop::debt(app.game()) == 0);
  const Monster* keeper = shop::keeper(app.game(), 0);
  CHECK(keeper);  // still at peace
}

}  // namespace test_bot
