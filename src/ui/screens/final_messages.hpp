#pragma once
// The end of a run as NetHack shows it: the last messages stay on the map's top line, the
// killing blow included ("The soldier ant bites!  You die... --More--"), every page ending in
// --More--, the last one too. Only Enter, Space or Escape goes on (a key typed in haste, or
// held down, does nothing), and the death screen follows.
#include <string>
#include <vector>

#include "ui/shell/screen.hpp"

namespace dg {

class FinalMessages : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  // A notice from the run's end under the last messages, on the map.
  NoticePlace notice_place(const Terminal&, const ScreenContext&) const override {
    return NoticePlace::rows_from(1);
  }
  bool wants_pointer() const override { return true; }  // a tap goes on, as Enter does

 private:
  // The pages of the last messages at `width` (paged again if the width changes).
  const std::vector<std::string>& pages(const ScreenContext& app, int width) const;

  std::size_t page_ = 0;
  mutable int width_ = -1;
  mutable std::vector<std::string> pages_;
};

}  // namespace dg
