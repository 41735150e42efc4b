#pragma once
// The voices playing now, mixed into the device's stereo samples. The platform's audio
// callback calls mix(); the game's side hands it sounds with play(). Plain C++ (no SDL): the
// caller keeps the two from running at once (natively SDL runs the callback on its own thread,
// and the platform locks the device around play(); on the page both run on the one thread).
#include <cstddef>
#include <memory>
#include <vector>

namespace dg {

using Samples = std::shared_ptr<const std::vector<float>>;

class Mixer {
 public:
  // At most this many sounds at once: a new one past it takes the place of the oldest.
  static constexpr std::size_t kMaxVoices = 12;

  // `samples` (mono) starts now, at `left` and `right` gain (0 to 1 each).
  void play(Samples samples, float left, float right);
  // Writes `frames` stereo frames (left, right, left, ...) of every voice into `out`, each
  // voice's end dropping it; past the voices, silence. The sum is kept within [-1, 1] by a soft
  // limit (many blows at once do not crackle).
  void mix(float* out, std::size_t frames);
  // Whether anything is still playing: the platform pauses the device when not.
  bool busy() const { return !voices_.empty(); }
  std::size_t voices() const { return voices_.size(); }
  void stop() { voices_.clear(); }

 private:
  struct Voice {
    Samples samples;
    std::size_t at = 0;
    float left = 0, right = 0;
  };
  std::vector<Voice> voices_;
};

}  // namespace dg
