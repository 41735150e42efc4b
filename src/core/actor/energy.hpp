#pragma once
// Turn energy: every game tick each actor gains its speed; acting costs kActionCost. Speed 12
// (the hero's) acts once a tick, 24 twice, 6 every other tick. Integers only.
namespace dg {

constexpr int kActionCost = 12;
constexpr int kNormalSpeed = 12;

inline bool can_act(int energy) {
  return energy >= kActionCost;
}

}  // namespace dg
