#pragma once
// Small questions asked on the message line over the map: yes/no, a direction, a number.
// Each applies its command when answered and pops itself; Escape cancels.
#include <functional>
#include <string>
#include <utility>

#include "core/command.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class ScreenContext;
class Game;
class Terminal;
struct Monster;

// The question on the top line, wrapped over the rows under it on a narrow screen rather than
// cut off (the question and a refusal together can be wider than a phone).
void draw_question(Terminal& term, const std::string& text);
// A prompt's notice ("Please answer y or n.") goes under its question, where the player looks.
NoticePlace under_question(const Terminal& term, const std::string& text);

class YesNoPrompt : public Screen {
 public:
  YesNoPrompt(std::string question, Command on_yes)
      : question_(std::move(question)), on_yes_(on_yes) {}
  // Yes does `then` (leaving the tutorial, say) instead of applying a command.
  YesNoPrompt(std::string question, std::function<void(ScreenContext&)> then)
      : question_(std::move(question)), then_(std::move(then)) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  NoticePlace notice_place(const Terminal& term, const ScreenContext&) const override {
    return under_question(term, question_);
  }

 private:
  std::string question_;
  Command on_yes_;
  std::function<void(ScreenContext&)> then_;
};

// The first creature the hero sees in the line from them `dir`, within `cells` and before a
// wall, and how many cells off it is; {nullptr, 0} for none.
std::pair<const Monster*, int> first_in_line(const Game& g, Dir dir, int cells);

// Applies `c`, aimed, after the questions asked before harm: the pet, an ally or a captive first
// in its line ("Really attack your kitten? [yn]"), a spell's foe beyond its reach.
void apply_aimed(ScreenContext& app, const Command& c);

// "In what direction?": the answer fills in the command's direction.
class DirectionPrompt : public Screen {
 public:
  // `at_self`: `.` (or `>`) aims at the hero (a wand zapped at yourself, or digging down).
  explicit DirectionPrompt(Command command, bool at_self = false)
      : command_(command), at_self_(at_self) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  NoticePlace notice_place(const Terminal& term, const ScreenContext&) const override {
    return under_question(term, question());
  }

 private:
  std::string question() const;
  Command command_;
  bool at_self_;
};

// Digits then Enter: `make` turns the number into the command to apply.
class NumberPrompt : public Screen {
 public:
  NumberPrompt(std::string question, std::function<Command(int)> make, int min, int max)
      : question_(std::move(question)), make_(std::move(make)), min_(min), max_(max) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  NoticePlace notice_place(const Terminal& term, const ScreenContext&) const override {
    return under_question(term, question());
  }

 private:
  std::string question() const { return question_ + " " + typed_ + "_"; }
  std::string question_;
  std::function<Command(int)> make_;
  int min_, max_;
  std::string typed_;
};

}  // namespace dg
