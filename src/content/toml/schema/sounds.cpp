// sounds.toml: the game's sounds, as the synthesizer's parameters (content/sounds.hpp, r40).
#include "content/toml/schema/schema.hpp"

namespace dg {

namespace {

using enum FieldType;

const FieldSpec kSoundFields[] = {
    {"words", Text, "", "what it tells, as the guide's list of sounds says it"},
    {"wave", Text, "\"square\"", "the oscillator: square, saw, triangle, sine or noise"},
    {"freq", Integer, "440", "its pitch at the start, in Hz (noise: how often it changes)", 20,
     20000},
    {"to", Integer, "0", "the pitch it slides to by its end, in Hz (0: none)", 0, 20000},
    {"attack", Integer, "5", "ms rising to full volume", 0, 2000},
    {"hold", Integer, "40", "ms at full volume", 0, 3000},
    {"release", Integer, "120", "ms falling to silence", 1, 3000},
    {"duty", Integer, "50", "a square wave's duty, percent", 5, 95},
    {"vibrato", Integer, "0", "vibrato depth, percent of the pitch", 0, 50},
    {"vibrato_hz", Integer, "0", "vibrato rate, Hz", 0, 40},
    {"jump", Integer, "0", "percent the pitch changes at `jump_at` (a second note)", -90, 300},
    {"jump_at", Integer, "0", "when it jumps, ms from the start", 0, 3000},
    {"noise", Integer, "0", "percent of noise mixed into a tone", 0, 100},
    {"lowpass", Integer, "0", "a low-pass filter's cutoff in Hz (0: none)", 0, 20000},
    {"volume", Integer, "50", "its loudness, percent", 1, 100},
    {"steps", Texts, "[]", "the tiles (keys) a step onto plays it"},
};
const Schema kSound{"sound",
                    "A sound the game's synthesizer makes: no sound files (ui/sound/synth.hpp).",
                    kSoundFields};
const Schema* const kSoundKinds[] = {&kSound};

}  // namespace

const FileSchema kSoundsSchema{"sounds.toml", kSoundKinds, false};

}  // namespace dg
