#include "platform/web/sharing.hpp"

#include <SDL.h>

#include "ui/shell/version.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

#ifdef __EMSCRIPTEN__
namespace {
// The bodies are JavaScript, which clang-format would mangle. The work is page.js's
// (Module.shareRun, Module.copyText): compression and the clipboard are promises there.
// clang-format off
EM_JS(int, web_share_run, (const char* bytes, int len, const char* version), {
  if (!Module['shareRun']) return 0;
  Module['shareRun'](HEAPU8.slice(bytes, bytes + len), UTF8ToString(version));
  return 1;
});
EM_JS(int, web_copy_text, (const char* what, const char* text), {
  if (!Module['copyText']) return 0;
  Module['copyText'](UTF8ToString(what), UTF8ToString(text));
  return 1;
});
// clang-format on
}  // namespace

bool can_make_run_links() {
  return true;
}

std::string offer_run_link(const std::string& replay) {
  return web_share_run(replay.data(), static_cast<int>(replay.size()), game_version())
             ? "Making a link to this run..."
             : "This page cannot make links.";
}

std::string copy_to_clipboard(const std::string& what, const std::string& text) {
  return web_copy_text(what.c_str(), text.c_str()) ? "Copying " + what + "..."
                                                   : "This page cannot copy.";
}
#else
bool can_make_run_links() {
  return false;
}

std::string offer_run_link(const std::string&) {
  return "Links to runs are made by the web game.";
}

std::string copy_to_clipboard(const std::string& what, const std::string& text) {
  if (SDL_SetClipboardText(text.c_str()) != 0)
    return "Could not copy " + what + " (" + SDL_GetError() + "):\n" + text;
  return "Copied " + what + " to the clipboard.";
}
#endif

}  // namespace dg
