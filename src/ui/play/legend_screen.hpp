#pragma once
// A legend: symbols as the map draws them (glyph and colours), each with its name. Two of
// them, from the guide: every kind of symbol the map uses, and every one in view now.
#include <string>
#include <vector>

#include "content/tileset.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

struct LegendEntry {
  Look look;
  std::string name;  // "closed door", "a jackal", "potion (unknown ones go by their look)"
};

// Every kind of symbol: the hero, the terrain, traps, gold, each class of thing, monsters.
std::vector<LegendEntry> map_legend(const ScreenContext& app);
// Every symbol in the hero's view now, once each, nearest first.
std::vector<LegendEntry> view_legend(const ScreenContext& app);

class LegendScreen : public Screen {
 public:
  LegendScreen(std::string title, std::vector<LegendEntry> entries)
      : title_(std::move(title)), entries_(std::move(entries)) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

 private:
  std::string title_;
  std::vector<LegendEntry> entries_;
  int first_ = 0;          // the first entry shown
  mutable int page_ = 20;  // entries that fit, known once drawn
};

}  // namespace dg
