#include "content/tutorial.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "content/toml/definitions.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/ascii_map.hpp"

namespace dg {

namespace {

// Marks that are cells of the map itself: a lesson on one begins there.
constexpr std::string_view kMapMarks = "@<>";

char read_mark(const Definition& d) {
  const std::string m = d.text("mark");
  if (m.size() != 1 || m[0] == ' ' || m[0] == '#' || m[0] == '.' || m[0] == '+') {
    d.error("mark", "must be one character other than ' ', '#', '.' and '+'");
    return 0;
  }
  return m[0];
}

TutorialStep read_step(const Definition& s) {
  TutorialStep step;
  step.ask = s.text("ask");
  step.phone = s.text("phone");
  if (s.has("done")) {
    const std::string done = s.text("done");
    for (std::size_t at = 0; at < done.size();) {
      const auto end = std::min(done.find(' ', at), done.size());
      if (end > at) step.done.push_back(done.substr(at, end - at));
      at = end + 1;
    }
  }
  return step;
}

TutorialThing read_thing(const Definition& d, const Catalog& cat, std::string& lesson) {
  TutorialThing t;
  t.mark = read_mark(d);
  if (d.has("lesson")) lesson = d.text("lesson");
  int kinds = 0;
  if (d.has("monster")) {
    ++kinds;
    t.breed = cat.find_breed(d.text("monster"));
    if (t.breed < 0) d.error("monster", "no monster \"" + d.text("monster") + "\"");
  }
  if (d.has("item")) {
    ++kinds;
    t.item = cat.find_item(d.text("item"));
    if (t.item < 0) d.error("item", "no item \"" + d.text("item") + "\"");
    t.count = d.integer("count");
  }
  if (d.has("trap")) {
    ++kinds;
    t.trap = cat.find_trap(d.text("trap"));
    if (t.trap < 0) d.error("trap", "no trap \"" + d.text("trap") + "\"");
  }
  if (d.has("door")) {
    ++kinds;
    t.locked = d.text("door") == "locked";
    if (!t.locked) d.error("door", "the only door a mark makes is \"locked\"");
  }
  if (kinds != 1) d.error("kind", "a thing is one of monster, item, trap or door");
  if (!lesson.empty() && t.breed < 0) d.error("lesson", "only a monster waits for its lesson");
  return t;
}

}  // namespace

Result<TutorialBook> parse_tutorial(std::string_view file_name, const ContentText& text,
                                    const Catalog& catalog) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text, kTutorialSchema);
  if (!parsed) return Error{parsed.error()};
  DefinitionFile& file = *parsed.value();
  TutorialBook book;
  std::vector<const Definition*> maps;
  std::map<char, TutorialThing> things;
  std::vector<char> lesson_marks;            // beside book.lessons
  std::vector<TutorialThing> lesson_things;  // what lies on each lesson's cell
  struct LessonOf {
    char mark;
    std::string lesson;
    const Definition* d;
  };
  std::vector<LessonOf> thing_lessons;  // things that wait for a lesson, by its id
  int tutorials = 0;
  for (const Definition& d : file.definitions()) {
    const std::string kind = d.text("kind");
    if (kind == "tutorial") {
      ++tutorials;
      book.hero = d.text("hero");
      if (auto who = catalog.characters.parse(book.hero); !who || !who.value().complete())
        d.error("hero", "must name a whole character (role-race-gender-alignment)");
      for (const std::string& id : d.texts("keep")) {
        const int item = catalog.find_item(id);
        if (item < 0) d.error("keep", "no item \"" + id + "\"");
        book.keep.push_back(item);
      }
      book.hp = d.integer("hp");
      book.pw = d.integer("pw");
      book.title = d.text("title");
      book.leave = d.text("leave");
      book.recap_title = d.text("recap_title");
      book.recap_intro = d.text("recap_intro");
      book.phone_recap_intro =
          d.has("phone_recap_intro") ? d.text("phone_recap_intro") : book.recap_intro;
      book.recap_choices = d.texts("recap_choices");
    } else if (kind == "level") {
      maps.push_back(&d);
    } else if (kind == "thing") {
      std::string lesson;
      const TutorialThing t = read_thing(d, catalog, lesson);
      if (!lesson.empty()) thing_lessons.push_back({t.mark, lesson, &d});
      if (things.count(t.mark))
        d.error("mark", "a second thing marked '" + std::string(1, t.mark) + "'");
      things[t.mark] = t;
    } else if (kind == "lesson") {
      TutorialLesson l;
      l.id = d.name();
      l.level = d.integer("level");
      l.text = d.text("text");
      l.phone_text = d.has("phone_text") ? d.text("phone_text") : l.text;
      for (const Definition* s : d.tables("steps")) l.steps.push_back(read_step(*s));
      if (l.steps.empty()) d.error("steps", "a lesson asks for at least one step");
      if (d.has("recap")) l.recap = d.text("recap");
      l.phone_recap = d.has("phone_recap") ? d.text("phone_recap") : l.recap;
      l.ends = d.flag("ends");
      TutorialThing on{};
      on.mark = read_mark(d);
      if (d.has("item")) {  // what lies on the lesson's cell
        on.item = catalog.find_item(d.text("item"));
        if (on.item < 0) d.error("item", "no item \"" + d.text("item") + "\"");
        on.count = d.integer("count");
      }
      lesson_things.push_back(on);
      lesson_marks.push_back(on.mark);
      book.lessons.push_back(std::move(l));
    } else {
      d.error("kind", "must be \"tutorial\", \"level\", \"thing\" or \"lesson\"");
    }
  }
  for (const LessonOf& of : thing_lessons) {
    const auto l = std::find_if(book.lessons.begin(), book.lessons.end(),
                                [&](const TutorialLesson& x) { return x.id == of.lesson; });
    if (l == book.lessons.end())
      of.d->error("lesson", "no lesson \"" + of.lesson + "\"");
    else
      things[of.mark].lesson = static_cast<int>(l - book.lessons.begin());
  }
  for (char m : lesson_marks)
    if (things.count(m))
      file.add_error(file.name() + ": '" + std::string(1, m) + "' marks a lesson and a thing");
  if (tutorials != 1) file.add_error(file.name() + ": there must be exactly one tutorial table");
  if (maps.empty() || maps.size() > static_cast<std::size_t>(gen::kDungeonDepth))
    file.add_error(file.name() + ": there must be 1 to 12 levels");

  // The maps: each mark read as floor, and remembered where it stood.
  for (std::size_t i = 0; i < maps.size(); ++i) {
    const Definition& d = *maps[i];
    const int depth = static_cast<int>(i) + 1;
    std::string picture;
    std::vector<std::pair<Vec, char>> marks;
    const std::vector<std::string> rows = d.texts("map");
    for (std::size_t y = 0; y < rows.size(); ++y) {
      std::string row = rows[y];
      for (std::size_t x = 0; x < row.size(); ++x) {
        const char c = row[x];
        const bool lesson_here =
            std::find(lesson_marks.begin(), lesson_marks.end(), c) != lesson_marks.end();
        if (kMapMarks.find(c) != std::string_view::npos || (!things.count(c) && !lesson_here))
          continue;
        marks.push_back({{static_cast<int>(x), static_cast<int>(y)}, c});
        row[x] = '.';
      }
      picture += row + "\n";
    }
    auto level = parse_ascii_map(picture, &catalog.tiles);
    if (!level) {
      d.error("map", level.error());
      continue;
    }
    if ((depth == 1) != (level.value().start.x >= 0))
      d.error("map", depth == 1 ? "level 1 needs an '@', where the hero starts"
                                : "only level 1 has an '@'");
    if (depth == 1) book.start = level.value().start;
    const Level& lv = level.value().level;
    TutorialMap& map = book.maps.emplace_back();
    map.picture = std::move(picture);
    for (const auto& [at, c] : marks) {
      if (!things.count(c)) continue;
      const TutorialThing& t = things[c];
      if (t.lesson < 0) {
        map.placed.push_back({depth, at, t});
      } else if (book.lessons[static_cast<std::size_t>(t.lesson)].level != depth) {
        d.error("map", "'" + std::string(1, c) + "' waits for lesson " +
                           book.lessons[static_cast<std::size_t>(t.lesson)].id +
                           ", which is on another level");
      } else {
        book.later.push_back({depth, at, t});
      }
    }
    for (std::size_t l = 0; l < book.lessons.size(); ++l) {
      TutorialLesson& lesson = book.lessons[l];
      if (lesson.level != depth) continue;
      const char mark = lesson_marks[l];
      if (mark == '@') lesson.at = level.value().start;
      if (mark == '<') lesson.at = lv.stairs_up;
      if (mark == '>') lesson.at = lv.stairs_down;
      for (const auto& [at, c] : marks)
        if (c == mark) lesson.at = at;
      if (lesson_things[l].item >= 0 && lv.contains(lesson.at))
        map.placed.push_back({depth, lesson.at, lesson_things[l]});
    }
  }
  for (const TutorialLesson& l : book.lessons)
    if (l.at.x < 0)
      file.add_error(file.name() + ": lesson " + l.id + ": its mark is not on level " +
                     std::to_string(l.level));
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  return book;
}

}  // namespace dg
