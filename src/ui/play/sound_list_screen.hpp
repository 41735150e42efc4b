#pragma once
// Every sound of the game, from the guide, each with what it tells; its letter plays it (as
// loud as the effects' volume), so a player who plays by ear learns the cues before meeting
// them. A page at a time: Space or > the next, < the one before.
#include "ui/shell/screen.hpp"

namespace dg {

class SoundListScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  bool wants_pointer() const override { return false; }

  // Sounds listed a page: a to t.
  static constexpr int kPage = 20;

 private:
  int first_ = 0;  // the first sound on the page shown
};

}  // namespace dg
