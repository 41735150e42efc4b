#include "ui/shell/speech.hpp"

#include <algorithm>
#include <string_view>

#include "core/combat.hpp"
#include "core/game.hpp"
#include "core/words.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/repeats.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/utf8.hpp"

namespace dg {

namespace {

// The monsters the hero sees now (not the pet, which is always near).
std::vector<int> monsters_in_view(const Game& g) {
  std::vector<int> ids;
  for (const Monster& m : g.level().monsters)
    if (!m.tame && g.sight().visible_monster(m.pos) == &m) ids.push_back(m.id);
  return ids;
}

void add(std::string& said, const std::string& words) {
  if (!words.empty()) said += (said.empty() ? "" : " ") + words;
}

// What a screen over the play screen draws (a menu, a question, look's words), found by
// drawing the play screen alone: of each row, only the cells from the first that differ to the
// last, so the map beside a menu ("j - a gold potion .,R@....") is not read with it.
std::string over_play(const ScreenContext& app, const Terminal& term) {
  Terminal under(term.width(), term.height());
  app.screens().floor().draw(under, app);
  std::string text;
  for (int y = 0; y < term.height(); ++y) {
    int first = -1, last = -1;
    for (int x = 0; x < term.width(); ++x)
      if (term.at(x, y).glyph != under.at(x, y).glyph) {
        if (first < 0) first = x;
        last = x;
      }
    if (first < 0) continue;
    std::string row;
    for (int x = first; x <= last; ++x) row += encode_utf8(term.at(x, y).glyph);
    const auto from = row.find_first_not_of(' ');
    if (from == std::string::npos) continue;
    row = row.substr(from, row.find_last_not_of(' ') + 1 - from);
    text += (text.empty() ? "" : "\n") + row;
  }
  return text;
}

// `text` as a reader should say it: box-drawing and bar characters (frames, rules, health bars)
// left out, each line trimmed, blank lines dropped.
std::string readable(std::string_view text) {
  std::string out, line;
  auto end_line = [&] {
    const auto first = line.find_first_not_of(' ');
    if (first != std::string::npos)
      out += (out.empty() ? "" : "\n") + line.substr(first, line.find_last_not_of(' ') + 1 - first);
    line.clear();
  };
  while (!text.empty()) {
    const char32_t c = next_codepoint(text);
    if (c == U'\n')
      end_line();
    else if (c < 0x2500 || c > 0x259F)  // Box Drawing and Block Elements
      line += encode_utf8(c);
  }
  end_line();
  return out;
}

// The lines of `now` that `before` did not hold, in order.
std::string new_lines(const std::string& before, const std::string& now) {
  std::vector<std::string_view> old;
  for (std::size_t at = 0; at <= before.size();) {
    const std::size_t end = std::min(before.find('\n', at), before.size());
    old.push_back(std::string_view(before).substr(at, end - at));
    at = end + 1;
  }
  std::string out;
  for (std::size_t at = 0; at <= now.size();) {
    const std::size_t end = std::min(now.find('\n', at), now.size());
    const std::string_view line = std::string_view(now).substr(at, end - at);
    if (!line.empty() && std::find(old.begin(), old.end(), line) == old.end())
      out += (out.empty() ? "" : "\n") + std::string(line);
    at = end + 1;
  }
  return out;
}

}  // namespace

std::string Speech::update(const ScreenContext& app, const Terminal& term) {
  if (!app.playing() || app.screens().depth() != 1) return other_screen(app, term);
  const bool back = !screen_.empty();  // back on the map from a menu, a question, look
  screen_.clear();
  std::string said;
  const Game& g = app.game();
  const bool reader = app.settings().preferences().screen_reader;
  if (back && reader && g.run().seed == seed_)
    if (const std::string where = app.screens().top().whereabouts(app); !where.empty())
      add(said, "Back on the map: " + where + ".");
  const MessageLog& log = g.log();
  // A new run (or a restored one) is said from its latest messages on.
  if (g.run().seed != seed_ || log.count() < messages_) {
    seed_ = g.run().seed;
    messages_ = log.count() - std::min(log.count(), log.latest().size());
    in_view_.clear();
  }
  const std::size_t fresh = std::min(log.count() - messages_, log.all().size());
  std::vector<std::string> texts;
  for (auto m = log.all().end() - static_cast<std::ptrdiff_t>(fresh); m != log.all().end(); ++m)
    texts.push_back(reader ? placed_text(*m) : m->text);  // where each creature is, by ear
  for (const Repeated& r : fold_repeats(texts)) add(said, with_times(r));  // a rest: once
  messages_ = log.count();
  // A wall walked into: which way, where the words do not say; put elsewhere by magic (a
  // blink, a teleport): where to, from where the hero was (screen-reader mode).
  if (fresh > 0 && app.settings().preferences().screen_reader) {
    for (const Event& e : app.last_events()) {
      if (e.kind == EventKind::Bumped)
        add(said, "(" + std::string(compass_name(direction_of(e.at - g.hero().pos))) + ")");
      else if (e.kind == EventKind::Landed && !e.path.empty())
        add(said, "You land " + direction_words(e.path.front(), e.at) + " of where you were, on " +
                      with_article(g.catalog().tile(g.level().at(e.at)).name) + ".");
    }
  }
  const std::string& notice = app.notices().text();
  if (notice != notice_ || app.notices().given() != notices_given_) add(said, notice);
  notice_ = notice;
  notices_given_ = app.notices().given();
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
  // Hit points heard as they fall: after a command that cost a tenth of the most or more.
  const int hp = g.hero().hp;
  if (reader && g.run().seed == seed_ && hp_ >= 0 && hp_ - hp >= (g.hero().max_hp + 9) / 10 &&
      !g.run().over)
    add(said, "Hit points " + std::to_string(hp) + " of " + std::to_string(g.hero().max_hp) + ".");
  hp_ = hp;
  if (reader) {
    const std::vector<int> now = monsters_in_view(g);
    for (int id : now) {
      if (std::find(in_view_.begin(), in_view_.end(), id) != in_view_.end()) continue;
      const Monster* m = g.level().monster_by_id(id);
      add(said, capitalised(with_article(g.catalog().breed_of(*m))) + " comes into view, " +
                    direction_words(g.hero().pos, m->pos) + ".");
    }
    in_view_ = now;
  }
  return said;
}

std::string Speech::other_screen(const ScreenContext& app, const Terminal& term) {
  // (The monsters in view stay as they were: back on the map, one still in view is not new.)
  const Screen& top = app.screens().top();
  std::string text = top.spoken(app);
  if (text.empty())
    text = readable(app.playing() && app.screens().depth() > 1 ? over_play(app, term)
                                                               : term.to_string());
  const std::string focus = top.focus(app);
  const bool same = app.screens().changes() == changes_ && !screen_.empty();
  changes_ = app.screens().changes();
  std::string said;
  if (!same)
    said = text;  // a screen opened: all of it, its title first
  else if (text == screen_)
    said.clear();
  else if (!focus.empty() && focus != focus_)
    said = focus;  // the highlight moved: that choice (and what it shows of it)
  else
    said = new_lines(screen_, text);  // a notice, a value changed: only that
  screen_ = std::move(text);
  focus_ = focus;
  return said;
}

}  // namespace dg
