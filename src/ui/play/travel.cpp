#include "ui/play/travel.hpp"

#include "core/game.hpp"
#include "core/walk/routes.hpp"
#include "core/walk/walks.hpp"
#include "core/words.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/screen_links.hpp"

namespace dg {

namespace {
// "You stop: a floating eye is in the way, 3 east." when one stands in the only way to `to`.
bool say_in_the_way(ScreenContext& app, Vec to) {
  std::string said = in_the_way_words(app.game(), to);
  if (said.empty()) return false;
  app.notices().notify(std::move(said));
  return true;
}
}  // namespace

void explore(ScreenContext& app) {
  const Game& g = app.game();
  const bool picks_up = app.settings().explore_picks_up();
  if (!explore_goal(g, picks_up) && wanted_here(g, picks_up).empty()) {
    // A monster in the only way on: said, never walked into.
    if (const auto past = explore_goal(g, picks_up, true); past && say_in_the_way(app, *past))
      return;
    if (const auto door = known_locked_door(g))
      app.start_walk(bash_walk(*door));  // nothing else left: go to it, then ask
    else
      app.notices().notify("There is nothing left here that you can reach to explore.");
    return;
  }
  app.start_walk(explore_walk(picks_up));
}

void travel(ScreenContext& app, Vec to) {
  const Game& g = app.game();
  if (travel_path(g, to).empty()) {
    if (say_in_the_way(app, to)) return;
    // Say what may lie between: a locked door known (offered to bash, as explore does), or
    // the unknown (explore finds the way), rather than a bare refusal.
    if (const auto door = known_locked_door(g)) {
      const LockedDoor d = *door;
      app.screens().push(screens::yes_then("You know no way there; a locked door is " +
                                               direction_words(g.hero().pos, d.door) +
                                               ". Go and bash it? [yn]",
                                           [d](ScreenContext& a) { a.start_walk(bash_walk(d)); }));
    } else if (explore_goal(g, false)) {
      app.notices().notify("You know no way there yet: explore (o) to find one.");
    } else {
      app.notices().notify("You know no way there.");
    }
    return;
  }
  app.start_walk(travel_walk(to));
}

void rest(ScreenContext& app) {
  if (rested(app.game())) {
    app.notices().notify("You are not hurt, and your power is full.");
    return;
  }
  app.start_walk(rest_walk(app.game()));
}

void repeat_command(ScreenContext& app, const Command& command, int times) {
  app.start_walk(repeat_walk(command, times));
}

}  // namespace dg
