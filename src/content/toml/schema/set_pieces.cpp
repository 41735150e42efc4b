// setpieces.toml: hand-made rooms placed in generated levels (core/world/set_piece.hpp).
#include <iterator>
#include <vector>

#include "content/toml/schema/schema.hpp"

namespace dg {

namespace {

using enum FieldType;

// What a thing put elsewhere brings; a mark of the layout brings the same onto its tile.
const FieldSpec kThingFields[] = {
    {"monster", Text, "(none)", "a monster's key, or \"any\" (one of the depth's)"},
    {"deeper", Integer, "0", "with monster = \"any\": one of a level this much deeper", 0, 12},
    {"awake", Flag, "false", "the monster is awake (else asleep)"},
    {"captive", Flag, "false", "the monster is in chains, an ally once freed"},
    {"item", Text, "(none)", "an item's key, a class (\"potion\") or \"any\""},
    {"cursed", Flag, "(as found)", "the item is cursed, or surely not"},
    {"trap", Text, "(none)", "a trap's key, or \"any\""},
    {"gold", Flag, "false", "a pile of gold"},
    {"chance", Chance, "(always)", "what it brings is there only on this chance"},
};
const Schema kElsewhere{"elsewhere", "What a set piece puts on the level outside itself (its key).",
                        kThingFields};

const std::vector<FieldSpec> kMarkFields = [] {
  std::vector<FieldSpec> f = {
      {"mark", Text, "", "its character in the layout"},
      {"tile", Text, "\"floor\"", "the tile under it"},
      {"keeper", Flag, "false",
       "its monster keeps the piece as a shop, from this cell by the door"},
      {"forbids", Texts, "[]", "with keeper: items (keys) the keeper turns away (a pick-axe)"},
      {"for_sale", Flag, "false", "its item belongs to the shop: taken, it is unpaid"},
      {"peaceful", Flag, "false", "its monster is at peace with the hero until struck (town folk)"},
      {"piece", Text, "(none)",
       "a whole level's: the set piece (key) built with its top-left cell on the mark"},
  };
  f.insert(f.end(), std::begin(kThingFields), std::end(kThingFields));
  return f;
}();
const Schema kMark{"legend mark", "A character of a set piece's layout, in `legend`.", kMarkFields};

const FieldSpec kTriggerFields[] = {
    {"when", Text, "", "\"enter\" (the hero steps on `at`), \"take\" or \"use\" there"},
    {"at", Text, "", "the marks whose cells set it off (\"P\")"},
    {"turn", Text, "(nothing)", "the marks whose cells become `into`"},
    {"into", Text, "", "with turn: the tile they become"},
    {"wake", Flag, "false", "wakes the piece's monsters"},
    {"say", Text, "(nothing)", "said when it goes off"},
    {"seen", Text, "(nothing)", "said when it goes off where the hero sees it"},
};
const Schema kTrigger{"trigger", "What happens in a set piece, once, in `triggers`.",
                      kTriggerFields};

const FieldSpec kPieceFields[] = {
    {"kind", Text, "", "\"set_piece\""},
    {"name", Text, "", "what the level map calls it"},
    {"frequency", Integer, "", "relative chance to be picked among the depth's pieces", 0, 1000},
    {"min_depth", Integer, "", "the shallowest level it is placed on", 2, 12},
    {"max_depth", Integer, "", "the deepest (not above min_depth)", 2, 12},
    {"lit", Flag, "", "lit like a lit room"},
    {"announce", Text, "", "said on arrival on its level (\"\": nothing)"},
    {"enter", Text, "", "said when the hero first steps in (\"\": nothing)"},
    {"layout", Texts, "", "its rows: map characters and the legend's marks"},
    {"legend", Tables, "[]", "what each mark of the layout is", 0, 0, &kMark},
    {"triggers", Tables, "[]", "what happens in it (4 at most)", 0, 0, &kTrigger},
    {"elsewhere", Tables, "[]", "what it puts outside itself (a vault's key)", 0, 0, &kElsewhere},
};
const Schema kPiece{"set_piece", "A hand-made room placed in generated levels.", kPieceFields};

// A whole hand-made level (r39): a side branch's end, a puzzle (branches.toml names them).
const FieldSpec kLevelFields[] = {
    {"kind", Text, "", "\"level\""},
    {"name", Text, "", "what the seed catalog calls it"},
    {"lit", Flag, "", "lit throughout"},
    {"announce", Text, "", "said on arrival (\"\": nothing)"},
    {"enter", Text, "", "said on the hero's first step on the level (\"\": nothing)"},
    {"layout", Texts, "",
     "its rows (at most 90x30): map characters, one '<', at most one '>', the legend's marks; "
     "nothing walkable on its edge"},
    {"legend", Tables, "[]", "what each mark of the layout is", 0, 0, &kMark},
    {"triggers", Tables, "[]", "what happens on it (8 at most)", 0, 0, &kTrigger},
};
const Schema kLevel{"level", "A whole hand-made level: a side branch's end or puzzle.",
                    kLevelFields};
const Schema* const kPieceKinds[] = {&kPiece, &kLevel};

}  // namespace

const FileSchema kSetPiecesSchema{"setpieces.toml", kPieceKinds, true};

}  // namespace dg
