#include "ui/screens/runs_screen.hpp"

#include "core/rules.hpp"
#include "ui/shell/screen_context.hpp"
#include "ui/text/terminal.hpp"
#include "ui/text/text_column.hpp"

namespace dg {

namespace {
// Runs are numbered 1 to 9, so their keys never meet e, n or q.
constexpr std::size_t kMostListed = 9;
char32_t letter(std::size_t i) {
  return static_cast<char32_t>(U'1' + i);
}
}  // namespace

RunsScreen::RunsScreen(bool own, std::vector<KeptRun> others)
    : own_(own), others_(std::move(others)) {
  if (others_.size() + (own_ ? 1 : 0) > kMostListed) others_.resize(kMostListed - (own_ ? 1 : 0));
}

bool RunsScreen::handle(const Input& in, ScreenContext& app) {
  if (in.key == Key::None) return false;
  if (in.key == Key::Escape) {
    chosen_ = -1;
    return true;
  }
  const char32_t ch = in.key == Key::Char ? in.ch : 0;
  const std::size_t first_other = own_ ? 1 : 0;
  if (own_ && ch == U'1') {
    if (app.session().resume() == Session::Resume::NoSave) app.session().to_title();
    return true;
  }
  if (ch >= letter(first_other) && ch < letter(first_other + others_.size())) {
    const std::size_t i = static_cast<std::size_t>(ch - letter(first_other));
    const KeptRun& run = others_[i];
    if (run.playable) {
      chosen_ = -1;
      const std::string said =
          app.session().kept_runs() ? app.session().kept_runs()->play(run.rules) : "";
      if (!said.empty()) app.notices().notify(said);
      return true;
    }
    chosen_ = static_cast<int>(i);
    const std::string releases = releases_playing(run.rules);
    app.notices().notify("No engine that plays " + rules_name(run.rules) + " is at hand here. " +
                         (releases.empty()
                              ? "No release played those rules; the run is kept in "
                              : "Deepglyph " + releases + " plays it; it is kept in ") +
                         run.where + ". Press e to export it whole.");
    return true;
  }
  if (ch == U'e' && chosen_ >= 0 && app.session().kept_runs()) {
    const KeptRun& run = others_[static_cast<std::size_t>(chosen_)];
    if (auto bytes = app.session().kept_runs()->bytes(run.rules))
      app.notices().notify(
          app.services().offer_file("deepglyph-" + rules_name(run.rules) + "-save.json", *bytes));
    else
      app.notices().notify("That run can no longer be read.");
    return true;
  }
  if (!own_ && ch == U'n') {
    app.session().to_title();
    return true;
  }
  if (ch == U'q') {
    app.quit(own_);
    return true;
  }
  app.notices().notify(std::string("Press a number to go on with that run") +
                       (own_ ? "" : ", n for a new game") + ", or q to quit.");
  return true;
}

void RunsScreen::draw(Terminal& term, const ScreenContext&) const {
  term.clear();  // opened over the title (k), whose lines would show between these
  TextColumn text(term);
  text.line("Runs in progress", colors::kHighlight);
  text.gap();
  text.line("Each run is played on to its end under the rules it began with.", colors::kText);
  text.gap();
  std::size_t i = 0;
  if (own_)
    text.choice(std::string(1, static_cast<char>(letter(i++))) +
                    " - your run under this version's rules (" + rules_name(rules_id()) + ")",
                colors::kText);
  for (const KeptRun& run : others_) {
    text.choice(std::string(1, static_cast<char>(letter(i++))) + " - " + run.summary +
                    ", begun under " + rules_words(run.rules) +
                    (run.playable ? ": plays on that version" : ": no engine for it here") +
                    (run.leaving.empty() ? "" : "; " + run.leaving),
                run.playable ? colors::kText : colors::kDim);
  }
  if (!own_) text.choice("n - a new game under " + rules_name(rules_id()), colors::kText);
  text.choice("q - quit (every run stays as it is)", colors::kText);
}

}  // namespace dg
