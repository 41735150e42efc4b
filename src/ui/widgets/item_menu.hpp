#pragma once
// The one selection screen: a lettered list (inventory, things on the floor) with paging.
// What is listed and what picking does are parameters, so pick up, drop, wield, wear and
// quaff share it.
#include <functional>
#include <string>
#include <vector>

#include "core/item/item.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class Game;

struct MenuEntry {
  char letter;
  std::string text;
};

class ItemMenu : public Screen {
 public:
  using OnPick = std::function<void(ScreenContext&, char)>;  // null: the list is only to look at
  ItemMenu(std::string title, std::vector<MenuEntry> entries, OnPick on_pick)
      : title_(std::move(title)), entries_(std::move(entries)), on_pick_(std::move(on_pick)) {}
  // Several at once: letters toggle, Enter hands over the chosen letters (min..max of them).
  using OnPickMany = std::function<void(ScreenContext&, const std::string&)>;
  ItemMenu(std::string title, std::vector<MenuEntry> entries, int min, int max, OnPickMany on_many)
      : title_(std::move(title)),
        entries_(std::move(entries)),
        on_many_(std::move(on_many)),
        min_(min),
        max_(max) {}
  // A key that picks nothing closes the menu instead of asking again (the inventory, which is
  // first of all a list to look at).
  void close_on_other_keys() { close_on_other_ = true; }
  // What the footer says Escape does, where not "cancels" (a choice left for later).
  void set_escape_words(std::string words) { escape_words_ = std::move(words); }
  // Lines shown under the list (known recipes, say).
  void set_notes(std::vector<std::string> notes) { notes_ = std::move(notes); }
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;

  // Inventory entries for which `keep` holds ("a - a short sword (weapon in hand)").
  static std::vector<MenuEntry> inventory(const Game& game,
                                          const std::function<bool(const ItemKind&)>& keep);

 private:
  int rows_per_page(const Terminal& term) const;
  std::string title_;
  std::vector<MenuEntry> entries_;
  OnPick on_pick_;
  OnPickMany on_many_;
  int min_ = 1, max_ = 1;
  std::string chosen_;  // letters chosen so far (several-at-once mode)
  bool close_on_other_ = false;
  std::vector<std::string> notes_;
  std::string escape_words_ = "Escape cancels";
  int page_ = 0;
  mutable int page_rows_ = 20;  // from the last draw: how many entries fit on a page
};

}  // namespace dg
