#pragma once
// The main view: message line on top, the map in the middle (camera on the player), two
// status lines in the NetHack style and a key reminder (or a new player's hint) at the bottom
// (where each goes:
// play_layout.hpp; the map: map_view.hpp; the lines: status_lines.hpp). Its keys and taps.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "ui/play/map_view.hpp"
#include "ui/play/play_layout.hpp"
#include "ui/play/status_lines.hpp"
#include "ui/shell/screen.hpp"
#include "ui/widgets/message_pager.hpp"

namespace dg {

class TutorialRun;

class PlayScreen : public Screen {
 public:
  // What the top line pages when no notice is up: the latest messages, unless the pane shows
  // them whole (at the terminal's size as the platform laid it out).
  std::string top_line_messages(const ScreenContext& app) const override;
  bool messages_need_paging(const ScreenContext& app) const override;
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  // The message line shows a notice itself: paged with the game's messages at a --More--.
  NoticePlace notice_place(const Terminal&, const ScreenContext&) const override {
    return NoticePlace::own();
  }
  bool wants_pointer() const override { return true; }
  std::string whereabouts(const ScreenContext& app) const override;

 private:
  // Hover describes the cell, a click walks there (or steps/attacks when next to the hero),
  // a long press looks.
  bool handle_pointer(const Input& in, ScreenContext& app);
  // The way Shift+direction or a capital vi-key runs, if `in` is one.
  static std::optional<Dir> run_direction(const Input& in, const ScreenContext& app);
  // A new player's hint (ui/shell/hints.hpp): over the keys' reminder, or, when it wraps,
  // over the map's first rows (never down to the status lines at `status_top`).
  static void draw_tip(Terminal& term, const std::string& tip, int status_top);
  // The tutorial's lesson under way (ui/shell/tutorial.hpp), over the map.
  void draw_lesson(Terminal& term, const ScreenContext& app, const TutorialRun& t,
                   int status_top) const;
  // The layout at the platform's size for the game as it is now: made once for each moment
  // of the game (a command, a message) and size, and shared by the App's paging check after a
  // command, the key handler and the draw; a draw makes it anew (what the status lines say can
  // change with no command: an option, the wizard's switches).
  const PlayLayout& layout_now(const ScreenContext& app, int cols, int rows,
                               bool fresh = false) const;
  struct KeptLayout {
    const Game* game = nullptr;
    MessagePager::Moment at{-1, 0};
    int cols = 0, rows = 0, zoom = 0;
    PlayLayout layout;
  };
  mutable KeptLayout layout_;
  mutable Vec view_{0, 0};  // the map view's size in terminal cells when last drawn
  mutable MapView map_;     // the map as last drawn (for pointer cells)
  // The message line's pages. Updated when drawing and again when an input arrives (keys
  // queued between two frames page exactly as keys pressed one per frame).
  mutable MessagePager more_;
  static constexpr int kMaxCount = 999;
  int count_ = 0;          // a count being typed (0: none)
  bool run_next_ = false;  // G was pressed: the next direction runs
};

}  // namespace dg
