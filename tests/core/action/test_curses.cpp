// Curses, played on a hand-drawn room: a cursed weapon is welded to the hand, cursed armour
// and a cursed ring will not come off, until a scroll of remove curse, an enchantment or a
// prayer lifts the curse; an altar shows a curse with a black flash; and what the dungeon is
// made with is cursed now and then, never a hero's kit.
#include <catch2/catch.hpp>
#include <string>

#include "core/gen/dungeon_gen.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_curses {

using namespace dg;

namespace {

// A room with an altar ('&') east of the hero.
constexpr const char* kShrine =
    "#######\n"
    "#@&...#\n"
    "#.....#\n"
    "#######\n";

// Gives the hero one cursed `id`; its letter.
char give_cursed(Game& g, const char* id) {
  const char letter = test::give(g, id);
  g.mutable_player().slot(letter)->item.cursed = true;
  return letter;
}

Command use(Use how, char letter, Dir d = Dir::None) {
  return Command::use_item(how, letter, d);
}

}  // namespace

TEST_CASE("a cursed weapon is welded to the hand until a scroll of remove curse lifts it",
          "[core][curses]") {
  Game g = test::game_on(kShrine);
  const char sword = give_cursed(g, "long_sword");
  const char club = g.hero().wielded;
  REQUIRE(club != 0);

  g.apply(use(Use::Wield, sword));
  CHECK(g.hero().wielded == sword);
  CHECK(test::said(g, "The long sword welds itself to your hand: it is cursed!"));
  CHECK(g.wording().item_name(g.hero().slot(sword)->item) == "a cursed long sword");

  // Neither another weapon, nor dropping or throwing it, lets it go; none of it takes a turn.
  const int turn = g.turn();
  g.apply(use(Use::Wield, club));
  CHECK(g.hero().wielded == sword);
  CHECK(test::said(g, "Your long sword is welded to your hand: it is cursed!"));
  g.apply(use(Use::Drop, sword));
  g.apply(use(Use::Throw, sword, Dir::E));
  CHECK(g.hero().slot(sword) != nullptr);
  CHECK(g.turn() == turn);

  g.apply(use(Use::Read, test::give(g, "remove_curse")));
  CHECK(
      test::said(g, "You feel as if someone is helping you: what held you is free of its curse."));
  CHECK(g.wording().item_name(g.hero().slot(sword)->item) == "an uncursed long sword");
  g.apply(use(Use::Wield, club));
  CHECK(g.hero().wielded == club);
}

TEST_CASE("cursed armour will not come off; enchanting it drives the curse out", "[core][curses]") {
  Game g = test::game_on(kShrine);
  const char helmet = give_cursed(g, "leather_helmet");
  g.mutable_player().slot(helmet)->item.enchant = -2;
  g.apply(use(Use::Wear, helmet));
  CHECK(g.hero().wears(helmet));
  CHECK(test::said(
      g, "A chill runs through you: the leather helmet is cursed, and will not come off."));
  g.apply(Command::take_off(helmet));
  CHECK(g.hero().wears(helmet));
  CHECK(test::said(g, "You cannot take off your leather helmet: it is cursed!"));

  // The leather armour is taken off first, so the scroll can only find the helmet.
  const char leather = g.hero().worn[static_cast<std::size_t>(ArmourSlot::Body)];
  REQUIRE(leather != 0);
  g.apply(Command::take_off(leather));
  REQUIRE_FALSE(g.hero().wears(leather));
  g.apply(use(Use::Read, test::give(g, "enchanting")));
  g.apply(Command::enchant(helmet));
  CHECK(test::said(g, "The curse on it is lifted."));
  CHECK(g.wording().item_name(g.hero().slot(helmet)->item) == "an uncursed -1 leather helmet");
  g.apply(Command::take_off(helmet));
  CHECK_FALSE(g.hero().wears(helmet));
}

TEST_CASE("a cursed ring stays on its finger; a prayer lifts the curse as minor trouble",
          "[core][curses]") {
  Game g = test::game_on(kShrine);
  const char ring = give_cursed(g, "ring_protection");
  g.apply(use(Use::PutOn, ring));
  REQUIRE(g.hero().has_on(ring));
  // A ring of protection tells what it is as it goes on: then its curse.
  CHECK(test::said(g, "The ring of protection tightens on your finger: it is cursed!"));
  g.apply(use(Use::Remove, ring));
  CHECK(g.hero().has_on(ring));

  // Below the minor-trouble threshold (100), the god answers and lets it go.
  g.mutable_player().prayer_timeout = 50;
  g.apply(Command::of(Command::Kind::Pray));
  CHECK(test::said(g, "You feel that something that held you has let go."));
  g.apply(use(Use::Remove, ring));
  CHECK_FALSE(g.hero().has_on(ring));
}

TEST_CASE("a thing dropped on an altar shows whether it is cursed", "[core][curses]") {
  Game g = test::game_on(kShrine);
  const char bad = give_cursed(g, "mace");
  const char good = test::give(g, "long_sword");
  const char potion = test::give(g, "healing");
  g.apply(Command::move(Dir::E));
  REQUIRE(g.hero().pos == Vec{2, 1});

  g.apply(use(Use::Drop, bad));
  CHECK(test::said(g, "There is a black flash as it touches the lawful altar: it is cursed!"));
  g.apply(use(Use::Drop, good));
  CHECK(test::said(g, "No black flash as it touches the lawful altar: it is not cursed."));
  const auto said_before = g.log().all().size();
  g.apply(use(Use::Drop, potion));  // nothing a potion can carry
  CHECK(g.log().all().size() == said_before + 1);

  std::vector<std::string> names;
  for (const FloorItem& f : g.level().items) names.push_back(g.wording().item_name(f.item));
  REQUIRE(names.size() == 3);
  CHECK(names[0] == "a cursed mace");
  CHECK(names[1] == "an uncursed long sword");
  // Picked up again, the mace keeps the name the altar gave it.
  g.apply(Command::pick_up(0));
  bool named = false;
  for (const InvSlot& s : g.hero().inventory)
    named |= g.wording().item_name(s.item) == "a cursed mace";
  CHECK(named);

  // Off the altar, a drop says nothing of curses.
  g.apply(Command::move(Dir::E));
  const char other = give_cursed(g, "long_sword");
  g.apply(use(Use::Drop, other));
  CHECK(g.log().all().back().text == "You drop a long sword.");
}

TEST_CASE("what the dungeon is made with is sometimes cursed, never a hero's kit",
          "[core][curses][gen]") {
  const Catalog& cat = test::catalog();
  int can = 0, cursed = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed)
    for (int depth = 1; depth <= 12; ++depth) {
      auto lv = gen::make_level(cat, seed, depth, std::nullopt);
      REQUIRE(lv);
      for (const FloorItem& f : lv.value().items) {
        const ItemKind& k = cat.kind_of(f.item);
        if (!can_be_cursed(k)) {
          CHECK_FALSE(f.item.cursed);  // potions, scrolls, wands, stacks of darts: never
          continue;
        }
        ++can;
        if (!f.item.cursed) continue;
        ++cursed;
        CHECK_FALSE(f.item.curse_known);  // found, it does not say so
        if (k.cls != ItemClass::Ring) CHECK((f.item.enchant >= -3 && f.item.enchant <= -1));
      }
    }
  // One in eight, give or take: between 1 in 16 and 1 in 4 of some hundreds of things.
  REQUIRE(can > 200);
  CHECK(cursed * 16 > can);
  CHECK(cursed * 4 < can);

  for (const char* who : {"caveman-human-male-lawful", "valkyrie-human-female-lawful",
                          "wizard-elf-male-chaotic", "tourist-human-female-neutral"}) {
    auto c = cat.characters.parse(who);
    REQUIRE(c.ok());
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      auto g = Game::new_game(cat, seed, c.value(), true, false);
      REQUIRE(g.ok());
      for (const InvSlot& s : g.value().hero().inventory) CHECK_FALSE(s.item.cursed);
    }
  }
}

}  // namespace test_curses
