#pragma once
// The runs in progress, when there is more than one: this engine's own (if it has one) and
// those kept under other rules. A run goes on under the rules it began with: this engine's
// own is resumed here, another's on the engine that plays it (the web page keeps earlier
// engines) or, where none is at hand, the player is told which release plays it and may
// export it whole. Nothing here deletes a run.
#include <utility>
#include <vector>

#include "ui/shell/kept_runs.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class RunsScreen : public Screen {
 public:
  // `own`: this engine's slot holds a run (it is listed first, as a).
  // At most nine are listed (numbered 1 to 9); a player has never had more than a few.
  RunsScreen(bool own, std::vector<KeptRun> others);
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  bool own_;
  std::vector<KeptRun> others_;
  int chosen_ = -1;  // an index into others_ whose engine is gone: e exports it
};

}  // namespace dg
