// Times the game's sound (ui/sound/): the audio callback's work per second of sound (the
// mixer filling 1024-frame stereo buffers at 48 kHz with four voices playing), and rendering
// each sound of sounds.toml the first time it plays. Natively and, under emcmake, in
// WebAssembly (node), side by side in scripts/bench-report.mjs.
#include <cstdio>
#include <memory>
#include <vector>

#include "bench_report.hpp"
#include "content/content.hpp"
#include "ui/sound/mixer.hpp"
#include "ui/sound/synth.hpp"

int main() {
  const auto loaded = dg::load_content();
  if (!loaded) {
    std::fprintf(stderr, "bench: %s\n", loaded.error().c_str());
    return 1;
  }
  const dg::Content& content = loaded.value();
  constexpr int kRate = 48000, kFrames = 1024, kVoices = 4;
  std::vector<dg::Samples> sounds;
  for (const dg::SoundDef& s : content.sounds)
    sounds.push_back(std::make_shared<const std::vector<float>>(dg::render_sound(s, kRate)));
  // A second of sound: 47 callbacks, each topping the voices up to four as they end.
  std::vector<float> out(2 * kFrames);
  std::size_t next = 0;
  const double us = bench::median_us(21, [&] {
    dg::Mixer m;
    for (int c = 0; c < kRate / kFrames; ++c) {
      while (m.voices() < kVoices) m.play(sounds[next++ % sounds.size()], 0.7f, 0.5f);
      m.mix(out.data(), kFrames);
    }
  });
  std::printf("audio callback, %d voices: %.1f us per second of sound (%.4f%% of the second)\n",
              kVoices, us, us / 1e4);
  bench::record("audio_callback.per_second.4_voices", us, "us");
  const double render = bench::median_us(5, [&] {
    for (const dg::SoundDef& s : content.sounds) (void)dg::render_sound(s, kRate);
  });
  std::printf("rendering all %zu sounds at 48 kHz: %.0f us (%.0f us each)\n", content.sounds.size(),
              render, render / static_cast<double>(content.sounds.size()));
  bench::record("sound_render.all", render, "us");
  bench::record_peak_memory();
  return 0;
}
