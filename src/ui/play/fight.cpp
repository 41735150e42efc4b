#include "ui/play/fight.hpp"

#include <string>
#include <string_view>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/walk/routes.hpp"
#include "core/walk/walks.hpp"
#include "core/words.hpp"
#include "core/world/step_rule.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg {

namespace {

// Below this share of the most hit points the key refuses (DCSS's autofight_stop).
constexpr int kLowHpPercent = 30;

bool foe(const Game& g, const Monster& m) {
  return !m.tame && m.chains == 0 && !m.at_peace() && g.sight().perceives(m) &&
         !g.catalog().breed_of(m).never_attacks();
}

// Hit points too low for a key that picks its own target: said, and true.
bool too_hurt(ScreenContext& app, std::string_view doing, std::string_view instead) {
  const Player& h = app.game().hero();
  if (100 * h.hp >= kLowHpPercent * h.max_hp) return false;
  app.notices().notify("You are too badly hurt to " + std::string(doing) + " without thinking (" +
                       std::to_string(h.hp) + " of " + std::to_string(h.max_hp) +
                       " hit points): " + std::string(instead) + ", or get away.");
  return true;
}

// The way from the hero to `m` when it is in one of the eight lines, within `reach` cells
// (0: any) and the first thing seen down that line; Dir::None otherwise.
Dir line_to(const Game& g, const Monster& m, int reach) {
  const Dir dir = line_direction(g.hero().pos, m.pos);
  const int cells = chebyshev(m.pos, g.hero().pos);
  if (dir == Dir::None || (reach > 0 && cells > reach)) return Dir::None;
  return first_in_line(g, dir, cells).first == &m ? dir : Dir::None;
}

}  // namespace

void cast_again(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  const char letter = app.session().last_spell();
  const int index = letter - 'a';
  if (h.spells.empty()) {
    app.notices().notify("You don't know any spells.");
    return;
  }
  if (letter == 0 || index < 0 || index >= static_cast<int>(h.spells.size())) {
    app.notices().notify("You have cast no spell yet: Z casts one, and then this casts it again.");
    return;
  }
  const ItemKind& book = g.catalog().item(h.spells[static_cast<std::size_t>(index)]);
  if (!book.zap.aimed()) {  // at the caster: a healing spell, say
    app.apply(Command::cast(letter));
    return;
  }
  if (too_hurt(app, "cast", "Z casts a spell where you aim it")) return;
  const int reach = book.zap.range;
  const Monster* nearest = nullptr;
  const Monster* in_line = nullptr;
  for (const Monster& m : g.level().monsters) {
    if (!foe(g, m)) continue;
    const int cells = chebyshev(m.pos, g.hero().pos);
    if (!nearest || cells < chebyshev(nearest->pos, g.hero().pos)) nearest = &m;
    if (line_to(g, m, reach) != Dir::None &&
        (!in_line || cells < chebyshev(in_line->pos, g.hero().pos)))
      in_line = &m;
  }
  if (!in_line) {
    app.notices().notify(nearest ? "No foe in line for the " + book.spell + ": " +
                                       definite(g.catalog().breed_of(*nearest)) + " is " +
                                       direction_words(g.hero().pos, nearest->pos) + "."
                                 : "No foe in sight for the " + book.spell + ".");
    return;
  }
  apply_aimed(app, Command::cast(letter, line_to(g, *in_line, reach)));
}

void fight(ScreenContext& app) {
  const Game& g = app.game();
  if (too_hurt(app, "fight", "walk into a foe to strike it")) return;
  const Monster* nearest = nullptr;
  for (const Monster& m : g.level().monsters)
    if (foe(g, m) &&
        (!nearest || chebyshev(m.pos, g.hero().pos) < chebyshev(nearest->pos, g.hero().pos)))
      nearest = &m;
  if (!nearest) {
    app.notices().notify("No foe in sight to fight.");
    return;
  }
  const std::string name = definite(g.catalog().breed_of(*nearest));
  const Vec at = nearest->pos;
  const Level& lv = g.level();
  if (chebyshev(at, g.hero().pos) == 1 &&
      !doorway_diagonal(lv.at(g.hero().pos), lv.at(at), g.hero().pos, at)) {
    app.apply(Command::move(direction_of(at - g.hero().pos)));
    return;
  }
  // Farther (or across a doorway's corner): a step on the way to it, by the way remembered;
  // seen across cells not yet walked (a corridor lit by nothing), the step toward it that is
  // open, straight or to one side.
  const std::vector<Vec> path = travel_path(g, at);
  if (path.size() < 2) {
    const Vec d{(at.x > g.hero().pos.x) - (at.x < g.hero().pos.x),
                (at.y > g.hero().pos.y) - (at.y < g.hero().pos.y)};
    for (const Vec step : {d, Vec{d.x, 0}, Vec{0, d.y}})
      if ((step.x != 0 || step.y != 0) && open_way(g, g.hero().pos + step) &&
          !doorway_diagonal(lv.at(g.hero().pos), lv.at(g.hero().pos + step), g.hero().pos,
                            g.hero().pos + step)) {
        app.apply(Command::move(direction_of(step)));
        return;
      }
    app.notices().notify(capitalised(name) + " is " + direction_words(g.hero().pos, at) +
                         ", with no way to it that you know.");
    return;
  }
  app.apply(Command::move(direction_of(path.front() - g.hero().pos)));
}

}  // namespace dg
