#include "platform/run_lock.hpp"

#include <SDL.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
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
RunLock::~RunLock() {
  if (fd_ >= 0) close(fd_);
}

bool RunLock::acquire(const std::string& name) {
  if (fd_ >= 0) return true;
  char* dir = SDL_GetPrefPath("deepglyph", "deepglyph");
  if (!dir) return true;  // no folder: no save to share
  const std::string path = std::string(dir) + name + ".lock";
  SDL_free(dir);
  const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return true;  // a read-only folder: saving will fail and say so
  if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
    close(fd);
    return false;
  }
  fd_ = fd;
  return true;
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
