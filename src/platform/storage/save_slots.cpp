#include "platform/storage/save_slots.hpp"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>

#include "core/save.hpp"
#include "platform/storage/file_system.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

#ifdef __EMSCRIPTEN__
namespace {
// The bodies are JavaScript, which clang-format would mangle.
// clang-format off
// The stored string as bytes: one byte per UTF-16 unit when every unit is below 256 (how
// this game stores them), else as UTF-8 (text stored by something else). *len: the length,
// or -1 when there is nothing, -2 when it is larger than `max`, -3 when storage is unusable.
EM_JS(char*, web_slot_read, (const char* key, int max, int* len), {
  var v;
  try {
    v = window.localStorage.getItem(UTF8ToString(key));
  } catch (e) {
    HEAP32[len >> 2] = -3;
    return 0;
  }
  if (v == null) {
    HEAP32[len >> 2] = -1;
    return 0;
  }
  if (v.length > max) {
    HEAP32[len >> 2] = -2;
    return 0;
  }
  var wide = false;
  for (var i = 0; i < v.length; i++)
    if (v.charCodeAt(i) > 255) {
      wide = true;
      break;
    }
  var n = wide ? lengthBytesUTF8(v) : v.length;
  if (n > max) {
    HEAP32[len >> 2] = -2;
    return 0;
  }
  var p = _malloc(n + 1);
  if (wide)
    stringToUTF8(v, p, n + 1);
  else
    for (var j = 0; j < n; j++) HEAPU8[p + j] = v.charCodeAt(j);
  HEAP32[len >> 2] = n;
  return p;
});
// Stores bytes as a string of one unit per byte; 1 when stored, 0 when the browser refused.
EM_JS(int, web_slot_write, (const char* key, const char* bytes, int len), {
  var parts = [];
  for (var i = 0; i < len; i += 8192)
    parts.push(String.fromCharCode.apply(
        null, HEAPU8.subarray(bytes + i, bytes + Math.min(len, i + 8192))));
  try {
    window.localStorage.setItem(UTF8ToString(key), parts.join(""));
    return 1;
  } catch (e) {
    return 0;
  }
});
EM_JS(int, web_slot_remove, (const char* key), {
  try {
    var k = UTF8ToString(key);
    window.localStorage.removeItem(k);
    return window.localStorage.getItem(k) == null ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
// Copies the stored string to the first free backup name (key.bad, key.bad.2, ...), checks
// the copy, and only then removes the original. Returns the backup's number, 0 when the
// browser refused (the original stays), -1 when every backup name is taken.
EM_JS(int, web_slot_set_aside, (const char* key), {
  var k = UTF8ToString(key);
  try {
    var v = window.localStorage.getItem(k);
    if (v == null) return 1;
    for (var n = 1; n <= 20; n++) {
      var name = k + '.bad' + (n > 1 ? '.' + n : "");
      if (window.localStorage.getItem(name) != null) continue;
      window.localStorage.setItem(name, v);
      if (window.localStorage.getItem(name) !== v) {
        window.localStorage.removeItem(name);
        return 0;
      }
      window.localStorage.removeItem(k);
      return n;
    }
    return -1;
  } catch (e) {
    return 0;
  }
});
// A failure to tell at the next visit: in localStorage if it has room for a line, else in a
// cookie (which has its own quota, and outlives the tab).
// 1 when the note was kept (read back), 0 when neither place took it.
EM_JS(int, web_note_failure, (const char* key, const char* what), {
  var k = UTF8ToString(key) + '.failed', v = UTF8ToString(what);
  try {
    window.localStorage.setItem(k, v);
    if (window.localStorage.getItem(k) === v) return 1;
  } catch (e) {}
  try {
    var c = encodeURIComponent(k) + '=';
    document.cookie = c + encodeURIComponent(v) + ';max-age=31536000;path=/;SameSite=Lax';
    return document.cookie.split('; ').some(function(part) { return part.indexOf(c) === 0; }) ? 1 : 0;
  } catch (e) {}
  return 0;
});
EM_JS(char*, web_take_failure, (const char* key), {
  var k = UTF8ToString(key) + '.failed', v = null;
  try { v = window.localStorage.getItem(k); window.localStorage.removeItem(k); } catch (e) {}
  try {
    var c = encodeURIComponent(k) + '=';
    document.cookie.split('; ').forEach(function(part) {
      if (part.indexOf(c) === 0) {
        v = v || decodeURIComponent(part.substring(c.length));
        document.cookie = c + ';max-age=0;path=/';
      }
    });
  } catch (e) {}
  if (!v) return 0;
  var n = lengthBytesUTF8(v) + 1, p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});
// clang-format on
}  // namespace

Result<std::optional<std::string>> WebSaveSlot::read_at_most(std::size_t limit) {
  int len = 0;
  char* v = web_slot_read(key_.c_str(), static_cast<int>(limit), &len);
  if (len == -1) return std::optional<std::string>();
  if (len == -2)
    return Error{"it is larger than a save can be (more than " + size_text(limit) + ")"};
  if (!v) return Error{"the browser's storage cannot be read here"};
  std::string out(v, static_cast<std::size_t>(len));
  std::free(v);
  return std::optional<std::string>(std::move(out));
}

Result<bool> WebSaveSlot::write(const std::string& bytes) {
  if (!web_slot_write(key_.c_str(), bytes.data(), static_cast<int>(bytes.size())))
    return Error{"the browser refused to store it (storage full or disabled)"};
  return true;
}

Result<bool> WebSaveSlot::remove() {
  if (!web_slot_remove(key_.c_str())) return Error{"the browser refused to delete it"};
  return true;
}

Result<std::string> WebSaveSlot::set_aside() {
  const int n = web_slot_set_aside(key_.c_str());
  if (n == 0) return Error{"the browser refused to store a copy: storage is full or disabled"};
  if (n < 0) return Error{"twenty backups are kept already; delete some first"};
  return key_ + ".bad" + (n > 1 ? "." + std::to_string(n) : "") + " in this browser's storage";
}

std::string WebSaveSlot::where() const {
  return key_ + " in this browser's storage";
}

bool WebSaveSlot::note_failure(const std::string& what) {
  return web_note_failure(key_.c_str(), what.c_str()) != 0;
}

std::optional<std::string> WebSaveSlot::take_failure_note() {
  char* v = web_take_failure(key_.c_str());
  if (!v) return std::nullopt;
  std::string out(v);
  std::free(v);
  return out;
}
#else
Result<std::optional<std::string>> WebSaveSlot::read_at_most(std::size_t) {
  return std::optional<std::string>();
}
Result<bool> WebSaveSlot::write(const std::string&) {
  return Error{"there is no browser storage here"};
}
Result<bool> WebSaveSlot::remove() {
  return true;
}
Result<std::string> WebSaveSlot::set_aside() {
  return Error{"there is no browser storage here"};
}
std::string WebSaveSlot::where() const {
  return key_;
}
bool WebSaveSlot::note_failure(const std::string&) {
  return false;
}
std::optional<std::string> WebSaveSlot::take_failure_note() {
  return std::nullopt;
}
#endif

Result<std::string> read_file_bounded(const std::string& path, std::size_t limit) {
  std::FILE* f = open_file(path, "rb");
  if (!f) return Error{"cannot open it (" + last_file_error() + ")"};
  std::string out;
  char buf[65536];
  std::size_t got = 0;
  while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (out.size() + got > limit) {
      std::fclose(f);
      return Error{"it is larger than a save or replay can be (more than " + size_text(limit) +
                   ")"};
    }
    out.append(buf, got);
  }
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) return Error{"cannot read it"};
  return out;
}

namespace {
bool file_exists(const std::string& path) {
  std::FILE* f = open_file(path, "rb");
  if (f) std::fclose(f);
  return f != nullptr;
}
}  // namespace

Result<std::optional<std::string>> FileSaveSlot::read_at_most(std::size_t limit) {
  if (!file_exists(path_)) return std::optional<std::string>();
  auto bytes = read_file_bounded(path_, limit);
  if (!bytes) return Error{bytes.error()};
  return std::optional<std::string>(std::move(bytes.value()));
}

Result<bool> FileSaveSlot::write(const std::string& bytes) {
  const std::string temp = path_ + ".new";
  std::FILE* f = open_file(temp.c_str(), "wb");
  if (!f) return Error{"cannot write " + temp + " (" + last_file_error() + ")"};
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size() && std::fflush(f) == 0;
  ok = ok && flush_to_disk(f);  // on disk before it replaces the old save
  const std::string why = ok ? std::string() : last_file_error();
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    remove_file(temp);
    return Error{"cannot write " + temp + " (" + (why.empty() ? last_file_error() : why) + ")"};
  }
  if (!replace_file(temp, path_)) {
    const std::string reason = last_file_error();
    remove_file(temp);
    return Error{"cannot replace " + path_ + " (" + reason + ")"};
  }
  return true;
}

Result<bool> FileSaveSlot::remove() {
  if (!file_exists(path_)) return true;
  if (!remove_file(path_)) return Error{"cannot delete " + path_ + " (" + last_file_error() + ")"};
  return true;
}

Result<std::string> FileSaveSlot::set_aside() {
  if (!file_exists(path_)) return path_ + ".bad";
  for (int n = 1; n <= 20; ++n) {
    const std::string name = path_ + ".bad" + (n > 1 ? "." + std::to_string(n) : "");
    if (file_exists(name)) continue;
    if (!replace_file(path_, name))
      return Error{"cannot rename it to " + name + " (" + last_file_error() + ")"};
    return name;
  }
  return Error{"twenty backups are kept already; delete some first"};
}

bool FileSaveSlot::note_failure(const std::string& what) {
  const std::string note = path_ + ".failed";
  std::FILE* f = open_file(note.c_str(), "wb");
  if (!f) return false;
  bool ok = std::fwrite(what.data(), 1, what.size(), f) == what.size() && std::fflush(f) == 0;
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    // A disk too full for the words: an empty note, which still says a save failed, rather
    // than part of a sentence.
    if (std::FILE* empty = open_file(note.c_str(), "wb")) std::fclose(empty);
  }
  return ok;
}

std::optional<std::string> FileSaveSlot::take_failure_note() {
  const std::string note = path_ + ".failed";
  if (!file_exists(note)) return std::nullopt;
  auto text = read_file_bounded(note, 4096);
  remove_file(note);
  if (!text || text.value().empty()) return std::string(kUnwrittenFailure);
  return text.value();
}

std::unique_ptr<SaveSlot> platform_slot(const std::string& name) {
#ifdef __EMSCRIPTEN__
  return std::make_unique<WebSaveSlot>("deepglyph." + name);
#else
  char* dir = SDL_GetPrefPath("deepglyph", "deepglyph");
  if (!dir) return nullptr;  // no writable place: play on without saves
  std::string path = std::string(dir) + name + ".json";
  SDL_free(dir);
  return std::make_unique<FileSaveSlot>(path);
#endif
}

}  // namespace dg
