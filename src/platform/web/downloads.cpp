#include "platform/web/downloads.hpp"

#include <SDL.h>

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
// The bytes as they are (a save set aside may hold NULs or invalid UTF-8).
EM_JS(int, web_download, (const char* name, const char* bytes, int len), {
  try {
    var blob = new Blob([HEAPU8.slice(bytes, bytes + len)], {
      type:
        'application/octet-stream'
    });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    setTimeout(
        function() {
          URL.revokeObjectURL(a.href);
          a.remove();
        },
        1000);
    return 1;
  } catch (e) {
    return 0;
  }
});
// Asks for a file; the chosen one goes to the game (file_chosen) as bytes copied into wasm
// memory, unless it is larger than `max`: then only its size, so the game can say so.
EM_JS(void, web_pick_file, (int kind, int max), {
  var input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.onchange = function() {
    var f = input.files && input.files[0];
    if (!f) return;
    var n = lengthBytesUTF8(f.name) + 1, name = _malloc(n);
    stringToUTF8(f.name, name, n);
    if (f.size > max) {
      _file_chosen(kind, 0, 0, f.size, name);
      _free(name);
      return;
    }
    f.arrayBuffer().then(function(buffer) {
      var bytes = new Uint8Array(buffer), p = _malloc(bytes.length + 1);
      HEAPU8.set(bytes, p);
      _file_chosen(kind, p, bytes.length, f.size, name);
      _free(p);
      _free(name);
    });
  };
  input.click();
});
// clang-format on
}  // namespace

std::string request_replay() {
  web_pick_file(0, static_cast<int>(kMaxSaveBytes));
  return "Choose a replay (a .json file downloaded from the death screen).";
}

std::string request_import() {
  web_pick_file(1, static_cast<int>(kMaxSaveBytes));
  return "Choose a saved game (a .json file exported from Deepglyph).";
}

std::string offer_download(const std::string& name, const std::string& bytes) {
  return web_download(name.c_str(), bytes.data(), static_cast<int>(bytes.size()))
             ? "Downloading " + name + "."
             : "The browser refused the download.";
}
#else
std::string request_import() {
  char* dir = SDL_GetPrefPath("deepglyph", "deepglyph");
  if (!dir) return "There is no folder for saves here.";
  const std::string path = std::string(dir) + "save.json";
  SDL_free(dir);
  return "To import a save, copy it to " + path + " and start the game.";
}

std::string request_replay() {
  return "To watch a replay, start the game with: deepglyph --replay FILE";
}

std::string offer_download(const std::string& name, const std::string& text) {
  char* dir = SDL_GetPrefPath("deepglyph", "deepglyph");
  if (!dir) return "There is no folder to save " + name + " in.";
  const std::string path = std::string(dir) + name;
  SDL_free(dir);
  std::FILE* out = open_file(path, "wb");
  bool ok = out && std::fwrite(text.data(), 1, text.size(), out) == text.size();
  if (out) ok = std::fclose(out) == 0 && ok;
  return ok ? "Saved " + path + "." : "Could not write " + path + " (" + last_file_error() + ").";
}
#endif

}  // namespace dg
