#include "platform/downloads.hpp"

#include <SDL.h>

#include <fstream>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

#ifdef __EMSCRIPTEN__
namespace {
// clang-format off (the body is JavaScript)
EM_JS(int, web_download, (const char* name, const char* text), {
  try {
    var blob = new Blob([UTF8ToString(text)], {
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
EM_JS(void, web_import, (), {
  var input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.onchange = function() {
    var f = input.files && input.files[0];
    if (!f) return;
    f.text().then(function(t) {
      try {
        window.localStorage.setItem('deepglyph.save', t);
      } catch (e) {
      }
      window.location.reload();
    });
  };
  input.click();
});
// The chosen file goes to the game as text (copied into wasm memory), with its name.
EM_JS(void, web_pick_replay, (), {
  var input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.onchange = function() {
    var f = input.files && input.files[0];
    if (!f) return;
    f.text().then(function(t) {
      var n = lengthBytesUTF8(t) + 1, m = lengthBytesUTF8(f.name) + 1;
      var text = _malloc(n), name = _malloc(m);
      stringToUTF8(t, text, n);
      stringToUTF8(f.name, name, m);
      _watch_replay(text, name);
      _free(text);
      _free(name);
    });
  };
  input.click();
});
// clang-format on
}  // namespace

std::string request_replay() {
  web_pick_replay();
  return "Choose a replay (a .json file downloaded from the death screen).";
}

std::string request_import() {
  web_import();
  return "Choose a saved game (a .json file exported from Deepglyph).";
}

std::string offer_download(const std::string& name, const std::string& text) {
  return web_download(name.c_str(), text.c_str()) ? "Downloading " + name + "."
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
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.flush();
  return out ? "Saved " + path + "." : "Could not write " + path + ".";
}
#endif

}  // namespace dg
