#include "core/world/piece_triggers.hpp"

#include "core/game.hpp"

namespace dg::pieces {

namespace {

// Sets off piece `p`'s triggers for `event` at `at`, each the first time only.
void fire(Game& g, PlacedPiece& p, PieceEvent event, Vec at) {
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
        if (c != g.player() && !lv.monster_at(c) && !t.turn.empty() &&
            t.turn.find(p.mark_at(piece.layout, c)) != std::string::npos) {
          lv.tiles[c] = t.into;
          changed = true;
        }
      }
    if (t.wake)
      for (Monster& m : lv.monsters)
        if (p.contains(m.pos) && m.mind == Mind::Asleep && !m.tame) {
          m.mind = Mind::Hunting;
          m.goal = g.player();
          changed = true;
        }
    if (changed && !t.say.empty()) g.say(t.say);
  }
}

}  // namespace

void hero_entered(Game& g, Vec at) {
  for (PlacedPiece& p : g.mutable_level().pieces) {
    if (!p.contains(at)) continue;
    if (!p.entered) {  // its words, the first time in
      p.entered = true;
      const std::string& words = g.catalog().set_pieces[static_cast<std::size_t>(p.kind)].enter;
      if (!words.empty()) g.say(words);
    }
    fire(g, p, PieceEvent::Enter, at);
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
