#include "ui/play/magic_text.hpp"

#include "core/effect/ops.hpp"

namespace dg {

// "heals 6d4 hit points and cures poison", "speed for 60 turns": each step's operation says
// it (core/effect/ops.cpp).
std::string effects_text(const Effects& steps) {
  std::string out;
  for (const EffectStep& s : steps) out += (out.empty() ? "" : "; ") + op_row(s.op).words(s);
  return out;
}

std::string zap_text(const Zap& z) {
  const std::string cells = std::to_string(z.range) + " cells";
  switch (z.reach) {
    case Reach::Self: return "on yourself";
    case Reach::Beam: return "as a beam (" + cells + ") on the first creature in its way";
    case Reach::Ray:
      return "as a ray (" + cells + ") on every creature in its way, bouncing off walls";
    case Reach::Burst:
      return "as a ball (" + cells + ") bursting on all around the first thing it meets";
    case Reach::Dig: return "as a dig (" + cells + ") through walls, or down at your feet";
  }
  return "";
}

}  // namespace dg
