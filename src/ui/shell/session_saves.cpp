// The session's flows that keep a run: saving, restoring, importing and exporting a save,
// the runs kept under other rules, and which tab or window owns the run.
#include "core/rules.hpp"
#include "core/save.hpp"
#include "ui/shell/screen_links.hpp"
#include "ui/shell/session.hpp"  // after its comment: this file is half of session.hpp's

namespace dg {

// The rules a save or replay was played under, when they are not this engine's and the
// platform keeps runs of other rules (ui/shell/kept_runs.hpp); else nothing.
std::optional<int> Session::other_rules(const std::string& bytes) const {
  if (!kept_runs_) return std::nullopt;
  const auto summary = summarize_save(bytes);
  if (!summary || summary.value().rules == rules_id()) return std::nullopt;
  return summary.value().rules;
}

bool Session::save() {
  if (tutorial_) return true;
  if (!keeper_.slot() || !game_ || game_->run().over || replaying_) return false;
  auto written = keeper_.save(*game_);
  if (!written) {
    const std::string what = "Your game was not saved at turn " + std::to_string(game_->turn()) +
                             ": " + written.error() + ".";
    // Told now if the player is looking; kept for the next start in case nobody was.
    const bool noted = !keeper_.owner() || keeper_.slot()->note_failure(what);
    notify(noted ? what : what + " (Nor could this be noted for the next start.)");
  } else {
    keeper_.slot()->take_failure_note();  // an older failure no longer matters
  }
  return written.ok();
}

Session::Resume Session::resume() {
  if (!keeper_.slot() || !keeper_.owner()) return Resume::NoSave;
  const auto failed_before = keeper_.slot()->take_failure_note();
  auto restored = keeper_.restore(content_->catalog);
  switch (restored.found) {
    case RunKeeper::Found::Nothing:
      if (failed_before) notify(*failed_before + " Nothing was kept of that run.");
      return Resume::NoSave;
    case RunKeeper::Found::Ended: notify(restored.why); return Resume::NoSave;
    case RunKeeper::Found::Unrestorable:
      game_.reset();
      tutorial_.reset();
      shell_->screens.reset(screens::restore_failed(restored.why));
      if (failed_before) notify(*failed_before);
      return Resume::Failed;
    case RunKeeper::Found::Run: break;
  }
  new_run(std::move(*restored.game));  // no walk goes on into the restored run
  set_seed(game_->run().seed);
  if (game_->run().over) {
    // A run that ended whose save could not be deleted then: it is over, not resumed.
    const auto ended = keeper_.end(game_->turn());
    to_title();
    notify(std::string("The saved run had already ended (the hero died)") +
           (ended ? "; its save is cleared." : ": " + ended.error() + "."));
    return Resume::NoSave;
  }
  shell_->screens.reset(screens::play());
  std::string said =
      "Welcome back! Your game was restored at turn " + std::to_string(game_->turn()) + ".";
  if (failed_before) said += " " + *failed_before + " It carries on from the last save kept.";
  notify(said);
  return Resume::Resumed;
}

bool Session::import_save(const std::string& bytes, const std::string& name) {
  if (!keeper_.slot()) {
    notify("Cannot import " + name + ": there is no place for saves here.");
    return false;
  }
  // A save of other rules goes to their own slot, and on to the engine that plays them.
  if (const auto rules = other_rules(bytes)) {
    const Brought kept = kept_runs_->import_run(*rules, bytes);
    if (!kept.said.empty())
      notify((kept.taken ? "Imported " : "Cannot import ") + name + ": " + kept.said + ".");
    if (kept.taken) note_kept_runs();
    return kept.taken;
  }
  if (!keeper_.slot_empty()) {
    notify("Cannot import " + name + ": a game is saved already (play it, or keep it aside).");
    return false;
  }
  if (auto checked = decode_save(content_->catalog, bytes); !checked) {
    notify("Cannot import " + name + ": " + checked.error());
    return false;
  }
  if (auto adopted = keeper_.adopt(bytes); !adopted) {
    notify("Cannot import " + name + ": " + adopted.error() + ".");
    return false;
  }
  if (resume() != Resume::Resumed) return false;
  notify("Imported " + name + ": your game carries on at turn " + std::to_string(game_->turn()) +
         ".");
  return true;
}

bool Session::export_save() {
  const auto bytes = keeper_.bytes();
  if (!bytes || !bytes.value()) return false;
  notify(shell_->platform().offer_file("deepglyph-" + std::to_string(seed_) + "-save.json",
                                       *bytes.value()));
  return true;
}

void Session::set_owner(bool owner) {
  const bool was = keeper_.owner();
  keeper_.set_owner(owner);
  if (was && !owner) {
    // Another tab or window took the run: stop here, writing nothing more.
    game_.reset();
    tutorial_.reset();
    replaying_ = false;
    shell_->screens.reset(screens::elsewhere(true));
  } else if (!was && owner) {
    if (resume() == Resume::NoSave) to_title();
  }
}

void Session::show_runs() {
  kept_list_ = kept_runs_ ? kept_runs_->list() : std::vector<KeptRun>();
  const std::vector<KeptRun>& others = kept_list_;
  const bool own = !keeper_.slot_empty();
  if (others.empty() || (!own && others.size() == 1 && !others.front().playable)) {
    resume();  // with no run, the title stays (and says where a kept run is)
    return;
  }
  game_.reset();
  tutorial_.reset();
  replaying_ = false;
  shell_->screens.reset(screens::runs(own, others));
}

void Session::open_elsewhere() {
  keeper_.set_owner(false);
  game_.reset();
  tutorial_.reset();
  shell_->screens.reset(screens::elsewhere(false));
}

}  // namespace dg
