// Functions the web page and the browser tests call into (see EXPORTED_FUNCTIONS in
// cmake/Web.cmake). Natively this file compiles to nothing.
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <string>

#include "platform/game_loop.hpp"

namespace dg {
GameLoop* g_web_loop = nullptr;  // set by main() before the main loop starts
}

extern "C" EMSCRIPTEN_KEEPALIVE const char* game_state_json() {
  static std::string json;  // owned here so the pointer stays valid for JavaScript to copy
  json = dg::g_web_loop ? dg::g_web_loop->state_json() : std::string("{}");
  return json.c_str();
}

// The on-screen touch controls: `name` is an SDL key name ("l", "Return", "Escape").
extern "C" EMSCRIPTEN_KEEPALIVE void press_key(const char* name) {
  std::string error;
  if (dg::g_web_loop && name) dg::g_web_loop->queue_keys({name}, error);
}

// The replay file the player chose in the page's file picker (title screen, r).
extern "C" EMSCRIPTEN_KEEPALIVE void watch_replay(const char* text, const char* name) {
  if (dg::g_web_loop && text && name) dg::g_web_loop->watch_replay(text, name);
}

// Called by the page when the tab is hidden or closed (visibilitychange, pagehide).
extern "C" EMSCRIPTEN_KEEPALIVE void save_game() {
  if (dg::g_web_loop) dg::g_web_loop->save();
}
#endif
