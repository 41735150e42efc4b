#pragma once
// The game and the screen as JSON, for browser tests (exported to JavaScript as
// game_state_json) and the native smoke test (--print-state).
#include <string>

namespace dg {

class App;
class Terminal;
class SdlRenderer;
struct AudioStats;

// `inputs`: how many inputs the game has been handed (a test waits for it to move on);
// `frames_run`: how many frames the loop has run, drawn or not (idle, it runs none).
// `audio`: the sound device's state and the sounds started (platform/sdl/sdl_audio.hpp).
std::string state_json(const App& app, const Terminal& term, const SdlRenderer& renderer,
                       const AudioStats& audio, long inputs, long frames_run);

}  // namespace dg
