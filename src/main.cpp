// Wires the layers together: options, SDL, the game loop, and the driver for the platform
// (a browser main-loop callback, or a plain loop on the desktop).
#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "platform/game_loop.hpp"
#include "platform/options.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
namespace dg {
extern GameLoop* g_web_loop;
}
#endif

namespace {

// A fresh dungeon each run unless a seed is given: the clock only picks the seed; all
// randomness after that comes from the game's own RNG.
std::uint64_t seed_for(const dg::Options& opt) {
  if (opt.seed) return *opt.seed;
  if (opt.daily) return dg::daily_seed(static_cast<std::int64_t>(std::time(nullptr)));
  return (static_cast<std::uint64_t>(std::time(nullptr)) << 20) ^ SDL_GetPerformanceCounter();
}

int fail(const std::string& what) {
  std::fprintf(stderr, "deepglyph: %s\n", what.c_str());
  return 1;
}

#ifdef __EMSCRIPTEN__
void web_frame(void* loop) {
  static_cast<dg::GameLoop*>(loop)->frame();
}

int run(const dg::Options& opt, const std::string& notice) {
  auto* loop = new dg::GameLoop;  // lives as long as the page: the main loop never returns
  std::string error;
  if (!loop->init(1280, 800, seed_for(opt), opt, notice, error) ||
      !loop->queue_keys(opt.keys, error))
    return fail(error);
  dg::g_web_loop = loop;
  emscripten_set_main_loop_arg(web_frame, loop, 0, 1);  // rAF-driven
  return 0;
}
#else
int run(const dg::Options& opt, const std::string& notice) {
  dg::GameLoop loop;
  std::string error;
  if (!loop.init(1280, 800, seed_for(opt), opt, notice, error)) return fail(error);
  // The first frame is drawn before --keys arrive, as a player sees the screen before typing
  // (a long message waiting at --More-- takes the first key, in the browser too).
  loop.frame();
  if (!loop.queue_keys(opt.keys, error)) return fail(error);
  while (loop.running() && (opt.frames < 0 || loop.frames() < opt.frames)) {
    // Sleep until something happens (at most 250 ms): an idle desktop game costs nothing.
    if (opt.frames < 0) SDL_WaitEventTimeout(nullptr, 250);
    loop.frame();
  }
  if (!opt.screenshot.empty() && !loop.screenshot(opt.screenshot, error)) return fail(error);
  if (opt.print_state) std::printf("%s\n", loop.state_json().c_str());
  return 0;
}
#endif

}  // namespace

int main(int argc, char** argv) {
  auto parsed = dg::parse_options(std::vector<std::string>(argv + 1, argv + argc));
  std::string notice;
#ifdef __EMSCRIPTEN__
  // On the web the options come from the URL: a bad one is reported in the game, which
  // starts anyway with the defaults.
  if (!parsed) {
    notice = "Ignored the URL's parameters: " + parsed.error() + ".";
    parsed = dg::Options{};
  }
#else
  if (!parsed) {
    std::fprintf(stderr, "deepglyph: %s\n%s", parsed.error().c_str(), dg::usage());
    return 2;
  }
#endif
  if (parsed.value().help) {
    std::printf("%s", dg::usage());
    return 0;
  }
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
    return fail(std::string("SDL_Init failed: ") + SDL_GetError());
  const int rc = run(parsed.value(), notice);
#ifndef __EMSCRIPTEN__
  TTF_Quit();
  SDL_Quit();
#endif
  return rc;
}
