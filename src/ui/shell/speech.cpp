#include "ui/shell/speech.hpp"

#include <algorithm>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

namespace dg {

namespace {

// The monsters the hero sees now (not the pet, which is always near).
std::vector<int> monsters_in_view(const Game& g) {
  std::vector<int> ids;
  for (const Monster& m : g.level().monsters)
    if (!m.tame && g.visible_monster(m.pos) == &m) ids.push_back(m.id);
  return ids;
}

void add(std::string& said, const std::string& words) {
  if (!words.empty()) said += (said.empty() ? "" : " ") + words;
}

// The rows a screen over the play screen draws (a menu, a question, look's words), found by
// drawing the play screen alone: the map and the status lines under it are not read again.
std::string over_play(const App& app, const Terminal& term) {
  Terminal under(term.width(), term.height());
  app.screens().floor().draw(under, app);
  std::string text;
  for (int y = 0; y < term.height(); ++y) {
    const std::string row = term.row_text(y);
    if (row == under.row_text(y)) continue;
    const auto first = row.find_first_not_of(' ');
    if (first != std::string::npos) text += (text.empty() ? "" : "\n") + row.substr(first);
  }
  return text;
}

}  // namespace

std::string Speech::update(const App& app, const Terminal& term) {
  std::string said;
  if (!app.playing() || app.screens().depth() != 1) {
    in_view_.clear();
    std::string screen =
        app.playing() && app.screens().depth() > 1 ? over_play(app, term) : term.to_string();
    if (screen == screen_) return "";
    screen_ = screen;
    return screen;
  }
  screen_.clear();
  const Game& g = app.game();
  const MessageLog& log = g.log();
  // A new run (or a restored one) is said from its latest messages on.
  if (g.seed() != seed_ || log.count() < messages_) {
    seed_ = g.seed();
    messages_ = log.count() - std::min(log.count(), log.latest().size());
    in_view_.clear();
  }
  const std::size_t fresh = std::min(log.count() - messages_, log.all().size());
  for (auto m = log.all().end() - static_cast<std::ptrdiff_t>(fresh); m != log.all().end(); ++m)
    add(said, m->text);
  messages_ = log.count();
  const std::string& notice = app.notices().text();
  if (notice != notice_) add(said, notice);
  notice_ = notice;
  // The tutorial's lesson, when it or its step changes: read like a message.
  std::string lesson;
  if (const TutorialRun* t = app.session().tutorial()) {
    const KeyBindings& keys = app.settings().keys();
    const bool phone = app.settings().touch_keys();
    lesson = t->text(keys, phone) + " " + t->ask(g, keys, phone);
  }
  if (lesson != lesson_) add(said, lesson);
  lesson_ = lesson;
  // Messages wait at a --More-- on the canvas: all of them were said, but the next key turns
  // the page, so the reader is told.
  const std::string top = term.row_text(0);
  const bool more = top.find("--More--") != std::string::npos;
  if (more && top != more_) add(said, "(More: press Enter.)");
  more_ = more ? top : "";
  if (app.settings().preferences().screen_reader) {
    const std::vector<int> now = monsters_in_view(g);
    for (int id : now) {
      if (std::find(in_view_.begin(), in_view_.end(), id) != in_view_.end()) continue;
      const Monster* m = g.level().monster_by_id(id);
      add(said, capitalised(with_article(g.breed_of(*m).name)) + " comes into view, " +
                    direction_words(g.player(), m->pos) + ".");
    }
    in_view_ = now;
  }
  return said;
}

}  // namespace dg
