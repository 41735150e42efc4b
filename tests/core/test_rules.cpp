// The rules' identity (core/rules.hpp). A run replays only under the rules that recorded it,
// so whatever changes a replay must change the rules id: these pinned replays fail when the
// game plays differently while kRulesId stays what it was. Natively and in WebAssembly.
#include <catch2/catch.hpp>
#include <string>

#include "core/gen/seed_catalog.hpp"
#include "core/played.hpp"
#include "core/rules.hpp"
#include "core/save.hpp"

namespace test_rules {

using namespace dg;

namespace {

// What three recorded runs replay to under each rules id. A new id gets a new row (the old
// rows stay: they say what each id played). Numbers written by hand from a run of the game,
// never computed by the test.
struct Pins {
  int rules;
  const char* wanderer;    // seed 2026, 1500 commands, the character the seed draws
  const char* descender;   // seed 77, 3000 commands, a dwarvish Valkyrie
  const char* apprentice;  // seed 4242, 2000 commands, an elven Wizard
};
constexpr Pins kPins[] = {
    {9, "12174066905076723020", "16637404568359166246", "15002660825118914518"},
    {10, "324876391171701277", "16637404568359166246", "9331891529521012259"},
    {11, "2006915206406217392", "519732305890003946", "11567935216980612394"},
    {12, "2006915206406217392", "519732305890003946", "11567935216980612394"},
    {13, "2006915206406217392", "15329476439669514571", "11567935216980612394"},
    {14, "8258100044993953521", "10256920222887638052", "16623569265085824229"},
    {15, "8258100044993953521", "10256920222887638052", "16623569265085824229"},
    {16, "9694279840029699633", "8947708125479859108", "1261057241343893349"},
    {17, "9694279840029699633", "8947708125479859108", "1261057241343893349"},
    {18, "9694279840029699633", "8947708125479859108", "1261057241343893349"},
    {19, "8953425844086558767", "15080966495447921144", "13301802378609173105"},
    {20, "8953425844086558767", "15080966495447921144", "13301802378609173105"},
    {21, "8953425844086558767", "15080966495447921144", "13301802378609173105"},
    {22, "18427275699673649010", "14339892926696488520", "8110881118886230101"},
    {23, "18427275699673649010", "5122781913646870235", "8110881118886230101"},
    {24, "16468530332839050006", "11300416422770942944", "17473722500365064566"},
    {25, "16468530332839050006", "11300416422770942944", "17473722500365064566"},
    {26, "16468530332839050006", "11300416422770942944", "17473722500365064566"},
    {27, "16468530332839050006", "10537165129685097706", "17473722500365064566"},
    {28, "16468530332839050006", "15051999728471386908", "17473722500365064566"},
    {29, "7163935049769764918", "7316909306809873852", "12934314143793207350"},
    {30, "7163935049769764918", "7316909306809873852", "12934314143793207350"},
    {31, "7163935049769764918", "7316909306809873852", "12934314143793207350"},
    {32, "7163935049769764918", "8111573090679153808", "12934314143793207350"},
    {33, "11533889558074436680", "10814035725285007685", "17268528863476757116"},
    {34, "17475558464827021366", "3071601417999896810", "4387177884723304982"},
    {35, "17475558464827021366", "12781198835987987695", "4387177884723304982"},
    {36, "17475558464827021366", "13924447756823894818", "4387177884723304982"},
    {37, "1207035574934943728", "6745596882634342237", "5654479913611883644"},
    {38, "17353707496383764920", "4763260773880184663", "15715162997614868331"},
    {39, "18077287853851748383", "5563182650189616036", "7282610687243022179"},
};

Character named(const char* text) {
  auto who = test::catalog().characters.parse(text);
  REQUIRE(who.ok());
  return who.value();
}

}  // namespace

TEST_CASE("the pinned replays change only with the rules id", "[core][rules][replay]") {
  const Pins* pins = nullptr;
  for (const Pins& p : kPins)
    if (p.rules == kRulesId) pins = &p;
  {
    INFO("No pins for rules " << rules_name(kRulesId) << ": add a row to kPins.");
    REQUIRE(pins != nullptr);
  }
  const std::string why =
      "The game plays differently under the same rules id. Raise kRulesId (core/rules.hpp) and "
      "pin the new hashes under it, so no saved run or link replays under rules that did not "
      "record it.";
  INFO(why);
  CHECK(std::to_string(test::played(2026, 1500).state_hash()) == pins->wanderer);
  CHECK(std::to_string(test::played(77, 3000, named("valkyrie-dwarf")).state_hash()) ==
        pins->descender);
  CHECK(std::to_string(test::played(4242, 2000, named("wizard-elf")).state_hash()) ==
        pins->apprentice);
}

namespace {

// What the dungeon of seed 4242 holds, level by level (its seed catalog's text), as a 64-bit
// FNV-1a, under each rules id from 15 on: the replays above may never leave the first levels,
// and the generators' changes show here. Written by hand from a run, as above.
struct DungeonPin {
  int rules;
  const char* hash;
};
constexpr DungeonPin kDungeonPins[] = {
    {15, "11022424947950782331"}, {16, "11884012870825362204"}, {17, "17169665671213769605"},
    {18, "14977731103190264818"}, {19, "13046616850517547539"}, {20, "10049760661296323294"},
    {21, "12436174490649520325"}, {22, "6882396807644558588"},  {23, "3594496316242819820"},
    {24, "3594496316242819820"},  {25, "3594496316242819820"},  {26, "7279930976332094051"},
    {27, "7279930976332094051"},  {28, "7279930976332094051"},  {29, "7279930976332094051"},
    {30, "7279930976332094051"},  {31, "7279930976332094051"},  {32, "7279930976332094051"},
    {33, "8108513225108351751"},  {34, "5860880943840893591"},  {35, "5860880943840893591"},
    {36, "2637287623315539851"},  {37, "3546403056281477272"},  {38, "18208144905030145052"},
    {39, "10035754839055646881"},
};

std::string fnv1a(const std::string& text) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ULL;
  return std::to_string(h);
}

}  // namespace

TEST_CASE("the dungeon a seed makes changes only with the rules id", "[core][rules]") {
  const DungeonPin* pin = nullptr;
  for (const DungeonPin& p : kDungeonPins)
    if (p.rules == kRulesId) pin = &p;
  {
    INFO("No dungeon pin for rules " << rules_name(kRulesId) << ": add a row to kDungeonPins.");
    REQUIRE(pin != nullptr);
  }
  const auto levels = seed_catalog(test::catalog(), 4242);
  REQUIRE(levels.ok());
  INFO("The dungeon is made differently under the same rules id: raise kRulesId.");
  CHECK(fnv1a(seed_catalog_text(4242, levels.value())) == pin->hash);
}

TEST_CASE("a replay carries the rules it was played under", "[core][rules][save]") {
  const Game g = test::played(2026, 1500);
  auto back = decode_save(test::catalog(), encode_save(g));
  REQUIRE(back.ok());
  CHECK(back.value().state_hash() == g.state_hash());
  CHECK(rules_id() == kRulesId);  // this build plays what it says
  CHECK(encode_save(g).find("\"version\":39") != std::string::npos);
  CHECK(g.turn() > 100);  // wandering and fighting, beside the pet
}

TEST_CASE("rules names read back, and nothing else reads as one", "[core][rules]") {
  CHECK(rules_name(9) == "r9");
  CHECK(parse_rules_name("r9") == 9);
  CHECK(parse_rules_name("r12") == 12);
  for (const char* bad : {"", "r", "9", "r09", "r+9", "r-1", "rx", "r9x", "r999999999"})
    CHECK(parse_rules_name(bad) == -1);
  CHECK(rules_words(9) == "rules r9 (Deepglyph 0.1.0)");
  CHECK(rules_words(8) == "rules r8 (never released)");
  CHECK(rules_words(10) == "rules r10 (never released)");
  CHECK(rules_words(11) == "rules r11 (never released)");
  CHECK(rules_words(12) == "rules r12 (never released)");
  CHECK(rules_words(13) == "rules r13 (never released)");
  CHECK(releases_playing(7).empty());
}

}  // namespace test_rules
