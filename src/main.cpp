// Wires the layers together: options, SDL, the game loop, and the driver for the platform
// (a browser main-loop callback, or a plain loop on the desktop).
#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "platform/console.hpp"
#include "platform/frame_scheduler.hpp"
#include "platform/game_loop.hpp"
#include "platform/options.hpp"
#include "platform/web/page.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
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
// The page's start in steps, each its own task: between them the browser may paint and answer
// input, so the start never blocks the page for long. (Lighthouse's Total Blocking Time counts
// every task over 50 ms on a phone it takes to be four times slower than a desktop: one start
// in one piece blocked for 550-800 ms, these steps for 110-320.)
// The page shows why the game could not start (page.js's onAbort).
// clang-format off
EM_JS(void, report_start_failure, (const char* what), {
  if (Module['onAbort']) Module['onAbort'](UTF8ToString(what));
});
// Runs step(arg) in a task of its own, as soon as the browser is free: a MessageChannel's
// message, not a timer, which browsers delay by 4 ms once five of them are nested. One channel
// for every step: each channel is two ports the garbage collector must later sweep.
using StartTask = void (*)(void*);
EM_JS(void, run_soon, (StartTask step, void* arg), {
  var soon = Module['startSoon'];
  if (!soon) {
    var channel = new MessageChannel();
    var queue = [];
    channel.port1.onmessage = function() { queue.shift()(); };
    soon = Module['startSoon'] = function(f) {
      queue.push(f);
      channel.port2.postMessage(0);
    };
  }
  soon(function() { wasmTable.get(step)(arg); });
});
// clang-format on

struct Start {
  dg::GameLoop* loop;
  dg::Options options;
  std::string notice;
  int step = 0;
};

// Runs step `start.step`: false when the start failed (`error` says why). The renderer comes first
// and draws a frame where the page does not show it (SdlRenderer::warm_up_layout, warm_up_frame),
// so the GPU does its first frame's costly work while the content is read. The canvas is shown with
// the first frame (page.js's onGameReady), not a step before it: a browser compositing in software
// reads a shown canvas back and waits for the GPU to do so, and a frame that came between
// the two steps made the first draw wait for that read (0-150 ms, measured).
bool run_start_step(Start& start, std::string& error) {
  dg::GameLoop& loop = *start.loop;
  switch (start.step) {
    case 0: return loop.open_window(1280, 800, error);
    case 1: return loop.open_renderer(error);
    case 2: loop.warm_up_layout(); return true;
    case 3: loop.warm_up_frame(); return true;
    case 4: return loop.read_content(error);
    case 5: return loop.set_up(seed_for(start.options), start.options, start.notice, error);
    case 6: loop.relayout(); return true;  // before any key arrives
    default:
      if (!loop.queue_keys(start.options.keys, error)) return false;
      dg::start_frames(loop);  // the first frame
      return true;
  }
}

constexpr int kLastStartStep = 7;

void start_step(void* arg) {
  auto* start = static_cast<Start*>(arg);
  std::string error;
  if (!run_start_step(*start, error)) {
    fail(error);
    report_start_failure(error.c_str());
    delete start;
    return;
  }
  if (start->step++ == kLastStartStep) {
    delete start;
    return;
  }
  run_soon(start_step, start);
}

int run(const dg::Options& opt, const std::string& notice) {
  auto* loop = new dg::GameLoop;  // lives as long as the page
  run_soon(start_step, new Start{loop, opt, notice});
  // The runtime stays alive after main: frames come from animation frames asked for on input.
  emscripten_exit_with_live_runtime();
  return 0;
}
#else
int run(const dg::Options& opt, const std::string& notice) {
  dg::GameLoop loop;
  std::string error;
  if (!loop.init(1280, 800, seed_for(opt), opt, notice, error)) return fail(error);
  if (!loop.queue_keys(opt.keys, error)) return fail(error);
  while (loop.running() && (opt.frames < 0 || loop.frames() < opt.frames)) {
    // Sleep until something happens (at most 250 ms): an idle desktop game costs nothing. A
    // walk under way takes its steps a frame (about 16 ms) at a time, as in the browser, and so
    // does a moment on the map or a sound playing out (the device is paused at its end).
    if (opt.frames < 0 && !loop.idle())
      SDL_Delay(16);
    else if (opt.frames < 0)
      SDL_WaitEventTimeout(nullptr, 250);
    loop.frame();
  }
  if (!opt.screenshot.empty() && !loop.screenshot(opt.screenshot, error)) return fail(error);
  if (opt.print_state) std::printf("%s\n", loop.state_json().c_str());
  return loop.exit_code();
}
#endif

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  std::string notice;
#ifdef __EMSCRIPTEN__
  // On the web the options come from the URL's parameters (page.js passes them as --from-url
  // key value ...): each bad or unknown one is reported in the game, and the rest apply.
  dg::Options options;
  if (!args.empty() && args[0] == "--from-url") {
    std::vector<std::string> ignored;
    options = dg::parse_url_params({args.begin() + 1, args.end()}, ignored);
    for (const std::string& why : ignored)
      notice += (notice.empty() ? "Ignored in the URL: " : "; ") + why;
    if (!notice.empty()) notice += ".";
  }
#else
  dg::use_parent_console();  // Windows: --help and --print-state reach a command prompt
  auto parsed = dg::parse_options(args);
  if (!parsed) {
    std::fprintf(stderr, "deepglyph: %s\n%s", parsed.error().c_str(), dg::usage());
    return 2;
  }
  const dg::Options options = parsed.value();
  if (options.help) {
    std::printf("%s", dg::usage());
    return 0;
  }
#endif
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
    return fail(std::string("SDL_Init failed: ") + SDL_GetError());
  const int rc = run(options, notice);
#ifndef __EMSCRIPTEN__
  TTF_Quit();
  SDL_Quit();
#endif
  return rc;
}
