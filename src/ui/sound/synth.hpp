#pragma once
// The game's synthesizer, in the manner of sfxr: one oscillator (square, saw, triangle, sine)
// or noise, through an attack-hold-release envelope, with a pitch slide, vibrato, a jump to a
// second note, noise mixed in and a one-pole low-pass filter, all from a sound's data
// (content/sounds.hpp). Plain C++: a test renders every sound and pins its samples; the
// platform plays them through SDL's audio (platform/sdl/sdl_audio.hpp).
#include <cstdint>
#include <vector>

#include "content/sounds.hpp"

namespace dg {

// `s` as mono samples in [-1, 1] at `rate` samples a second: its whole length, then silence
// is not kept. The same sound at the same rate gives the same samples everywhere: its noise
// comes from the game's own Rng, seeded by the sound's name.
std::vector<float> render_sound(const SoundDef& s, int rate);

// The samples as 16-bit integers, hashed (FNV-1a): what the test pins. Rounding to 16 bits
// forgives a libm's last bit.
std::uint64_t samples_hash(const std::vector<float>& samples);

}  // namespace dg
