#include "ui/widgets/prompts.hpp"

#include <memory>
#include <string>
#include <utility>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "ui/input/keymap.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_wrap.hpp"

namespace dg {

std::pair<const Monster*, int> first_in_line(const Game& g, Dir dir, int cells) {
  Vec p = g.hero().pos;
  for (int d = 1; d <= cells; ++d) {
    p = p + offset(dir);
    if (!g.level().contains(p) || !g.catalog().tile(g.level().at(p)).walkable) break;
    if (const Monster* m = g.sight().visible_monster(p)) return {m, d};
  }
  return {nullptr, 0};
}

NoticePlace under_question(const Terminal& term, const std::string& text) {
  return NoticePlace::rows_from(static_cast<int>(wrap_text(text, term.width()).size()));
}

void draw_question(Terminal& term, const std::string& text) {
  int row = 0;
  for (const std::string& line : wrap_text(text, term.width())) {
    term.blank_row(row);
    term.print(0, row++, line, colors::kHighlight);
  }
}

bool YesNoPrompt::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::Char && (in.ch == U'y' || in.ch == U'Y')) {
    const Command c = on_yes_;
    const auto then = then_;
    app.screens().pop();
    if (then)
      then(app);
    else
      app.apply(c);
    return true;
  }
  if (in.key == Key::Escape || (in.key == Key::Char && (in.ch == U'n' || in.ch == U'N'))) {
    app.screens().pop();
    app.notices().notify("Never mind.");
    return true;
  }
  app.notices().notify("Please answer y or n.");
  return true;
}

void YesNoPrompt::draw(Terminal& term, const ScreenContext&) const {
  draw_question(term, question_);
}

namespace {

// The pet, an ally or a captive first in the line of a missile, a wand or a spell aimed
// `c.dir` (up to a dozen cells, to the first wall): asked about before it flies.
const Monster* friend_in_line(const Game& g, const Command& c) {
  const bool aimed =
      c.dir != Dir::None &&
      ((c.kind == Command::Kind::Use && (c.use == Use::Throw || c.use == Use::Zap)) ||
       c.kind == Command::Kind::Cast);
  if (!aimed) return nullptr;
  const Monster* m = first_in_line(g, c.dir, 12).first;
  return m && (m->tame || m->chains > 0) ? m : nullptr;
}

// A spell cast `c.dir` at a foe in sight beyond its reach: what to ask first ("The jackal is 11
// cells off; the force bolt reaches 8. Cast anyway? [yn]"), or "" (none in that line, or one
// within reach). Its power would be spent on nothing.
std::string beyond_reach(const Game& g, const Command& c) {
  if (c.kind != Command::Kind::Cast || c.dir == Dir::None) return "";
  const Player& h = g.hero();
  const int index = c.item - 'a';
  if (index < 0 || index >= static_cast<int>(h.spells.size())) return "";
  const ItemKind& book = g.catalog().item(h.spells[static_cast<std::size_t>(index)]);
  const int range = book.zap.range;
  if (!book.zap.aimed() || book.zap.reach == Reach::Dig || range <= 0) return "";
  const auto [m, d] = first_in_line(g, c.dir, range + 12);
  if (!m || d <= range || m->tame) return "";
  return capitalised(definite(g.catalog().breed_of(*m))) + " is " + std::to_string(d) +
         " cells off; the " + book.spell + " reaches " + std::to_string(range) +
         ". Cast anyway? [yn]";
}

}  // namespace

void apply_aimed(ScreenContext& app, const Command& c) {
  if (const Monster* m = friend_in_line(app.game(), c)) {
    const std::string whom = m->chains > 0 ? "the chained " + app.game().catalog().breed_of(*m).name
                                           : "your " + app.game().catalog().breed_of(*m).name;
    app.screens().push(std::make_unique<YesNoPrompt>("Really attack " + whom + "? [yn]", c));
    return;
  }
  if (std::string ask = beyond_reach(app.game(), c); !ask.empty()) {
    app.screens().push(std::make_unique<YesNoPrompt>(std::move(ask), c));
    return;
  }
  app.apply(c);
}

bool DirectionPrompt::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::Escape) {
    app.screens().pop();
    app.notices().notify("Never mind.");
    return true;
  }
  const bool self = at_self_ && in.key == Key::Char && (in.ch == U'.' || in.ch == U'>');
  const auto dir = self ? std::optional<Dir>(Dir::None) : direction_for(in, app.settings().keys());
  if (!dir) {
    app.notices().notify(at_self_
                             ? "Use a movement key for the direction, . for yourself, or Escape."
                             : "Use a movement key for the direction, or Escape.");
    return true;
  }
  Command c = command_;
  c.dir = *dir;
  app.screens().pop();
  apply_aimed(app, c);
  return true;
}

std::string DirectionPrompt::question() const {
  return at_self_ ? "In what direction? (. yourself)" : "In what direction?";
}

void DirectionPrompt::draw(Terminal& term, const ScreenContext&) const {
  draw_question(term, question());
}

bool NumberPrompt::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::Escape) {
    app.screens().pop();
    app.notices().notify("Never mind.");
    return true;
  }
  if (in.key == Key::Backspace && !typed_.empty()) {
    typed_.pop_back();
    return true;
  }
  if (in.key == Key::Char && in.ch >= U'0' && in.ch <= U'9' && typed_.size() < 4) {
    typed_ += static_cast<char>(in.ch);
    return true;
  }
  if (in.key == Key::Enter) {
    const int n = typed_.empty() ? -1 : std::stoi(typed_);
    if (n < min_ || n > max_) {
      app.notices().notify("Type a number from " + std::to_string(min_) + " to " +
                           std::to_string(max_) + ".");
      typed_.clear();
      return true;
    }
    const Command c = make_(n);
    app.screens().pop();
    app.apply(c);
    return true;
  }
  app.notices().notify("Digits, then Enter (Escape cancels).");
  return true;
}

void NumberPrompt::draw(Terminal& term, const ScreenContext&) const {
  draw_question(term, question());
}

}  // namespace dg
