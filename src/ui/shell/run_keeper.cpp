#include "ui/shell/run_keeper.hpp"

namespace dg {

Result<std::optional<SaveStamp>> RunKeeper::current() const {
  auto held = slot_->read();
  if (!held) return Error{"the saved game cannot be read (" + held.error() + ")"};
  if (!held.value()) return std::optional<SaveStamp>();
  auto stamp = read_stamp(*held.value());
  if (!stamp) return Error{"the save there cannot be restored, and is not written over"};
  return std::optional<SaveStamp>(stamp.value());
}

Result<bool> RunKeeper::check_current(const char* doing) const {
  if (!slot_) return Error{"there is no place for saves here"};
  if (!owner_) return Error{"this run is now played in another tab or window"};
  auto now = current();
  if (!now) return Error{now.error()};
  if (now.value() == expect_) return true;
  if (!now.value())
    return Error{std::string("its save was deleted elsewhere (the run ended in another tab or "
                             "window), so it is not ") +
                 doing};
  return Error{std::string("another tab or window saved since this one loaded the game, so "
                           "it is not ") +
               doing + " over that"};
}

RunKeeper::Restored RunKeeper::restore(const Catalog& catalog) {
  Restored out;
  if (!slot_) return out;
  auto held = slot_->read();
  if (!held)
    return {Found::Unrestorable, std::nullopt, "The save cannot be read: " + held.error() + "."};
  if (!held.value()) {
    expect_.reset();
    return out;
  }
  auto record = read_save(catalog, *held.value());
  if (!record) return {Found::Unrestorable, std::nullopt, record.error()};
  if (const auto died = ended_.ended(record.value().stamp.run)) {
    // Saved by a tab that fell behind the one where the hero died: the run stays over.
    auto removed = slot_->remove();
    expect_.reset();
    return {Found::Ended, std::nullopt,
            "The saved run had already ended: its hero died on turn " + std::to_string(*died) +
                " (in another tab or window, or after this save was made), so it is not "
                "played" +
                (removed ? "; its save is cleared." : ": " + removed.error() + ".")};
  }
  auto game = replay_record(catalog, record.value());
  if (!game) return {Found::Unrestorable, std::nullopt, game.error()};
  expect_ = record.value().stamp;
  // A format-2 save has no id: it is given one from its seed when next written.
  run_ = expect_->run.empty() ? "run-" + std::to_string(record.value().seed) : expect_->run;
  out.found = Found::Run;
  out.game = std::move(game.value());
  return out;
}

void RunKeeper::begin(std::string run) {
  run_ = std::move(run);
  expect_.reset();
}

Result<bool> RunKeeper::save(const Game& game) {
  if (const auto died = ended_.ended(run_))
    return Error{"this run ended in another tab or window (the hero died on turn " +
                 std::to_string(*died) + "), so it is not saved"};
  if (auto ok = check_current("saved"); !ok) return ok;
  const SaveStamp next{run_, (expect_ ? expect_->generation : 0) + 1};
  auto written = slot_->write(encode_save(game, next));
  if (!written) return written;
  expect_ = next;
  return true;
}

Result<RunKeeper::Ending> RunKeeper::end(long turn) {
  Ending out;
  // Noted first: from now on no tab writes this run back, whatever happens below.
  if (ended_.has_slot() && !run_.empty()) {
    if (auto marked = ended_.mark(run_, turn); !marked) out.unmarked = marked.error();
  }
  if (!slot_) return out;
  if (!owner_) return Error{"this run is now played in another tab or window"};
  auto held = slot_->read();
  if (!held) return Error{"the saved game cannot be read (" + held.error() + ")"};
  if (!held.value()) {  // never saved, or deleted elsewhere
    expect_.reset();
    return out;
  }
  auto stamp = read_stamp(*held.value());
  const bool this_run =
      stamp && (stamp.value() == expect_ || (!run_.empty() && stamp.value().run == run_));
  if (!this_run) {  // another run, begun since in another tab or window: it stays
    expect_.reset();
    return out;
  }
  if (stamp.value() != expect_) {  // another tab saved this run later: that save goes too
    const auto later = summarize_save(*held.value());
    out.other_turn = later ? later.value().turn : 0;
  }
  if (auto removed = slot_->remove(); !removed) return Error{removed.error()};
  expect_.reset();
  return out;
}

Result<std::optional<std::string>> RunKeeper::bytes() const {
  if (!slot_) return std::optional<std::string>();
  return slot_->read_for_export();
}

Result<std::string> RunKeeper::set_aside() {
  if (!slot_) return Error{"there is no place for saves here"};
  if (!owner_) return Error{"the save is in use in another tab or window"};
  auto kept = slot_->set_aside();
  if (kept) expect_.reset();
  return kept;
}

Result<bool> RunKeeper::discard() {
  if (!slot_) return true;
  if (!owner_) return Error{"the save is in use in another tab or window"};
  auto removed = slot_->remove();
  if (removed) expect_.reset();
  return removed;
}

Result<bool> RunKeeper::adopt(const std::string& save) {
  if (!slot_) return Error{"there is no place for saves here"};
  if (!owner_) return Error{"the save is in use in another tab or window"};
  if (!slot_empty()) return Error{"there is a saved game already; finish it first"};
  return slot_->write(save);
}

bool RunKeeper::slot_empty() const {
  if (!slot_) return true;
  auto held = slot_->read();
  return held && !held.value();
}

}  // namespace dg
