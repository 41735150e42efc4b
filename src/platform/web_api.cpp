// Functions the web page and the browser tests call into (see EXPORTED_FUNCTIONS in
// cmake/Web.cmake). Natively this file compiles to nothing.
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <string>

#include "platform/frame_scheduler.hpp"
#include "platform/game_loop.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE const char* game_state_json() {
  static std::string json;  // owned here so the pointer stays valid for JavaScript to copy
  const dg::GameLoop* loop = dg::web_loop();
  json = loop ? loop->state_json() : std::string("{}");
  return json.c_str();
}

// The on-screen touch controls: `name` is an SDL key name ("l", "Return", "Escape"). 1 when
// queued; 0 when refused (an unknown name, or the queue is full), with the reason logged.
extern "C" EMSCRIPTEN_KEEPALIVE int press_key(const char* name) {
  std::string error;
  dg::GameLoop* loop = dg::web_loop();
  if (!loop || !name) return 0;
  if (loop->queue_keys({name}, error)) {
    dg::wake_frames();
    return 1;
  }
  emscripten_log(EM_LOG_WARN, "press_key refused: %s", error.c_str());
  return 0;
}

// A file the player chose in the page's picker (kind 0: a replay to watch; 1: a save to
// import), or only its size when it was too large to read.
extern "C" EMSCRIPTEN_KEEPALIVE void file_chosen(int kind, const char* bytes, int len, double size,
                                                 const char* name) {
  dg::GameLoop* loop = dg::web_loop();
  if (loop && name)
    loop->file_chosen(kind, bytes, static_cast<std::size_t>(len < 0 ? 0 : len), size, name);
  dg::wake_frames();
}

// What the page has to say on the game's message line: a link made or refused, text copied.
extern "C" EMSCRIPTEN_KEEPALIVE void page_notice(const char* text) {
  if (dg::GameLoop* loop = dg::web_loop(); loop && text) loop->page_notice(text);
  dg::wake_frames();
}

// The page's Web Lock on the save: lost to another tab (0), or taken over by this one (1).
extern "C" EMSCRIPTEN_KEEPALIVE void ownership_changed(int held) {
  if (dg::GameLoop* loop = dg::web_loop()) loop->set_owner(held != 0);
  dg::wake_frames();
}

// The page's screen-reader switch: the option on (1) or off (0), kept with the options.
extern "C" EMSCRIPTEN_KEEPALIVE void set_screen_reader(int on) {
  if (dg::GameLoop* loop = dg::web_loop()) loop->set_screen_reader(on != 0);
  dg::wake_frames();
}

// Called by the page when the tab is hidden, loses focus or closes.
extern "C" EMSCRIPTEN_KEEPALIVE void save_game() {
  if (dg::GameLoop* loop = dg::web_loop()) loop->save();
  dg::wake_frames();
}
#endif
