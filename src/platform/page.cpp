#include "platform/page.hpp"

#include <cstdio>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

void notify_ready() {
#ifdef __EMSCRIPTEN__
  EM_ASM({
    Module['readyAt'] = performance.now();
    if (Module['onGameReady']) Module['onGameReady']();
  });
#endif
  std::printf("READY\n");
  std::fflush(stdout);
}

}  // namespace dg
