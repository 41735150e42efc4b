#include "ui/appearance.hpp"

#include <array>

namespace dg {

namespace {
// Indexed by Tile; keep in the enum's order. Walls and floor are dim so that creatures,
// items and features stand out against them.
const std::array<Look, 8> kTileLooks = {{
    {U' ', {0, 0, 0}},        // rock
    {U'.', {95, 95, 110}},    // floor
    {U'#', {140, 130, 120}},  // wall
    {U'+', {196, 140, 60}},   // closed door
    {U'\'', {196, 140, 60}},  // open door
    {U'~', {90, 220, 70}},    // acid pool
    {U'<', {235, 235, 235}},  // stairs up
    {U'>', {235, 235, 235}},  // stairs down
}};
const Look kPlayer{U'@', {255, 255, 255}};
}  // namespace

const Look& look_of(Tile t) {
  return kTileLooks[static_cast<std::size_t>(t)];
}
const Look& look_of_player() {
  return kPlayer;
}

}  // namespace dg
