#pragma once
// The guide (? in play): a short menu instead of one long page, as a newcomer needs it. How to
// play in five lines, the keys, what the map's symbols are (drawn as on the map), what is in
// view now, things and how to learn what they are, magic and power, how to win, the options.
// Every key named is the player's own (ui/input/key_help.hpp's with_keys); each page wraps to
// the screen, so on a phone it is a page that fits.
#include <string>
#include <vector>

#include "ui/shell/screen.hpp"

namespace dg {

class KeyBindings;

// A page of the guide in words, worded with `keys` ("how", "things", "magic", "win").
std::vector<std::string> guide_page(const std::string& id, const KeyBindings& keys);

class GuideScreen : public Screen {
 public:
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  bool wants_pointer() const override { return false; }
};

}  // namespace dg
