#include "ui/sound/synth.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/rng.hpp"

namespace dg {

namespace {

constexpr double kTau = 2 * std::numbers::pi;
// Headroom: a few sounds at full volume together stay under clipping before the mixer's limit.
constexpr double kLevel = 0.5;

std::uint64_t name_seed(const std::string& id) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : id) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

// The envelope at `ms`: rising over the attack, full over the hold, falling over the release.
double envelope(const SoundDef& s, double ms) {
  if (ms < s.attack) return ms / s.attack;
  if (ms < s.attack + s.hold) return 1.0;
  const double fall = (ms - s.attack - s.hold) / std::max(s.release, 1);
  return fall >= 1 ? 0.0 : (1 - fall) * (1 - fall);  // a softer tail than a straight line
}

double oscillator(Wave w, double phase, int duty) {
  switch (w) {
    case Wave::Square: return phase < duty / 100.0 ? 1.0 : -1.0;
    case Wave::Saw: return 2 * phase - 1;
    case Wave::Triangle: return phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
    case Wave::Sine: return std::sin(kTau * phase);
    default: return 0.0;  // noise is made by the caller
  }
}

}  // namespace

std::vector<float> render_sound(const SoundDef& s, int rate) {
  const int length_ms = std::clamp(s.attack + s.hold + s.release, 1, kMaxSoundMs);
  const auto count = static_cast<std::size_t>(static_cast<long long>(rate) * length_ms / 1000);
  std::vector<float> out(count);
  Rng rng(name_seed(s.id));
  const auto random = [&rng] { return rng.below(65536) / 32767.5 - 1.0; };
  const double filter = s.lowpass > 0 ? 1 - std::exp(-kTau * s.lowpass / rate) : 1.0;
  double phase = 0, held = random(), low = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double ms = 1000.0 * static_cast<double>(i) / rate;
    double f = s.freq;
    if (s.to > 0) f += (s.to - s.freq) * ms / length_ms;
    if (s.jump != 0 && ms >= s.jump_at) f *= 1 + s.jump / 100.0;
    if (s.vibrato > 0) f *= 1 + s.vibrato / 100.0 * std::sin(kTau * s.vibrato_hz * ms / 1000);
    phase += std::max(f, 1.0) / rate;
    const bool wrapped = phase >= 1;
    phase -= std::floor(phase);
    double v;
    if (s.wave == Wave::Noise) {
      if (wrapped) held = random();  // a new value each period: its pitch is how rough it is
      v = held;
    } else {
      v = oscillator(s.wave, phase, s.duty);
    }
    if (s.noise > 0) v += (random() - v) * s.noise / 100.0;
    low += (v - low) * filter;
    out[i] = static_cast<float>(low * envelope(s, ms) * s.volume / 100.0 * kLevel);
  }
  return out;
}

std::uint64_t samples_hash(const std::vector<float>& samples) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (float x : samples) {
    const auto q = static_cast<std::int16_t>(std::lround(std::clamp(x, -1.0f, 1.0f) * 32767));
    const auto u = static_cast<std::uint16_t>(q);
    h = (h ^ (u & 0xff)) * 0x100000001b3ULL;
    h = (h ^ (u >> 8)) * 0x100000001b3ULL;
  }
  return h;
}

}  // namespace dg
