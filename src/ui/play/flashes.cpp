#include "ui/play/flashes.hpp"

#include "core/game.hpp"
#include "ui/play/map_view.hpp"
#include "ui/shell/moments.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

namespace {

constexpr Color kBolt{255, 236, 120};
constexpr Color kFlightBack{40, 50, 110};  // the cells a thrown thing flew over
constexpr Color kHitBack{150, 25, 25};
constexpr Color kKillBack{210, 40, 30};
constexpr Color kMissBack{75, 75, 75};
constexpr Color kBashBack{140, 95, 25};
constexpr Color kDoorBack{90, 60, 20};  // a door opened or closed

bool seen_on_map(const Game& game, const MapView& view, Vec p) {
  return view.shows(p) && game.sight().sees(p);
}

// The cell keeps its glyph and colour; only what lies behind it changes.
void tint(Terminal& term, const MapView& view, Vec p, Color back) {
  const Vec at = view.screen_of(p);
  const Cell& c = term.at(at.x, at.y);
  term.put_big(at.x, at.y, view.zoom, c.glyph, c.fg, back);
}

void draw_bolt(Terminal& term, const Game& game, const Event& e, const MapView& view) {
  for (std::size_t i = 0; i < e.path.size(); ++i) {
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

// What lies behind the cell where it happened.
Color back_of(EventKind k) {
  switch (k) {
    case EventKind::Hit: return kHitBack;
    case EventKind::Miss: return kMissBack;
    case EventKind::DoorBashed: return kBashBack;
    case EventKind::DoorOpened:
    case EventKind::DoorClosed: return kDoorBack;
    default: return kKillBack;  // a kill, the hero's death
  }
}

}  // namespace

void draw_flashes(Terminal& term, const Game& game, const std::vector<Event>& events,
                  const MapView& view) {
  for (const Event& e : events) {
    if (!drawn_for_a_moment(e.kind)) continue;
    switch (e.kind) {
      case EventKind::Bolt: draw_bolt(term, game, e, view); break;
      case EventKind::Flight:
        // The trail behind the thing, up to where it stopped (drawn as it lies there).
        for (std::size_t i = 0; i + 1 < e.path.size(); ++i)
          if (seen_on_map(game, view, e.path[i]) && e.path[i] != game.hero().pos)
            tint(term, view, e.path[i], kFlightBack);
        break;
      default:
        if (seen_on_map(game, view, e.at)) tint(term, view, e.at, back_of(e.kind));
        break;
    }
  }
}

}  // namespace dg
