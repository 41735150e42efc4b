// The schema of an effect step (a table in `effects`, `on_enter`, `passive`...): one field per
// operation of core/effect/ops.cpp (a step names exactly one), and the keys any step may have.
#include <string>
#include <vector>

#include "content/toml/schema/schema.hpp"
#include "core/effect/ops.hpp"
#include "core/world/gas.hpp"

namespace dg {

namespace {

// What each operation does, by its key. A key of ops.cpp missing here is a test's failure
// (tests/content/test_schema.cpp), never a field left undocumented.
struct OpDoc {
  std::string_view key;
  std::string_view doc;
};
constexpr OpDoc kOpDocs[] = {
    {"heal", "hit points back, up to the maximum (a full heal raises it by one); `cures` too"},
    {"damage", "hit points lost (`cause`: how a death by it is told)"},
    {"condition", "starts a condition (poisoned, confused, hasted...) for `turns`"},
    {"gain_strength", "strength up by one (at 18, this many percent of exceptional strength)"},
    {"corrode", "the worn armour corrodes, one time in two"},
    {"corrode_weapon", "the wielded weapon corrodes, one time in two"},
    {"steal_gold", "the source takes half or more of the target's gold and teleports away"},
    {"steal_item", "the source takes a thing the target carries (not worn, not wielded)"},
    {"teleport", "the target lands on a random open cell"},
    {"noise", "a loud noise where the target stands: monsters come to it"},
    {"fall", "the target drops to the next level (never from the deepest)"},
    {"map", "the hero learns the level's layout"},
    {"summon", "this many monsters of the level's depth appear around the target (`kin`)"},
    {"frighten", "every awake monster in the hero's sight is afraid for `turns`"},
    {"blast", "hit points lost by every other creature next to the target"},
    {"identify", "the hero learns this many of the unknown kinds they carry"},
    {"enchant_weapon", "the wielded weapon +1 (to-hit and damage)"},
    {"enchant_armour", "a worn piece of armour, at random, +1"},
    {"repair", "the worn armour is made whole again"},
    {"detect_gold", "the hero learns where every pile of gold on the level lies"},
    {"light", "the cells around the hero that it can see are lit for good"},
    {"blink", "the target lands on a free cell a few steps away, in the hero's sight"},
    {"polymorph", "a monster becomes another breed of its level (the hero resists)"},
    {"let_go", "the hero lets go of a thing carried (not worn, not wielded)"},
    {"uncurse", "the curses on what the hero wields, wears and has on are lifted"},
    {"drain_level", "the hero loses an experience level, and the hit points it gave"},
    {"ignite", "the cells within this many steps of the target that burn catch fire"},
    {"gas", "a cloud of this gas (tileset.toml) rises where the target stands (`volume`)"},
    {"enchant", "the hero chooses a thing they carry that enchanting grows; it takes +1"},
    {"energy", "this much power (magic energy) back to the hero, up to the maximum"},
};

std::string_view doc_of(std::string_view key) {
  for (const OpDoc& d : kOpDocs)
    if (d.key == key) return d.doc;
  return {};
}

FieldType type_of(OpArg arg) {
  switch (arg) {
    case OpArg::Dice: return FieldType::Dice;
    case OpArg::Condition: return FieldType::Text;
    case OpArg::Flag: return FieldType::Flag;
    case OpArg::Gas: return FieldType::Text;
  }
  return FieldType::Text;
}

}  // namespace

const Schema& effect_step_schema() {
  static const std::vector<FieldSpec> fields = [] {
    std::vector<FieldSpec> f;
    for (const OpRow& o : effect_ops())
      f.push_back({o.key, type_of(o.arg), "(one of these)", doc_of(o.key)});
    f.push_back({"turns", FieldType::Range, "", "how long: `condition` and `frighten` steps"});
    f.push_back({"cures", FieldType::Text, "(none)", "a `heal` step also ends this condition"});
    f.push_back(
        {"chance", FieldType::Chance, "(always)", "rolled before the step; a miss skips it"});
    f.push_back({"on", FieldType::Text, "\"target\"",
                 "\"target\" (the one it reaches) or \"source\" (whoever caused it)"});
    f.push_back(
        {"kin", FieldType::Flag, "false", "`summon`: the source's own kind (a wolf's howl)"});
    f.push_back({"you", FieldType::Text, "(none)", "said when it happens to the hero"});
    f.push_back({"other", FieldType::Text, "(none)", "said when it happens to another, seen"});
    f.push_back({"cause", FieldType::Text, "\"killed by {a}\"",
                 "`damage`, `blast`: how a death by it is told"});
    f.push_back({"volume", FieldType::Integer, "", "`gas`: how much rises (a cell holds 250)", 1,
                 kMaxGasVolume * 4});
    return f;
  }();
  static const Schema schema{"effect step",
                             "What an item, attack, ability, trap or tile does: one operation "
                             "(exactly one of the first fields) and how.",
                             fields};
  return schema;
}

}  // namespace dg
