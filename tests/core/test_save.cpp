// Saves: a run is its seed, character and commands; loading replays them and must reach the
// recorded state. Bad saves of every kind are refused with a message, never a crash.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "core/command_text.hpp"
#include "core/game.hpp"
#include "core/high_scores.hpp"
#include "core/played.hpp"
#include "core/save.hpp"
#include "fuzz/command_code.hpp"
#include "test_content.hpp"

namespace test_save {

using namespace dg;

using test::played;

TEST_CASE("commands pack into numbers and back", "[core][save]") {
  const Command samples[] = {Command::move(Dir::NW).confirm(),
                             Command::wait(),
                             Command::brew("acf"),
                             Command::use_item(Use::Throw, 'q', Dir::SE),
                             Command::pick_up(2),
                             Command::summon(7),
                             Command::jump(3)};
  for (const Command& c : samples) {
    Command back;
    REQUIRE(decode_command(test::catalog(), encode_command(c), back));
    CHECK(back == c);
  }
  Command junk;
  CHECK_FALSE(decode_command(test::catalog(), -1, junk));
  CHECK_FALSE(decode_command(test::catalog(), 31, junk));                 // no such kind
  CHECK_FALSE(decode_command(test::catalog(), 15 << 5, junk));            // no such direction
  CHECK_FALSE(decode_command(test::catalog(), 12 | 33 << 10, junk));      // quaff '!': no letter
  CHECK_FALSE(decode_command(test::catalog(), 19 | 100000 << 10, junk));  // no such breed
}

TEST_CASE("commands are words: a name, what it names, a direction, ! when confirmed",
          "[core][save]") {
  const Catalog& cat = test::catalog();
  const int jackal = cat.find_breed("jackal"), club = cat.find_item("club");
  const std::pair<Command, const char*> samples[] = {
      {Command::move(Dir::NW).confirm(), "move nw !"},
      {Command::wait(), "wait"},
      {Command::of(Command::Kind::Search), "search"},
      {Command::of(Command::Kind::Open, Dir::S), "open s"},
      {Command::of(Command::Kind::Ascend).confirm(), "ascend !"},
      {Command::pick_up(2), "pick_up 2"},
      {Command::pick_up(std::vector<int>{0, 2, 3}), "pick_up 0,2,3"},
      {Command::use_item(Use::Quaff, 'c'), "quaff c"},
      {Command::use_item(Use::Throw, 'q', Dir::SE), "throw q se"},
      {Command::use_item(Use::Wear, 'B'), "wear B"},
      {Command::take_off(), "take_off"},  // an older save's: the only piece worn
      {Command::take_off('c'), "take_off c"},
      // No letter but a direction (the fuzzer's): "take_off n" would read as the letter n.
      {Command::of(Command::Kind::TakeOff, Dir::N), "take_off - n"},
      {Command::take_off('n'), "take_off n"},
      {Command::brew("acf"), "brew acf"},
      {Command::jump(3), "wizard_jump 3"},
      {Command::summon(jackal), "wizard_summon jackal"},
      {Command::create(club), "wizard_create club"},
      {Command::of(Command::Kind::WizardToggleMap), "wizard_map"},
  };
  for (const auto& [c, text] : samples) {
    CHECK(command_text(cat, c) == text);
    auto back = parse_command_text(cat, text);
    REQUIRE(back.ok());
    CHECK(back.value() == c);
  }
  const std::pair<const char*, const char*> bad[] = {
      {"fly e", "unknown command 'fly'"},
      {"", "an empty command"},
      {"move up", "not a direction: 'up'"},
      {"quaff", "'quaff' lacks what it names"},
      {"quaff 7", "not an inventory letter: '7'"},
      {"brew abcd", "too many ingredients: 'abcd'"},
      {"wizard_summon dragon", "no monster 'dragon'"},
      {"wizard_create crown", "no item 'crown'"},
      {"wizard_jump deep", "not a number: 'deep'"},
      {"pick_up 1,,2", "not a list of numbers: '1,,2'"},
      {"pick_up 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26",
       "too many things: '0,1,2,3,4,5,6,7,8,9,10,1'"},  // quoted, cut short
      {"search n ! now", "more words than 'search' takes"},
  };
  for (const auto& [text, why] : bad) {
    auto r = parse_command_text(cat, text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == why);
  }
}

TEST_CASE("a save replays to the same game", "[core][save]") {
  for (std::uint64_t seed : {1, 2, 3}) {
    const Game g = played(seed, 400);
    const std::string text = encode_save(g);
    auto back = decode_save(test::catalog(), text);
    INFO(seed << ": " << (back.ok() ? "" : back.error()));
    REQUIRE(back.ok());
    CHECK(back.value().state_hash() == g.state_hash());
    CHECK(back.value() == g);
    CHECK(encode_save(back.value()) == text);
  }
}

TEST_CASE("the state hash tells games apart", "[core][save]") {
  const Game a = played(5, 40);
  REQUIRE_FALSE(a.run().over);  // one more command is one more turn
  CHECK(a.state_hash() == played(5, 40).state_hash());
  CHECK(a.state_hash() != played(5, 41).state_hash());
  CHECK(a.state_hash() != played(6, 40).state_hash());
}

TEST_CASE("bad saves are refused with a clear message", "[core][save]") {
  const std::string good = encode_save(played(9, 50));
  auto refused = [](const std::string& text) {
    auto r = decode_save(test::catalog(), text);
    REQUIRE_FALSE(r.ok());
    return r.error();
  };
  CHECK(refused(good.substr(0, good.size() / 2)).rfind("The save is damaged", 0) == 0);
  CHECK(refused("").rfind("The save is damaged", 0) == 0);
  CHECK(refused("{\"hello\": 1}") == "This is not a Deepglyph save.");
  CHECK(refused("[1, 2, 3]") == "This is not a Deepglyph save.");
  std::string old = good, newer = good;
  const std::string version = "\"version\":39";
  REQUIRE(good.find(version) != std::string::npos);
  old.replace(old.find(version), version.size(), "\"version\":1");
  newer.replace(newer.find(version), version.size(), "\"version\":999");
  CHECK(refused(old) ==
        "This run was played under rules r1 (never released); this Deepglyph plays r39, under "
        "which it would be another game.");
  CHECK(refused(newer).find("under rules r999 (never released)") != std::string::npos);
  std::string forged = good;
  const std::size_t h = forged.find('"', forged.find("\"hash\":\"") + 8) - 1;  // last digit
  forged[h] = forged[h] == '1' ? '2' : '1';
  CHECK(refused(forged).find("does not replay") != std::string::npos);
  std::string role = good;
  role.replace(role.find("\"character\":[\"") + 13, 1, "\"bard\",\"x");
  CHECK(refused(role).rfind("The save is damaged", 0) == 0);
  std::string verb = good;
  verb.replace(verb.find("\"commands\":[\"") + 13, 0, "fly ");
  CHECK(refused(verb).rfind("The save is damaged (command 1: unknown command 'fly')", 0) == 0);
}

TEST_CASE("a save carries its run's stamp", "[core][save]") {
  const Game g = played(9, 40);
  const std::string text = encode_save(g, {"a1b2", 7});
  auto stamp = read_stamp(text);
  REQUIRE(stamp.ok());
  CHECK(stamp.value() == SaveStamp{"a1b2", 7});
  CHECK(text.find("\"run\":\"a1b2\"") != std::string::npos);
  // A save without its stamp is damaged.
  std::string no_run = text;
  no_run.replace(no_run.find("\"run\":\"a1b2\""), 12, "\"rum\":\"a1b2\"");
  CHECK(read_save(test::catalog(), no_run).error() == "The save is damaged (no run id).");
}

TEST_CASE("a save from before the one scheduler is explained as older, not replayed wrong",
          "[core][save]") {
  // Written by the format-3 build (ef60ff2): seed 9, a wizard Valkyrie, ten turns. Its
  // commands would now replay to another game (the hero's conditions tick in its own slot).
  const std::string v3 = test::test_file("save_format3.json");
  auto back = decode_save(test::catalog(), v3);
  REQUIRE_FALSE(back.ok());
  CHECK(back.error() ==
        "This run was played under rules r3 (never released); this Deepglyph plays r39, under "
        "which it would be another game.");
  CHECK(read_stamp(v3).ok() == false);  // nor is its stamp taken as one of this format's
}

TEST_CASE("saves from older rule sets are explained as older, not replayed wrong", "[core][save]") {
  // Each written by the build of its format: seed 9, a wizard Valkyrie, ten turns. What each
  // later format changed alters what the levels hold, so their commands would replay to
  // another game.
  const struct {
    int format;
    const char* file;
    const char* changed;
  } kOlder[] = {
      {5, "save_format5.json", "armour slots and floor piles (a27a099)"},
      {6, "save_format6.json", "scrolls (the disguises commit before them)"},
      {7, "save_format7.json", "wands, rings and spellbooks (a4a9f9c)"},
      {8, "save_format8.json", "the curve's monsters and abilities (3d444dd)"},
  };
  for (const auto& older : kOlder) {
    INFO("format " << older.format << ", before " << older.changed);
    auto back = decode_save(test::catalog(), test::test_file(older.file));
    REQUIRE_FALSE(back.ok());
    CHECK(back.error() == "This run was played under rules r" + std::to_string(older.format) +
                              " (never released); this Deepglyph plays r39, under which it "
                              "would be another game.");
  }
}

TEST_CASE("a save too large or too long is refused before it is read", "[core][save]") {
  const std::string huge(kMaxSaveBytes + 1, ' ');
  auto r = read_save(test::catalog(), huge);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "The file is too large for a save (4.0 MiB; at most 4.0 MiB).");
  CHECK(size_text(93) == "93 bytes");
  CHECK(size_text(2048) == "2 KB");
  CHECK(size_text(100u << 20) == "100.0 MiB");
  // 250,001 commands (each a wait): small enough to read, too many to replay.
  std::string many = encode_save(played(3, 0));
  const std::size_t at = many.find("\"commands\":[") + 12;
  std::string waits;
  for (std::size_t i = 0; i <= kMaxSaveCommands; ++i) waits += i ? ",\"wait\"" : "\"wait\"";
  many.replace(at, many.find(']', at) - at, waits);
  REQUIRE(many.size() < kMaxSaveBytes);
  auto long_one = read_save(test::catalog(), many);
  REQUIRE_FALSE(long_one.ok());
  CHECK(long_one.error() == "The save holds too many commands (250001; at most 250000).");
}

TEST_CASE("no damage to a save can crash the loader", "[core][save]") {
  const std::string good = encode_save(played(4, 30));
  Rng rng(77);
  int refused = 0;
  for (int i = 0; i < 300; ++i) {
    std::string text = good;
    for (int flips = 1 + rng.below(4); flips > 0; --flips)
      text[static_cast<std::size_t>(rng.below(static_cast<int>(text.size())))] =
          static_cast<char>(rng.below(256));
    refused += !decode_save(test::catalog(), text).ok();
  }
  CHECK(refused > 250);  // nearly every change is caught (a flipped digit of a command may not be)
}

TEST_CASE("a score entry names the level the run ended on, and the deepest", "[core][scores]") {
  // Before: the entry said the deepest level, where the death screen said the last one.
  auto made = Game::new_game(test::catalog(), 4, {}, true);
  REQUIRE(made.ok());
  Game& g = made.value();
  g.apply(Command::jump(3));
  g.apply(Command::jump(1));
  REQUIRE(g.depth() == 1);
  g.damage(g.mutable_player(), 1000, {.cause = "killed by a falling rock"});
  REQUIRE(g.run().over);
  const ScoreEntry e = score_entry(g);
  CHECK(e.depth == 1);
  CHECK(e.deepest == 3);
  CHECK(score_end_text(e) == "killed by a falling rock on level 1 (deepest 3)");
  CHECK(score_end_text({0, "", "left the dungeon", 1, 10, "1", 1}) ==
        "left the dungeon on level 1");
}

TEST_CASE("a table written before the deepest level was kept still reads", "[core][scores]") {
  auto old = decode_scores(
      R"({"game":"deepglyph-scores","version":1,"scores":[{"score":5,"who":"a Knight",)"
      R"("end":"killed by a newt","depth":2,"turns":9,"seed":"7"}]})");
  REQUIRE(old.ok());
  REQUIRE(old.value().size() == 1);
  CHECK(old.value()[0].depth == 2);
  CHECK(old.value()[0].deepest == 2);
}

TEST_CASE("the high-score table keeps the best ten, best first", "[core][scores]") {
  std::vector<ScoreEntry> table;
  for (int s : {50, 10, 90, 10, 70, 30, 0, 20, 60, 40})
    CHECK(add_score(table, {s, "a human Knight", "killed by a jackal", 2, 100, "1"}) >= 0);
  CHECK(table.size() == 10);
  CHECK(table.front().score == 90);
  CHECK(table.back().score == 0);
  CHECK(add_score(table, {0, "late", "", 1, 1, "2"}) == -1);  // a tie with the last stays out
  CHECK(add_score(table, {80, "new", "", 1, 1, "3"}) == 1);
  CHECK(table.size() == 10);
  auto back = decode_scores(encode_scores(table));
  REQUIRE(back.ok());
  CHECK(back.value() == table);
  CHECK_FALSE(decode_scores("{\"scores\": [{\"score\": \"many\"}]}").ok());
  CHECK_FALSE(decode_scores("not json").ok());
}

TEST_CASE("a replay that goes astray says between which commands", "[core][save][replay]") {
  const Game g = played(2026, 1500);
  REQUIRE(g.run().history.size() == 1500);
  REQUIRE(g.run().checkpoints.size() == 5);  // after commands 256, 512, 768, 1024 and 1280
  auto j = nlohmann::json::parse(encode_save(g));
  // Command 600 becomes a search where it was a step (or a step where it was a search).
  auto& c = j["commands"][599];
  c = c.get<std::string>() == "search" ? "move n" : "search";
  auto back = decode_save(test::catalog(), j.dump());
  REQUIRE_FALSE(back.ok());
  CHECK(back.error() ==
        "The save does not replay to the game it recorded (it goes astray between commands 513 "
        "and 768): it was changed, or made by a build whose rules differ.");
  // The record read, the divergence is found by stepping through it, as a replay watched is.
  auto record = read_save(test::catalog(), j.dump());
  REQUIRE(record.ok());
  auto start = Game::new_game(test::catalog(), 2026);
  REQUIRE(start.ok());
  CHECK(replay_divergence(start.value(), record.value()) ==
        "it goes astray between commands 513 and 768");
  auto same = read_save(test::catalog(), encode_save(g));
  REQUIRE(same.ok());
  CHECK(replay_divergence(start.value(), same.value()).empty());
  // Past the last check, the last stretch is named; with no checks, only the end.
  auto late = nlohmann::json::parse(encode_save(g));
  auto& last = late["commands"][1400];
  last = last.get<std::string>() == "search" ? "move n" : "search";
  auto late_record = read_save(test::catalog(), late.dump());
  REQUIRE(late_record.ok());
  CHECK(replay_divergence(start.value(), late_record.value()) ==
        "it goes astray between commands 1281 and 1500, its last");
  late.erase("checks");
  auto unchecked = read_save(test::catalog(), late.dump());
  REQUIRE(unchecked.ok());
  CHECK(replay_divergence(start.value(), unchecked.value()) ==
        "it ends in another game than the one it recorded");
}

TEST_CASE("a save nested deeper than any save is refused before it is parsed", "[core][save]") {
  const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
  auto r = read_save(test::catalog(), deep);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "The save is damaged (it nests deeper than a save does).");
  CHECK(json_nests_deeper("[[[1]]]", 2));
  CHECK_FALSE(json_nests_deeper("[[[1]]]", 3));
  CHECK_FALSE(json_nests_deeper(R"(["[[[[", "\"[[["])", 1));  // brackets in strings are text
}

}  // namespace test_save
