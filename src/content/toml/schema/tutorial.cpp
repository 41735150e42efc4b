// tutorial.toml: the tutorial's levels, the things on them and its lessons.
#include "content/toml/schema/schema.hpp"
#include "core/gen/dungeon_gen.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kTutorialFields[] = {
    {"kind", Text, "", "\"tutorial\""},
    {"hero", Text, "", "the whole character it plays: \"wizard-human-female-neutral\""},
    {"keep", Texts, "", "the role's kit items the hero keeps"},
    {"hp", Integer, "", "the hero's hit points", 1, 999},
    {"pw", Integer, "", "the hero's power", 0, 999},
    {"title", Text, "", "its heading"},
    {"leave", Text, "", "the question before leaving it"},
    {"recap_title", Text, "", "the closing recap's heading"},
    {"recap_intro", Text, "", "the recap's first words"},
    {"phone_recap_intro", Text, "(as recap_intro)", "the same naming a phone's keys"},
    {"recap_choices", Texts, "", "the recap's answers"},
};
const Schema kTutorial{"tutorial", "The tutorial as a whole (exactly one).", kTutorialFields};

const FieldSpec kLevelFields[] = {
    {"kind", Text, "", "\"level\""},
    {"map", Texts, "", "its rows: map characters, and the marks of things and lessons"},
};
const Schema kLevel{"level", "A level of the tutorial, in order (1 to 12).", kLevelFields};

const FieldSpec kThingFields[] = {
    {"kind", Text, "", "\"thing\""},
    {"mark", Text, "", "its character in the maps"},
    {"monster", Text, "(or item, trap, door)", "a monster's key: placed asleep"},
    {"item", Text, "(or monster, trap, door)", "an item's key"},
    {"count", Integer, "1", "with item: how many", 1, 99},
    {"trap", Text, "(or monster, item, door)", "a trap's key: hidden"},
    {"door", Text, "(or monster, item, trap)", "\"locked\": a locked door"},
    {"lesson", Text, "(with the level)", "a monster waits off the map until this lesson begins"},
};
const Schema kThing{"thing", "A thing the maps place by its mark.", kThingFields};

const FieldSpec kStepFields[] = {
    {"ask", Text, "", "what to do: \"Open it: press [{open}], then [{move_e}].\""},
    {"phone", Text, "", "the same with a phone's keys"},
    {"done", Text, "(the next key)", "the events that end it, by name, space-separated"},
};
const Schema kStep{"lesson step", "A step of a lesson, in `steps`.", kStepFields};

const FieldSpec kLessonFields[] = {
    {"kind", Text, "", "\"lesson\""},
    {"mark", Text, "", "the cell that begins it: a mark of the map, or '@', '<', '>'"},
    {"level", Integer, "", "the level it is on", 1, gen::kDungeonDepth},
    {"text", Text, "", "what it says as it begins"},
    {"phone_text", Text, "(as text)", "the same naming a phone's keys"},
    {"steps", Tables, "[]", "what it asks for, in order (one at least)", 0, 0, &kStep},
    {"recap", Text, "(none)", "its line on the closing recap"},
    {"phone_recap", Text, "(as recap)", "the same naming a phone's keys"},
    {"ends", Flag, "false", "its last step ends the tutorial"},
    {"item", Text, "(none)", "an item's key: lies on its cell"},
    {"count", Integer, "1", "with item: how many", 1, 99},
};
const Schema kLesson{"lesson", "A lesson, begun on its cell.", kLessonFields};

const Schema* const kTutorialKinds[] = {&kTutorial, &kLevel, &kThing, &kLesson};

}  // namespace

const FileSchema kTutorialSchema{"tutorial.toml", kTutorialKinds, true};

}  // namespace dg
