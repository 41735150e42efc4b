#include "platform/storage/run_lock.hpp"

#include <SDL.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

#ifdef __EMSCRIPTEN__
namespace {
// The bodies are JavaScript, which clang-format would mangle.
// clang-format off
EM_JS(int, web_run_lock_held, (), {
  return Module['runLock'] === 'busy' ? 0 : 1;
});
EM_JS(void, web_take_over_run, (), {
  if (Module['takeOverRun']) Module['takeOverRun']();
});
// clang-format on
}  // namespace

RunLock::~RunLock() = default;

bool RunLock::acquire(const std::string&) {
  return web_run_lock_held() != 0;
}

bool RunLock::can_steal() {
  return true;
}

std::string RunLock::take_over(const std::string&, bool& owned_now) {
  owned_now = false;
  web_take_over_run();
  return "Taking the game over from the other tab...";
}
#else
RunLock::~RunLock() = default;

bool RunLock::acquire(const std::string& name) {
  if (lock_.held()) return true;
  char* dir = SDL_GetPrefPath("deepglyph", "deepglyph");
  if (!dir) return true;  // no folder: no save to share
  const std::string path = std::string(dir) + name + ".lock";
  SDL_free(dir);
  return lock_.take(path);
}

bool RunLock::can_steal() {
  return false;
}

std::string RunLock::take_over(const std::string& name, bool& owned_now) {
  owned_now = acquire(name);
  return owned_now ? "" : "The game is still open in another window.";
}
#endif

}  // namespace dg
