#include "platform/sdl/sdl_audio.hpp"

#include <algorithm>

#include "ui/sound/synth.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace dg {

#ifdef __EMSCRIPTEN__
// The page's AudioContext suspended (no more audio callbacks), or resumed while the tab is
// shown (a hidden tab's page.js suspended it).
// clang-format off
EM_JS(void, web_audio_suspend, (int suspend), {
  var c = Module['SDL2'] && Module['SDL2'].audioContext;
  if (!c) return;
  if (suspend) c.suspend();
  else if (c.state === 'suspended' && document.visibilityState === 'visible') c.resume();
});
// clang-format on
#endif

namespace {
// About 21 ms at 48 kHz: the Web Audio driver takes a power of two, and this is the lowest it
// plays without gaps on a phone.
constexpr Uint16 kSamples = 1024;

void suspend_context(bool suspend) {
#ifdef __EMSCRIPTEN__
  web_audio_suspend(suspend ? 1 : 0);
#else
  (void)suspend;
#endif
}
}  // namespace

SdlAudio::~SdlAudio() {
  close();
}

bool SdlAudio::open() {
  if (device_) return true;
  if (failed_) return false;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    SDL_Log("no sound: %s", SDL_GetError());
    failed_ = true;
    return false;
  }
  SDL_AudioSpec want{}, got{};
  want.freq = 48000;
  want.format = AUDIO_F32SYS;
  want.channels = 2;
  want.samples = kSamples;
  want.callback = &SdlAudio::fill;
  want.userdata = this;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &got,
                                SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_SAMPLES_CHANGE);
  if (!device_) {
    SDL_Log("no sound: %s", SDL_GetError());
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    failed_ = true;
    return false;
  }
  stats_.opened = true;
  stats_.rate = got.freq;
  rendered_.clear();  // made at the device's rate
  return true;
}

void SdlAudio::pause(bool paused) {
  if (!device_ || stats_.playing == !paused) return;
  SDL_PauseAudioDevice(device_, paused ? 1 : 0);
  suspend_context(paused);
  stats_.playing = !paused;
}

void SdlAudio::play(const std::vector<Cue>& cues, const Content& content) {
  if (cues.empty() || !open()) return;
  rendered_.resize(content.sounds.size());
  for (const Cue& c : cues) {
    if (c.sound < 0 || c.sound >= static_cast<int>(content.sounds.size())) continue;
    Samples& s = rendered_[static_cast<std::size_t>(c.sound)];
    if (!s)
      s = std::make_shared<const std::vector<float>>(
          render_sound(content.sounds[static_cast<std::size_t>(c.sound)], stats_.rate));
    SDL_LockAudioDevice(device_);
    mixer_.play(s, c.left, c.right);
    SDL_UnlockAudioDevice(device_);
    ++stats_.started;
    stats_.last_sound = c.sound;
    stats_.last_left = c.left;
    stats_.last_right = c.right;
    if (std::find(stats_.heard.begin(), stats_.heard.end(), c.sound) == stats_.heard.end())
      stats_.heard.push_back(c.sound);
  }
  pause(false);
}

bool SdlAudio::busy() {
  if (!device_ || !stats_.playing) return false;
  SDL_LockAudioDevice(device_);
  const bool busy = mixer_.busy();
  SDL_UnlockAudioDevice(device_);
  return busy;
}

void SdlAudio::tick() {
  if (!device_ || !stats_.playing) return;
  if (!busy()) {
    pause(true);
    return;
  }
  // A tab hidden and shown again: page.js suspended the context; the sounds left resume.
  suspend_context(false);
}

void SdlAudio::close() {
  if (!device_) return;
  SDL_CloseAudioDevice(device_);
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  device_ = 0;
  mixer_.stop();
  stats_.opened = stats_.playing = false;
}

void SDLCALL SdlAudio::fill(void* self, Uint8* stream, int bytes) {
  auto* audio = static_cast<SdlAudio*>(self);
  const Uint64 t0 = SDL_GetPerformanceCounter();
  audio->mixer_.mix(reinterpret_cast<float*>(stream),
                    static_cast<std::size_t>(bytes) / (2 * sizeof(float)));
  ++audio->stats_.callbacks;
  audio->stats_.callback_ms += static_cast<double>(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                               static_cast<double>(SDL_GetPerformanceFrequency());
}

}  // namespace dg
