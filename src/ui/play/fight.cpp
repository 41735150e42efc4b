#include "ui/play/fight.hpp"

#include <string>

#include "core/game.hpp"
#include "core/walk/routes.hpp"
#include "core/walk/walks.hpp"
#include "core/words.hpp"
#include "core/world/step_rule.hpp"
#include "ui/shell/app.hpp"

namespace dg {

namespace {

// Below this share of the most hit points the key refuses (DCSS's autofight_stop).
constexpr int kLowHpPercent = 30;

bool foe(const Game& g, const Monster& m) {
  return !m.tame && m.chains == 0 && g.perceives(m) && !g.breed_of(m).never_attacks();
}

}  // namespace

void fight(App& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  if (100 * h.hp < kLowHpPercent * h.max_hp) {
    app.notices().notify("You are too badly hurt to fight without thinking (" +
                         std::to_string(h.hp) + " of " + std::to_string(h.max_hp) +
                         " hit points): walk into a foe to strike it, or get away.");
    return;
  }
  const Monster* nearest = nullptr;
  for (const Monster& m : g.level().monsters)
    if (foe(g, m) &&
        (!nearest || chebyshev(m.pos, g.player()) < chebyshev(nearest->pos, g.player())))
      nearest = &m;
  if (!nearest) {
    app.notices().notify("No foe in sight to fight.");
    return;
  }
  const std::string name = g.breed_of(*nearest).name;
  const Vec at = nearest->pos;
  const Level& lv = g.level();
  if (chebyshev(at, g.player()) == 1 &&
      !doorway_diagonal(lv.at(g.player()), lv.at(at), g.player(), at)) {
    app.apply(Command::move(direction_of(at - g.player())));
    return;
  }
  // Farther (or across a doorway's corner): a step on the way to it, by the way remembered;
  // seen across cells not yet walked (a corridor lit by nothing), the step toward it that is
  // open, straight or to one side.
  const std::vector<Vec> path = travel_path(g, at);
  if (path.size() < 2) {
    const Vec d{(at.x > g.player().x) - (at.x < g.player().x),
                (at.y > g.player().y) - (at.y < g.player().y)};
    for (const Vec step : {d, Vec{d.x, 0}, Vec{0, d.y}})
      if ((step.x != 0 || step.y != 0) && open_way(g, g.player() + step) &&
          !doorway_diagonal(lv.at(g.player()), lv.at(g.player() + step), g.player(),
                            g.player() + step)) {
        app.apply(Command::move(direction_of(step)));
        return;
      }
    app.notices().notify("The " + name + " is " + direction_words(g.player(), at) +
                         ", with no way to it that you know.");
    return;
  }
  app.apply(Command::move(direction_of(path.front() - g.player())));
}

}  // namespace dg
