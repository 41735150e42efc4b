// The screens the shell opens by itself (ui/shell/screen_links.hpp), made here where every
// screen is known.
#include <utility>

#include "ui/play/item_commands.hpp"
#include "ui/play/play_layout.hpp"
#include "ui/play/play_screen.hpp"
#include "ui/play/talent_menu.hpp"
#include "ui/screens/character_creation.hpp"
#include "ui/screens/elsewhere_screen.hpp"
#include "ui/screens/final_messages.hpp"
#include "ui/screens/options_screen.hpp"
#include "ui/screens/replay_screen.hpp"
#include "ui/screens/restore_screen.hpp"
#include "ui/screens/runs_screen.hpp"
#include "ui/screens/tutorial_screens.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/widgets/prompts.hpp"

namespace dg::screens {

std::unique_ptr<Screen> title() {
  return std::make_unique<TitleScreen>();
}

bool is_title(const Screen& screen) {
  return screen.is_title();
}

std::unique_ptr<Screen> play() {
  return std::make_unique<PlayScreen>();
}

std::unique_ptr<Screen> options() {
  return std::make_unique<OptionsScreen>();
}

std::unique_ptr<Screen> yes_no(std::string question, Command on_yes) {
  return std::make_unique<YesNoPrompt>(std::move(question), std::move(on_yes));
}

std::unique_ptr<Screen> yes_then(std::string question, std::function<void(ScreenContext&)> then) {
  return std::make_unique<YesNoPrompt>(std::move(question), std::move(then));
}

std::unique_ptr<Screen> final_messages() {
  return std::make_unique<FinalMessages>();
}

std::unique_ptr<Screen> replay(std::vector<Command> commands, std::string astray) {
  return std::make_unique<ReplayScreen>(std::move(commands), std::move(astray));
}

std::unique_ptr<Screen> restore_failed(std::string why) {
  return std::make_unique<RestoreFailedScreen>(std::move(why));
}

std::unique_ptr<Screen> elsewhere(bool taken) {
  return std::make_unique<ElsewhereScreen>(taken);
}

std::unique_ptr<Screen> runs(bool own, std::vector<KeptRun> others) {
  return std::make_unique<RunsScreen>(own, std::move(others));
}

std::unique_ptr<Screen> leave_tutorial(const std::string& question) {
  // Nothing to save: yes is the title, which replaces every screen.
  return std::make_unique<YesNoPrompt>(question,
                                       [](ScreenContext& app) { app.session().to_title(); });
}

std::unique_ptr<Screen> tutorial_recap() {
  return std::make_unique<TutorialRecapScreen>();
}

std::unique_ptr<Screen> farewell(bool saved) {
  return std::make_unique<FarewellScreen>(saved);
}

void offer_choices(ScreenContext& app) {
  dg::offer_identify(app);
  dg::offer_enchant(app);
  dg::offer_talent(app);
}

}  // namespace dg::screens
