#pragma once
// Shown when the saved game cannot be restored (damaged, foreign, from another version, too
// large): it says why and offers a new game once the old save is kept aside as a backup, an
// export of it, or to quit leaving it in place. If it cannot be kept aside (storage full, a
// read-only folder) it stays, and deleting it takes the player's explicit choice.
#include <string>

#include "ui/shell/screen.hpp"

namespace dg {

class RestoreFailedScreen : public Screen {
 public:
  explicit RestoreFailedScreen(std::string reason) : reason_(std::move(reason)) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  std::string reason_;
  std::string stuck_;  // why the save could not be kept aside (then d may delete it)
};

}  // namespace dg
