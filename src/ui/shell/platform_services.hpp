#pragma once
// What the UI asks of the platform it runs on (the browser page, the desktop game), as one
// interface the App is given: each call returns what to tell the player. These defaults are a
// platform that can do none of it (the bot, a test that fakes only what it checks); the game
// loop (platform/game_loop.cpp) is the real one.
#include <string>

namespace dg {

class PlatformServices {
 public:
  virtual ~PlatformServices() = default;
  // Hands the player a file: a browser download, a file in the desktop's preference folder.
  virtual std::string offer_file(const std::string& name, const std::string& /*text*/) {
    return "There is nowhere to put " + name + " here.";
  }
  // Asks the player for a save file to import, or a replay file to watch (the page's file
  // picker); the page stores or plays what is chosen.
  virtual std::string request_import() { return "Importing is not available here."; }
  virtual std::string request_replay() { return "Watching replays is not available here."; }
  // A finished run as a link that plays it (the web page packs the replay into the URL's
  // fragment), and text on the clipboard (the daily result card).
  virtual bool can_share_links() const { return false; }
  virtual std::string share_link(const std::string& /*replay*/) {
    return "Links to runs are made by the web game.";
  }
  virtual std::string copy_text(const std::string& /*what*/, const std::string& /*text*/) {
    return "There is no clipboard here.";
  }
  // Takes the run over from the tab or window that owns it; "" when it was taken (and
  // restored) at once. `take_over_steals`: taken from the other owner (the web), rather than
  // tried again once the other has closed (the desktop).
  virtual std::string take_over() { return "Close the other one first."; }
  virtual bool take_over_steals() const { return false; }
  // A new run's id, from the platform's clock and entropy ("" here: the App counts runs).
  virtual std::string new_run_id() { return {}; }
  // Whether the program can close itself (a page cannot close its tab).
  virtual bool can_exit() const { return true; }
};

}  // namespace dg
