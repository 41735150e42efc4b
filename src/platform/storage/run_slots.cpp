#include "platform/storage/run_slots.hpp"

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>

#include "core/rules.hpp"
#include "core/save.hpp"
#include "platform/storage/save_slots.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

namespace {

#ifdef __EMSCRIPTEN__
// The bodies are JavaScript, which clang-format would mangle.
// clang-format off
// The rules names of the save slots in this browser's storage ("r8\nr9"), malloc'd.
EM_JS(char*, web_saved_rules, (), {
  var names = [];
  try {
    var prefix = "deepglyph.save-";
    for (var i = 0; i < localStorage.length && names.length < 64; i++) {
      var key = localStorage.key(i) || "";
      if (key.indexOf(prefix) === 0) names.push(key.substring(prefix.length));
    }
  } catch (e) {}
  var text = names.join('\n'), n = lengthBytesUTF8(text) + 1, p = _malloc(n);
  stringToUTF8(text, p, n);
  return p;
});
EM_JS(int, web_has_engine, (const char* rules), {
  var engines = Module['engines'];
  return engines && engines[UTF8ToString(rules)] ? 1 : 0;
});
// What the page says of an engine that leaves the site soon (page.js engineLeaving), malloc'd.
EM_JS(char*, web_engine_leaving, (const char* rules), {
  var said = Module['engineLeaving'] ? String(Module['engineLeaving'](UTF8ToString(rules))) : "";
  var n = lengthBytesUTF8(said) + 1, p = _malloc(n);
  stringToUTF8(said, p, n);
  return p;
});
EM_JS(int, web_switch_engine, (const char* rules), {
  if (!Module['switchEngine']) return 0;
  return Module['switchEngine'](UTF8ToString(rules)) ? 1 : 0;
});
EM_JS(int, web_watch_on_engine, (const char* rules, const char* bytes, int size), {
  if (!Module['watchOnEngine']) return 0;
  return Module['watchOnEngine'](UTF8ToString(rules), HEAPU8.slice(bytes, bytes + size)) ? 1 : 0;
});
EM_JS(int, web_page_chose_run, (), { return Module['runChosen'] ? 1 : 0; });
EM_JS(char*, web_older_engine, (), {
  var note = Module['olderEngine'];
  if (!note) return 0;
  var text = String(note), n = lengthBytesUTF8(text) + 1, p = _malloc(n);
  stringToUTF8(text, p, n);
  return p;
});
EM_JS(void, web_leave_older_engine, (), {
  if (Module['leaveOlderEngine']) Module['leaveOlderEngine']();
});
// clang-format on

std::vector<int> saved_rules() {
  char* text = web_saved_rules();
  std::vector<int> out;
  std::string all(text ? text : "");
  std::free(text);
  std::size_t at = 0;
  while (at < all.size()) {
    const std::size_t end = std::min(all.find('\n', at), all.size());
    if (const int id = parse_rules_name(all.substr(at, end - at)); id >= 0) out.push_back(id);
    at = end + 1;
  }
  return out;
}
#else
// The rules ids of the save-rN.json files in the preference folder.
std::vector<int> saved_rules() {
  std::vector<int> out;
  char* dir = SDL_GetPrefPath("deepglyph", "deepglyph");
  if (!dir) return out;
  std::error_code ec;
  const std::string utf8(dir);
  const std::filesystem::path folder(std::u8string(utf8.begin(), utf8.end()));
  SDL_free(dir);
  for (auto it = std::filesystem::directory_iterator(folder, ec);
       !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
    const std::u8string file = it->path().filename().u8string();
    const std::string name(file.begin(), file.end());
    if (name.size() < 11 || name.rfind("save-", 0) != 0 || !name.ends_with(".json")) continue;
    if (const int id = parse_rules_name(name.substr(5, name.size() - 10)); id >= 0)
      out.push_back(id);
    if (out.size() >= 64) break;  // bounded: no folder holds more rules than that
  }
  return out;
}
#endif

// "Valkyrie (dwarf), turn 96": the role and race as the save names them.
std::string run_summary(const SaveSummary& s) {
  std::string who = s.role.empty() ? "a hero" : s.role;
  who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
  if (!s.race.empty()) who += " (" + s.race + ")";
  return who + (s.turn >= 0 ? ", turn " + std::to_string(s.turn) : "");
}

enum class Kept { Yes, Occupied, Failed };

// Writes `bytes` into `slot` only when it holds no run, and reads them back: Yes when they
// are there whole; else `why` (for Failed) says what went wrong.
Kept keep_in_free_slot(SaveSlot& slot, const std::string& bytes, std::string& why) {
  auto there = slot.read();
  if (!there) {
    why = "its place cannot be read: " + there.error();
    return Kept::Failed;
  }
  if (there.value()) return Kept::Occupied;
  if (auto written = slot.write(bytes); !written) {
    why = written.error();
    return Kept::Failed;
  }
  auto back = slot.read();
  if (back && back.value() && *back.value() == bytes) return Kept::Yes;
  why = "not read back whole";
  return Kept::Failed;
}

}  // namespace

std::string save_slot_name(int rules) {
  return "save-" + rules_name(rules);
}

void adopt_unversioned_save() {
  auto old = platform_slot("save");
  if (!old) return;
  auto held = old->read();
  if (!held || !held.value()) return;  // nothing there (or unreadable: left as it is)
  const auto summary = summarize_save(*held.value());
  const int rules = summary ? summary.value().rules : rules_id();
  auto slot = platform_slot(save_slot_name(rules));
  std::string why;
  // A slot that holds a run (or cannot take this one): neither is touched.
  if (slot && keep_in_free_slot(*slot, *held.value(), why) == Kept::Yes) old->remove();
}

#ifdef __EMSCRIPTEN__
bool page_chose_run() {
  return web_page_chose_run() != 0;
}
std::string older_engine_note() {
  char* note = web_older_engine();
  std::string out(note ? note : "");
  std::free(note);
  return out;
}
void leave_older_engine() {
  web_leave_older_engine();
}
#else
bool page_chose_run() {
  return false;
}
std::string older_engine_note() {
  return "";
}
void leave_older_engine() {}
#endif

std::vector<KeptRun> PlatformKeptRuns::list() {
  std::vector<int> ids = saved_rules();
  std::sort(ids.begin(), ids.end());
  std::vector<KeptRun> out;
  for (const int id : ids) {
    if (id == rules_id()) continue;
    auto slot = platform_slot(save_slot_name(id));
    if (!slot) continue;
    auto held = slot->read();
    if (!held || !held.value()) continue;
    const auto summary = summarize_save(*held.value());
    KeptRun run;
    run.rules = id;
    run.summary = summary ? run_summary(summary.value()) : "a run whose save is damaged";
    run.where = slot->where();
#ifdef __EMSCRIPTEN__
    run.playable = summary.ok() && web_has_engine(rules_name(id).c_str()) != 0;
    if (run.playable) {
      char* leaving = web_engine_leaving(rules_name(id).c_str());
      run.leaving = leaving ? leaving : "";
      std::free(leaving);
    }
#endif
    out.push_back(std::move(run));
  }
  return out;
}

std::string PlatformKeptRuns::play(int rules) {
#ifdef __EMSCRIPTEN__
  if (web_switch_engine(rules_name(rules).c_str())) return "";
  if (rules > rules_id()) return "A newer Deepglyph than this one plays it.";
  return "The engine that plays " + rules_name(rules) + " is not kept here any more.";
#else
  const std::string releases = releases_playing(rules);
  if (releases.empty() && rules > rules_id()) return "A newer Deepglyph than this one plays it.";
  return releases.empty() ? "No release played " + rules_name(rules) + "."
                          : "Deepglyph " + releases + " plays that run.";
#endif
}

Brought PlatformKeptRuns::import_run(int rules, const std::string& save) {
  const std::string name = rules_name(rules);
  auto slot = platform_slot(save_slot_name(rules));
  if (!slot) return {false, "there is no place for saves here"};
  std::string why;
  switch (keep_in_free_slot(*slot, save, why)) {
    case Kept::Occupied:
      return {false, "a run played under " + name + " is kept already (" + slot->where() +
                         "): play it, or keep it aside, first"};
    case Kept::Failed: return {false, "it could not be kept (" + why + ")"};
    case Kept::Yes: break;
  }
  const std::string then = play(rules);  // "" when the page goes to that engine now
  if (then.empty()) return {true, ""};
  return {true, "it was played under " + name + ", and is kept in " + slot->where() +
                    " beside this version's run. " + then};
}

bool PlatformKeptRuns::watch_run(int rules, const std::string& replay) {
#ifdef __EMSCRIPTEN__
  // The page says no when it keeps no engine for those rules.
  return web_watch_on_engine(rules_name(rules).c_str(), replay.data(),
                             static_cast<int>(replay.size())) != 0;
#else
  (void)rules;
  (void)replay;
  return false;  // one engine per desktop build: the replay's own message names the release
#endif
}

std::optional<std::string> PlatformKeptRuns::bytes(int rules) {
  auto slot = platform_slot(save_slot_name(rules));
  if (!slot) return std::nullopt;
  auto held = slot->read_for_export();
  if (!held || !held.value()) return std::nullopt;
  return *held.value();
}

}  // namespace dg
