// The compiled content (content/compiled): what the build writes is what the TOML files say,
// field for field; a blob that is stale, cut short or altered is refused with a reason; and
// the content's hash changes only with the rules id.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>

#include "content/compiled/byte_stream.hpp"
#include "content/compiled/compiled_content.hpp"
#include "content/compiled/content_fields.hpp"
#include "content/toml/load_toml.hpp"
#include "core/rules.hpp"
#include "test_content.hpp"

namespace test_compiled {

using namespace dg;

namespace {

// The content each rules id shipped with: the hash of its compiled form (its header says it;
// `deepglyph-content` prints it). Written by hand from the build's output, never computed by
// the test. Content that changes how a game plays needs a new rules id (core/rules.hpp), and
// then a row here; content that changes only words (a description) needs this row changed.
struct ContentPin {
  int rules;
  std::uint64_t hash;
};
constexpr ContentPin kContentPins[] = {
    {31, 0xf782fb46af700f97ULL}, {32, 0x50d2f9dd78925158ULL},
    {33, 0x1e6466ad128d0eccULL}, {34, 0x0416d4d8bb9841a0ULL},
    {35, 0x2e2fd346d25c2109ULL}, {36, 0xd700e3c05fd0af89ULL},
    {37, 0x1de47308cd0d4854ULL}, {38, 0x1869fabaff0541c7ULL},
    {39, 0xf73d0c6950ddf36cULL},  // r39 + the sounds (no change in play)
};

const Content& from_toml() {
  static const Content content = [] {
    auto loaded = load_content_from_toml();
    REQUIRE(loaded.ok());
    return std::move(loaded.value());
  }();
  return content;
}

}  // namespace

TEST_CASE("the compiled content is the TOML files' content, field for field", "[content]") {
  // test::content() is the blob the build compiled, as the game loads it.
  const Content& built_in = test::content();
  const Content& read = from_toml();
  // Part by part first, so a failure says where.
  CHECK(built_in.catalog.tiles == read.catalog.tiles);
  CHECK(built_in.catalog.traps == read.catalog.traps);
  CHECK(built_in.catalog.breeds == read.catalog.breeds);
  CHECK(built_in.catalog.items == read.catalog.items);
  CHECK(built_in.catalog.disguises == read.catalog.disguises);
  CHECK(built_in.catalog.characters == read.catalog.characters);
  CHECK(built_in.catalog.set_pieces == read.catalog.set_pieces);
  CHECK(built_in.tileset == read.tileset);
  CHECK(built_in.monster_looks == read.monster_looks);
  CHECK(built_in.item_looks == read.item_looks);
  CHECK(built_in.creation_text == read.creation_text);
  CHECK(built_in.tutorial == read.tutorial);
  CHECK(built_in == read);
  CHECK(built_in.catalog.breeds.size() == 87);
}

TEST_CASE("a field that is not at its default survives the compiled form", "[content]") {
  // Values no built-in definition has, in fields of several kinds and depths.
  Content c = from_toml();
  c.catalog.breeds[3].phases = true;
  c.catalog.breeds[3].spell_rest = {7, 11};
  c.catalog.items[5].unlock_words = "a word with ünïcode";
  c.catalog.characters.roles[0].weights[2] = -40000;
  c.tileset.unseen.glyph = U'\U0001F600';
  c.tutorial.maps[0].placed.push_back({1, {3, 4}, TutorialThing{'z', 2, -1, 1, -1, true, -1}});
  const auto back = read_compiled_content(compile_content(c));
  REQUIRE(back.ok());
  CHECK(back.value() == c);
  CHECK_FALSE(back.value() == from_toml());
}

TEST_CASE("the content's hash changes only with the rules id", "[content][rules]") {
  const ContentPin* pin = nullptr;
  for (const ContentPin& p : kContentPins)
    if (p.rules == kRulesId) pin = &p;
  {
    INFO("No content pin for rules " << rules_name(kRulesId) << ": add a row to kContentPins.");
    REQUIRE(pin != nullptr);
  }
  INFO(
      "The content changed under the same rules id. If it plays differently, raise kRulesId "
      "(core/rules.hpp); either way, pin the hash deepglyph-content prints.");
  CHECK(compiled_content_hash(compile_content(from_toml())) == pin->hash);
}

TEST_CASE("a blob that is stale, cut short or altered is refused, with the reason", "[content]") {
  const std::string blob = compile_content(from_toml());
  REQUIRE(read_compiled_content(blob).ok());
  auto refused = [](const std::string& bytes, const std::string& why) {
    const auto r = read_compiled_content(bytes);
    REQUIRE_FALSE(r.ok());
    INFO(r.error());
    CHECK(r.error().find(why) != std::string::npos);
  };
  refused("", "is not compiled content");
  refused("DGC1", "is not compiled content");
  refused("TOML" + blob.substr(4), "is not compiled content");
  std::string other_layout = blob;
  other_layout[4] = static_cast<char>(other_layout[4] ^ 1);  // the layout's hash
  refused(other_layout, "other fields");
  refused(blob.substr(0, blob.size() - 1), "cut short");
  refused(blob.substr(0, 40), "cut short");
  refused(blob + "x", "cut short or has more");
  std::string altered = blob;
  altered[blob.size() / 2] = static_cast<char>(altered[blob.size() / 2] ^ 0x20);
  refused(altered, "altered");
}

TEST_CASE("the blob reader stops at the first impossible count or number", "[content]") {
  // Straight to the reader, under the header's checks: bytes that say "a list of 2^34
  // things" in a blob of five bytes, a number too wide for its field, a list that ends early.
  // (The reader keeps a view of its bytes: each lives as long as its reader.)
  const std::string huge_bytes("\xff\xff\xff\xff\x7f", 5);
  std::vector<std::string> list;
  compiled::Reader huge(huge_bytes);
  huge(list);
  CHECK_FALSE(huge.ok());
  CHECK(list.empty());

  const std::string wide_bytes("\x80\x02", 2);  // 256
  std::uint8_t small = 0;
  compiled::Reader wide(wide_bytes);
  wide(small);
  CHECK_FALSE(wide.ok());

  const std::string two("\x02", 1);
  bool flag = false;
  compiled::Reader not_bool(two);
  not_bool(flag);
  CHECK_FALSE(not_bool.ok());

  const std::string short_list("\x03\x02\x04", 3);  // three numbers, two there
  std::vector<int> numbers;
  compiled::Reader early(short_list);
  early(numbers);
  CHECK_FALSE(early.ok());

  const std::string no_last_byte(12, '\x80');  // a number whose every byte says "more"
  int endless = 0;
  compiled::Reader too_long(no_last_byte);
  too_long(endless);
  CHECK_FALSE(too_long.ok());

  const std::string three("\x03\x02\x04\x05", 4);
  compiled::Reader fine(three);
  fine(numbers);
  CHECK(fine.ok());
  CHECK(numbers == std::vector<int>{1, 2, -3});
}

}  // namespace test_compiled
