#include "core/world/piece_triggers.hpp"

#include "core/game.hpp"

namespace dg::pieces {

namespace {

// Sets off piece `p`'s triggers for `event` at `at`, each the first time only; `by_hero`: the
// hero set it off (else another creature did).
void fire(Game& g, PlacedPiece& p, PieceEvent event, Vec at, bool by_hero = true) {
  const SetPiece& piece = g.catalog().set_pieces[static_cast<std::size_t>(p.kind)];
  const char here = p.mark_at(piece.layout, at);
  for (std::size_t i = 0; i < piece.triggers.size() && i < kMaxTriggers; ++i) {
    const PieceTrigger& t = piece.triggers[i];
    const auto bit = static_cast<std::uint8_t>(1u << i);
    if ((p.fired & bit) || t.when != event || t.at.find(here) == std::string::npos) continue;
    p.fired |= bit;
    Level& lv = g.mutable_level();
    bool changed = false;
    for (int y = p.pos.y; y < p.pos.y + p.h; ++y)
      for (int x = p.pos.x; x < p.pos.x + p.w; ++x) {
        const Vec c{x, y};
        // Never under a creature (the hero, a pet that came in): no one ends up inside a wall.
        if (c != g.hero().pos && !lv.monster_at(c) && !t.turn.empty() &&
            t.turn.find(p.mark_at(piece.layout, c)) != std::string::npos) {
          lv.tiles[c] = t.into;
          changed = true;
        }
      }
    if (t.wake)
      for (Monster& m : lv.monsters)
        if (p.contains(m.pos) && m.mind == Mind::Asleep && !m.tame) {
          m.mind = Mind::Hunting;
          m.goal = g.hero().pos;
          changed = true;
        }
    if (!changed) continue;
    if (by_hero && !t.say.empty()) g.say(t.say);
    if (!by_hero && !t.seen.empty() && g.sight().sees(at)) g.say(t.seen);
  }
}

}  // namespace

void entered(Game& g, const Actor& who, Vec at) {
  const bool hero = who.as_player() != nullptr;
  for (PlacedPiece& p : g.mutable_level().pieces) {
    if (!p.contains(at)) continue;
    if (hero && !p.entered) {  // its words, the first time the hero is in
      p.entered = true;
      const std::string& words = g.catalog().set_pieces[static_cast<std::size_t>(p.kind)].enter;
      if (!words.empty()) {
        g.say(words);
        g.report({EventKind::PieceEntered, kHero, kNobody, at, p.kind});
      }
    }
    fire(g, p, PieceEvent::Enter, at, hero);
  }
}

void hero_took(Game& g, Vec at) {
  for (PlacedPiece& p : g.mutable_level().pieces)
    if (p.contains(at)) fire(g, p, PieceEvent::Take, at);
}

void hero_used(Game& g, Vec at) {
  for (PlacedPiece& p : g.mutable_level().pieces)
    if (p.contains(at)) fire(g, p, PieceEvent::Use, at);
}

}  // namespace dg::pieces
