// Times building one full 100x40 frame of the play screen in the Terminal (the UI's work per
// redraw, before any pixels): a fresh terminal each round, so every cell is written.
#include <chrono>
#include <cstdio>
#include <string_view>

#include "bench_report.hpp"
#include "content/content.hpp"
#include "core/game.hpp"
#include "ui/input/input.hpp"
#include "ui/shell/app.hpp"
#include "ui/text/terminal.hpp"

int main() {
  using clock = std::chrono::steady_clock;
  const auto loaded = dg::load_content();
  if (!loaded) {
    std::fprintf(stderr, "bench: %s\n", loaded.error().c_str());
    return 1;
  }
  const dg::Content& content = loaded.value();
  auto game = dg::Game::new_game(content.catalog, 1);
  if (!game) {
    std::fprintf(stderr, "bench: %s\n", game.error().c_str());
    return 1;
  }
  dg::App app(content, std::move(game.value()));
  constexpr int kRounds = 2000;
  long cells = 0;
  double best = 1e30, total = 0;
  for (int r = 0; r < kRounds; ++r) {
    dg::Terminal term(100, 40);
    app.handle(dg::Input::character(r % 2 ? U'l' : U'h'));  // alternate so the frame differs
    const auto t0 = clock::now();
    app.draw(term);
    const double us = std::chrono::duration<double, std::micro>(clock::now() - t0).count();
    cells += term.dirty_count();
    total += us;
    if (us < best) best = us;
  }
  std::printf("frame build, 100x40 terminal: mean %.2f us, best %.2f us (%d rounds, %ld cells)\n",
              total / kRounds, best, kRounds, cells / kRounds);
  bench::record("terminal_frame.100x40", total / kRounds, "us");
  bench::record_peak_memory();
  return 0;
}
