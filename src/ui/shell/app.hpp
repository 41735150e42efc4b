#pragma once
// The UI as a whole, the shell: the session (the run and what keeps it: ui/shell/session.hpp),
// the stack of screens over it, the notices, the key guard, the options and the size of the
// terminal. The platform layer feeds it inputs, a frame's tick and its services, and asks it to
// draw; it knows nothing about SDL. Screens reach the session and the shell's parts through it.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "content/content.hpp"
#include "core/command.hpp"
#include "core/game.hpp"
#include "core/walk/walker.hpp"
#include "ui/input/input.hpp"
#include "ui/shell/key_guard.hpp"
#include "ui/shell/notices.hpp"
#include "ui/shell/platform_services.hpp"
#include "ui/shell/preferences.hpp"
#include "ui/shell/screen_stack.hpp"
#include "ui/shell/session.hpp"
#include "ui/shell/settings.hpp"
#include "ui/shell/shell_parts.hpp"

namespace dg {

class Terminal;

class App {
 public:
  using GameFactory = Session::GameFactory;

  // Starts on the title screen; play begins once a character is chosen. `content` (what the
  // games are made of and what things look like) must outlive the App.
  App(const Content& content, GameFactory factory, std::uint64_t seed);
  // Starts straight into play (a character named on the command line, or a test).
  App(const Content& content, Game game, GameFactory factory = {});
  // Moved whole (a test's helper returns one): the session is handed the new shell's parts.
  App(App&& other) noexcept;
  App& operator=(App&&) = delete;

  const Content& content() const { return *content_; }
  // The player's options as they apply now (ui/shell/settings.hpp): keys, palette, zoom...
  Settings& settings() { return settings_; }
  const Settings& settings() const { return settings_; }
  // Applies and keeps new options, telling the player if they could not be kept.
  void set_preferences(const Preferences& p) {
    if (std::string said = settings_.set(p); !said.empty()) notices().notify(std::move(said));
  }

  // The run, its save, its scores and the flows between them (ui/shell/session.hpp).
  Session& session() { return session_; }
  const Session& session() const { return session_; }
  // The game being played, the session's (only while playing()).
  bool playing() const { return session_.playing(); }
  const Game& game() const { return session_.game(); }
  Game& mutable_game() { return session_.mutable_game(); }

  // The shell's parts: the screens shown, its notices, the key guard.
  ScreenStack& screens() { return shell_.screens; }
  const ScreenStack& screens() const { return shell_.screens; }
  Notices& notices() { return shell_.notices; }
  const Notices& notices() const { return shell_.notices; }
  KeyGuard& key_guard() { return guard_; }

  // What the platform can do for the player (files, links, the clipboard, taking a run over:
  // ui/shell/platform_services.hpp); by default, none of it. Must outlive the App.
  void set_services(PlatformServices* services) { shell_.services = services; }
  PlatformServices& services() const { return shell_.platform(); }

  // Hands the input to the top screen; true when the display needs redrawing.
  bool handle(const Input& in);
  // A pointer input over `shown` (what was last drawn): screens that want the pointer get it;
  // on the others a click or tap on a menu entry or a [yn] choice presses its key.
  bool handle_pointer(const Input& in, const Terminal& shown);
  // Redraws the screens bottom to top; the Terminal keeps only the cells that changed.
  void draw(Terminal& term) const;

  // Applies a command; asks for confirmation or shows the death screen when the game says so.
  Outcome apply(const Command& command);

  // Walks (core/walk/walker.hpp: explore, travel, rest, run, a count), begun by a key and
  // taken kWalkStepsPerFrame steps each time the platform calls advance() (once a frame), so
  // the hero is seen to walk, or at once with the instant-walks option. Any key or tap stops
  // a walk and does nothing else.
  static constexpr int kWalkStepsPerFrame = 6;
  void start_walk(std::unique_ptr<Walk> walk);
  bool walking() const { return session_.walker().active(); }
  // The walk's next steps, and the frames a wand's or a spell's path stays drawn; true when
  // anything changed.
  bool advance();

  // The path of a wand or a spell (a Bolt event) is drawn for this many frames after its
  // command (about a fifth of a second), then the map is as it is: not until the next key.
  static constexpr int kBoltFrames = 12;
  bool bolt_shown() const { return bolt_frames_ > 0; }
  // Something on screen changes by itself (a walk, a bolt fading): the platform keeps calling
  // advance() once a frame; otherwise it may sleep.
  bool animating() const { return walking() || bolt_shown(); }

  // A key the player pressed in the tutorial, whose command is `id` (`applies`: the key applies
  // that command, which apply() will see; else it opens a screen or begins a walk). True when
  // it ended the tutorial, on its recap: the key does nothing more.
  bool tutorial_key(std::string_view id, bool applies);

  // The player asked to quit: the desktop game closes; a web page cannot, so it says
  // goodbye (and that the run is saved, when `saved`) and returns to the title.
  void quit(bool saved = false);
  bool quit_requested() const { return quit_requested_; }

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
  void set_size(int cols, int rows, int corner_cells = 0) {
    size_ = {cols, rows, corner_cells < 0 ? 0 : corner_cells};
  }
  const Size& size() const { return size_; }

 private:
  // A fall below half of the hero's hit points says so, and below a third again, each once
  // until they are back above half (the hit points' colour says it all along).
  void warn_low_hit_points();
  // The first time something happens in a new player's games, a hint says what it means
  // (ui/shell/hints.hpp); `paging`: the latest messages wait at a --More--.
  void offer_hint(bool paging);

  const Content* content_;
  ShellParts shell_;  // before the session, which holds it by address
  Session session_;
  KeyGuard guard_;
  Settings settings_;
  Size size_;
  bool low_hp_warned_ = false;
  bool half_hp_warned_ = false;  // the same, for the fall past half
  bool quit_requested_ = false;
  int bolt_frames_ = 0;
};

}  // namespace dg
