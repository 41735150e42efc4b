#pragma once
// The game's sounds through SDL's audio: the desktop's device natively, SDL's Web Audio driver
// on the page. Nothing is opened until the first sound, which a command makes, which a key or
// a tap made: a page's audio starts after a gesture (the browsers' autoplay rule). While
// nothing plays the device is paused, and on the page its AudioContext suspended: no audio
// callback runs, and an idle game costs nothing. With sound off (the option), never opened.
#include <SDL.h>

#include <cstdint>
#include <vector>

#include "content/content.hpp"
#include "ui/sound/cues.hpp"
#include "ui/sound/mixer.hpp"

namespace dg {

struct AudioStats {
  bool opened = false;                  // the device is open (a sound was asked for)
  bool playing = false;                 // unpaused: callbacks run
  int rate = 0;                         // the device's samples a second
  std::uint64_t callbacks = 0;          // the audio callbacks so far
  double callback_ms = 0;               // their time, all told
  std::uint64_t started = 0;            // sounds started
  int last_sound = -1;                  // the latest started (a Content::sounds index)
  float last_left = 0, last_right = 0;  // its gains: how it was panned
  std::vector<int> heard;               // every sound started at least once, by index
};

class SdlAudio {
 public:
  SdlAudio() = default;
  SdlAudio(const SdlAudio&) = delete;
  SdlAudio& operator=(const SdlAudio&) = delete;
  ~SdlAudio();

  // Starts `cues` (rendering a sound the first time it plays), opening the device if need be.
  void play(const std::vector<Cue>& cues, const Content& content);
  // Once a frame: pauses the device once the last sound ended; on the page, resumes the
  // AudioContext the browser suspended (a tab hidden and back) while sounds remain.
  void tick();
  // Whether sounds are playing: the loop keeps its frames coming until they end (to pause).
  bool busy();
  // Sound turned off: what plays stops, and the device is closed.
  void close();
  const AudioStats& stats() const { return stats_; }

 private:
  bool open();
  void pause(bool paused);
  static void SDLCALL fill(void* self, Uint8* stream, int bytes);

  SDL_AudioDeviceID device_ = 0;
  bool failed_ = false;  // could not open: silent from then on (said once in the log)
  Mixer mixer_;
  std::vector<Samples> rendered_;  // by Content::sounds index, made on first use
  AudioStats stats_;
};

}  // namespace dg
