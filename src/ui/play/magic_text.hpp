#pragma once
// Magic in words, for the item screen and the spell menu: what a list of effect steps does
// ("heals 6d4 hit points; speed for 60 turns") and how far a zap reaches ("a ray, 12 cells").
#include <string>

#include "core/effect/effect_step.hpp"
#include "core/effect/zap.hpp"

namespace dg {

std::string effects_text(const Effects& steps);
// "at yourself", "a beam (8 cells): the first creature in the way", ...
std::string zap_text(const Zap& z);

}  // namespace dg
