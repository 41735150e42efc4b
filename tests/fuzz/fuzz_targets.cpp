#include "fuzz_targets.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "content/compiled/byte_stream.hpp"
#include "content/compiled/compiled_content.hpp"
#include "content/compiled/content_fields.hpp"
#include "content/content.hpp"
#include "core/game.hpp"
#include "core/invariants.hpp"
#include "core/save.hpp"
#include "fuzz/command_code.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/run_keeper.hpp"

namespace dg {

namespace {

[[noreturn]] void broken(const std::vector<std::string>& problems) {
  for (const std::string& p : problems) std::fprintf(stderr, "broken invariant: %s\n", p.c_str());
  std::abort();
}

}  // namespace

const Content& fuzz_setup() {
  static const Content loaded = [] {
    auto r = load_content();
    if (!r) {
      std::fprintf(stderr, "content failed to load: %s\n", r.error().c_str());
      std::abort();
    }
    return std::move(r.value());
  }();
  return loaded;
}

int fuzz_save_loader(const std::uint8_t* data, std::size_t size) {
  const Catalog& catalog = fuzz_setup().catalog;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto record = read_save(catalog, text);
  auto game = decode_save(catalog, text);
  if (game.ok()) {
    if (!record.ok()) broken({"decode_save accepted what read_save refused"});
    if (auto p = broken_invariants(game.value()); !p.empty()) broken(p);
  } else if (game.error().empty()) {
    broken({"a refused save without a reason"});
  }
  auto stamp = read_stamp(text);
  if (record.ok() && (!stamp.ok() || !(stamp.value() == record.value().stamp)))
    broken({"read_stamp disagrees with read_save"});
  // The versioned container: what any engine reads of any save (its rules, its stamp) agrees
  // with what this engine's loader reads, and a save it replays whole goes nowhere astray.
  auto summary = summarize_save(text);
  if (record.ok() && (!summary.ok() || summary.value().rules != rules_id() ||
                      !(summary.value().stamp == record.value().stamp)))
    broken({"summarize_save disagrees with read_save"});
  if (game.ok()) {
    auto start = Game::new_game(catalog, record.value().seed, record.value().who,
                                record.value().wizard, record.value().pet);
    if (!start || !replay_divergence(start.value(), record.value()).empty())
      broken({"a save that replays whole is said to go astray"});
  }
  // The same bytes in a save slot: restoring never changes them; one that cannot be restored
  // is kept aside byte for byte; a restored run saves with its generation one higher.
  MemorySaveSlot slot;
  slot.bytes = std::string(text);
  RunKeeper keeper;
  keeper.set_slot(&slot);
  auto restored = keeper.restore(catalog);
  if (slot.bytes != std::optional<std::string>(std::string(text)))
    broken({"restoring changed the save"});
  if (restored.found == RunKeeper::Found::Unrestorable) {
    if (restored.why.empty()) broken({"an unrestorable save without a reason"});
    if (!keeper.set_aside() || slot.backup != std::optional<std::string>(std::string(text)) ||
        slot.bytes)
      broken({"a save that cannot be restored was not kept aside exactly"});
  } else if (restored.found == RunKeeper::Found::Run) {
    if (!game.ok()) broken({"the keeper restored what decode_save refused"});
    if (!keeper.save(*restored.game)) broken({"a restored run could not be saved again"});
    auto next = slot.bytes ? read_stamp(*slot.bytes) : Result<SaveStamp>(Error{"gone"});
    if (!next || next.value().generation != record.value().stamp.generation + 1)
      broken({"saving did not raise the generation by one"});
  }
  return 0;
}

int fuzz_compiled_content(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] % 2 == 0) {
    auto r = read_compiled_content(bytes);
    if (!r.ok() && r.error().empty()) broken({"a refused blob without a reason"});
    return 0;
  }
  Content content;
  compiled::Reader reader(bytes);
  reader(content);
  if (!reader.ok()) return 0;
  auto back = read_compiled_content(compile_content(content));
  if (!back.ok() || !(back.value() == content))
    broken({"content the field reader accepted did not write out and read back the same"});
  return 0;
}

int fuzz_content_loader(const std::uint8_t* data, std::size_t size) {
  const Catalog& catalog = fuzz_setup().catalog;
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  std::string error;
  switch (data[0] % 4) {
    case 0: {
      auto r = parse_tileset("fuzz.toml", text);
      if (!r) error = r.error();
      break;
    }
    case 1: {
      auto r = parse_bestiary("fuzz.toml", text);
      if (!r) error = r.error();
      break;
    }
    case 2: {
      auto r = parse_items("fuzz.toml", text);
      if (!r) error = r.error();
      break;
    }
    default: {
      auto r = parse_characters("fuzz.toml", text, catalog.items);
      if (!r) error = r.error();
      break;
    }
  }
  // Every refusal names the file, so the player knows where to look.
  if (!error.empty() && error.find("fuzz.toml") == std::string::npos)
    broken({"a content error without the file's name: " + error});
  return 0;
}

int fuzz_command_stream(const std::uint8_t* data, std::size_t size) {
  const Catalog& catalog = fuzz_setup().catalog;
  if (size == 0) return 0;
  auto made = Game::new_game(catalog, data[0] >> 1, {}, (data[0] & 1) != 0);
  if (!made) broken({"no game from seed " + std::to_string(data[0] >> 1) + ": " + made.error()});
  Game& game = made.value();
  for (std::size_t i = 1; i + 4 <= size && !game.run().over; i += 4) {
    const std::int64_t code = static_cast<std::int64_t>(data[i]) |
                              static_cast<std::int64_t>(data[i + 1]) << 8 |
                              static_cast<std::int64_t>(data[i + 2]) << 16 |
                              static_cast<std::int64_t>(data[i + 3] & 0x7F) << 24;
    Command c;
    if (!decode_command(catalog, code, c)) continue;
    const int depth = game.depth();
    game.apply(c);
    if (auto p = broken_invariants(game, game.depth() != depth); !p.empty()) broken(p);
  }
  if (auto p = save_round_trip_problem(game); !p.empty()) broken({p});
  return 0;
}

int fuzz_options_file(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> ignored;
  auto prefs = decode_preferences(text, ignored);
  if (!prefs) {
    if (prefs.error().empty()) broken({"a refused options file without a reason"});
    return 0;
  }
  if (prefs.value().keys.keys_for("options").empty())
    broken({"an options file left the options without a key"});
  if (ignored.size() > 16) broken({"more ignored parts listed than a message can hold"});
  std::vector<std::string> again;
  auto back = decode_preferences(encode_preferences(prefs.value()), again);
  if (!back || !(back.value() == prefs.value()) || !again.empty())
    broken({"options written back do not read the same"});
  return 0;
}

}  // namespace dg
