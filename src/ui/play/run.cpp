#include "ui/play/run.hpp"

#include "core/game.hpp"
#include "ui/shell/screen_context.hpp"

namespace dg {

void run(ScreenContext& app, Dir dir) {
  if (dir == Dir::None) return;
  const Game& g = app.game();
  if (!open_way(g, g.hero().pos + offset(dir)) || g.hero().has(Property::Confused)) {
    app.apply(Command::move(dir));
    return;
  }
  app.start_walk(run_walk(g, dir));
}

}  // namespace dg
