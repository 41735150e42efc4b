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
// clang-format on
}  // namespace

std::string offer_download(const std::string& name, const std::string& text) {
  return web_download(name.c_str(), text.c_str()) ? "Downloading " + name + "."
                                                  : "The browser refused the download.";
}
#else
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
