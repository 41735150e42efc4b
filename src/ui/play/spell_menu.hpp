#pragma once
// Z: the spells the hero knows, each with its level, its power cost, the chance it fails now
// and what it does; picking one casts it (after a direction, for an aimed spell).
namespace dg {

class ScreenContext;

void cast_spell(ScreenContext& app);

}  // namespace dg
