// branches.toml: the side branches off the main line (core/world/branch.hpp, r39).
#include "content/toml/schema/schema.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kBranchFields[] = {
    {"name", Text, "", "in messages: \"the Lair\""},
    {"label", Text, "", "the status line's short name: \"Lair\" (Lair:2)"},
    {"entry", Integers, "", "[first, last]: the main levels its staircase may be on", 2, 11},
    {"levels", Integers, "", "[fewest, most]: how many levels it has", 3, 5},
    {"harder", Integer, "0", "its levels are as dangerous as this many more levels down", 0, 4},
    {"generator", Text, "\"caverns\"",
     "what makes its levels: rogue-rooms, rooms-and-corridors, caverns, bsp"},
    {"monsters", Texts, "[]", "the monsters met on its made levels (keys; [] any)"},
    {"pieces", Texts, "[]", "the set pieces built into its made levels (keys; [] none)"},
    {"hand_made", Texts, "[]",
     "its levels from the first that are hand-made: a level's key, or \"\" for a made one"},
    {"ends", Texts, "", "its last level: one of these levels (keys), drawn by seed"},
    {"stairs", Text, "",
     "its staircase, as looking at it tells: \"a rough stair down into the Lair\""},
    {"announce", Text, "\"\"", "said on first entering it"},
};
const Schema kBranch{"branch",
                     "A side branch: its own stairs on a main level, its own levels, and a "
                     "hand-made end.",
                     kBranchFields};
const Schema* const kBranchKinds[] = {&kBranch};

}  // namespace

const FileSchema kBranchesSchema{"branches.toml", kBranchKinds, false};

}  // namespace dg
