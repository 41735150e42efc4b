#pragma once
// Every command of the play screen with the keys that do it. Up and Down (or a tap) choose a
// command; Enter asks for its new key, which is then taken from whatever it did before;
// Backspace there leaves the command with no key. Shown by the options screen.
#include <cstddef>

#include "ui/shell/screen.hpp"

namespace dg {

class KeysScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  bool wants_pointer() const override { return true; }
  // The command under the cursor and its keys: "move north: k, Up, 8".
  std::string focus(const ScreenContext& app) const override;

 private:
  // The rows of commands that fit between the heading and the footer.
  static int rows_shown(int height);
  void rebind(const Input& in, ScreenContext& app);

  std::size_t cursor_ = 0;
  mutable std::size_t top_ = 0;  // the first command shown (follows the cursor when drawn)
  mutable int shown_rows_ = 0;   // as last drawn, for taps
  bool waiting_ = false;         // Enter was pressed: the next key is the command's
};

}  // namespace dg
