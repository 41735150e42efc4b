#pragma once
// What the shell asks of the screens above it: the screens it opens by itself (the title at
// the start, play once a run begins, the last messages and the death screen at the end, the
// question a command asks) and the few facts about play it needs. Declared here, defined with
// the screens (ui/screens/shell_screens.cpp), so the shell names them without including them:
// the folders depend one way, screens/ and play/ on shell/, never back.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/command.hpp"
#include "ui/shell/kept_runs.hpp"
#include "ui/shell/screen.hpp"

namespace dg {

class ScreenContext;
class Game;

namespace screens {

std::unique_ptr<Screen> title();
bool is_title(const Screen& screen);
std::unique_ptr<Screen> play();
std::unique_ptr<Screen> options();
// A [yn] question; yes applies `on_yes`, or does `then`.
std::unique_ptr<Screen> yes_no(std::string question, Command on_yes);
std::unique_ptr<Screen> yes_then(std::string question, std::function<void(ScreenContext&)> then);
// The run's last messages, then the death screen.
std::unique_ptr<Screen> final_messages();
std::unique_ptr<Screen> replay(std::vector<Command> commands, std::string astray);
std::unique_ptr<Screen> restore_failed(std::string why);
// Another tab or window owns the run (`taken`: it took it from this one).
std::unique_ptr<Screen> elsewhere(bool taken);
std::unique_ptr<Screen> runs(bool own, std::vector<KeptRun> others);
// The tutorial's question that leaves it, and the recap it ends on.
std::unique_ptr<Screen> leave_tutorial(const std::string& question);
std::unique_ptr<Screen> tutorial_recap();
// The web's goodbye (a page cannot close its tab).
std::unique_ptr<Screen> farewell(bool saved);

// An identify or an enchanting read or cast may leave a choice: the menu for it.
void offer_choices(ScreenContext& app);

}  // namespace screens
}  // namespace dg
