#pragma once
// The tutorial's content (data/tutorial.toml): its hand-made levels, what their marks place,
// its lessons and the hero who takes them; and the game made from them. What a lesson shows and
// when it is done is the UI's (ui/shell/tutorial.hpp).
#include <string>
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/catalog.hpp"
#include "core/game.hpp"
#include "core/geometry.hpp"
#include "core/result.hpp"

namespace dg {

// One thing a lesson asks for: the keys to press, and what ends it.
struct TutorialStep {
  std::string ask;    // "Open it: press [{open}], then [{move_e}]."
  std::string phone;  // the same with a phone's on-screen keys: "Tap [→] to open it."
  // Any of these ends the step: a key's id ("open"), "move", "kill" or "trap_found"; none:
  // it stays until the next lesson begins.
  std::vector<std::string> done;
  friend bool operator==(const TutorialStep&, const TutorialStep&) = default;
};

struct TutorialLesson {
  std::string id;  // its table's name: "door"
  int level = 1;
  Vec at{-1, -1};  // the cell that begins it
  std::string text;
  std::string
      phone_text;  // the same naming a phone's on-screen keys (as `text` when it names none)
  std::vector<TutorialStep> steps;
  std::string recap;  // its line on the closing recap ("" for none)
  std::string phone_recap;
  bool ends = false;  // its last step ends the tutorial
  friend bool operator==(const TutorialLesson&, const TutorialLesson&) = default;
};

// What a mark on a map places.
struct TutorialThing {
  char mark = 0;
  int breed = -1;  // a monster, asleep
  int item = -1;   // an item, `count` of it
  int count = 1;
  int trap = -1;        // a hidden trap
  bool locked = false;  // a locked door
  // The lesson whose beginning places it (index into TutorialBook::lessons; -1: placed with
  // the level). A lesson's monster waits off the map until then, so no earlier noise wakes it
  // and no earlier dart kills it.
  int lesson = -1;
  friend bool operator==(const TutorialThing&, const TutorialThing&) = default;
};

// A thing placed when its lesson begins, and where.
struct TutorialLater {
  int depth = 1;
  Vec at{-1, -1};
  TutorialThing thing;
  friend bool operator==(const TutorialLater&, const TutorialLater&) = default;
};

// A level as the file draws it: its picture (each mark read as floor) and what is placed on
// it with the level, in the order it is placed. The levels are made from these when a
// tutorial begins (placing rolls the tutorial's dice), so the content holds no Level.
struct TutorialMap {
  std::string picture;
  std::vector<TutorialLater> placed;
  friend bool operator==(const TutorialMap&, const TutorialMap&) = default;
};

struct TutorialBook {
  std::string hero;                     // "wizard-human-female-neutral"
  std::vector<int> keep;                // the role's kit items the hero keeps
  int hp = 0, pw = 0;                   // the hero's (0: as born)
  std::vector<TutorialMap> maps;        // level 1 first
  Vec start{-1, -1};                    // where the hero starts on level 1
  std::vector<TutorialLesson> lessons;  // in the file's order
  std::vector<TutorialLater> later;     // placed as their lessons begin
  std::string title, leave, recap_title, recap_intro;
  std::string phone_recap_intro;  // the same naming a phone's on-screen keys
  std::vector<std::string> recap_choices;
  friend bool operator==(const TutorialBook&, const TutorialBook&) = default;
};

// `catalog` must hold the tiles, traps, items, monsters and characters the file names.
Result<TutorialBook> parse_tutorial(std::string_view file_name, const ContentText& text,
                                    const Catalog& catalog);

// The tutorial's game: its levels, its hero (who cannot die), the role's pet.
Result<Game> make_tutorial_game(const Catalog& catalog, const TutorialBook& book);

// Places what lesson `lesson` brings, on the level the hero is on: its monsters, asleep, at
// their marks or the free floor nearest them. Returns the ids of the monsters placed.
std::vector<int> place_lesson_things(Game& game, const TutorialBook& book, int lesson);

}  // namespace dg
