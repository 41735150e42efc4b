#pragma once
// What a screen may read and do: Screen::handle and Screen::draw get this, never the App. It
// holds the run (the session and its game), the content, the options, the screens shown, the
// notices, what the platform can do, and the few things a screen asks of the shell (a command
// applied with all that follows it, a walk begun, a tutorial key, quitting). The App
// (ui/shell/app.hpp) is the one real context; what the platform asks of the App (input, a
// frame's tick, drawing, the window's size) is not here, so no screen can reach it.
#include <memory>
#include <string_view>

#include "content/content.hpp"
#include "core/command.hpp"
#include "core/game.hpp"
#include "core/walk/walker.hpp"
#include "ui/shell/key_guard.hpp"
#include "ui/shell/notices.hpp"
#include "ui/shell/platform_services.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/screen_stack.hpp"
#include "ui/shell/session.hpp"
#include "ui/shell/settings.hpp"

namespace dg {

class ScreenContext {
 public:
  // The terminal's size in cells, as the platform laid it out: screens page and fit their
  // text to it whether or not they have been drawn yet (0 x 0: no screen, nothing paged).
  // `corner_cells`: cells at the right end of the top row that the page covers (its
  // full-screen button): the message line and its --More-- stop short of them.
  struct Size {
    int cols = 0, rows = 0, corner_cells = 0;
    // Below this the game cannot be shown readably: keys are refused until the window grows.
    static constexpr int kMinCols = 40, kMinRows = 10;
    bool too_small() const { return cols > 0 && (cols < kMinCols || rows < kMinRows); }
  };

  virtual ~ScreenContext() = default;

  // What the games are made of and what things look like.
  virtual const Content& content() const = 0;
  // The player's options as they apply now (ui/shell/settings.hpp): keys, palette, zoom...
  virtual Settings& settings() = 0;
  virtual const Settings& settings() const = 0;
  // Applies and keeps new options, telling the player if they could not be kept.
  virtual void set_preferences(const Preferences& p) = 0;

  // The run, its save, its scores and the flows between them (ui/shell/session.hpp).
  virtual Session& session() = 0;
  virtual const Session& session() const = 0;
  // The game being played, the session's (only while playing()).
  bool playing() const { return session().playing(); }
  const Game& game() const { return session().game(); }

  // The screens shown, the notices, the key guard, what the platform can do for the player.
  virtual ScreenStack& screens() = 0;
  virtual const ScreenStack& screens() const = 0;
  virtual Notices& notices() = 0;
  virtual const Notices& notices() const = 0;
  virtual KeyGuard& key_guard() = 0;
  virtual PlatformServices& services() const = 0;
  virtual const Size& size() const = 0;

  // Applies a command; asks for confirmation or shows the death screen when the game says so.
  virtual Outcome apply(const Command& command) = 0;
  // The events the latest command applied returned (its Outcome's): what screens draw (a
  // bolt's path) and a screen reader says (which way a wall was), never read from the game.
  virtual const std::vector<Event>& last_events() const = 0;
  // Begins a walk (core/walk/walker.hpp), taken a few steps a frame; any key stops it.
  virtual void start_walk(std::unique_ptr<Walk> walk) = 0;
  bool walking() const { return session().walker().active(); }
  // What the last command did is still drawn over the map (ui/play/flashes.hpp).
  virtual bool flash_shown() const = 0;
  // Which of its frames the moment is at (0 the first): what moves is drawn that far along.
  virtual int flash_frame() const = 0;
  // Plays the sound named `sound` (sounds.toml) at the effects' volume: the guide's list.
  virtual void cue(std::string_view sound) = 0;
  // A key the player pressed in the tutorial, whose command is `id` (`applies`: the key applies
  // that command). True when it ended the tutorial, on its recap: the key does nothing more.
  virtual bool tutorial_key(std::string_view id, bool applies) = 0;
  // The player asked to quit: the desktop game closes; a web page says goodbye (and that the
  // run is saved, when `saved`) and returns to the title.
  virtual void quit(bool saved) = 0;
  void quit() { quit(false); }
};

}  // namespace dg
