#pragma once
// Things lying on a level's floor. Like things stack where they land, as in the pack: ten
// thrown darts make one pile of ten, picked up at once.
#include <cstddef>
#include <vector>

#include "core/catalog.hpp"
#include "core/geometry.hpp"
#include "core/item/item.hpp"
#include "core/world/level.hpp"

namespace dg {

// Puts `item` on the floor at `pos`: onto a pile of the same kind (and wear) if it stacks,
// else as a thing of its own on top.
void place_item(Level& level, const Catalog& catalog, Vec pos, const Item& item);
// The indices into level.items of what lies at `pos`, bottom first (the order a pick-up menu
// lists them and a command names them by).
std::vector<std::size_t> items_at(const Level& level, Vec pos);

}  // namespace dg
