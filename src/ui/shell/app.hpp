#pragma once
// The UI as a whole, the shell: the session (the run and what keeps it: ui/shell/session.hpp),
// the stack of screens over it, the notices, the key guard, the options and the size of the
// terminal. The platform layer feeds it inputs, a frame's tick and its services, and asks it to
// draw; it knows nothing about SDL. Screens reach the session and the shell's parts through the
// narrower ScreenContext it is (ui/shell/screen_context.hpp), never through the App itself.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ui/input/input.hpp"
#include "ui/shell/moments.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/shell_parts.hpp"
#include "ui/sound/cues.hpp"
#include "ui/sound/reader_cues.hpp"

namespace dg {

class Terminal;

class App final : public ScreenContext {
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

  // What a screen may read and do (ui/shell/screen_context.hpp).
  const Content& content() const override { return *content_; }
  Settings& settings() override { return settings_; }
  const Settings& settings() const override { return settings_; }
  void set_preferences(const Preferences& p) override {
    if (std::string said = settings_.set(p); !said.empty()) notices().notify(std::move(said));
  }
  Session& session() override { return session_; }
  const Session& session() const override { return session_; }
  Game& mutable_game() { return session_.mutable_game(); }
  ScreenStack& screens() override { return shell_.screens; }
  const ScreenStack& screens() const override { return shell_.screens; }
  Notices& notices() override { return shell_.notices; }
  const Notices& notices() const override { return shell_.notices; }
  KeyGuard& key_guard() override { return guard_; }
  const Size& size() const override { return size_; }
  Outcome apply(const Command& command) override;
  const std::vector<Event>& last_events() const override { return last_events_; }
  void start_walk(std::unique_ptr<Walk> walk) override;
  bool flash_shown() const override { return flash_frames_ > 0; }
  int flash_frame() const override { return kFlashFrames - flash_frames_; }
  bool tutorial_key(std::string_view id, bool applies) override;
  void quit(bool saved) override;
  using ScreenContext::quit;

  // What the platform can do for the player (files, links, the clipboard, taking a run over:
  // ui/shell/platform_services.hpp); by default, none of it. Must outlive the App.
  void set_services(PlatformServices* services) { shell_.services = services; }
  PlatformServices& services() const override { return shell_.platform(); }

  // Hands the input to the top screen; true when the display needs redrawing.
  bool handle(const Input& in);
  // A pointer input over `shown` (what was last drawn): screens that want the pointer get it;
  // on the others a click or tap on a menu entry or a [yn] choice presses its key.
  bool handle_pointer(const Input& in, const Terminal& shown);
  // Redraws the screens bottom to top; the Terminal keeps only the cells that changed.
  void draw(Terminal& term) const;

  // Walks (core/walk/walker.hpp: explore, travel, rest, run, a count), begun by a key and
  // taken kWalkStepsPerFrame steps each time the platform calls advance() (once a frame), so
  // the hero is seen to walk, or at once with the instant-walks option. Any key or tap stops
  // a walk and does nothing else.
  static constexpr int kWalkStepsPerFrame = 6;
  // The walk's next steps, and the frames a wand's or a spell's path stays drawn; true when
  // anything changed.
  bool advance();

  // A bolt's path, a blow, a thrown thing's flight (ui/shell/moments.hpp) is drawn for this
  // many frames after its command (about a fifth of a second), moving frame by frame unless
  // motion is reduced, then the map is as it is. The next key ends it at once.
  static constexpr int kFlashFrames = kMomentFrames;
  // Something on screen changes by itself (a walk, a flash fading): the platform keeps calling
  // advance() once a frame; otherwise it may sleep.
  bool animating() const { return walking() || flash_shown(); }

  // The sounds the commands since the last call asked for (ui/sound/cues.hpp), their gains
  // scaled by the volumes: the platform plays them. At most one of each sound a frame: a walk's
  // six steps a frame are one step heard.
  std::vector<Cue> take_cues() { return std::exchange(cues_, {}); }
  // A sound the shell itself plays (the mute key's "on" chime), at the effects' gain.
  void cue(std::string_view sound) override;

  // The desktop game closes once a screen asked to quit (quit()).
  bool quit_requested() const { return quit_requested_; }

  // The terminal's size in cells, as the platform laid it out (ScreenContext::Size).
  void set_size(int cols, int rows, int corner_cells = 0) {
    size_ = {cols, rows, corner_cells < 0 ? 0 : corner_cells};
  }

 private:
  // A wound that takes the hero's hit points below half says so, and below a third again, each
  // once until they are back above half (the hit points' colour says it all along).
  void warn_low_hit_points(const std::vector<Event>& events);
  // The first time something happens in a new player's games, a hint says what it means
  // (ui/shell/hints.hpp); `paging`: the latest messages wait at a --More--.
  void offer_hint(bool paging, const std::vector<Event>& events);
  // The sounds of a command's events, and in screen-reader mode the cues of what came in view.
  void queue_sounds(const std::vector<Event>& events);
  void add_cue(Cue c, float gain);

  const Content* content_;
  ShellParts shell_;  // before the session, which holds it by address
  Session session_;
  KeyGuard guard_;
  Settings settings_;
  Size size_;
  bool low_hp_warned_ = false;
  bool half_hp_warned_ = false;  // the same, for the fall past half
  bool quit_requested_ = false;
  int flash_frames_ = 0;
  std::vector<Event> last_events_;  // the latest command's (its Outcome's)
  std::vector<Cue> cues_;           // to play (take_cues)
  ReaderCues reader_cues_;
};

}  // namespace dg
