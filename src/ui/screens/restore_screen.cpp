#include "ui/screens/restore_screen.hpp"

#include <memory>

#include "ui/screens/character_creation.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"

namespace dg {

bool RestoreFailedScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  const char32_t ch = in.key == Key::Char ? in.ch : 0;
  if (ch == U'y') {
    // A new game only once the old save is safe aside: never over the only copy.
    auto kept = app.session().keeper().set_aside();
    if (kept) {
      app.session().to_title();
      app.notices().notify("The old save was kept aside as " + kept.value() + ".");
    } else {
      stuck_ = "It could not be kept aside (" + kept.error() +
               "), so it is still where it was and nothing was deleted.";
    }
  } else if (ch == U'e') {
    if (!app.session().export_save()) app.notices().notify("There is nothing left to export.");
  } else if (ch == U'd' && !stuck_.empty()) {
    auto gone = app.session().keeper().discard();
    if (gone) {
      app.session().to_title();
      app.notices().notify("The old save was deleted.");
    } else {
      app.notices().notify("It could not be deleted either: " + gone.error() + ".");
    }
  } else if (ch == U'q') {
    app.quit();  // the save stays as it is, to be asked about again
  } else {
    app.notices().notify(stuck_.empty()
                             ? "Press y for a new game, e to export the save, or q to quit."
                             : "Press e to export the save, d to delete it, or q to quit.");
  }
  return true;
}

void RestoreFailedScreen::draw(Terminal& term, const ScreenContext&) const {
  TextColumn text(term);
  text.line("Your saved game could not be restored.", colors::kWarning);
  text.gap();
  text.line(reason_, colors::kText);
  text.gap();
  if (stuck_.empty()) {
    text.choice("y - start a new game (the old save is kept aside as a backup)", colors::kText);
  } else {
    text.line(stuck_, colors::kWarning);
    text.choice("d - delete it and start a new game (export it first to keep it)", colors::kText);
  }
  text.choice("e - export the old save to a file", colors::kText);
  text.choice("q - quit (the save stays as it is)", colors::kText);
}

}  // namespace dg
