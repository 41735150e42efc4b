#include "ui/shell/moments.hpp"

#include "core/game.hpp"

namespace dg {

namespace {

using K = EventKind;
using M = Moment;

constexpr EventMoment kMoments[] = {
    {K::Hit, M::Flash, ""},
    {K::Miss, M::Flash, ""},
    {K::Kill, M::Flash, ""},
    {K::Died, M::Flash, ""},
    {K::EffectBegan, M::None, "the status line shows the condition"},
    {K::EffectEnded, M::None, "the status line shows it gone"},
    {K::DoorOpened, M::Flash, ""},
    {K::DoorClosed, M::Flash, ""},
    {K::DoorBashed, M::Flash, ""},
    {K::Flight, M::Trail, ""},
    {K::LevelChanged, M::Ripple, ""},
    {K::Bolt, M::Trail, ""},
    {K::IdentifyOffered, M::None, "a menu opens"},
    {K::EnchantOffered, M::None, "a menu opens"},
    {K::Bumped, M::None, "the hero stays: the sound and the screen reader tell it"},
    {K::Found, M::Flash, ""},
    {K::Landed, M::Ripple, ""},
    {K::LockFound, M::None, "the message and hint tell it"},
    {K::LeftBehind, M::None, "it happens on the level left"},
    {K::Wounded, M::None, "the blow that wounded flashes (Hit); the hit points change colour"},
    {K::TalentOffered, M::None, "the status line says so"},
    {K::Stepped, M::Ripple, ""},  // only water ripples (flashes.cpp)
    {K::PickedUp, M::None, "what lay there is gone from the map"},
    {K::LevelUp, M::Ripple, ""},
    {K::Used, M::None, "what it does shows (a bolt, a flash, the status line)"},
    {K::TrapSprung, M::Flash, ""},
    {K::Noticed, M::Flash, ""},
    {K::PieceEntered, M::None, "its words are said; the place is in view"},
    {K::Won, M::None, "the victory screen follows at once"},
    {K::Ignited, M::Flicker, ""},
    {K::Exploded, M::Burst, ""},
    {K::Befriended, M::Flash, ""},
};

}  // namespace

std::span<const EventMoment> event_moments() {
  return kMoments;
}

bool scene_moves(const Game& game) {
  const Level& lv = game.level();
  for (int y = 0; y < lv.height(); ++y)
    for (int x = 0; x < lv.width(); ++x) {
      const Vec p{x, y};
      if (!game.sight().sees(p)) continue;
      if (lv.fire_at(p) > 0 || lv.gas_at(p).volume > 0 || game.catalog().tile(lv.at(p)).quenches)
        return true;
    }
  return false;
}

bool moment_shown(const Game& game, const Event& e) {
  switch (moment_of(e.kind)) {
    case Moment::None: return false;
    case Moment::Trail:
      for (Vec p : e.path)
        if (game.sight().sees(p)) return true;
      return false;
    case Moment::Burst:
      for (Vec p : e.path)
        if (game.sight().sees(p)) return true;
      return game.sight().sees(e.at);
    default: break;
  }
  if (e.kind == K::Stepped)
    return game.catalog().tile(game.level().at(e.at)).quenches;  // water ripples
  if (e.kind == K::Noticed || e.kind == K::Befriended)
    return game.sight().visible_monster(e.at) != nullptr;
  if (e.kind == K::Died || e.kind == K::LevelChanged || e.kind == K::LevelUp || e.kind == K::Landed)
    return true;
  return game.sight().sees(e.at);
}

}  // namespace dg
