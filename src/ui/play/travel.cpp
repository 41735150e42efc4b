#include "ui/play/travel.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "core/actor/threat.hpp"
#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/world/path.hpp"
#include "core/world/step_rule.hpp"
#include "ui/play/describe.hpp"
#include "ui/shell/app.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg {

namespace {

constexpr int kMaxTravel = 400;  // steps in one go
constexpr int kMaxRest = 500;    // turns in one go

}  // namespace

std::string stop_reason(const Game& g) {
  const Monster* m = nearest_threat(g);
  if (!m) return {};
  const std::string it = with_article(g.breed_of(*m).name);
  if (chebyshev(m->pos, g.player()) <= 1) return "You stop: " + it + " is beside you.";
  // Short, to fit a phone's line: "You stop: a kobold shaman comes, 11 east, 10 south."
  if (m->mind == Mind::Hunting)
    return "You stop: " + it + " comes, " + direction_words(g.player(), m->pos) + ".";
  return "You stop: " + it + " is near, " + direction_words(g.player(), m->pos) + ".";
}

namespace {

constexpr int kPetLag = 4;    // a pet in sight farther than this is waited for...
constexpr int kPetWaits = 3;  // ... a few turns at a time, as Brogue's allies are

// Whether a walk should wait a turn for the pet: in sight, lagging behind.
bool pet_lags(const Game& g) {
  for (const Monster& m : g.level().monsters)
    if (m.tame) return g.perceives(m) && chebyshev(m.pos, g.player()) > kPetLag;
  return false;
}

}  // namespace

int walk(App& app, int limit, const std::function<std::optional<Command>(const Game&)>& next,
         bool waits_for_pet) {
  int steps = 0, waited = 0;
  while (steps < limit && app.playing() && !app.game().over() && app.depth() == 1) {
    if (std::string why = stop_reason(app.game()); !why.empty()) {
      app.notify(std::move(why));
      break;
    }
    auto c = next(app.game());
    if (!c) break;
    if (waits_for_pet && c->kind == Command::Kind::Move) {
      // A few turns for the pet to catch up; one that does not (held, or fighting) is not
      // waited for again until it has.
      if (!pet_lags(app.game())) {
        waited = 0;
      } else if (waited < kPetWaits) {
        c = Command::of(Command::Kind::Search);
        ++waited;
      }
    }
    const int hp = app.game().hero().hp;
    const Outcome out = app.apply(*c);
    if (!out.took_turn || !out.confirm.empty()) break;  // refused, or a question was asked
    ++steps;
    if (app.game().hero().hp < hp) break;  // hurt: the player decides what next
  }
  return steps;
}

std::optional<Vec> known_stairs(const Game& g, bool down) {
  const Level& lv = g.level();
  const Vec p = down ? lv.stairs_down : lv.stairs_up;
  if (!lv.contains(p) || !lv.memory[p].seen) return std::nullopt;
  return p;
}

namespace {
// Whether the hero may walk from a to its neighbour b by what they remember: b seen, no known
// hazard there (unless it is where they asked to go), no diagonal through a doorway.
bool remembered_step(const TileTable& tiles, const Level& lv, Vec a, Vec b, Vec to) {
  const Memory& m = lv.memory[b];
  if (!m.seen) return false;
  if (doorway_diagonal(lv.memory[a].tile, m.tile, a, b)) return false;
  if (b == to) return true;
  if (m.tile == Tile::Acid || m.tile == Tile::Pit || m.trap >= 0) return false;
  return tiles[static_cast<std::size_t>(m.tile)].walkable ||
         m.tile == Tile::DoorClosed;  // a bump opens it
}
}  // namespace

std::vector<Vec> travel_path(const Game& g, Vec to) {
  const Level& lv = g.level();
  auto can_step = [&](Vec a, Vec b) { return remembered_step(g.catalog().tiles, lv, a, b, to); };
  return astar(lv.width(), lv.height(), g.player(), to, can_step);
}

namespace {
// Steps from the hero to every cell they can reach by what they remember (kUnreached
// elsewhere), by the same rule travel walks by.
Array2D<int> remembered_distances(const Game& g) {
  const Level& lv = g.level();
  Array2D<int> dist;
  distance_field(
      lv.width(), lv.height(), g.player(),
      [&](Vec a, Vec b) {
        return remembered_step(g.catalog().tiles, lv, a, b, {-1, -1});
      },
      dist);
  return dist;
}

// The nearest cell in `dist`, at least `min_steps` away, with a neighbour `wanted(cell,
// neighbour)` accepts (ties: top-left first); the cell and that neighbour.
template <typename Wanted>
std::optional<std::pair<Vec, Vec>> nearest_beside(const Game& g, const Array2D<int>& dist,
                                                  int min_steps, Wanted wanted) {
  const Level& lv = g.level();
  std::optional<std::pair<Vec, Vec>> best;
  int best_d = 0;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const int d = dist[p];
      if (d < min_steps || (best && d >= best_d)) continue;
      for (Dir dir : kAllDirs) {
        const Vec q = p + offset(dir);
        if (lv.contains(q) && wanted(p, q)) {
          best = {p, q}, best_d = d;
          break;
        }
      }
    }
  return best;
}

// The nearest cell in `dist` (not the hero's own) that borders the unknown.
std::optional<Vec> frontier(const Game& g, const Array2D<int>& dist) {
  const auto found =
      nearest_beside(g, dist, 1, [&](Vec, Vec q) { return !g.level().memory[q].seen; });
  if (!found) return std::nullopt;
  return found->first;
}
}  // namespace

std::optional<Vec> explore_target(const Game& g) {
  return frontier(g, remembered_distances(g));
}

std::optional<LockedDoor> known_locked_door(const Game& g) {
  // The nearest cell beside a door the hero found locked, from which it can be bashed.
  const Level& lv = g.level();
  const auto found = nearest_beside(g, remembered_distances(g), 0, [&](Vec p, Vec q) {
    return lv.memory[q].tile == Tile::DoorLocked &&
           !doorway_diagonal(lv.memory[p].tile, Tile::DoorLocked, p, q);
  });
  if (!found) return std::nullopt;
  return LockedDoor{found->second, found->first};
}

namespace {
// Nothing left to explore but a locked door: go to it, and ask before bashing it.
int go_bash(App& app, const LockedDoor& door) {
  int steps = 0;
  if (app.game().player() != door.from) {
    steps = travel(app, door.from);
    if (!app.playing() || app.game().player() != door.from || !app.notice().empty())
      return steps;  // stopped on the way: the player decides
  }
  const Dir dir = direction_of(door.door - door.from);
  app.push(std::make_unique<YesNoPrompt>("Nothing else here can be reached: a locked door is " +
                                             direction_words(app.game().player(), door.door) +
                                             ". Bash it open? [yn]",
                                         Command::move(dir)));
  return steps;
}

bool worth_carrying(const Game& g, const Item& item) {
  const ItemKind& k = g.catalog().item(item.kind);
  // Small and never a burden: what a player of NetHack or DCSS always picks up.
  if (k.cls == ItemClass::Potion || k.cls == ItemClass::Scroll || k.cls == ItemClass::Ingredient ||
      k.cls == ItemClass::Amulet || k.cls == ItemClass::Wand || k.cls == ItemClass::Ring)
    return true;
  // More of a weapon the hero carries: thrown darts and daggers come back.
  for (const InvSlot& s : g.hero().inventory)
    if (s.item.kind == item.kind) return true;
  return false;
}

std::vector<int> wanted_here(const App& app, Vec p) {
  std::vector<int> which;
  const Game& g = app.game();
  if (!app.explore_picks_up() || app.left_here(p)) return which;
  int index = 0;
  for (const FloorItem& f : g.level().items) {
    if (f.pos != p) continue;
    if (worth_carrying(g, f.item)) which.push_back(index);
    ++index;
  }
  return which;
}

// The nearest reachable cell with gold or something worth carrying on it, as far as the hero
// knows: what is in sight, and what they remember seeing elsewhere. Not a cell where the
// player left things, nor one with a known hazard (stepping there asks first).
std::optional<Vec> loot_target(const App& app, const Array2D<int>& dist) {
  const Game& g = app.game();
  if (!app.explore_picks_up()) return std::nullopt;
  const Level& lv = g.level();
  Array2D<std::uint8_t> wanted(lv.width(), lv.height(), 0);
  for (const GoldPile& gp : lv.gold)
    if (g.sees(gp.pos)) wanted[gp.pos] = 1;
  for (const FloorItem& f : lv.items)
    if (g.sees(f.pos) && worth_carrying(g, f.item)) wanted[f.pos] = 1;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      const Memory& m = lv.memory[p];
      if (g.sees(p) || !m.seen) continue;
      if (m.gold || (m.item >= 0 && worth_carrying(g, Item{m.item, 1, 0}))) wanted[p] = 1;
    }
  std::optional<Vec> best;
  int best_d = 0;
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (!wanted[p] || p == g.player() || app.left_here(p)) continue;
      const int d = dist[p];
      if (d <= 0 || (best && d >= best_d)) continue;
      best = p, best_d = d;
    }
  return best;
}

// Where explore goes next: things to pick up or the unknown, whichever is nearer (by one
// distance field: its steps are the lengths of the paths travel would walk).
std::optional<Vec> explore_goal(const App& app) {
  const Array2D<int> dist = remembered_distances(app.game());
  const auto unknown = frontier(app.game(), dist);
  const auto loot = loot_target(app, dist);
  if (!loot) return unknown;
  if (!unknown || dist[*loot] <= dist[*unknown]) return loot;
  return unknown;
}

}  // namespace

int explore(App& app) {
  if (!explore_goal(app) && wanted_here(app, app.game().player()).empty()) {
    if (const auto door = known_locked_door(app.game())) return go_bash(app, *door);
    app.notify("There is nothing left here that you can reach to explore.");
    return 0;
  }
  const int steps = walk(
      app, kMaxTravel,
      [&app](const Game& g) -> std::optional<Command> {
        // Standing on things worth carrying: take them all (once: what cannot be taken is left).
        if (std::vector<int> take = wanted_here(app, g.player()); !take.empty()) {
          app.leave_at(g.player());
          return Command::pick_up(std::move(take));
        }
        const auto target = explore_goal(app);
        if (!target) return std::nullopt;
        const auto path = travel_path(g, *target);
        if (path.empty()) return std::nullopt;
        return Command::move(direction_of(path.front() - g.player()));
      },
      true);
  if (app.playing() && app.notice().empty() && !explore_goal(app))
    app.notify(known_locked_door(app.game())
                   ? "Done exploring, but for a locked door: o again to go and bash it."
                   : "Done exploring: nothing more to see that you can reach.");
  return steps;
}

int travel(App& app, Vec to) {
  if (travel_path(app.game(), to).empty()) {
    app.notify("You know no way there.");
    return 0;
  }
  return walk(
      app, kMaxTravel,
      [to](const Game& g) -> std::optional<Command> {
        if (g.player() == to) return std::nullopt;
        const auto path = travel_path(g, to);
        if (path.empty()) return std::nullopt;
        return Command::move(direction_of(path.front() - g.player()));
      },
      true);
}

namespace {
bool rested(const Player& h) {
  return h.hp >= h.max_hp && h.pw >= h.max_pw;
}
}  // namespace

int rest(App& app) {
  if (rested(app.game().hero())) {
    app.notify("You are not hurt, and your power is full.");
    return 0;
  }
  const int turns = walk(app, kMaxRest, [](const Game& g) -> std::optional<Command> {
    if (rested(g.hero())) return std::nullopt;
    return Command::of(Command::Kind::Search);  // resting searches, as in NetHack
  });
  if (app.playing() && rested(app.game().hero()) && app.notice().empty())
    app.notify("You feel rested.");
  return turns;
}

int repeat_command(App& app, const Command& command, int times) {
  return walk(app, std::clamp(times, 0, kMaxRest),
              [&command](const Game&) -> std::optional<Command> { return command; });
}

}  // namespace dg
