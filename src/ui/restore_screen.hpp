#pragma once
// Shown when the saved game cannot be restored (damaged, foreign, from another version): it
// says why and offers a new game, keeping the old save aside as a backup.
#include <string>

#include "ui/screen.hpp"

namespace dg {

class RestoreFailedScreen : public Screen {
 public:
  explicit RestoreFailedScreen(std::string reason) : reason_(std::move(reason)) {}
  bool handle(const Input& in, App& app) override;
  void draw(Terminal& term, const App& app) const override;

 private:
  std::string reason_;
};

}  // namespace dg
