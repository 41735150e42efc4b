#include "ui/sound/mixer.hpp"

#include <algorithm>
#include <cmath>

namespace dg {

void Mixer::play(Samples samples, float left, float right) {
  if (!samples || samples->empty()) return;
  if (voices_.size() >= kMaxVoices) voices_.erase(voices_.begin());
  voices_.push_back(
      {std::move(samples), 0, std::clamp(left, 0.0f, 1.0f), std::clamp(right, 0.0f, 1.0f)});
}

void Mixer::mix(float* out, std::size_t frames) {
  std::fill(out, out + 2 * frames, 0.0f);
  for (Voice& v : voices_) {
    const std::vector<float>& s = *v.samples;
    const std::size_t n = std::min(frames, s.size() - v.at);
    for (std::size_t i = 0; i < n; ++i) {
      out[2 * i] += s[v.at + i] * v.left;
      out[2 * i + 1] += s[v.at + i] * v.right;
    }
    v.at += n;
  }
  std::erase_if(voices_, [](const Voice& v) { return v.at >= v.samples->size(); });
  // A soft limit past 0.5: quiet sums pass untouched, loud ones bend towards 1 and never over
  // (u / (1 + u): as smooth as a tanh there, and cheaper).
  for (std::size_t i = 0; i < 2 * frames; ++i) {
    const float x = out[i], a = std::fabs(x);
    if (a <= 0.5f) continue;
    const float u = (a - 0.5f) * 2;
    out[i] = std::copysign(0.5f + 0.5f * u / (1 + u), x);
  }
}

}  // namespace dg
