#pragma once
// Permanent death: what killed you, how deep, how rich, how long. r offers the run as a
// replay, m the morgue record, n goes back to the title; other keys do nothing (a key typed in
// haste never skips it).
#include <string>

#include "ui/shell/screen.hpp"

namespace dg {

class ScreenContext;
// The story of a run that came out of the dungeon, in a sentence: who went how deep, and the
// Amulet's way out ("You, a lawful female dwarvish Valkyrie, went down to dungeon level 12,
// took the Amulet of the Deep ... into the daylight: 8412 turns, 143 kills, 1250 gold pieces.").
std::string run_story(const ScreenContext& app);

class DeathScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
};

}  // namespace dg
