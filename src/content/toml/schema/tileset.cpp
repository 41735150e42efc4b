// tileset.toml: terrain (the engine's tiles and the data's own), traps, and the looks of the
// hero, gold and the unseen.
#include "content/toml/schema/schema.hpp"

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
    {"shows_curses", Flag, "", "an item dropped on it shows whether it is cursed (an altar)"},
    {"on_enter", Tables, "[]", "done to whoever arrives on it (a pit's fall)", 0, 0,
     &effect_step_schema()},
    {"each_turn", Tables, "[]", "done every turn to whoever stands on it (acid)", 0, 0,
     &effect_step_schema()},
    {"frequency", Integer, "", "patches of it per level, relative (0: only where drawn)", 0, 1000},
    {"min_depth", Integer, "", "the shallowest level its patches are on", 1, 99},
    {"size", Range, "", "cells in a patch (at most 40)"},
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

const Schema* const kTilesetKinds[] = {&kTile, &kTrap, &kThing};

}  // namespace

const FileSchema kTilesetSchema{"tileset.toml", kTilesetKinds, true};

}  // namespace dg
