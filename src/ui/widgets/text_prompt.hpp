#pragma once
// Asks for a line of text on the message line (a monster's name to summon); Enter hands the
// text to a callback, Escape cancels.
#include <functional>
#include <string>

#include "ui/shell/screen.hpp"

namespace dg {

class TextPrompt : public Screen {
 public:
  // `on_enter` returns an error to show (and keep asking), or "" when the text was accepted.
  using OnEnter = std::function<std::string(ScreenContext&, const std::string&)>;
  TextPrompt(std::string question, OnEnter on_enter)
      : question_(std::move(question)), on_enter_(std::move(on_enter)) {}
  bool handle(const Input& in, ScreenContext& app) override;
  void draw(Terminal& term, const ScreenContext& app) const override;
  // The notice (a name refused) on the row under the question.
  NoticePlace notice_place(const Terminal&, const ScreenContext&) const override {
    return NoticePlace::rows_from(1);
  }

 private:
  static constexpr std::size_t kMaxLength = 40;
  std::string question_;
  OnEnter on_enter_;
  std::string typed_;
};

}  // namespace dg
