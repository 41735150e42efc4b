#include "platform/web/page.hpp"

#include <cmath>
#include <cstdio>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

void notify_ready() {
#ifdef __EMSCRIPTEN__
  mark("first-frame");
  EM_ASM({
    Module['readyAt'] = performance.now();
    if (Module['onGameReady']) Module['onGameReady']();
  });
#endif
  std::printf("READY\n");
  std::fflush(stdout);
}

#ifdef __EMSCRIPTEN__
namespace {
// The body is JavaScript, which clang-format would mangle.
// clang-format off
// A line more in the log (the reader says only what is added); the oldest go past 40.
EM_JS(void, web_announce, (const char* text), {
  var el = document.getElementById('messages');
  if (!el) return;
  var p = document.createElement('p');
  p.textContent = UTF8ToString(text);
  el.appendChild(p);
  while (el.childNodes.length > 40) el.removeChild(el.firstChild);
});
// The screen's choices, "key\ttext\tcurrent" a line, as buttons that press their key; the
// highlighted one (current 1) is aria-current.
EM_JS(void, web_show_choices, (const char* list), {
  var el = document.getElementById('choices');
  if (!el) return;
  el.textContent = "";
  UTF8ToString(list).split('\n').forEach(function (line) {
    if (!line) return;
    var parts = line.split('\t');
    var key = String.fromCodePoint(Number(parts[0]) || 32);
    var b = document.createElement('button');
    b.setAttribute('data-key', key);
    b.textContent = key + ' - ' + parts[1];
    if (parts[2] === "1") b.setAttribute('aria-current', 'true');
    el.appendChild(b);
  });
});
EM_JS(void, web_show_screen_reader, (int on), {
  var b = document.getElementById('sr-mode');
  if (!b) return;
  b.setAttribute('aria-pressed', on ? 'true' : 'false');
  b.textContent = 'Screen reader mode: ' + (on ? 'on' : 'off');
});
EM_JS(double, web_corner_button_left, (double row_css), {
  var b = document.getElementById('fullscreen');
  var c = Module['canvas'];
  if (!b || !b.offsetParent || !c) return -1;  // none, or hidden
  var r = b.getBoundingClientRect();
  // Only a button over the top row counts (on a phone it sits among the touch keys).
  if (r.top >= c.getBoundingClientRect().top + row_css) return -1;
  return r.left;
});
EM_JS(int, web_touch_keys, (), {
  return document.body.classList.contains('touch') ? 1 : 0;
});
EM_JS(int, web_reduces_motion, (), {
  return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
});
EM_JS(void, web_mark, (const char* name), {
  if (self.performance && performance.mark) performance.mark('dg:' + UTF8ToString(name));
});
// clang-format on
}  // namespace
#endif

void mark(const char* name) {
#ifdef __EMSCRIPTEN__
  web_mark(name);
#else
  (void)name;
#endif
}

int corner_button_cells(double cell_css, double row_css, double grid_right_css) {
#ifdef __EMSCRIPTEN__
  const double left = web_corner_button_left(row_css);
  if (left < 0 || cell_css <= 0 || grid_right_css <= left) return 0;
  return static_cast<int>(std::ceil((grid_right_css - left) / cell_css));
#else
  (void)cell_css, (void)row_css, (void)grid_right_css;
  return 0;
#endif
}

void show_choices(const std::string& list) {
#ifdef __EMSCRIPTEN__
  web_show_choices(list.c_str());
#else
  (void)list;
#endif
}

void show_screen_reader(bool on) {
#ifdef __EMSCRIPTEN__
  web_show_screen_reader(on ? 1 : 0);
#else
  (void)on;
#endif
}

bool touch_keys_shown() {
#ifdef __EMSCRIPTEN__
  return web_touch_keys() != 0;
#else
  return false;
#endif
}

bool system_reduces_motion() {
#ifdef __EMSCRIPTEN__
  return web_reduces_motion() != 0;
#else
  return false;
#endif
}

void announce(const std::string& text) {
#ifdef __EMSCRIPTEN__
  web_announce(text.c_str());
#else
  (void)text;
#endif
}

}  // namespace dg
