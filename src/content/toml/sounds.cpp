#include "content/sounds.hpp"

#include <array>
#include <string>

#include "content/toml/definitions.hpp"

namespace dg {

namespace {

constexpr std::array<std::string_view, 5> kWaves = {"square", "saw", "triangle", "sine", "noise"};

SoundDef read_sound(const Definition& d, const Catalog& cat) {
  SoundDef s;
  s.id = d.name();
  s.words = d.text("words");
  const std::string wave = d.text("wave");
  bool known = false;
  for (std::size_t i = 0; i < kWaves.size(); ++i)
    if (kWaves[i] == wave) {
      s.wave = static_cast<Wave>(i);
      known = true;
    }
  if (!known) d.error("wave", "unknown \"" + wave + "\" (square, saw, triangle, sine, noise)");
  s.freq = d.integer("freq");
  s.to = d.integer("to");
  s.attack = d.integer("attack");
  s.hold = d.integer("hold");
  s.release = d.integer("release");
  if (s.attack + s.hold + s.release > kMaxSoundMs)
    d.error("release", "attack + hold + release is " +
                           std::to_string(s.attack + s.hold + s.release) + " ms: at most " +
                           std::to_string(kMaxSoundMs));
  s.duty = d.integer("duty");
  s.vibrato = d.integer("vibrato");
  s.vibrato_hz = d.integer("vibrato_hz");
  s.jump = d.integer("jump");
  s.jump_at = d.integer("jump_at");
  s.noise = d.integer("noise");
  s.lowpass = d.integer("lowpass");
  s.volume = d.integer("volume");
  for (const std::string& id : d.texts("steps")) {
    const int t = find_tile(cat.tiles, id);
    if (t < 0)
      d.error("steps", "no tile \"" + id + "\" in tileset.toml");
    else
      s.steps.push_back(t);
  }
  return s;
}

}  // namespace

Result<std::vector<SoundDef>> parse_sounds(std::string_view file_name, const ContentText& text,
                                           const Catalog& catalog) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kSoundsSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  std::vector<SoundDef> sounds;
  for (const Definition& d : file.definitions()) {
    SoundDef s = read_sound(d, catalog);
    for (const SoundDef& before : sounds)
      for (int t : s.steps)
        if (std::find(before.steps.begin(), before.steps.end(), t) != before.steps.end())
          d.error("steps", "a step onto that tile already plays \"" + before.id + "\"");
    sounds.push_back(std::move(s));
  }
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  return sounds;
}

}  // namespace dg
