#include "core/save.hpp"

#include <charconv>
#include <new>
#include <nlohmann/json.hpp>

#include "core/command_text.hpp"

namespace dg {

namespace {

using nlohmann::json;
constexpr std::string_view kMagic = "deepglyph";

Error damaged(const std::string& what) {
  return Error{"The save is damaged (" + what + ")."};
}

// The first check (0-based) where the replayed game's hashes leave the recorded ones, or -1.
int first_astray(const std::vector<std::uint64_t>& got, const std::vector<std::uint64_t>& checks) {
  for (std::size_t i = 0; i < checks.size() && i < got.size(); ++i)
    if (got[i] != checks[i]) return static_cast<int>(i);
  return -1;
}

// Check i (0-based) differs: the game went astray after the one before it.
std::string astray_text(std::size_t i) {
  const std::size_t every = RunRecord::kCheckEvery;
  return "it goes astray between commands " + std::to_string(i * every + 1) + " and " +
         std::to_string((i + 1) * every);
}

// The index of the entry with this id, or -1.
template <typename Def>
int index_of(const std::vector<Def>& defs, const std::string& id) {
  for (std::size_t i = 0; i < defs.size(); ++i)
    if (defs[i].id == id) return static_cast<int>(i);
  return -1;
}

bool parse_u64(const std::string& s, std::uint64_t& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

// Parses a save's JSON within the size bound. Natively an allocation failure is a message;
// the web build has no exceptions, and the bound keeps it far from its memory limit.
Result<json> parse_bounded(std::string_view text) {
  if (text.size() > kMaxSaveBytes)
    return Error{"The file is too large for a save (" + size_text(text.size()) + "; at most " +
                 size_text(kMaxSaveBytes) + ")."};
  if (json_nests_deeper(text, kMaxJsonDepth)) return damaged("it nests deeper than a save does");
#if defined(__cpp_exceptions)
  try {
#endif
    json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded()) return damaged("it is not readable; perhaps cut short");
    return j;
#if defined(__cpp_exceptions)
  } catch (const std::bad_alloc&) {
    return Error{"There was not enough memory to read the save."};
  }
#endif
}

// The header every save has: what it is, its rules, and (from format 3) its stamp.
Result<SaveStamp> check_header(const json& j) {
  if (!j.is_object() || !j.contains("game") || j["game"] != std::string(kMagic))
    return Error{"This is not a Deepglyph save."};
  if (!j.contains("version") || !j["version"].is_number_integer()) return damaged("no version");
  const auto version = j["version"].get<std::int64_t>();
  if (version != rules_id()) {
    const int rules = version < 0 || version > 1'000'000 ? -1 : static_cast<int>(version);
    if (rules < 0) return damaged("a bad version");
    return Error{"This run was played under " + rules_words(rules) + "; this Deepglyph plays " +
                 rules_name(rules_id()) + ", under which it would be another game."};
  }
  SaveStamp stamp;
  if (!j.contains("run") || !j["run"].is_string() || j["run"].get<std::string>().empty() ||
      j["run"].get<std::string>().size() > 64)
    return damaged("no run id");
  if (!j.contains("generation") || !j["generation"].is_number_unsigned())
    return damaged("no generation");
  stamp = {j["run"].get<std::string>(), j["generation"].get<std::uint64_t>()};
  return stamp;
}

}  // namespace

std::string size_text(std::uint64_t bytes) {
  if (bytes < 1000) return std::to_string(bytes) + " bytes";
  if (bytes < (1u << 20)) return std::to_string((bytes + 512) / 1024) + " KB";
  const std::uint64_t tenths = (bytes * 10 + (1u << 19)) / (1u << 20);
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MiB";
}

std::string encode_save(const Game& game, const SaveStamp& stamp) {
  const CharacterTables& t = game.catalog().characters;
  const Character& who = game.hero().who;
  json commands = json::array();
  for (const Command& c : game.run().history) commands.push_back(command_text(game.catalog(), c));
  json j = {
      {"game", kMagic},
      {"version", rules_id()},
      {"run", stamp.run.empty() ? std::string("unsaved") : stamp.run},
      {"generation", stamp.generation},
      {"seed", std::to_string(game.run().seed)},
      {"character",
       {t.role_of(who).id, t.race_of(who).id, t.genders[static_cast<std::size_t>(who.gender)].id,
        t.alignments[static_cast<std::size_t>(who.alignment)].id}},
      {"wizard", game.wizard().enabled},
      {"turn", game.turn()},
      {"commands", commands},
      {"hash", std::to_string(game.state_hash())},
  };
  if (!game.run().with_pet) j["pet"] = false;  // written only when off: the usual game has one
  json checks = json::array();
  for (const std::uint64_t h : game.run().checkpoints) checks.push_back(std::to_string(h));
  j["checks"] = checks;
  return j.dump();
}

bool json_nests_deeper(std::string_view text, int most) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > most) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

Result<SaveSummary> summarize_save(std::string_view text) {
  auto parsed = parse_bounded(text);
  if (!parsed) return Error{parsed.error()};
  const json& j = parsed.value();
  if (!j.is_object() || !j.contains("game") || j["game"] != std::string(kMagic))
    return Error{"This is not a Deepglyph save."};
  if (!j.contains("version") || !j["version"].is_number_integer()) return damaged("no version");
  SaveSummary out;
  const auto version = j["version"].get<std::int64_t>();
  if (version < 0 || version > 1'000'000) return damaged("a bad version");
  out.rules = static_cast<int>(version);
  if (j.contains("run") && j["run"].is_string()) out.stamp.run = j["run"].get<std::string>();
  if (j.contains("generation") && j["generation"].is_number_unsigned())
    out.stamp.generation = j["generation"].get<std::uint64_t>();
  if (j.contains("seed") && j["seed"].is_string()) out.seed = j["seed"].get<std::string>();
  if (j.contains("turn") && j["turn"].is_number_integer()) out.turn = j["turn"].get<long>();
  if (j.contains("character") && j["character"].is_array() && j["character"].size() >= 2 &&
      j["character"][0].is_string() && j["character"][1].is_string()) {
    out.role = j["character"][0].get<std::string>();
    out.race = j["character"][1].get<std::string>();
  }
  // Only what a list shows: a name cut short, never a whole field echoed.
  for (std::string* s : {&out.stamp.run, &out.seed, &out.role, &out.race})
    if (s->size() > 40) s->resize(40);
  return out;
}

Result<SaveStamp> read_stamp(std::string_view text) {
  auto j = parse_bounded(text);
  if (!j) return Error{j.error()};
  return check_header(j.value());
}

Result<SaveRecord> read_save(const Catalog& catalog, std::string_view text) {
  // No exceptions (the web build has none): parse reports failure as a discarded value, and
  // every field's type is checked before it is read.
  auto parsed = parse_bounded(text);
  if (!parsed) return Error{parsed.error()};
  const json& j = parsed.value();
  auto stamp = check_header(j);
  if (!stamp) return Error{stamp.error()};
  for (const char* key : {"seed", "hash"})
    if (!j.contains(key) || !j[key].is_string()) return damaged(std::string("no ") + key);
  std::uint64_t seed = 0, hash = 0;
  if (!parse_u64(j["seed"].get<std::string>(), seed)) return damaged("a bad seed");
  if (!parse_u64(j["hash"].get<std::string>(), hash)) return damaged("a bad hash");
  if (!j.contains("wizard") || !j["wizard"].is_boolean()) return damaged("no wizard flag");
  const json& ch = j.contains("character") ? j["character"] : json();
  if (!ch.is_array() || ch.size() != 4) return damaged("no character");
  for (const json& part : ch)
    if (!part.is_string()) return damaged("a bad character");
  const CharacterTables& t = catalog.characters;
  const Character who{index_of(t.roles, ch[0].get<std::string>()),
                      index_of(t.races, ch[1].get<std::string>()),
                      index_of(t.genders, ch[2].get<std::string>()),
                      index_of(t.alignments, ch[3].get<std::string>())};
  if (!who.complete() || !t.is_legal(who)) return damaged("a character this game does not know");
  if (!j.contains("commands") || !j["commands"].is_array()) return damaged("no commands");
  if (j["commands"].size() > kMaxSaveCommands)
    return Error{"The save holds too many commands (" + std::to_string(j["commands"].size()) +
                 "; at most " + std::to_string(kMaxSaveCommands) + ")."};
  std::vector<Command> commands;
  commands.reserve(j["commands"].size());
  for (const json& c : j["commands"]) {
    if (!c.is_string())
      return damaged("command " + std::to_string(commands.size() + 1) + " is not words");
    auto words = parse_command_text(catalog, c.get<std::string>());
    if (!words)
      return damaged("command " + std::to_string(commands.size() + 1) + ": " + words.error());
    commands.push_back(std::move(words.value()));
  }
  if (j.contains("pet") && !j["pet"].is_boolean()) return damaged("a bad pet flag");
  const bool pet = !j.contains("pet") || j["pet"].get<bool>();
  std::vector<std::uint64_t> checks;
  if (j.contains("checks")) {  // saves made before checks were kept have none
    if (!j["checks"].is_array() || j["checks"].size() > commands.size() / RunRecord::kCheckEvery)
      return damaged("bad checks");
    for (const json& c : j["checks"]) {
      std::uint64_t h = 0;
      if (!c.is_string() || !parse_u64(c.get<std::string>(), h)) return damaged("a bad check");
      checks.push_back(h);
    }
  }
  return SaveRecord{
      stamp.value(),    seed, who, j["wizard"].get<bool>(), pet, std::move(commands), hash,
      std::move(checks)};
}

namespace {
Result<Game> replay_checked(const Catalog& catalog, const SaveRecord& r) {
  auto game = replay(catalog, r.seed, r.who, r.wizard, r.commands, r.pet);
  if (!game) return Error{"The save could not be replayed: " + game.error()};
  if (game.value().state_hash() != r.hash) {
    const int astray = first_astray(game.value().run().checkpoints, r.checks);
    const std::string where =
        astray < 0 ? "" : " (" + astray_text(static_cast<std::size_t>(astray)) + ")";
    return Error{"The save does not replay to the game it recorded" + where +
                 ": it was changed, or made by a build whose rules differ."};
  }
  return game;
}
}  // namespace

Result<Game> decode_save(const Catalog& catalog, std::string_view text) {
  auto record = read_save(catalog, text);
  if (!record) return Error{record.error()};
  return replay_record(catalog, record.value());
}

Result<Game> replay_record(const Catalog& catalog, const SaveRecord& r) {
#if defined(__cpp_exceptions)
  try {
#endif
    return replay_checked(catalog, r);
#if defined(__cpp_exceptions)
  } catch (const std::bad_alloc&) {
    return Error{"There was not enough memory to replay the save."};
  }
#endif
}

std::string replay_divergence(Game start, const SaveRecord& record) {
  for (const Command& c : record.commands) start.apply(c);
  if (const int astray = first_astray(start.run().checkpoints, record.checks); astray >= 0)
    return astray_text(static_cast<std::size_t>(astray));
  if (start.state_hash() == record.hash) return "";
  if (record.checks.empty()) return "it ends in another game than the one it recorded";
  return "it goes astray between commands " +
         std::to_string(record.checks.size() * RunRecord::kCheckEvery + 1) + " and " +
         std::to_string(record.commands.size()) + ", its last";
}

}  // namespace dg
