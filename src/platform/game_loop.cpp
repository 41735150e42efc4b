#include "platform/game_loop.hpp"

#include <SDL.h>

#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>

#include "content/content.hpp"
#include "core/game.hpp"
#include "platform/assets.hpp"
#include "platform/downloads.hpp"
#include "platform/page.hpp"
#include "platform/state_json.hpp"
#include "ui/appearance.hpp"

namespace dg {

bool GameLoop::init(int width, int height, std::uint64_t seed, const Options& options,
                    std::string notice, std::string& error) {
  auto content = load_content();
  if (!content) {
    error = "bad game data: " + content.error();
    return false;
  }
  const bool wizard = options.wizard;
  auto factory = [wizard](std::uint64_t s, const Character& who) {
    return Game::new_game(s, who, wizard);
  };
  set_palette(options.colour_blind ? Palette::ColourBlind : Palette::Standard);
  if (!options.no_save) {
    slot_ = platform_slot("save");
    scores_slot_ = platform_slot("scores");
  }
  std::optional<Character> who;
  if (!options.character.empty()) {
    auto parsed = parse_character(options.character);
    if (parsed)
      who = parsed.value();
    else
      notice = "Ignored the character '" + options.character + "': " + parsed.error() + ".";
  }
  app_ = std::make_unique<App>(factory, seed);
  app_->set_save_slot(slot_.get());
  app_->set_score_slot(scores_slot_.get());
  app_->set_file_offer(offer_download);
  app_->set_import(request_import);
  app_->set_replay_request(request_replay);
  // A run in progress comes first: starting another would lose it. (A save that cannot be
  // restored shows why, and offers a new game itself.)
  if (app_->resume()) {
    if (who || options.seed)
      notice = app_->notice() + " (The seed or character asked for was not used.)";
  } else if (who && !app_->has_save()) {
    app_->start(*who);
    if (!app_->playing()) {
      error = app_->notice();
      return false;
    }
  }
  if (!options.replay.empty()) start_replay(options.replay);
#ifdef __EMSCRIPTEN__
  app_->set_can_exit(false);  // a page cannot close its tab
#endif
  if (!notice.empty()) app_->notify(notice);
  return renderer_.open("Deepglyph", width, height, game_font(), error);
}

void GameLoop::start_replay(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (!in)
    app_->notify("Cannot replay " + path + ": cannot read it.");
  else
    app_->watch_replay(bytes.str(), path);
}

void GameLoop::announce_changes() {
  // In play, what was just said (and any notice); on the other screens (title, menus), the
  // whole screen's text, so a screen reader can follow every step with the keyboard alone.
  std::string said;
  if (app_->playing() && app_->depth() == 1) {
    for (const Message& m : app_->game().log().latest()) said += (said.empty() ? "" : " ") + m.text;
    if (!app_->notice().empty()) said += (said.empty() ? "" : " ") + app_->notice();
  } else {
    said = term_.to_string();
  }
  if (said == last_announced_) return;
  last_announced_ = said;
  announce(said);
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

void GameLoop::frame() {
  ++frames_;
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    switch (e.type) {
      case SDL_QUIT:  // the window closed: keep the run for next time
        app_->save();
        running_ = false;
        break;
      case SDL_WINDOWEVENT: on_window_event(e.window.event); break;
      case SDL_RENDER_TARGETS_RESET:
      case SDL_RENDER_DEVICE_RESET: renderer_.invalidate(term_); break;
      default:
        if (auto in = input_.translate(e))
          needs_draw_ |= app_->handle(*in);
        else if (auto p = pointer_.translate(e, renderer_, SDL_GetTicks()))
          needs_draw_ |= app_->handle_pointer(*p, term_);
        break;
    }
  }
  if (needs_layout_) {
    std::string error;
    if (!renderer_.relayout(term_, error)) {
      // Keep the old layout: a frame without a new font is better than no game.
      if (error != last_error_) SDL_Log("relayout failed: %s", error.c_str());
      last_error_ = error;
    }
    needs_layout_ = false;
    needs_draw_ = true;
  }
  if (app_->quit_requested()) running_ = false;
  const bool redraw = needs_draw_;
  const Uint64 t0 = SDL_GetPerformanceCounter();
  if (needs_draw_) {
    app_->draw(term_);
    needs_draw_ = false;
    announce_changes();
  }
  renderer_.present(term_);  // paints nothing when no cell changed
  if (redraw)
    renderer_.note_frame_time(static_cast<double>(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                              static_cast<double>(SDL_GetPerformanceFrequency()));
  if (!ready_reported_ && renderer_.stats().frames_drawn > 0) {
    ready_reported_ = true;
    notify_ready();
  }
}

bool GameLoop::queue_keys(const std::vector<std::string>& names, std::string& error) {
  for (const std::string& name : names) {
    const SDL_Keycode sym = SDL_GetKeyFromName(name.c_str());
    if (sym == SDLK_UNKNOWN) {
      error = "unknown key name '" + name + "'";
      return false;
    }
    SDL_Event down{};
    down.type = SDL_KEYDOWN;
    down.key.state = SDL_PRESSED;
    down.key.keysym.sym = sym;
    down.key.keysym.scancode = SDL_GetScancodeFromName(name.c_str());
    SDL_PushEvent(&down);
    if (name.size() == 1) {  // a printable key also types its character
      SDL_Event text{};
      text.type = SDL_TEXTINPUT;
      std::strncpy(text.text.text, name.c_str(), sizeof text.text.text - 1);
      SDL_PushEvent(&text);
    }
  }
  return true;
}

std::string GameLoop::state_json() const {
  return dg::state_json(*app_, term_, renderer_);
}

}  // namespace dg
