#include "ui/shell/tutorial.hpp"

#include <algorithm>

#include "core/game.hpp"
#include "ui/input/key_bindings.hpp"
#include "ui/input/key_help.hpp"
#include "ui/input/keymap.hpp"

namespace dg {

namespace {

// "{letter:dagger}" becomes the pack letter of the first dagger carried ("?" when none is).
std::string with_letters(std::string text, const Game& game) {
  constexpr std::string_view kOpen = "{letter:";
  for (auto open = text.find(kOpen); open != std::string::npos; open = text.find(kOpen, open)) {
    const auto close = text.find('}', open);
    if (close == std::string::npos) break;
    const int kind =
        game.catalog().find_item(text.substr(open + kOpen.size(), close - open - kOpen.size()));
    std::string letter = "?";
    for (const InvSlot& s : game.hero().inventory)
      if (s.item.kind == kind) {
        letter = std::string(1, s.letter);
        break;
      }
    text.replace(open, close - open + 1, letter);
    open += letter.size();
  }
  return text;
}

bool trap_found(const Game& game) {
  return std::any_of(game.level().traps.begin(), game.level().traps.end(),
                     [](const Trap& t) { return !t.hidden; });
}

}  // namespace

std::vector<std::string> command_ids(const Command& c) {
  if (c.kind == Command::Kind::Move) return {"move", std::string(move_id(c.dir))};
  std::vector<std::string> ids;
  for (const KeyBinding& row : key_table()) {
    if (row.id.empty() || row.command.kind != c.kind || !applies_command(row.kind)) continue;
    if (c.kind == Command::Kind::Use && row.command.use != c.use) continue;
    ids.emplace_back(row.id);
  }
  return ids;
}

const TutorialLesson* TutorialRun::lesson() const {
  return lesson_ < 0 ? nullptr : &book_->lessons[static_cast<std::size_t>(lesson_)];
}

void TutorialRun::did(const std::vector<std::string>& ids) {
  const TutorialLesson* l = lesson();
  // One command may do several steps: the dart thrown kills the newt at once.
  while (l && step_ < l->steps.size()) {
    const auto& wanted = l->steps[step_].done;
    const bool did = std::any_of(ids.begin(), ids.end(), [&](const std::string& id) {
      return std::find(wanted.begin(), wanted.end(), id) != wanted.end();
    });
    if (!did) return;
    ++step_;
    if (step_ == l->steps.size() && l->ends) finished_ = true;
  }
}

bool TutorialRun::would_finish(std::string_view id) const {
  const TutorialLesson* l = lesson();
  if (!l || !l->ends || step_ + 1 != l->steps.size()) return false;
  const auto& wanted = l->steps[step_].done;
  return std::find(wanted.begin(), wanted.end(), id) != wanted.end();
}

void TutorialRun::note(std::string_view id) {
  did({std::string(id)});
}

void TutorialRun::begin(const Game& game) {
  for (std::size_t i = 0; i < book_->lessons.size(); ++i) {
    const TutorialLesson& l = book_->lessons[i];
    if (begun_[i] || l.level != game.depth() || l.at != game.player()) continue;
    begun_[i] = true;
    lesson_ = static_cast<int>(i);
    step_ = 0;
    return;
  }
}

bool TutorialRun::observe(const Game& game, const Command& command) {
  std::vector<std::string> ids = command_ids(command);
  for (const Event& e : game.events())
    if (e.kind == EventKind::Kill) ids.emplace_back("kill");
  if (trap_found(game)) ids.emplace_back("trap_found");
  did(ids);
  const int before = lesson_;
  begin(game);
  return lesson_ != before;
}

std::string TutorialRun::text(const KeyBindings& keys, bool phone) const {
  const TutorialLesson* l = lesson();
  return l ? with_keys(phone ? l->phone_text : l->text, keys) : "";
}

std::string TutorialRun::ask(const Game& game, const KeyBindings& keys, bool phone) const {
  const TutorialLesson* l = lesson();
  if (!l || step_ >= l->steps.size()) return "";
  const TutorialStep& s = l->steps[step_];
  return with_keys(with_letters(phone ? s.phone : s.ask, game), keys);
}

std::vector<std::string> TutorialRun::recap(const KeyBindings& keys, bool phone) const {
  std::vector<std::string> lines;
  for (const TutorialLesson& l : book_->lessons)
    if (!l.recap.empty()) lines.push_back(with_keys(phone ? l.phone_recap : l.recap, keys));
  return lines;
}

}  // namespace dg
