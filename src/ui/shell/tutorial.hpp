#pragma once
// The tutorial as it is played (NetHack 3.7's tutorial branch, DCSS's lessons): the hero walks
// the hand-made levels of data/tutorial.toml, and stepping on a lesson's cell begins it. A
// lesson shows its words and asks for its keys one step at a time, each step waiting for what
// it names (a key's command, a monster's death, a trap found); the last lesson's last step ends
// the tutorial, on a recap of every key taught. Nothing here saves: a tutorial is not a run.
#include <string>
#include <string_view>
#include <vector>

#include "content/tutorial.hpp"
#include "core/command.hpp"

namespace dg {

class Game;
class KeyBindings;

class TutorialRun {
 public:
  // `book` must outlive the run.
  explicit TutorialRun(const TutorialBook& book) : book_(&book), begun_(book.lessons.size()) {}

  // After a command and the world's turn: the step it did is done, and a lesson whose cell the
  // hero stands on begins, placing what it brings (its newt). True when a lesson began (a walk
  // under way stops for it).
  bool observe(Game& game, const Command& command, const std::vector<Event>& events);
  // The player used a key whose command is `id` ("look", "rest"): screens and walks that apply
  // no command of their own are done so.
  void note(std::string_view id);
  // What was done (ids as a step's `done` names them): the steps they do are done, several at
  // once when one command does them all (a dart thrown kills the newt at once).
  void did(const std::vector<std::string>& ids);
  // Whether `id` does the last lesson's last step: the tutorial ends on it (before its command).
  bool would_finish(std::string_view id) const;
  // The lesson's cell where the hero starts: its lesson begins.
  void begin(Game& game);

  // The lesson under way (null: none yet), its step, and how many lessons there are.
  const TutorialLesson* lesson() const;
  int lesson_number() const { return lesson_ + 1; }
  // The lesson's step under way (its steps' count once all are done).
  std::size_t step() const { return step_; }
  int lesson_count() const { return static_cast<int>(book_->lessons.size()); }
  // The last lesson's last step is done.
  bool finished() const { return finished_; }

  // The lesson's words, and what its step asks (on a phone, its on-screen keys), with the
  // player's keys and the pack's letters; "" once the lesson's steps are all done. A step's
  // words follow the level: {next} is the key of the next step toward the next lesson (and
  // {next_way} its direction, {next_arrow} its on-screen key), {foe} the same toward the
  // lesson's nearest monster (the way to throw, when it is in line).
  std::string text(const KeyBindings& keys, bool phone) const;
  std::string ask(const Game& game, const KeyBindings& keys, bool phone) const;
  // The recap's lines: each lesson's keys (a phone's on-screen keys), in the order taught.
  std::vector<std::string> recap(const KeyBindings& keys, bool phone) const;
  const TutorialBook& book() const { return *book_; }

 private:
  const TutorialBook* book_;
  // A step that waits for what cannot come is done: a kill once the lesson's monsters are gone
  // (the pet killed the newt), a trap found once no trap is hidden.
  void settle(const Game& game);

  std::vector<bool> begun_;  // a lesson begins once, not again when its cell is walked over
  std::vector<int> foes_;    // ids of the monsters the lesson under way placed
  int lesson_ = -1;
  std::size_t step_ = 0;
  bool finished_ = false;
};

// The ids a command stands for: its key's ("quaff", "open", "move_e") and what it is more
// broadly ("move").
std::vector<std::string> command_ids(const Command& c);

}  // namespace dg
