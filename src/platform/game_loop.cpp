#include "platform/game_loop.hpp"

#include <SDL.h>

#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>

#include "content/content.hpp"
#include "core/game.hpp"
#include "core/rules.hpp"
#include "core/save.hpp"
#include "platform/sdl/assets.hpp"
#include "platform/state_json.hpp"
#include "platform/storage/run_slots.hpp"
#include "platform/web/downloads.hpp"
#include "platform/web/page.hpp"
#include "platform/web/sharing.hpp"
#include "ui/input/menu_tap.hpp"
#include "ui/screens/unsaved_quit_screen.hpp"
#include "ui/text/utf8.hpp"

namespace dg {

bool GameLoop::init(int width, int height, std::uint64_t seed, const Options& options,
                    std::string notice, std::string& error) {
  if (!read_content(error)) return false;
  if (!set_up(seed, options, std::move(notice), error) || !open_window(width, height, error) ||
      !open_renderer(error))
    return false;
  relayout();  // before any key arrives
  return true;
}

bool GameLoop::read_content(std::string& error) {
  mark("content-begin");  // the step itself, apart from the wait for its task (bench-report)
  auto loaded = load_content();
  if (!loaded) {
    error = "bad game data: " + loaded.error();
    return false;
  }
  content_ = std::make_unique<const Content>(std::move(loaded.value()));
  mark("content");
  return true;
}

bool GameLoop::set_up(std::uint64_t seed, const Options& options, std::string notice,
                      std::string& error) {
  const Catalog& catalog = content_->catalog;
  const bool wizard = options.wizard, pet = options.pet;
  auto factory = [wizard, pet, &catalog](std::uint64_t s, const Character& who) {
    return Game::new_game(catalog, s, who, wizard, pet);
  };
  if (!options.no_save) {
    adopt_unversioned_save();
    slot_ = platform_slot(save_slot_name(rules_id()));
    scores_slot_ = platform_slot("scores");
    prefs_slot_ = platform_slot("options");
    ended_slot_ = platform_slot("ended");
  }
  std::optional<Character> who;
  if (!options.character.empty()) {
    auto parsed = catalog.characters.parse(options.character);
    if (parsed)
      who = parsed.value();
    else
      notice = "Ignored the character " + quoted(options.character) + ": " + parsed.error() + ".";
  }
  app_ = std::make_unique<App>(*content_, factory, seed);
  // The options kept from earlier games, then what the command line or URL asks for now.
  app_->settings().set_slot(prefs_slot_.get());
  const std::string prefs_said = app_->settings().load();
  if (options.colour_blind) app_->settings().set_palette(Palette::ColourBlind);
  if (!options.autopickup) app_->settings().set_explore_picks_up(false);
  if (!options.hints) app_->settings().set_hints(false);
  app_->session().set_save_slot(slot_.get());
  app_->session().set_ended_slot(ended_slot_.get());
  app_->session().scores().set_slot(scores_slot_.get());
  app_->set_services(this);
  if (slot_) app_->session().set_kept_runs(&kept_runs_);
  const std::string& older_note = kept_runs_.older_note();
  // One run in one place: a second tab or window on the same save does not touch it.
  const std::string slot_name = save_slot_name(rules_id());
  bool resumed = false;
  if (slot_ && !lock_.acquire(slot_name)) {
    app_->session().open_elsewhere();
  } else {
    // Runs kept under other rules too: the runs in progress are listed, unless the page
    // chose this engine for its run. (A save that cannot be restored explains itself.)
    if (slot_ && !page_chose_run() && older_note.empty()) {
      app_->session().show_runs();
    } else {
      app_->session().note_kept_runs();
      app_->session().resume();
    }
    resumed = app_->playing();
  }
  if (resumed) {
    // A run in progress comes first: starting another would lose it.
    if (who || options.seed)
      notice = app_->notices().text() + " (The seed or character asked for was not used.)";
    if (!older_note.empty())
      notice = (notice.empty() ? app_->notices().text() : notice) + " " + older_note;
  } else if (who && app_->session().keeper().slot_empty() && app_->session().on_title()) {
    app_->session().start(*who);
    if (!app_->playing()) {
      error = app_->notices().text();
      return false;
    }
  }
  if (!options.replay.empty()) start_replay(options.replay);
  if (!prefs_said.empty()) notice = notice.empty() ? prefs_said : notice + " " + prefs_said;
  if (!notice.empty()) app_->notices().notify(notice);
  mark("game");
  return true;
}

bool GameLoop::open_window(int width, int height, std::string& error) {
  if (!renderer_.open_window("Deepglyph", width, height, error)) return false;
  mark("window");
  return true;
}

bool GameLoop::open_renderer(std::string& error) {
  if (!renderer_.open_renderer(game_font(), error)) return false;
  mark("renderer");
  return true;
}

void GameLoop::warm_up_layout() {
  std::string error;
  // Not needed, only sooner: a failure here is met (and reported) by the first real layout.
  if (!renderer_.warm_up_layout(term_, error)) SDL_Log("warm-up failed: %s", error.c_str());
  mark("warm-layout");
}

void GameLoop::warm_up_frame() {
  renderer_.warm_up_frame(term_);
  mark("warm");
}

std::string GameLoop::offer_file(const std::string& name, const std::string& text) {
  return offer_download(name, text);
}
std::string GameLoop::request_import() {
  return dg::request_import();
}
std::string GameLoop::request_replay() {
  return dg::request_replay();
}
bool GameLoop::can_share_links() const {
  return can_make_run_links();
}
std::string GameLoop::share_link(const std::string& replay) {
  return offer_run_link(replay);
}
std::string GameLoop::copy_text(const std::string& what, const std::string& text) {
  return copy_to_clipboard(what, text);
}

std::string GameLoop::take_over() {
  bool owned = false;
  std::string said = lock_.take_over(save_slot_name(rules_id()), owned);
  if (owned) app_->session().set_owner(true);
  return said;
}

bool GameLoop::take_over_steals() const {
  return RunLock::can_steal();
}

bool GameLoop::can_exit() const {
#ifdef __EMSCRIPTEN__
  return false;  // a page cannot close its tab
#else
  return true;
#endif
}

std::string GameLoop::new_run_id() {
  // Which run a save belongs to: only needs to differ between runs, so the clock will do (the
  // game's own randomness stays untouched).
  static std::uint64_t count = 0;
  const std::uint64_t t = (static_cast<std::uint64_t>(std::time(nullptr)) << 24) ^
                          SDL_GetPerformanceCounter() ^ (++count << 56);
  char out[17];
  std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(t));
  return out;
}

void GameLoop::start_replay(const std::string& path) {
  auto bytes = read_file_bounded(path, kMaxSaveBytes);
  if (!bytes)
    app_->notices().notify("Cannot replay " + path + ": " + bytes.error() + ".");
  else
    app_->session().watch_replay(bytes.value(), path);
}

void GameLoop::file_chosen(int kind, const char* bytes, std::size_t len, double size,
                           const std::string& name) {
  needs_draw_ = true;
  if (!bytes) {
    app_->notices().notify("Cannot use " + name + ": it is larger than a save or replay can be (" +
                           size_text(static_cast<std::uint64_t>(size)) + "; at most " +
                           size_text(kMaxSaveBytes) + ").");
    return;
  }
  const std::string text(bytes, len);
  if (kind == 0)
    app_->session().watch_replay(text, name);
  else
    app_->session().import_save(text, name);
}

void GameLoop::announce_changes() {
  // What is new since the last frame (ui/shell/speech.hpp), one line at most; and the page's
  // screen-reader switch kept in step with the option.
  if (std::string said = speech_.update(*app_, term_); !said.empty()) announce(said);
  // The screen's choices as a list of buttons (none over the map in play: its keys are many).
  // The highlighted one, when the screen has one ("b - Barbarian. ..."), is marked current.
  std::string choices;
  if (!app_->playing() || app_->screens().depth() > 1) {
    const std::string focus = app_->screens().top().focus(*app_);
    for (const ScreenChoice& e : screen_choices(term_)) {
      const bool current = focus.size() > 4 && static_cast<unsigned char>(focus[0]) == e.key &&
                           focus.compare(1, 3, " - ") == 0;
      choices += std::to_string(static_cast<unsigned>(e.key)) + "\t" + e.text + "\t" +
                 (current ? "1" : "0") + "\n";
    }
  }
  if (choices != choices_shown_) {
    choices_shown_ = choices;
    show_choices(choices);
  }
  const bool reader = app_->settings().preferences().screen_reader;
  if (reader != reader_shown_) {
    reader_shown_ = reader;
    show_screen_reader(reader);
  }
}

void GameLoop::set_screen_reader(bool on) {
  Preferences p = app_->settings().preferences();
  p.screen_reader = on;
  app_->set_preferences(p);
  // The switch says what it did (a reader hears the notice in the page's live region).
  app_->notices().notify(on ? "Screen reader mode on: what is said tells where things are, and "
                              "walks end at once."
                            : "Screen reader mode off.");
  needs_draw_ = true;
}

void GameLoop::on_window_event(int event) {
  switch (event) {
    case SDL_WINDOWEVENT_RESIZED:
    case SDL_WINDOWEVENT_SIZE_CHANGED:
    case SDL_WINDOWEVENT_DISPLAY_CHANGED:  // may change the pixel ratio
      needs_layout_ = true;
      break;
    case SDL_WINDOWEVENT_EXPOSED: term_.mark_all_dirty(); break;
    default: break;
  }
}

void GameLoop::on_quit() {
  // The window closed, or the process was asked to stop: keep the run for next time. If it
  // cannot be kept, say so and wait; asked a second time, close (the exit code says it).
  if (quit_unsaved_asked_ || !app_->playing() || app_->game().run().over ||
      !app_->session().keeper().owner() || !slot_ || app_->session().save()) {
    if (quit_unsaved_asked_) exit_code_ = 1;
    running_ = false;
    return;
  }
  quit_unsaved_asked_ = true;
  const std::string why = app_->notices().text();
  std::fprintf(stderr, "deepglyph: %s Close again to quit without it.\n", why.c_str());
  app_->screens().push(std::make_unique<UnsavedQuitScreen>(why));
  needs_draw_ = true;
}

void GameLoop::handle_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_QUIT: on_quit(); break;
    case SDL_WINDOWEVENT: on_window_event(e.window.event); break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: renderer_.invalidate(term_); break;
    default:
      if (auto in = input_.translate(e)) {
        ++inputs_;
        needs_draw_ |= app_->handle(*in);
      } else if (auto p = pointer_.translate(e, renderer_, SDL_GetTicks())) {
        ++inputs_;
        needs_draw_ |= app_->handle_pointer(p->at(e.common.timestamp), term_);
      }
      break;
  }
}

void GameLoop::relayout() {
  std::string error;
  if (!renderer_.relayout(term_, error)) {
    // Keep the old layout: a frame without a new font is better than no game.
    if (error != last_error_) SDL_Log("relayout failed: %s", error.c_str());
    last_error_ = error;
  }
  // The page's full-screen button over the top row's right end: the message line stops short.
  const double dpr = renderer_.stats().dpr > 0 ? renderer_.stats().dpr : 1.0;
  const int cell_w = renderer_.atlas().cell_width();
  app_->settings().set_cell_css_width(cell_w / dpr);
  app_->settings().set_touch_keys(touch_keys_shown());
  app_->settings().set_system_reduces_motion(system_reduces_motion());
  const GridLayout& grid = renderer_.layout();
  app_->set_size(
      term_.width(), term_.height(),
      corner_button_cells(cell_w / dpr, (grid.origin_y + renderer_.atlas().cell_height()) / dpr,
                          (grid.origin_x + term_.width() * cell_w) / dpr));
  needs_layout_ = false;
  needs_draw_ = true;
}

void GameLoop::frame() {
  ++frames_;
  // Queued keys first, all of them: a batch acts exactly as the same keys one per frame. A
  // walk a key began (explore, travel, rest) goes on a frame's steps at a time, and the keys
  // queued after it wait for its end, as a player watching it would: however the keys are
  // batched, the game is the same.
  while (!pending_.empty() && !app_->walking()) {
    const std::string name = std::move(pending_.front());
    pending_.pop_front();
    type_key(name);
  }
  SDL_Event e;
  while (SDL_PollEvent(&e)) handle_event(e);
  if (renderer_.context_given_back()) {
    std::string error;
    if (!renderer_.rebuild(term_, error))
      SDL_Log("the display could not be rebuilt: %s", error.c_str());
    needs_layout_ = true;
  }
  if (needs_layout_) relayout();
  // A key or a tap in this frame stopped the walk (App::handle); else its next steps.
  if (app_->animating()) needs_draw_ |= app_->advance();
  if (app_->quit_requested()) running_ = false;
  play_sounds();
  // An earlier engine's run (or the replay of a link it was loaded for) is over: new runs
  // are played on the current one.
  if (kept_runs_.older_engine() && !older_left_) {
    older_played_ = older_played_ || app_->playing();
    if (older_played_ && app_->session().on_title()) {
      older_left_ = true;
      kept_runs_.play_current();
    }
  }
  const bool redraw = needs_draw_;
  const Uint64 t0 = SDL_GetPerformanceCounter();
  if (needs_draw_) {
    app_->draw(term_);
    needs_draw_ = false;
    announce_changes();
  }
  renderer_.present(term_);  // paints nothing when no cell changed
  if (redraw)
    app_->key_guard().shown(SDL_GetTicks());  // keys typed before this frame saw the old screen
  if (redraw)
    renderer_.note_frame_time(static_cast<double>(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                              static_cast<double>(SDL_GetPerformanceFrequency()));
  if (!ready_reported_ && renderer_.stats().frames_drawn > 0) {
    ready_reported_ = true;
    notify_ready();
  }
}

void GameLoop::play_sounds() {
  // Sound turned off stops what plays and closes the device (a page's audio with it).
  if (!app_->settings().preferences().sound) {
    (void)app_->take_cues();
    audio_.close();
    return;
  }
  audio_.play(app_->take_cues(), *content_);
  audio_.tick();
}

bool GameLoop::idle() {
  return pending_.empty() && !needs_layout_ && !needs_draw_ && !app_->animating() &&
         !audio_.busy() && !SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

bool GameLoop::queue_keys(const std::vector<std::string>& names, std::string& error) {
  if (pending_.size() + names.size() > kMaxQueuedKeys) {
    error = "too many keys at once (" + std::to_string(pending_.size() + names.size()) +
            " queued; at most " + std::to_string(kMaxQueuedKeys) + ")";
    return false;
  }
  for (const std::string& name : names) {
    if (SDL_GetKeyFromName(name.c_str()) == SDLK_UNKNOWN) {
      error = "unknown key name '" + name.substr(0, 40) + "'";
      return false;
    }
  }
  pending_.insert(pending_.end(), names.begin(), names.end());
  return true;
}

void GameLoop::type_key(const std::string& name) {
  SDL_Event down{};
  down.type = SDL_KEYDOWN;
  down.key.state = SDL_PRESSED;
  down.key.keysym.sym = SDL_GetKeyFromName(name.c_str());
  down.key.keysym.scancode = SDL_GetScancodeFromName(name.c_str());
  handle_event(down);
  // A printable key also types its character, as a real key press does: "l" types "l", and
  // "Space" a space (its name is a word, but it types text all the same).
  std::string typed;
  if (name.size() == 1)
    typed = name;
  else if (down.key.keysym.sym >= SDLK_SPACE && down.key.keysym.sym < SDLK_DELETE)
    typed = std::string(1, static_cast<char>(down.key.keysym.sym));
  if (!typed.empty()) {
    SDL_Event text{};
    text.type = SDL_TEXTINPUT;
    std::strncpy(text.text.text, typed.c_str(), sizeof text.text.text - 1);
    handle_event(text);
  }
}

std::string GameLoop::state_json() const {
  return dg::state_json(*app_, term_, renderer_, audio_.stats(), inputs_, frames_);
}

}  // namespace dg
