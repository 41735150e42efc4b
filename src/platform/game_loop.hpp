#pragma once
// One frame of the game, shared by both drivers: the browser calls frame() from an animation
// frame asked for only while the loop has work (frame_scheduler), the desktop from a plain
// loop. A frame polls SDL events, hands inputs to the UI, and presents only if something
// changed; an idle frame draws nothing.
#include <SDL_events.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "content/content.hpp"
#include "platform/options.hpp"
#include "platform/sdl/pointer.hpp"
#include "platform/sdl/sdl_audio.hpp"
#include "platform/sdl/sdl_input.hpp"
#include "platform/sdl/sdl_renderer.hpp"
#include "platform/storage/run_lock.hpp"
#include "platform/storage/run_slots.hpp"
#include "platform/storage/save_slots.hpp"
#include "ui/shell/app.hpp"
#include "ui/shell/speech.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

// The loop is also what the platform does for the UI (ui/shell/platform_services.hpp):
// downloads, file pickers, links, the clipboard, the run lock, the clock's run ids.
class GameLoop : public PlatformServices {
 public:
  // Loads the content, opens the window and shows the title screen for a game from `seed`
  // (or, when `character` names a whole or partial character, starts that game at once);
  // false with `error` set on failure. `notice` (a bad URL parameter, say) is shown first.
  bool init(int width, int height, std::uint64_t seed, const Options& options, std::string notice,
            std::string& error);
  // init() in steps, which the web page runs as tasks of their own so that none of them holds
  // the browser's main thread for long (a phone runs them several times slower): the content
  // (the compiled blob, read in a few milliseconds), the game set up (options, saves: a run in
  // progress is replayed here), the window, the renderer, and the first layout.
  bool read_content(std::string& error);
  bool set_up(std::uint64_t seed, const Options& options, std::string notice, std::string& error);
  bool open_window(int width, int height, std::string& error);
  bool open_renderer(std::string& error);
  // The renderer's first frame, where the page does not show it yet, in two steps: the layout,
  // then the frame (SdlRenderer::warm_up_layout, warm_up_frame).
  void warm_up_layout();
  void warm_up_frame();
  // Fits the grid and the font to the window. The start does it before any key arrives, so
  // the screens know their size from the first key on; later, whenever the window changed.
  void relayout();

  void frame();
  bool running() const { return running_; }
  long frames() const { return frames_; }
  // Nothing to do until the next input: no queued keys or events, no layout or drawing due,
  // no walk under way, no sound playing (the frames go on to pause the device at its end).
  bool idle();
  // 1 when the game closed with a run it could not save, else 0.
  int exit_code() const { return exit_code_; }

  // Queues key events as if typed (names as SDL_GetKeyFromName knows them, e.g. "l",
  // "Down", "Keypad 7"); the next frame hands them all to the game, in order. False with
  // `error` naming the first unknown key, or when the queue would pass kMaxQueuedKeys (then
  // none of these keys is queued).
  bool queue_keys(const std::vector<std::string>& names, std::string& error);
  static constexpr std::size_t kMaxQueuedKeys = 100'000;

  std::string state_json() const;
  // Saves the game in progress (the page calls this when the tab is hidden or closed).
  void save() {
    app_->session().save();
    needs_draw_ = true;
  }
  // A file the player chose in the page's picker: `kind` 0 a replay to watch, 1 a save to
  // import. `bytes` is null when the page did not read it (larger than `size` allows).
  void file_chosen(int kind, const char* bytes, std::size_t len, double size,
                   const std::string& name);
  // The page's screen-reader switch was pressed: the option is set (and kept).
  void set_screen_reader(bool on);
  // What the page has to say (a link made, text copied, a link that cannot be read).
  void page_notice(const std::string& text) {
    app_->notices().notify(text);
    needs_draw_ = true;
  }
  // The page's Web Lock on the save was taken by another tab (false) or granted (true).
  void set_owner(bool owner) {
    app_->session().set_owner(owner);
    needs_draw_ = true;
  }
  bool screenshot(const std::string& path, std::string& error) {
    return renderer_.screenshot(path, error);
  }

 private:
  void on_window_event(int event);
  void handle_event(const SDL_Event& e);
  void type_key(const std::string& name);
  void on_quit();
  // PlatformServices, the browser's or the desktop's.
  std::string offer_file(const std::string& name, const std::string& text) override;
  std::string request_import() override;
  std::string request_replay() override;
  bool can_share_links() const override;
  std::string share_link(const std::string& replay) override;
  std::string copy_text(const std::string& what, const std::string& text) override;
  std::string take_over() override;
  bool take_over_steals() const override;
  std::string new_run_id() override;
  bool can_exit() const override;
  void start_replay(const std::string& path);
  void announce_changes();
  // The sounds the frame's commands asked for, started; the device paused once they end.
  void play_sounds();

  // What the games are made of; declared before app_, which refers to it, so it outlives it.
  std::unique_ptr<const Content> content_;
  std::unique_ptr<SaveSlot> slot_;         // null with --no-save
  std::unique_ptr<SaveSlot> scores_slot_;  // the high-score table; null with --no-save
  std::unique_ptr<SaveSlot> prefs_slot_;   // the options (keys, palette...); null with --no-save
  std::unique_ptr<SaveSlot> ended_slot_;   // the runs that ended; null with --no-save
  std::unique_ptr<App> app_;
  PlatformKeptRuns kept_runs_;  // the runs kept under other rules
  // An earlier engine (kept_runs_.older_engine()) plays its run to its end, then leaves.
  bool older_played_ = false;  // that run (or replay) has been on screen
  bool older_left_ = false;    // and the page was asked for the current engine
  RunLock lock_;
  std::deque<std::string> pending_;  // queued key names, bounded (SDL's own queue drops keys)
  Terminal term_;
  SdlRenderer renderer_;
  SdlInput input_;
  PointerInput pointer_;
  bool running_ = true;
  bool needs_draw_ = true;
  bool needs_layout_ = true;
  bool ready_reported_ = false;
  long frames_ = 0;
  long inputs_ = 0;  // inputs handed to the game (for tests waiting on a key's effect)
  int exit_code_ = 0;
  bool quit_unsaved_asked_ = false;
  std::string last_error_;
  Speech speech_;   // what the ARIA live region is told
  SdlAudio audio_;  // the game's sounds (opened at the first)
  bool reader_shown_ = false;
  std::string choices_shown_;  // the screen's choices as the page lists them  // the screen-reader
                               // option as the page's switch shows it
};

}  // namespace dg
