#include "ui/play/flashes.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "core/game.hpp"
#include "ui/play/appearance.hpp"
#include "ui/play/map_view.hpp"
#include "ui/shell/moments.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

namespace {

constexpr Color kBolt{255, 236, 120};
constexpr Color kFlightBack{40, 50, 110};  // the cells a thrown thing flew over
constexpr Color kFlying{235, 235, 235};    // the thing itself, in flight
constexpr Color kHitBack{150, 25, 25};
constexpr Color kKillBack{210, 40, 30};
constexpr Color kMissBack{75, 75, 75};
constexpr Color kBashBack{140, 95, 25};
constexpr Color kDoorBack{90, 60, 20};  // a door opened or closed
constexpr Color kFoundBack{110, 100, 20};
constexpr Color kTrapBack{120, 40, 130};
constexpr Color kNoticeBack{150, 120, 0};
constexpr Color kAllyBack{30, 110, 50};
constexpr Color kBurstNear{255, 220, 90}, kBurstFar{190, 50, 10};
constexpr Color kFireA{200, 70, 10}, kFireB{240, 140, 20};
constexpr Color kRippleBack{30, 70, 120};
constexpr Color kShimmer{60, 110, 170};   // light on water
constexpr Color kRiseBack{120, 100, 30};  // a level gained

bool seen_on_map(const Game& game, const MapView& view, Vec p) {
  return view.shows(p) && game.sight().sees(p);
}

Color mix(Color a, Color b, double t) {
  const auto m = [t](std::uint8_t x, std::uint8_t y) {
    return static_cast<std::uint8_t>(std::lround(x + (y - x) * t));
  };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b)};
}

// The cell keeps its glyph and colour; only what lies behind it changes (`strength` 1: to
// `back` itself, less: that much of the way from the cell's own).
void tint(Terminal& term, const MapView& view, Vec p, Color back, double strength = 1) {
  const Vec at = view.screen_of(p);
  const Cell& c = term.at(at.x, at.y);
  term.put_big(at.x, at.y, view.zoom, c.glyph, c.fg, mix(c.bg, back, strength));
}

// How far along the moment is, 0 to 1 (1 throughout when still).
double progress(MomentClock c) {
  return c.still ? 1.0 : static_cast<double>(c.frame + 1) / std::max(c.frames, 1);
}

// A path's cells reached so far: it runs in the first half of the moment, then stays whole.
std::size_t reached(std::size_t cells, MomentClock c) {
  return std::min(cells, static_cast<std::size_t>(std::ceil(2 * progress(c) * cells)));
}

void draw_bolt(Terminal& term, const Game& game, const Event& e, const MapView& view,
               MomentClock clock) {
  const std::size_t head = reached(e.path.size(), clock);
  for (std::size_t i = 0; i < head; ++i) {
    const Vec p = e.path[i];
    // The glyph follows the bolt's way into this cell (a bounce turns it): - | / \\ .
    const Vec step = i > 0               ? p - e.path[i - 1]
                     : e.path.size() > 1 ? e.path[1] - p
                                         : p - game.hero().pos;
    if (!seen_on_map(game, view, p) || p == game.hero().pos || game.sight().visible_monster(p))
      continue;
    const char32_t glyph = step.y == 0                    ? U'-'
                           : step.x == 0                  ? U'|'
                           : (step.x > 0) == (step.y < 0) ? U'/'
                                                          : U'\\';
    const Vec at = view.screen_of(p);
    term.put_big(at.x, at.y, view.zoom, glyph, kBolt, term.at(at.x, at.y).bg);
  }
}

// The trail behind the thing up to where it is now, and the thing itself in the air; where it
// stopped it is drawn as it lies there once it gets there (until then, the floor).
void draw_flight(Terminal& term, const Appearance& looks, const Game& game, const Event& e,
                 const MapView& view, MomentClock clock) {
  if (e.path.empty()) return;
  const std::size_t head = reached(e.path.size(), clock);
  if (const Vec end = e.path.back(); head < e.path.size() && seen_on_map(game, view, end) &&
                                     !game.sight().visible_monster(end) && end != game.hero().pos) {
    const Look floor = looks.of(game.level().at(end));
    const Vec at = view.screen_of(end);
    term.put_big(at.x, at.y, view.zoom, floor.glyph, floor.fg, term.at(at.x, at.y).bg);
  }
  for (std::size_t i = 0; i + 1 < e.path.size() && i < head; ++i) {
    const Vec p = e.path[i];
    if (!seen_on_map(game, view, p) || p == game.hero().pos) continue;
    if (i + 1 == head && !game.sight().visible_monster(p)) {
      const Vec at = view.screen_of(p);
      const char32_t glyph =
          e.amount >= 0 && e.amount < static_cast<int>(game.catalog().items.size())
              ? looks.item(e.amount).glyph
              : U'*';
      term.put_big(at.x, at.y, view.zoom, glyph, kFlying, kFlightBack);
    } else {
      tint(term, view, p, kFlightBack);
    }
  }
}

// The cloud's cells reached by a front spreading from where it went up, bright at the front.
void draw_burst(Terminal& term, const Game& game, const Event& e, const MapView& view,
                MomentClock clock) {
  int farthest = 1;
  for (Vec p : e.path) farthest = std::max(farthest, chebyshev(p, e.at));
  const double front = progress(clock) * 1.5 * farthest;
  for (Vec p : e.path) {
    const int d = chebyshev(p, e.at);
    if (d > front || !seen_on_map(game, view, p)) continue;
    const double behind = clock.still ? 0.5 : std::min(1.0, (front - d) / 2);
    tint(term, view, p, mix(kBurstNear, kBurstFar, behind));
  }
}

// A ring `radius` from `centre`, on the floor the hero sees.
void draw_ring(Terminal& term, const Game& game, const MapView& view, Vec centre, int radius,
               Color back, double strength) {
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx) {
      const Vec p{centre.x + dx, centre.y + dy};
      if (chebyshev(p, centre) != radius || !seen_on_map(game, view, p) ||
          !game.catalog().tile(game.level().at(p)).walkable)
        continue;
      tint(term, view, p, back, strength);
    }
}

void draw_ripple(Terminal& term, const Game& game, const Event& e, const MapView& view,
                 MomentClock clock) {
  const bool rise = e.kind == EventKind::LevelUp;
  const Vec centre = e.kind == EventKind::Stepped || e.kind == EventKind::Landed
                         ? e.at
                         : game.hero().pos;  // an arrival, a level gained: around the hero
  const Color back = rise ? kRiseBack : kRippleBack;
  if (clock.still) {
    draw_ring(term, game, view, centre, 1, back, 0.6);
    return;
  }
  const int most = e.kind == EventKind::Stepped ? 2 : 4;  // water: a small ring
  const double p = progress(clock);
  draw_ring(term, game, view, centre, 1 + static_cast<int>(p * most), back, 1 - 0.7 * p);
}

// What lies behind the cell where it happened.
Color back_of(EventKind k) {
  switch (k) {
    case EventKind::Hit: return kHitBack;
    case EventKind::Miss: return kMissBack;
    case EventKind::DoorBashed: return kBashBack;
    case EventKind::DoorOpened:
    case EventKind::DoorClosed: return kDoorBack;
    case EventKind::Found: return kFoundBack;
    case EventKind::TrapSprung: return kTrapBack;
    case EventKind::Noticed: return kNoticeBack;
    case EventKind::Befriended: return kAllyBack;
    default: return kKillBack;  // a kill, the hero's death
  }
}

// Fire, gas and water in view, moving for the moment: each cell by its own phase, so the
// flicker and the shimmer travel rather than blink all at once.
void draw_scene(Terminal& term, const Appearance& looks, const Game& game, const MapView& view,
                MomentClock clock) {
  const Level& lv = game.level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (!seen_on_map(game, view, p)) continue;
      const int phase = (x * 7 + y * 3 + clock.frame) % 6;
      if (lv.fire_at(p) > 0) {
        tint(term, view, p, phase < 3 ? kFireA : kFireB, 0.5 + phase / 12.0);
      } else if (const GasCell gas = lv.gas_at(p); gas.volume > 0) {
        tint(term, view, p, looks.gas(gas.kind).bg, 0.25 + 0.1 * std::abs(phase - 3));
      } else if (game.catalog().tile(lv.at(p)).quenches && (x * 2 + y * 5 + clock.frame) % 9 == 0) {
        tint(term, view, p, kShimmer, 0.6);
      }
    }
}

}  // namespace

void draw_flashes(Terminal& term, const Appearance& looks, const Game& game,
                  const std::vector<Event>& events, const MapView& view, MomentClock clock) {
  if (!clock.still) draw_scene(term, looks, game, view, clock);
  for (const Event& e : events) {
    if (!moment_shown(game, e)) continue;
    switch (moment_of(e.kind)) {
      case Moment::Trail:
        if (e.kind == EventKind::Bolt)
          draw_bolt(term, game, e, view, clock);
        else
          draw_flight(term, looks, game, e, view, clock);
        break;
      case Moment::Burst: draw_burst(term, game, e, view, clock); break;
      case Moment::Ripple: draw_ripple(term, game, e, view, clock); break;
      case Moment::Flicker:
        if (seen_on_map(game, view, e.at))
          tint(term, view, e.at, clock.still || (clock.frame / 2) % 2 ? kFireA : kFireB);
        break;
      case Moment::Flash:
        // Full at first, fading over the second half of the moment.
        if (seen_on_map(game, view, e.at))
          tint(term, view, e.at, back_of(e.kind),
               clock.still ? 1.0 : std::min(1.0, 2 * (1 - progress(clock)) + 0.25));
        break;
      case Moment::None: break;
    }
  }
}

}  // namespace dg
