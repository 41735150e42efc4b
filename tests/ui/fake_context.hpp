#pragma once
// What a screen may read and do (ui/shell/screen_context.hpp), faked once, without the App: the
// commands a screen applies and the walks it starts are recorded, never carried out, so a test
// of a screen alone checks what the screen asked for, and the game stays as it was.
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "test_content.hpp"
#include "ui/shell/key_guard.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/shell_parts.hpp"

namespace dg::test {

class FakeContext final : public ScreenContext {
 public:
  // Playing `game`, on its play screen (a Session puts one there).
  explicit FakeContext(Game game) : session_(test::content(), {}, shell_) {
    session_.play(std::move(game));
  }

  const Content& content() const override { return test::content(); }
  Settings& settings() override { return settings_; }
  const Settings& settings() const override { return settings_; }
  void set_preferences(const Preferences& p) override { (void)settings_.set(p); }
  Session& session() override { return session_; }
  const Session& session() const override { return session_; }
  ScreenStack& screens() override { return shell_.screens; }
  const ScreenStack& screens() const override { return shell_.screens; }
  Notices& notices() override { return shell_.notices; }
  const Notices& notices() const override { return shell_.notices; }
  KeyGuard& key_guard() override { return guard_; }
  PlatformServices& services() const override { return shell_.platform(); }
  const Size& size() const override { return size_; }
  Outcome apply(const Command& command) override {
    applied.push_back(command);
    return {};
  }
  const std::vector<Event>& last_events() const override { return events; }
  void start_walk(std::unique_ptr<Walk> walk) override { walks.push_back(std::move(walk)); }
  bool flash_shown() const override { return false; }
  int flash_frame() const override { return 0; }
  void cue(std::string_view sound) override { cued.emplace_back(sound); }
  bool tutorial_key(std::string_view, bool) override { return false; }
  void quit(bool saved) override { quits.push_back(saved); }

  // Hands `in` to the screen on top, as the App would (the notice cleared first).
  bool press(const Input& in) {
    shell_.notices.input_arrived();
    return shell_.screens.top().handle(in, *this);
  }

  std::vector<Command> applied;              // what the screens applied, in order
  std::vector<std::string> cued;             // the sounds the screens played, by name
  std::vector<std::unique_ptr<Walk>> walks;  // the walks they started
  std::vector<bool> quits;                   // each quit asked for (saved or not)
  std::vector<Event> events;                 // what last_events() returns

 private:
  ShellParts shell_;
  Session session_;
  Settings settings_;
  KeyGuard guard_;
  Size size_;
};

}  // namespace dg::test
