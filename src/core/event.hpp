#pragma once
// What happened, as typed events beside the messages. The messages are words for the
// player; events are facts a screen can show without reading words: a thrown item's flight
// cell by cell, a hit to flash, a door that opened, a level changed. Game::events() holds
// those of the last command and the world's turn after it.
#include <cstdint>
#include <utility>
#include <vector>

#include "core/effect/effect.hpp"
#include "core/geometry.hpp"

namespace dg {

enum class EventKind : std::uint8_t {
  Hit,           // actor hit target for `amount`
  Miss,          // actor missed target
  Kill,          // actor killed target (a monster; the hero's death is Died)
  Died,          // the hero died
  EffectBegan,   // `effect` took hold of target
  EffectEnded,   // `effect` wore off target
  DoorOpened,    // at `at` (by the hero or a monster)
  DoorClosed,    // at `at`
  DoorBashed,    // at `at`: broken (amount 1) or only shaken (amount 0)
  Flight,        // something thrown flew along `path` (the last cell is where it stopped)
  LevelChanged,  // the hero arrived on level `amount`
  Bolt,          // a wand or spell went along `path` (`amount` is its Reach: core/effect/zap.hpp)
  IdentifyOffered,  // the hero may choose `amount` kinds to identify (Command::identify answers;
                    // any other command chooses at random)
  EnchantOffered,   // the hero may give `amount` +1s of enchanting (Command::enchant answers; any
                    // other command gives it to the wielded weapon)
  Bumped,           // the hero walked into `at` (a wall, rock) and stayed: a screen reader says
                    // which way
  Found,            // the hero found something hidden at `at` (a trap): a walk stops for it
  Landed,           // magic (a blink, a teleport) put the hero at `at`, from `path`'s one cell:
                    // a screen reader says where
  LockFound,        // the hero found the door at `at` locked (a hint tells how to bash it)
  LeftBehind,       // the hero's pet or ally `target` stayed on level `amount` as the hero left
  Wounded,          // the hero lost `amount` hit points, `hp` of `max_hp` left (a warning says
                    // so when they fall below half, a third)
  TalentOffered,    // the hero may choose one of `amount` talents (Player::talent_offer;
                    // Command::talent answers, whenever the player likes)
  // For the ears and eyes (ui/sound/cues.cpp, ui/play/flashes.cpp): facts the log's words
  // already tell, typed so a sound or a flash can follow them.
  Stepped,       // the hero stepped onto `at` (the tile there says what it sounds like)
  PickedUp,      // the hero picked up item kind `amount` at `at` (-1: gold)
  LevelUp,       // the hero reached experience level `amount`
  Used,          // `actor` drank, read, zapped or cast item kind `amount` (a spell: its book)
  TrapSprung,    // the trap at `at` went off under `target`
  Noticed,       // monster `actor` at `at` noticed the hero (woke or turned to hunt)
  PieceEntered,  // the hero first entered the set piece at `at` (its arrival words were said)
  Won,           // the hero climbed out with the Amulet
  Ignited,       // the cell `at` caught fire
  Exploded,      // a cloud of burning gas went up over `path`
  Befriended,    // monster `target` at `at` became the hero's ally
};

// Who: the hero is kHero; a monster is its id (positive, unique in the game).
constexpr int kHero = 0;
constexpr int kNobody = -1;

struct Event {
  Event() = default;
  Event(EventKind k, int by, int on, Vec where, int n = 0, EffectKind e = EffectKind::kCount,
        std::vector<Vec> cells = {})
      : kind(k), actor(by), target(on), at(where), amount(n), effect(e), path(std::move(cells)) {}

  EventKind kind = EventKind::Bumped;
  int actor = kNobody;
  int target = kNobody;
  Vec at{-1, -1};
  int amount = 0;
  EffectKind effect = EffectKind::kCount;
  std::vector<Vec> path;
  int hp = 0, max_hp = 0;  // Wounded: the hero's hit points after the wound
  friend bool operator==(const Event&, const Event&) = default;
};

// The events of one command. Not part of the game's value: two games in the same state are
// the same game however they got there.
struct EventLog {
  std::vector<Event> events;
  friend bool operator==(const EventLog&, const EventLog&) { return true; }
};

}  // namespace dg
