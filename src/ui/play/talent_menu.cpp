#include "ui/play/talent_menu.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/action/talent.hpp"
#include "core/game.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/settings.hpp"
#include "ui/widgets/item_menu.hpp"
#include "ui/widgets/text_pager.hpp"

namespace dg {

namespace {

const TalentDef& talent(const Game& g, int index) {
  return g.catalog().characters.talents[static_cast<std::size_t>(index)];
}

// The level of the next choice still to come ("" when all four were made).
std::string next_choice(const Player& h) {
  const std::size_t taken = h.talents.size();
  if (taken >= kTalentLevels.size()) return "";
  return "The next talent comes at experience level " + std::to_string(kTalentLevels[taken]) + ".";
}

void show_taken(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  if (h.talents.empty()) {
    app.notices().notify("You have no talents yet. " + next_choice(h));
    return;
  }
  std::vector<std::string> lines;
  for (int t : h.talents) lines.push_back(talent(g, t).name + ": " + talent(g, t).description);
  if (std::string next = next_choice(h); !next.empty()) lines.push_back(""), lines.push_back(next);
  app.screens().push(std::make_unique<TextPager>("Your talents", std::move(lines), false));
}

}  // namespace

void open_talents(ScreenContext& app) {
  const Game& g = app.game();
  const Player& h = g.hero();
  if (h.talent_offer.empty()) {
    show_taken(app);
    return;
  }
  std::vector<MenuEntry> entries;
  std::vector<std::string> notes;
  for (std::size_t i = 0; i < h.talent_offer.size(); ++i) {
    const TalentDef& t = talent(g, h.talent_offer[i]);
    const char letter = static_cast<char>('a' + i);
    entries.push_back({letter, t.name});
    notes.push_back(std::string(1, letter) + ": " + t.description);
  }
  const int level = kTalentLevels[std::min(h.talents.size(), kTalentLevels.size() - 1)];
  auto menu = std::make_unique<ItemMenu>(
      "Choose a talent for experience level " + std::to_string(level) + ":", std::move(entries),
      [](ScreenContext& a, char letter) { a.apply(Command::talent(letter)); });
  menu->set_notes(std::move(notes));
  const std::vector<KeyChord> keys = app.settings().keys().keys_for("talents");
  menu->set_escape_words(keys.empty() ? "Escape: choose later"
                                      : "Escape: choose later (" + key_name(keys.front()) +
                                            " brings it back)");
  app.screens().push(std::move(menu));
}

void offer_talent(ScreenContext& app) {
  const auto& events = app.last_events();
  if (std::any_of(events.begin(), events.end(),
                  [](const Event& e) { return e.kind == EventKind::TalentOffered; }))
    open_talents(app);
}

}  // namespace dg
