#pragma once
// The browser's driver of the game loop: a frame runs only when there is something to do.
// An idle page asks for no animation frames at all, so a game nobody touches costs a laptop
// on battery nothing. The page wakes it on every input, resize, change of pixel ratio or
// return of the tab (page.js), and so does every call the page makes into the game.
namespace dg {

class GameLoop;

// Runs the first frame of `loop` (the page's one, for as long as the page lives) at once, no
// wait for the browser's next frame, then schedules frames for as long as it has work. Web
// only; natively the desktop loop sleeps in SDL_WaitEventTimeout instead.
void start_frames(GameLoop& loop);
// The loop start_frames runs (null before): what the page's calls into the game act on.
GameLoop* web_loop();
// Asks for a frame unless one is already asked for.
void wake_frames();

}  // namespace dg
