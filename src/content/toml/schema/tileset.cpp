// tileset.toml: terrain (the engine's tiles and the data's own), traps, and the looks of the
// hero, gold and the unseen.
#include "content/toml/schema/schema.hpp"
#include "core/world/gas.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kTileFields[] = {
    {"kind", Text, "", "\"tile\""},
    {"name", Text, "", "what look mode and messages call it"},
    {"glyph", Glyph, "", "its character on the map"},
    {"fg", Colour, "", "its colour"},
    {"bg", Colour, "", "the colour behind it"},
    {"map_char", Text, "", "the data's own terrain: its character in hand-drawn maps (\"\": none)"},
    {"walkable", Flag, "", "creatures walk onto it"},
    {"opaque", Flag, "", "blocks sight"},
    {"hazard", Flag, "", "monsters keep off it by choice (acid, a pit)"},
    {"bumped", Text, "", "said when the hero walks into it and cannot pass (\"\": nothing)"},
    {"lock", Flag, "", "locked: a key or force opens it"},
    {"on_bump", Tables, "[]", "done to whoever walks into it (a fountain's drink)", 0, 0,
     &effect_step_schema()},
    {"used", Text, "", "said when the hero uses it (a lever: \"You pull the lever.\")"},
    {"ask", Text, "", "asked before it is used (\"\": not asked)"},
    {"used_up", Text, "(never)", "\"always\" (used once) or a chance it is used up each time"},
    {"used_into", Text, "", "with used_up: the tile it becomes"},
    {"pushed", Flag, "false", "a boulder: walking into it pushes it one cell on (not walkable)"},
    {"filled_into", Text, "(not a hole)",
     "a hole: a boulder pushed in fills it, and it becomes this tile (not walkable)"},
    {"shows_curses", Flag, "", "an item dropped on it shows whether it is cursed (an altar)"},
    {"altar", Text, "\"\"",
     "an altar of this alignment (its id): that god is served there (gods.toml)"},
    {"on_enter", Tables, "[]", "done to whoever arrives on it (a pit's fall)", 0, 0,
     &effect_step_schema()},
    {"each_turn", Tables, "[]", "done every turn to whoever stands on it (acid)", 0, 0,
     &effect_step_schema()},
    {"frequency", Integer, "", "patches of it per level, relative (0: only where drawn)", 0, 1000},
    {"min_depth", Integer, "", "the shallowest level its patches are on", 1, 99},
    {"size", Range, "", "cells in a patch (at most 40)"},
    {"burns", Integer, "0", "ticks it burns once alight (0: it never burns)", 0, 100},
    {"catches", Chance, "(never)",
     "with burns: the chance each tick a burning neighbour lights it"},
    {"burns_into", Text, "(needed with burns)",
     "with burns: the tile it leaves (never back into itself)"},
    {"quenches", Flag, "false", "water: puts out a creature on fire; swimmers go there"},
    {"slows", Flag, "false", "a step into it costs half a turn more (wading)"},
    {"noisy", Flag, "false", "the hero in it is noticed from twice as far (splashing)"},
    {"submerges", Flag, "false", "a swimmer in it is hidden unless beside the hero"},
    {"light", Integer, "0", "it gives light this many cells around (a brazier)", 0, 9},
    {"light_colour", Colour, "(needed with light)", "with light: its colour on what it lights"},
    {"vents", Text, "\"\"", "a gas that rises from it now and then (marsh mud: methane)"},
    {"vent_volume", Integer, "(needed with vents)", "with vents: how much rises at a time", 1,
     kMaxGasVolume},
    {"vent_chance", Chance, "(needed with vents)", "with vents: the chance each tick it does"},
};
const Schema kTile{"tile", "A kind of terrain.", kTileFields};

const FieldSpec kTrapFields[] = {
    {"kind", Text, "", "\"trap\""},
    {"name", Text, "", "what look mode and messages call it"},
    {"glyph", Glyph, "", "its character once found"},
    {"fg", Colour, "", "its colour"},
    {"bg", Colour, "", "the colour behind it"},
    {"effects", Tables, "[]", "done to whoever springs it", 0, 0, &effect_step_schema()},
    {"floats_over", Flag, "", "a flying creature passes over it unharmed"},
    {"frequency", Integer, "", "relative chance to be picked among the depth's traps", 0, 1000},
    {"min_depth", Integer, "", "the shallowest level it is set on", 1, 99},
};
const Schema kTrap{"trap", "A kind of trap.", kTrapFields};

const FieldSpec kThingFields[] = {
    {"kind", Text, "", "\"thing\""},
    {"name", Text, "", "what it is (player, gold, unseen: the definition's key says which)"},
    {"glyph", Glyph, "", "its character on the map"},
    {"fg", Colour, "", "its colour"},
    {"bg", Colour, "", "the colour behind it"},
};
const Schema kThing{"thing", "How the hero, gold and something unseen are drawn.", kThingFields};

const FieldSpec kGasFields[] = {
    {"kind", Text, "", "\"gas\""},
    {"name", Text, "", "what look mode and messages call it"},
    {"glyph", Glyph, "", "its character in the legend (the map tints the cell)"},
    {"fg", Colour, "", "its colour in the legend"},
    {"bg", Colour, "", "the tint of a cell it fills"},
    {"opaque", Flag, "", "blocks sight (smoke)"},
    {"thins", Integer, "",
     "percent of its volume each cell loses every tick, at least one (0 would never clear)", 1,
     100},
    {"each_turn", Tables, "[]", "done every tick to whoever stands in it", 0, 0,
     &effect_step_schema()},
    {"burns", Flag, "", "fire sets it off: it explodes through its cloud (methane)"},
    {"explodes", Tables, "[]", "with burns: done to whoever stands where it explodes", 0, 0,
     &effect_step_schema()},
};
const Schema kGas{"gas", "A kind of gas, which spreads and thins out.", kGasFields};

const FieldSpec kFireFields[] = {
    {"kind", Text, "", "\"fire\""},
    {"name", Text, "", "what look mode calls a burning cell"},
    {"glyph", Glyph, "", "a burning cell's character"},
    {"fg", Colour, "", "its flame's colour (drawn flickering)"},
    {"bg", Colour, "", "the colour behind it"},
    {"each_turn", Tables, "[]", "done every tick to whoever stands in a burning cell", 0, 0,
     &effect_step_schema()},
    {"burning", Tables, "[]", "done every tick to whoever is on fire (the condition burning)", 0, 0,
     &effect_step_schema()},
    {"smoke", Text, "", "the gas a burning cell gives off (\"\": none)"},
    {"smoke_volume", Integer, "", "how much of it each tick", 0, kMaxGasVolume},
    {"light", Integer, "", "a burning cell lights this many cells around it (in `fg`)", 0, 9},
};
const Schema kFire{"fire", "What fire does (one entry, `fire`).", kFireFields};

const Schema* const kTilesetKinds[] = {&kTile, &kTrap, &kThing, &kGas, &kFire};

}  // namespace

const FileSchema kTilesetSchema{"tileset.toml", kTilesetKinds, true};

}  // namespace dg
