#pragma once
// The game and the screen as JSON, for browser tests (exported to JavaScript as
// game_state_json) and the native smoke test (--print-state).
#include <string>

namespace dg {

class App;
class Terminal;
class SdlRenderer;

std::string state_json(const App& app, const Terminal& term, const SdlRenderer& renderer);

}  // namespace dg
