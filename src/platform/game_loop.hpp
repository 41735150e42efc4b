#pragma once
// One frame of the game, shared by both drivers: the browser calls frame() from
// emscripten_set_main_loop, the desktop from a plain loop. A frame polls SDL events, hands
// inputs to the UI, and presents only if something changed; an idle frame draws nothing.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "platform/options.hpp"
#include "platform/pointer.hpp"
#include "platform/save_slots.hpp"
#include "platform/sdl_input.hpp"
#include "platform/sdl_renderer.hpp"
#include "ui/app.hpp"
#include "ui/terminal.hpp"

namespace dg {

class GameLoop {
 public:
  // Loads the content, opens the window and shows the title screen for a game from `seed`
  // (or, when `character` names a whole or partial character, starts that game at once);
  // false with `error` set on failure. `notice` (a bad URL parameter, say) is shown first.
  bool init(int width, int height, std::uint64_t seed, const Options& options, std::string notice,
            std::string& error);

  void frame();
  bool running() const { return running_; }
  long frames() const { return frames_; }

  // Queues key events as if typed (names as SDL_GetKeyFromName knows them, e.g. "l",
  // "Down", "Keypad 7"); false with `error` naming the first unknown key.
  bool queue_keys(const std::vector<std::string>& names, std::string& error);

  std::string state_json() const;
  // Saves the game in progress (the page calls this when the tab is hidden or closed).
  void save() { app_->save(); }
  // Watches the replay in `text` (a file the page was given, named `from`).
  void watch_replay(const std::string& text, const std::string& from) {
    app_->watch_replay(text, from);
    needs_draw_ = true;
  }
  bool screenshot(const std::string& path, std::string& error) {
    return renderer_.screenshot(path, error);
  }

 private:
  void on_window_event(int event);
  void start_replay(const std::string& path);
  void announce_changes();

  std::unique_ptr<SaveSlot> slot_;         // null with --no-save
  std::unique_ptr<SaveSlot> scores_slot_;  // the high-score table; null with --no-save
  std::unique_ptr<App> app_;
  Terminal term_;
  SdlRenderer renderer_;
  SdlInput input_;
  PointerInput pointer_;
  bool running_ = true;
  bool needs_draw_ = true;
  bool needs_layout_ = true;
  bool ready_reported_ = false;
  long frames_ = 0;
  std::string last_error_;
  std::string last_announced_;  // what the ARIA live region last said
};

}  // namespace dg
