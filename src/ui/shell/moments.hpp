#pragma once
// The events the map shows for a moment after their command (ui/play/flashes.cpp draws them):
// while one is shown, App keeps drawing frames (App::kFlashFrames), then the map is as it is.
#include "core/event.hpp"

namespace dg {

inline bool drawn_for_a_moment(EventKind k) {
  switch (k) {
    case EventKind::Bolt:
    case EventKind::Flight:
    case EventKind::Hit:
    case EventKind::Miss:
    case EventKind::Kill:
    case EventKind::Died:
    case EventKind::DoorOpened:
    case EventKind::DoorClosed:
    case EventKind::DoorBashed: return true;
    default: return false;
  }
}

}  // namespace dg
