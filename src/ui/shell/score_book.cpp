#include "ui/shell/score_book.hpp"

#include "core/game.hpp"

namespace dg {

std::string ScoreBook::record(const Game& game, bool replaying) {
  table_.clear();
  last_rank_ = -1;
  if (replaying) return {};
  const bool counts = !game.wizard().enabled;  // a wizard's table is shown, not added to
  bool table_ok = true;
  if (slot_) {
    const auto bytes = slot_->read();
    if (bytes && bytes.value()) {
      auto table = decode_scores(*bytes.value());
      if (table)
        table_ = std::move(table.value());
      else if (counts)  // a damaged table is kept aside, and a new one begun (if it can be)
        table_ok = slot_->set_aside().ok();
    } else if (!bytes) {
      table_ok = false;
    }
  }
  if (!counts) return {};
  last_rank_ = add_score(table_, score_entry(game));
  if (slot_ && !table_ok) return "The high-score table could not be read, so it was left as it is.";
  if (slot_) {
    auto written = slot_->write(encode_scores(table_));
    if (!written) return "Could not keep the high score: " + written.error();
  }
  return {};
}

}  // namespace dg
