#pragma once
// The game's sounds as data (data/sounds.toml): each the parameters of the game's own
// synthesizer (ui/sound/synth.hpp: an oscillator or noise through an envelope, a pitch slide,
// vibrato, a jump, a low-pass filter), so the game ships no sound files. Which event plays
// which sound is the UI's table (ui/sound/cues.cpp); a step plays the sound whose `steps`
// name the tile stepped on.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/catalog.hpp"
#include "core/result.hpp"

namespace dg {

enum class Wave : std::uint8_t { Square, Saw, Triangle, Sine, Noise };

struct SoundDef {
  std::string id;
  std::string words;  // what it tells, as the sound list says it ("a blow that lands")
  Wave wave = Wave::Square;
  int freq = 440;          // Hz at the start (noise: how often it changes, in Hz)
  int to = 0;              // Hz at the end, slid to along the sound (0: no slide)
  int attack = 5;          // ms rising to full
  int hold = 40;           // ms at full
  int release = 120;       // ms falling to silence
  int duty = 50;           // a square wave's duty, percent
  int vibrato = 0;         // depth, percent of the pitch
  int vibrato_hz = 0;      // its rate
  int jump = 0;            // percent the pitch changes at `jump_at` (an arpeggio's second note)
  int jump_at = 0;         // ms
  int noise = 0;           // percent of noise mixed into a tone (a blow's crunch)
  int lowpass = 0;         // Hz: a one-pole low-pass filter's cutoff (0: none)
  int volume = 50;         // percent
  std::vector<int> steps;  // the tiles a step onto plays it (Tile values)
  friend bool operator==(const SoundDef&, const SoundDef&) = default;
};

// The longest a sound may be, attack + hold + release: each is rendered whole in memory.
constexpr int kMaxSoundMs = 4000;

// Parses and checks sounds.toml; errors name the file, line and sound.
Result<std::vector<SoundDef>> parse_sounds(std::string_view file_name, const ContentText& text,
                                           const Catalog& catalog);

}  // namespace dg
