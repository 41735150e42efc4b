// Character creation rules against docs/CHARACTERS.md: the tables as loaded from
// characters.toml, legal combinations, the 75-point attribute roll, and each role's birth.
#include <array>
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "core/actor/character.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/spawn.hpp"
#include "map_fixtures.hpp"
#include "test_content.hpp"

namespace test_character {

using namespace dg;

namespace {

// The tables of CHARACTERS.md, written out again so that a typo in the data fails here.
struct SpecRole {
  char key;
  const char* races;
  const char* genders;
  const char* alignments;
  int hp, pw, extra;
  std::array<int, 6> base;     // St In Wi Dx Co Ch
  std::array<int, 6> weights;  // St In Wi Dx Co Ch
};
const std::map<std::string, SpecRole> kSpecRoles = {
    {"Archeologist",
     {'a', "hdg", "mf", "ln", 11, 1, 0, {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}}},
    {"Barbarian", {'b', "ho", "mf", "nc", 14, 1, 0, {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}}},
    {"Caveman", {'c', "hdg", "mf", "ln", 14, 1, 0, {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}}},
    {"Healer", {'h', "hg", "mf", "n", 11, 4, 4, {7, 7, 13, 7, 11, 16}, {15, 20, 20, 15, 25, 5}}},
    {"Knight", {'k', "h", "mf", "l", 14, 1, 4, {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}}},
    {"Monk", {'m', "h", "mf", "lnc", 12, 2, 2, {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}}},
    {"Priest", {'p', "he", "mf", "lnc", 12, 4, 3, {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}}},
    {"Rogue", {'r', "ho", "mf", "c", 10, 1, 0, {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}}},
    {"Ranger",
     {'R', "hego", "mf", "nc", 13, 1, 0, {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}}},
    {"Samurai", {'s', "h", "mf", "l", 13, 1, 0, {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}}},
    {"Tourist", {'t', "h", "mf", "n", 8, 1, 0, {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}}},
    {"Valkyrie", {'v', "hd", "f", "ln", 14, 1, 0, {10, 7, 7, 7, 10, 7}, {30, 6, 7, 20, 30, 7}}},
    {"Wizard", {'w', "hego", "mf", "nc", 10, 4, 3, {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}}},
};
struct SpecRace {
  const char* alignments;
  int hp, pw;
};
const std::map<char, SpecRace> kSpecRaces = {{'h', {"lnc", 2, 1}},
                                             {'d', {"l", 4, 0}},
                                             {'g', {"n", 1, 2}},
                                             {'o', {"c", 1, 1}},
                                             {'e', {"c", 1, 2}}};

template <typename Def>
std::string keys(const std::vector<Def>& defs, const std::vector<int>& which) {
  std::string s;
  for (int i : which) s += defs[static_cast<std::size_t>(i)].key;
  return s;
}

std::string intersect(const std::string& a, const std::string& b) {
  std::string s;
  for (char c : a)
    if (b.find(c) != std::string::npos) s += c;
  return s;
}

Character who(const char* text) {
  auto c = test::catalog().characters.parse(text);
  INFO(text);
  REQUIRE(c.ok());
  return c.value();
}

Game born(const char* text, std::uint64_t seed = 1) {
  auto g = Game::new_game(test::catalog(), seed, who(text));
  REQUIRE(g.ok());
  return g.value();
}

}  // namespace

TEST_CASE("every role allows exactly the races, genders and alignments of the tables",
          "[core][character]") {
  const CharacterTables& t = test::catalog().characters;
  REQUIRE(t.roles.size() == kSpecRoles.size());
  REQUIRE(t.races.size() == kSpecRaces.size());
  CHECK(keys(t.genders, {0, 1}) == "mf");
  CHECK(keys(t.alignments, {0, 1, 2}) == "lnc");
  for (std::size_t i = 0; i < t.roles.size(); ++i) {
    const RoleDef& r = t.roles[i];
    INFO(r.name);
    REQUIRE(kSpecRoles.count(r.name) == 1);
    const SpecRole& spec = kSpecRoles.at(r.name);
    const int role = static_cast<int>(i);
    CHECK(r.key == spec.key);
    CHECK(keys(t.races, test::catalog().characters.allowed_races(role)) == spec.races);
    CHECK(keys(t.genders, test::catalog().characters.allowed_genders(role)) == spec.genders);
    for (int race : test::catalog().characters.allowed_races(role)) {
      const char rk = t.races[static_cast<std::size_t>(race)].key;
      INFO("race " << rk);
      CHECK(keys(t.alignments, test::catalog().characters.allowed_alignments(role, race)) ==
            intersect(spec.alignments, kSpecRaces.at(rk).alignments));
    }
    CHECK(r.hp == spec.hp);
    CHECK(r.pw == spec.pw);
    CHECK(r.extra_pw == spec.extra);
    for (std::size_t a = 0; a < kAttrCount; ++a) {
      CHECK(r.base.value[a] == spec.base[a]);
      CHECK(r.weights[a] == spec.weights[a]);
    }
  }
  for (const RaceDef& r : t.races) {
    INFO(r.name);
    const SpecRace& spec = kSpecRaces.at(r.key);
    CHECK(keys(t.alignments, r.alignments) == spec.alignments);
    CHECK(r.hp == spec.hp);
    CHECK(r.pw == spec.pw);
  }
}

TEST_CASE("10,000 attribute rolls per role add up to 75 within bounds, by the role's weights",
          "[core][character][attributes]") {
  constexpr int kRolls = 10000;
  for (const RoleDef& r : test::catalog().characters.roles) {
    INFO(r.name);
    Rng rng(derive_seed(7, static_cast<std::uint64_t>(r.key)));
    std::array<long, kAttrCount> added{};
    long total_added = 0;
    bool sums = true, bounded = true;
    for (int i = 0; i < kRolls; ++i) {
      const Attributes a = roll_attributes(r, rng);
      sums &= a.sum() == kAttrTotal;
      for (std::size_t k = 0; k < kAttrCount; ++k) {
        bounded &=
            a.value[k] >= kAttrMin && a.value[k] <= kAttrMax && a.value[k] >= r.base.value[k];
        added[k] += a.value[k] - r.base.value[k];
        total_added += a.value[k] - r.base.value[k];
      }
    }
    CHECK(sums);
    CHECK(bounded);
    // No attribute comes near 25 from these bases, so the share of the points each one got
    // should match its weight: within 1.5 percentage points (more than 5 standard errors).
    for (std::size_t k = 0; k < kAttrCount; ++k) {
      INFO(attr_abbrev(static_cast<Attr>(k)));
      const double share = 100.0 * static_cast<double>(added[k]) / static_cast<double>(total_added);
      CHECK(share == Approx(r.weights[k]).margin(1.5));
    }
  }
}

TEST_CASE("an attribute at 25 takes no more points", "[core][character][attributes]") {
  RoleDef r;
  r.base.value = {24, 3, 3, 3, 3, 3};  // 39: 36 points to give, strength wants them all
  r.weights = {97, 1, 1, 1, 0, 0};
  Rng rng(3);
  for (int i = 0; i < 200; ++i) {
    const Attributes a = roll_attributes(r, rng);
    REQUIRE(a.sum() == kAttrTotal);
    REQUIRE(a[Attr::St] == 25);
    REQUIRE(a[Attr::Co] == 3);  // weight 0: never drawn
  }
}

TEST_CASE("random characters are always legal and cover every role", "[core][character]") {
  std::vector<int> seen(test::catalog().characters.roles.size(), 0);
  for (std::uint64_t s = 0; s < 2000; ++s) {
    Rng rng(s);
    const Character c = test::catalog().characters.complete_randomly({}, rng);
    REQUIRE(c.complete());
    REQUIRE(test::catalog().characters.is_legal(c));
    ++seen[static_cast<std::size_t>(c.role)];
  }
  for (int n : seen) CHECK(n > 80);  // 2000 / 13 is about 154
  // A partial choice is kept and completed within what it allows.
  Rng rng(1);
  for (int i = 0; i < 200; ++i) {
    const Character c = test::catalog().characters.complete_randomly(who("wizard-*-*-*"), rng);
    REQUIRE(test::catalog().characters.is_legal(c));
    CHECK(test::catalog().characters.role_of(c).name == "Wizard");
  }
}

TEST_CASE("a character is named by ids or hotkeys; a wrong one is explained", "[core][character]") {
  CHECK(test::catalog().characters.describe(who("valkyrie-dwarf-female-lawful")) ==
        "lawful female dwarvish Valkyrie");
  CHECK(test::catalog().characters.describe(who("v-d")) == "dwarvish Valkyrie");
  CHECK(test::catalog().characters.describe(who("priest-human-female-neutral")) ==
        "neutral female human Priestess");
  CHECK(test::catalog().characters.describe(who("Caveman-human-female")) ==
        "female human Cavewoman");
  CHECK(who("R") != who("r"));  // Ranger and Rogue
  CHECK(who("*").role == -1);
  auto bad = test::catalog().characters.parse("bard");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "unknown role 'bard'");
  bad = test::catalog().characters.parse("wizard-dwarf");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "Wizard cannot be dwarf (allowed: human, elf, gnome, orc)");
  bad = test::catalog().characters.parse("valkyrie-human-male");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "Valkyrie cannot be male");
  bad = test::catalog().characters.parse("knight-human-male-chaotic");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "that alignment is not allowed (allowed: lawful)");
  CHECK_FALSE(test::catalog().characters.parse("knight-human-male-lawful-extra").ok());
}

TEST_CASE("each role is born with its hit points, power, kit and touches", "[core][character]") {
  // NetHack's starting hit points (role.c): the role's and the race's, written down here, not
  // read from the content the game is made of.
  const std::map<std::string, int> role_hp{
      {"archeologist", 11}, {"barbarian", 14}, {"caveman", 14}, {"healer", 11}, {"knight", 14},
      {"monk", 12},         {"priest", 12},    {"rogue", 10},   {"ranger", 13}, {"samurai", 13},
      {"tourist", 8},       {"valkyrie", 14},  {"wizard", 10}};
  const std::map<std::string, int> race_hp{
      {"human", 2}, {"dwarf", 4}, {"gnome", 1}, {"orc", 1}, {"elf", 1}};
  for (const RoleDef& r : test::catalog().characters.roles) {
    for (int race : test::catalog().characters.allowed_races(
             static_cast<int>(&r - test::catalog().characters.roles.data()))) {
      const RaceDef& rc = test::catalog().characters.races[static_cast<std::size_t>(race)];
      const std::string name = r.id + "-" + rc.id;
      INFO(name);
      for (std::uint64_t seed : {1, 2, 3}) {
        const Game g = born(name.c_str(), seed);
        const Player& h = g.hero();
        REQUIRE(role_hp.count(r.id) == 1);
        REQUIRE(race_hp.count(rc.id) == 1);
        CHECK(h.max_hp == role_hp.at(r.id) + race_hp.at(rc.id));
        CHECK(h.hp == h.max_hp);
        CHECK(h.max_pw >= r.pw + rc.pw);
        CHECK(h.max_pw <= r.pw + r.extra_pw + rc.pw);
        CHECK(h.attr.sum() == kAttrTotal);
        CHECK(h.speed == r.speed);
        CHECK(h.unarmed == r.unarmed);
        // Every kit line is in the pack, known; the weapon is in hand, the armour worn.
        CHECK(h.inventory.size() == r.kit.size());
        for (const KitEntry& e : r.kit) {
          if (e.use == KitEntry::Use::Wield) CHECK(h.slot(h.wielded)->item.kind == e.item);
          if (e.use == KitEntry::Use::Wear)
            CHECK(h.slot(h.worn_in(g.catalog().item(e.item).slot))->item.kind == e.item);
        }
        for (const InvSlot& s : h.inventory) CHECK(g.knowledge().knows(s.item.kind));
        CHECK(h.has(Property::Infravision) == (rc.id != "human"));
      }
    }
  }
  // The same seed and choice give the same hero.
  CHECK(born("wizard-elf", 5).hero() == born("wizard-elf", 5).hero());
  CHECK(born("valkyrie-human", 5).hero().has(Property::Stealthy));
  CHECK(born("samurai", 5).hero().effective_speed(test::catalog()) > kNormalSpeed);
  CHECK(born("healer", 5).hero().has(Property::PoisonResistant));
  CHECK(born("monk", 5).hero().has(Property::SeesInvisible));
  // A Healer can cast healing (5 Pw) from the first turn: before, 2 to 7 Pw.
  for (std::uint64_t seed = 1; seed <= 40; ++seed)
    for (const char* healer : {"healer-human", "healer-gnome"}) {
      INFO(healer << " seed " << seed);
      CHECK(born(healer, seed).hero().pw >= 5);
    }
}

TEST_CASE("orcs and healers shrug off poison; humans do not", "[core][character]") {
  for (const char* c : {"rogue-orc", "healer-gnome", "rogue-human"}) {
    INFO(c);
    auto made = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, who(c));
    REQUIRE(made.ok());
    Game& g = made.value();
    g.mutable_player().inventory.push_back({'z', Item{test::catalog().find_item("poison"), 1, 0}});
    g.apply(Command::use_item(Use::Quaff, 'z'));
    CHECK(g.hero().has(Property::Poisoned) == (std::string(c) == "rogue-human"));
  }
}

TEST_CASE("infravision shows warm monsters in the dark, not cold ones", "[core][character]") {
  const char* map = "###########\n#@........#\n###########\n";
  for (const char* c : {"valkyrie-dwarf", "valkyrie-human"}) {
    INFO(c);
    auto made = Game::from_ascii(test::catalog(), map, 1, who(c));
    REQUIRE(made.ok());
    Game& g = made.value();
    g.mutable_level().lit.fill(0);  // a dark corridor: the hero's light reaches 3 cells
    Rng rng(1);
    spawn_monster(test::catalog(), g.mutable_level(), rng, test::catalog().find_breed("jackal"), 1,
                  {7, 1});
    spawn_monster(test::catalog(), g.mutable_level(), rng, test::catalog().find_breed("newt"), 1,
                  {8, 1});
    g.refresh_vision();
    CHECK_FALSE(g.sight().sees({7, 1}));
    const bool dwarf = std::string(c) == "valkyrie-dwarf";
    CHECK((g.sight().visible_monster({7, 1}) != nullptr) == dwarf);  // warm
    CHECK(g.sight().visible_monster({8, 1}) == nullptr);             // cold-blooded
  }
}

TEST_CASE("a ranger finds hidden traps without searching", "[core][character]") {
  for (const char* c : {"ranger-human", "valkyrie-human"}) {
    INFO(c);
    auto made = Game::from_ascii(test::catalog(), "#####\n#@..#\n#####\n", 1, who(c));
    REQUIRE(made.ok());
    Game& g = made.value();
    test::put_trap(g, "trap_dart", {2, 1});
    for (int i = 0; i < 60; ++i) g.apply(Command::wait());
    CHECK(g.level().traps.front().hidden == (std::string(c) != "ranger-human"));
  }
}

TEST_CASE("strength shows 18/xx and exceptional strength hits harder", "[core][character]") {
  CHECK(strength_text(17, 0) == "17");
  CHECK(strength_text(18, 0) == "18");
  CHECK(strength_text(18, 5) == "18/05");
  CHECK(strength_text(18, 45) == "18/45");
  CHECK(strength_text(18, 100) == "18/**");
  CHECK(strength_text(19, 0) == "19");
  CHECK(strength_damage_bonus(18, 0) == 2);
  CHECK(strength_damage_bonus(18, 50) == 3);
  CHECK(strength_damage_bonus(18, 80) == 4);
  CHECK(strength_damage_bonus(18, 95) == 5);
  CHECK(strength_damage_bonus(18, 100) == 6);
  Attributes a;
  a[Attr::St] = 18;
  a.exceptional = 95;
  gain_strength(a, 10);
  CHECK(a.exceptional == 100);
  gain_strength(a, 3);
  CHECK(a[Attr::St] == 19);
  CHECK(a.exceptional == 0);
}

}  // namespace test_character
