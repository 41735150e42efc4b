#include "content/tutorial.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "content/definitions.hpp"
#include "core/gen/dungeon_gen.hpp"
#include "core/world/ascii_map.hpp"
#include "core/world/spawn.hpp"

namespace dg {

namespace {

// The tutorial is one game, always the same: its items' looks and its monsters' hit points
// come from this seed.
constexpr std::uint64_t kTutorialSeed = 20261127;
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
    if (d.has("count")) t.count = d.integer("count", 1, 99);
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

// Places `thing` at `at` on `level` (a cell of floor, as its mark was read).
void place(const Catalog& cat, Level& level, int depth, Vec at, const TutorialThing& thing,
           Rng& rng) {
  if (thing.breed >= 0) spawn_monster(cat, level, rng, thing.breed, depth, at).mind = Mind::Asleep;
  if (thing.item >= 0) {
    Item item = new_item(cat, thing.item, rng);
    if (cat.item(thing.item).stacks) item.count = thing.count;
    level.items.push_back({at, item});
  }
  if (thing.trap >= 0) level.traps.push_back({at, static_cast<TrapKind>(thing.trap), true});
  if (thing.locked) level.tiles[at] = Tile::DoorLocked;
}

}  // namespace

Result<TutorialBook> parse_tutorial(std::string_view file_name, const ContentText& text,
                                    const Catalog& catalog) {
  auto parsed = DefinitionFile::parse(std::string(file_name), text);
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
      book.hp = d.integer("hp", 1, 999);
      book.pw = d.integer("pw", 0, 999);
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
      l.level = d.integer("level", 1, gen::kDungeonDepth);
      l.text = d.text("text");
      l.phone_text = d.has("phone_text") ? d.text("phone_text") : l.text;
      for (const Definition* s : d.tables("steps")) l.steps.push_back(read_step(*s));
      if (l.steps.empty()) d.error("steps", "a lesson asks for at least one step");
      if (d.has("recap")) l.recap = d.text("recap");
      l.phone_recap = d.has("phone_recap") ? d.text("phone_recap") : l.recap;
      l.ends = d.has("ends") && d.flag("ends");
      TutorialThing on{};
      on.mark = read_mark(d);
      if (d.has("item")) {  // what lies on the lesson's cell
        on.item = catalog.find_item(d.text("item"));
        if (on.item < 0) d.error("item", "no item \"" + d.text("item") + "\"");
        if (d.has("count")) on.count = d.integer("count", 1, 99);
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
  Rng rng(kTutorialSeed);
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
    Level& lv = level.value().level;
    for (const auto& [at, c] : marks) {
      if (!things.count(c)) continue;
      const TutorialThing& t = things[c];
      if (t.lesson < 0) {
        place(catalog, lv, depth, at, t, rng);
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
        place(catalog, lv, depth, lesson.at, lesson_things[l], rng);
    }
    book.levels.push_back(std::move(lv));
  }
  for (const TutorialLesson& l : book.lessons)
    if (l.at.x < 0)
      file.add_error(file.name() + ": lesson " + l.id + ": its mark is not on level " +
                     std::to_string(l.level));
  file.check_unread();
  if (!file.errors().empty()) return Error{file.error_text()};
  return book;
}

Result<Game> make_tutorial_game(const Catalog& catalog, const TutorialBook& book) {
  auto who = catalog.characters.parse(book.hero);
  if (!who) return Error{who.error()};
  auto made = Game::from_levels(catalog, book.levels, book.start, kTutorialSeed, who.value(), true);
  if (!made) return made;
  Game& g = made.value();
  Player& hero = g.mutable_player();
  // Only the kit the lessons speak of: the rest would be letters to explain.
  std::vector<char> drop;
  for (const InvSlot& s : hero.inventory)
    if (std::find(book.keep.begin(), book.keep.end(), s.item.kind) == book.keep.end())
      drop.push_back(s.letter);
  for (char letter : drop) hero.remove_slot(letter);
  if (book.hp > 0) hero.hp = hero.max_hp = book.hp;
  if (book.pw > 0) hero.pw = hero.max_pw = book.pw;
  g.mutable_wizard().immortal = true;  // a lesson never ends in death
  g.mutable_wizard().least_hp = 5;     // nor leaves its student a bite from it
  g.set_wanderers(false);              // nor meets a monster it did not place
  return made;
}

std::vector<int> place_lesson_things(Game& game, const TutorialBook& book, int lesson) {
  std::vector<int> ids;
  Level& level = game.mutable_level();
  // Its own stream, so a lesson's newt is the same newt whenever it begins.
  Rng rng(kTutorialSeed + static_cast<std::uint64_t>(lesson));
  for (const TutorialLater& l : book.later) {
    if (l.thing.lesson != lesson || l.depth != game.depth()) continue;
    // The mark, or the nearest free floor to it (the pet may stand on it).
    const std::optional<Vec> at =
        free_for_monster(game.catalog(), level, l.at) && l.at != game.hero().pos
            ? std::optional<Vec>(l.at)
            : nearest_free_for_monster(game.catalog(), level, l.at, game.hero().pos);
    if (!at) continue;
    Monster& m = spawn_monster(game.catalog(), level, rng, l.thing.breed, l.depth, *at);
    m.mind = Mind::Asleep;
    ids.push_back(m.id);
  }
  return ids;
}

}  // namespace dg
