#include "platform/save_slots.hpp"

#include <SDL.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

#ifdef __EMSCRIPTEN__
namespace {
// clang-format off (the bodies are JavaScript)
// Returns a malloc'd copy of the stored value, or null; 1/0 for set.
EM_JS(char*, web_storage_get, (const char* key), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(key));
    if (v == null) return 0;
    var n = lengthBytesUTF8(v) + 1;
    var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  } catch (e) {
    return 0;
  }
});
EM_JS(int, web_storage_set, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 1;
  } catch (e) {
    return 0;
  }
});
EM_JS(void, web_storage_remove, (const char* key), {
  try {
    window.localStorage.removeItem(UTF8ToString(key));
  } catch (e) {
  }
});
// clang-format on
}  // namespace

std::optional<std::string> WebSaveSlot::read() {
  char* v = web_storage_get(key_.c_str());
  if (!v) return std::nullopt;
  std::string out(v);
  std::free(v);
  return out;
}
Result<bool> WebSaveSlot::write(const std::string& bytes) {
  if (!web_storage_set(key_.c_str(), bytes.c_str()))
    return Error{"the browser refused to store it (storage full or disabled)"};
  return true;
}
void WebSaveSlot::remove() {
  web_storage_remove(key_.c_str());
}
void WebSaveSlot::set_aside() {
  if (auto v = read()) web_storage_set((key_ + ".bad").c_str(), v->c_str());
  remove();
}
#else
std::optional<std::string> WebSaveSlot::read() {
  return std::nullopt;
}
Result<bool> WebSaveSlot::write(const std::string&) {
  return Error{"there is no browser storage here"};
}
void WebSaveSlot::remove() {}
void WebSaveSlot::set_aside() {}
#endif

std::optional<std::string> FileSaveSlot::read() {
  std::ifstream in(path_, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Result<bool> FileSaveSlot::write(const std::string& bytes) {
  const std::string temp = path_ + ".new";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << bytes;
    out.flush();
    if (!out) {
      std::remove(temp.c_str());
      return Error{"cannot write " + temp};
    }
  }
  if (std::rename(temp.c_str(), path_.c_str()) != 0) {
    std::remove(temp.c_str());
    return Error{"cannot replace " + path_};
  }
  return true;
}

void FileSaveSlot::remove() {
  std::remove(path_.c_str());
}

void FileSaveSlot::set_aside() {
  std::rename(path_.c_str(), (path_ + ".bad").c_str());
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
