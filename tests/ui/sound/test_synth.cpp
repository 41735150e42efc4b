// The game's synthesizer (ui/sound/synth.hpp) and mixer (ui/sound/mixer.hpp): every sound of
// sounds.toml rendered natively and its samples pinned, and what a sound's numbers mean
// checked on sounds written out here.
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <string>

#include "test_content.hpp"
#include "ui/sound/mixer.hpp"
#include "ui/sound/synth.hpp"

namespace test_synth {

using namespace dg;

namespace {

constexpr int kRate = 48000;

// Sign changes of `s`: twice the pitch of a plain tone a second.
int crossings(const std::vector<float>& s, std::size_t from, std::size_t to) {
  int n = 0;
  for (std::size_t i = from + 1; i < to; ++i) n += (s[i - 1] < 0) != (s[i] < 0);
  return n;
}

float peak(const std::vector<float>& s) {
  float p = 0;
  for (float x : s) p = std::max(p, std::fabs(x));
  return p;
}

SoundDef tone(Wave w, int freq) {
  SoundDef s;
  s.id = "test";
  s.wave = w;
  s.freq = freq;
  s.attack = 0;
  s.hold = 1000;
  s.release = 1;
  s.volume = 100;
  return s;
}

}  // namespace

// Each sound's samples at 48 kHz, as 16-bit integers hashed (synth.hpp: samples_hash). A
// change to the synthesizer or to a sound's numbers changes its pin: listen to it, then pin
// the new value.
const std::map<std::string, std::uint64_t> kPinned = {
    {"step", 0x48f6393981e222cdULL},          {"step_water", 0x5f7ed6f96f879dccULL},
    {"step_grass", 0xb4009bc0150afa79ULL},    {"step_rubble", 0xe2d7bf74215f1892ULL},
    {"step_acid", 0x7480e5b9356f0345ULL},     {"hit", 0x1885de503a3970a8ULL},
    {"miss", 0x227eec1382f59cdeULL},          {"kill", 0x9c4375a2a09c7c3bULL},
    {"hurt", 0x3f20fd7b082b40b6ULL},          {"low_hp", 0xc897c72903f4643eULL},
    {"throw", 0xa7f28bbb96381fdcULL},         {"bolt", 0x357e5ded49ffaf1eULL},
    {"explosion", 0x2cfc98e8bc2f67eaULL},     {"fire", 0xd46bf007788454a0ULL},
    {"level_up", 0x5c7ffea064dd14dULL},       {"pick_up", 0x69e79e7494fdeaf5ULL},
    {"gold", 0x7a9fbb093d3caab0ULL},          {"potion", 0xff5fd7195093046bULL},
    {"scroll", 0x4895697817d8138aULL},        {"wand", 0x2290b91e2942b86bULL},
    {"spell", 0x9fe298822a545fbfULL},         {"condition", 0x15cfcd228a7774aeULL},
    {"condition_end", 0xbd73679b5bd19a79ULL}, {"offer", 0x55d2c53c59a547edULL},
    {"found", 0xadd3500f2702b104ULL},         {"door_open", 0x9a737a4b88d6dc1aULL},
    {"door_close", 0xe8a3dd3181047b59ULL},    {"door_bash", 0x4f900e1297b8dd50ULL},
    {"door_break", 0x15c9d298fb74f3aULL},     {"locked", 0xd739601c6f1b1b25ULL},
    {"bump", 0xf1f78b78f4bcd62eULL},          {"stairs", 0xd0580c48cf3fd3d5ULL},
    {"trap", 0x3a0badd04f4deb78ULL},          {"teleport", 0x127a70698a64bbc7ULL},
    {"arrival", 0xbc7fa408985f738dULL},       {"notice", 0x72d35a51635551e7ULL},
    {"ally", 0x55e0953488baa6dULL},           {"death", 0x8f259cbc4668eaULL},
    {"victory", 0x82ee663cd4cf18bcULL},       {"danger", 0x3a3f1b5c79487247ULL},
    {"stairs_near", 0x1efdd53d02f6dc70ULL},   {"door_near", 0xb6aef938151781cfULL},
};

TEST_CASE("every sound renders to the samples pinned for it", "[sound]") {
  const auto& sounds = test::content().sounds;
  REQUIRE(sounds.size() >= 30);
  CHECK(sounds.size() == kPinned.size());
  for (const SoundDef& s : sounds) {
    INFO(s.id);
    const std::vector<float> samples = render_sound(s, kRate);
    // As long as its envelope, and never louder than its volume allows (half, for headroom).
    CHECK(samples.size() ==
          static_cast<std::size_t>(kRate) * (s.attack + s.hold + s.release) / 1000);
    CHECK(peak(samples) <= 0.5f * s.volume / 100 + 1e-4f);
    CHECK(peak(samples) > 0.0f);
    const auto pin = kPinned.find(s.id);
    REQUIRE(pin != kPinned.end());
    CHECK(samples_hash(samples) == pin->second);
  }
}

TEST_CASE("a sound is the same each time it is made", "[sound]") {
  for (const SoundDef& s : test::content().sounds)
    CHECK(render_sound(s, kRate) == render_sound(s, kRate));
}

TEST_CASE("a tone's pitch is its frequency, and a slide or a jump moves it", "[sound]") {
  const std::vector<float> a = render_sound(tone(Wave::Square, 440), kRate);
  // A second of 440 Hz: 880 sign changes (one more or less at the edges).
  CHECK(std::abs(crossings(a, 0, kRate) - 880) <= 2);
  const std::vector<float> sine = render_sound(tone(Wave::Sine, 1000), kRate);
  CHECK(std::abs(crossings(sine, 0, kRate) - 2000) <= 2);
  SoundDef up = tone(Wave::Square, 200);
  up.jump = 100;  // twice as high from half a second on
  up.jump_at = 500;
  const std::vector<float> j = render_sound(up, kRate);
  CHECK(std::abs(crossings(j, 0, kRate / 2) - 200) <= 2);
  CHECK(std::abs(crossings(j, kRate / 2, kRate) - 400) <= 2);
  SoundDef slide = tone(Wave::Square, 200);
  slide.to = 600;  // 200 to 600 Hz across the second: 400 on average
  CHECK(std::abs(crossings(render_sound(slide, kRate), 0, kRate) - 800) <= 4);
}

TEST_CASE("the envelope rises, holds and falls to silence", "[sound]") {
  SoundDef s = tone(Wave::Square, 100);
  s.attack = 100;
  s.hold = 100;
  s.release = 100;
  s.volume = 50;
  const std::vector<float> v = render_sound(s, kRate);
  REQUIRE(v.size() == static_cast<std::size_t>(kRate) * 300 / 1000);
  CHECK(std::fabs(v[0]) < 0.01f);                            // from silence
  CHECK(std::fabs(v[kRate * 150 / 1000]) == Approx(0.25f));  // the hold: half of half
  CHECK(std::fabs(v[v.size() - 1]) < 0.01f);                 // to silence
  CHECK(std::fabs(v[kRate * 50 / 1000]) < std::fabs(v[kRate * 150 / 1000]));
}

TEST_CASE("a low-pass filter takes the edge off a square wave", "[sound]") {
  SoundDef raw = tone(Wave::Square, 2000);
  SoundDef soft = raw;
  soft.lowpass = 500;
  // Its steps become slopes: the largest change between two samples is far smaller.
  const auto steepest = [](const std::vector<float>& v) {
    float m = 0;
    for (std::size_t i = 1; i < v.size(); ++i) m = std::max(m, std::fabs(v[i] - v[i - 1]));
    return m;
  };
  CHECK(steepest(render_sound(raw, kRate)) > 0.9f);
  CHECK(steepest(render_sound(soft, kRate)) < 0.1f);
}

TEST_CASE("the mixer adds voices, pans them and drops them at their end", "[sound]") {
  Mixer m;
  auto one = std::make_shared<const std::vector<float>>(std::vector<float>{0.25f, 0.25f});
  auto three = std::make_shared<const std::vector<float>>(std::vector<float>(3, 0.1f));
  m.play(one, 1.0f, 0.0f);  // heard on the left only
  m.play(three, 0.5f, 0.5f);
  float out[8];
  m.mix(out, 4);
  CHECK(out[0] == Approx(0.30f));  // 0.25 + 0.05
  CHECK(out[1] == Approx(0.05f));
  CHECK(out[4] == Approx(0.05f));  // the first voice has ended
  CHECK(out[6] == 0.0f);           // and the second
  CHECK_FALSE(m.busy());
}

TEST_CASE("many loud sounds at once never go past full scale", "[sound]") {
  Mixer m;
  auto loud = std::make_shared<const std::vector<float>>(std::vector<float>(16, 0.5f));
  for (int i = 0; i < 20; ++i) m.play(loud, 1.0f, 1.0f);
  CHECK(m.voices() == Mixer::kMaxVoices);  // the oldest gave way
  float out[32];
  m.mix(out, 16);
  for (float x : out) {
    CHECK(x <= 1.0f);
    CHECK(x > 0.9f);  // still loud
  }
}

}  // namespace test_synth
