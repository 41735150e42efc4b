#include "ui/sound/cues.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "core/game.hpp"

namespace dg {

namespace {

using K = EventKind;

constexpr EventSound kEventSounds[] = {
    {K::Hit, "hit", ""},
    {K::Miss, "miss", ""},
    {K::Kill, "kill", ""},
    {K::Died, "death", ""},
    {K::EffectBegan, "condition", ""},
    {K::EffectEnded, "condition_end", ""},
    {K::DoorOpened, "door_open", ""},
    {K::DoorClosed, "door_close", ""},
    {K::DoorBashed, "door_bash", ""},  // door_break when it broke
    {K::Flight, "throw", ""},
    {K::LevelChanged, "stairs", ""},
    {K::Bolt, "bolt", ""},
    {K::IdentifyOffered, "offer", ""},
    {K::EnchantOffered, "offer", ""},
    {K::Bumped, "bump", ""},
    {K::Found, "found", ""},
    {K::Landed, "teleport", ""},
    {K::LockFound, "locked", ""},
    {K::LeftBehind, "", "the stairs already sound; the message says who stayed"},
    {K::Wounded, "hurt", ""},  // low_hp when it leaves a third or less
    {K::TalentOffered, "offer", ""},
    {K::Stepped, "step", ""},      // the sound whose `steps` name the tile; none: `step`
    {K::PickedUp, "pick_up", ""},  // gold when it was gold
    {K::LevelUp, "level_up", ""},
    {K::Used, "potion", ""},  // scroll, wand or spell by the thing's class
    {K::TrapSprung, "trap", ""},
    {K::Noticed, "notice", ""},
    {K::PieceEntered, "arrival", ""},
    {K::Won, "victory", ""},
    {K::Ignited, "fire", ""},
    {K::Exploded, "explosion", ""},
    {K::Befriended, "ally", ""},
};

constexpr std::string_view kOtherSounds[] = {"door_break", "low_hp",      "gold",
                                             "scroll",     "wand",        "spell",
                                             "danger",     "stairs_near", "door_near"};

// The sound an event plays: the table's, or the one chosen by what happened.
std::string_view sound_of(const Game& g, const Event& e) {
  switch (e.kind) {
    case K::DoorBashed: return e.amount ? "door_break" : "door_bash";
    case K::Wounded: return 3 * e.hp <= e.max_hp ? "low_hp" : "hurt";
    case K::PickedUp: return e.amount < 0 ? "gold" : "pick_up";
    case K::Used: {
      if (e.amount < 0 || e.amount >= static_cast<int>(g.catalog().items.size())) return "";
      switch (g.catalog().item(e.amount).cls) {
        case ItemClass::Potion: return "potion";
        case ItemClass::Scroll: return "scroll";
        case ItemClass::Wand: return "wand";
        case ItemClass::Spellbook: return "spell";
        default: return "";
      }
    }
    default: return event_sounds()[static_cast<std::size_t>(e.kind)].sound;
  }
}

// Where the sound comes from: the place of the event, or where a path began.
Vec source(const Event& e) {
  if ((e.kind == K::Flight || e.kind == K::Bolt) && !e.path.empty()) return e.path.front();
  return e.at;
}

}  // namespace

std::span<const EventSound> event_sounds() {
  return kEventSounds;
}

std::span<const std::string_view> other_sounds() {
  return kOtherSounds;
}

int find_sound(const Content& content, std::string_view name) {
  for (std::size_t i = 0; i < content.sounds.size(); ++i)
    if (content.sounds[i].id == name) return static_cast<int>(i);
  return -1;
}

Cue heard_from(int sound, Vec hero, Vec from) {
  if (from.x < 0) from = hero;  // no place of its own: the hero's
  const double pan = std::clamp(static_cast<double>(from.x - hero.x) / kPanCells, -1.0, 1.0);
  const int d = chebyshev(from, hero);
  const double gain = std::numbers::sqrt2 / (1.0 + static_cast<double>(d) / kHalfCells);
  // Equal power: as loud in the middle as at either side.
  const double angle = (pan + 1) * std::numbers::pi / 4;
  return {sound, static_cast<float>(gain * std::cos(angle)),
          static_cast<float>(gain * std::sin(angle))};
}

std::vector<Cue> hear(const Game& g, const Content& content, const std::vector<Event>& events) {
  std::vector<Cue> cues;
  std::vector<int> played;
  const Vec hero = g.hero().pos;
  for (const Event& e : events) {
    // Level changes and the end are heard whatever the place; the rest where near or seen.
    const bool hero_involved = e.actor == kHero || e.target == kHero;
    const Vec from = source(e);
    const bool near = from.x >= 0 && chebyshev(from, hero) <= kHearCells;
    if (!hero_involved && !near && !(from.x >= 0 && g.sight().sees(from))) continue;
    if ((e.kind == K::EffectBegan || e.kind == K::EffectEnded) && e.target != kHero) continue;
    if (e.kind == K::Noticed && !g.sight().visible_monster(e.at)) continue;
    int sound = -1;
    if (e.kind == K::Stepped) {
      const int tile = static_cast<int>(g.level().at(e.at));
      for (std::size_t i = 0; i < content.sounds.size() && sound < 0; ++i)
        for (int t : content.sounds[i].steps)
          if (t == tile) sound = static_cast<int>(i);
      if (sound < 0) sound = find_sound(content, "step");
    } else {
      sound = find_sound(content, sound_of(g, e));
    }
    if (sound < 0 || std::find(played.begin(), played.end(), sound) != played.end()) continue;
    played.push_back(sound);
    const bool placed = e.kind != K::LevelChanged && e.kind != K::Won && e.kind != K::Died;
    cues.push_back(heard_from(sound, hero, placed ? from : hero));
  }
  return cues;
}

}  // namespace dg
