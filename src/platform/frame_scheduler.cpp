#include "platform/frame_scheduler.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>

#include "platform/game_loop.hpp"

namespace dg {
namespace {

GameLoop* g_loop = nullptr;
bool g_asked = false;  // an animation frame is already asked for

void run_frame() {
  g_loop->frame();
  // Keys queued, events waiting, a layout or a drawing due: one more frame. Otherwise the
  // next input asks for one.
  if (!g_loop->idle()) wake_frames();
}

EM_BOOL on_animation_frame(double, void*) {
  g_asked = false;
  run_frame();
  return EM_FALSE;
}

}  // namespace

void start_frames(GameLoop& loop) {
  g_loop = &loop;
  run_frame();
}

GameLoop* web_loop() {
  return g_loop;
}

void wake_frames() {
  if (!g_loop || g_asked) return;
  g_asked = true;
  emscripten_request_animation_frame(on_animation_frame, nullptr);
}

}  // namespace dg

// The page calls this on input and on anything else that may change what is shown.
extern "C" EMSCRIPTEN_KEEPALIVE void wake_game() {
  dg::wake_frames();
}
#else
namespace dg {
void start_frames(GameLoop&) {}
void wake_frames() {}
GameLoop* web_loop() {
  return nullptr;
}
}  // namespace dg
#endif
