#pragma once
// What the platform tells its host page (or terminal) about the game's life cycle.
#include <string>

namespace dg {

// Called once after the first frame is on screen: the web page hides its loading indicator
// and sets Module.readyAt, which the browser tests wait for.
void notify_ready();
// A named point in the page's start (performance.mark("dg:" + name)), which the benchmark
// report reads to say where the time before the first frame goes; natively a no-op.
void mark(const char* name);
// How many cells at the right end of the grid's top row the page's full-screen button covers,
// for cells `cell_css` x `row_css` CSS pixels whose grid ends `grid_right_css` CSS pixels from
// the window's left; 0 natively, or when the button is hidden or not over the top row.
int corner_button_cells(double cell_css, double row_css, double grid_right_css);
// The page lists the screen's choices (`list`: "key\ttext" a line, the key as its code point's
// number) as buttons for a screen
// reader and the keyboard; natively a no-op.
void show_choices(const std::string& list);
// The page's screen-reader switch shows the option as `on`; natively a no-op.
void show_screen_reader(bool on);
// Whether the page shows its on-screen keys (a phone's): words for the player then name them.
bool touch_keys_shown();
// Whether the browser asks for reduced motion (prefers-reduced-motion: reduce); natively false.
bool system_reduces_motion();
// Adds `text` to the page's ARIA live region (#messages, a log: a reader says what is added)
// for screen readers; natively a no-op.
void announce(const std::string& text);

}  // namespace dg
