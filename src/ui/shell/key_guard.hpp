#pragma once
// The key guard. When something the player must see happens (the hero dies, the level changes,
// a --More-- appears, the death screen comes up), keys typed before it was shown must not act
// on it: they were meant for what was there before. arm() marks such a moment; the platform
// calls shown() with its clock once a frame showing it is on screen; until then, and for inputs
// typed (Input::time) before that, keys and taps are dropped. Inputs with no time (scripted
// keys, tests) act as typed one at a time, after each frame.
#include <cstdint>

#include "ui/input/input.hpp"

namespace dg {

class KeyGuard {
 public:
  void arm() { pending_ = true; }
  void shown(std::uint32_t now_ms) {
    if (!pending_) return;
    pending_ = false;
    settled_at_ = now_ms;
  }
  bool typed_before_shown(const Input& in) const {
    if (in.time == 0 || in.key == Key::None || in.key == Key::Hover) return false;
    return pending_ || in.time < settled_at_;
  }

 private:
  bool pending_ = false;
  std::uint32_t settled_at_ = 0;
};

}  // namespace dg
