#pragma once
// Machine-readable results next to each bench's human table: one line per figure,
// "BENCH <key> <value> <unit>", which scripts/bench-report.mjs gathers from the native and
// WebAssembly runs into one table and a JSON file.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <cstddef>
#else
#include <sys/resource.h>
#endif

namespace bench {

// Median microseconds per call of f over `samples` samples. Each sample times a batch of calls
// lasting at least ~20 us, so the clock's own cost (a trip out to JavaScript in WebAssembly)
// does not swamp sub-microsecond calls.
template <typename F>
double median_us(int samples, F f) {
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  f();
  const double once = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
  const int batch =
      once >= 20 ? 1 : std::min(1000, static_cast<int>(20 / std::max(once, 0.01)) + 1);
  std::vector<double> us;
  for (int i = 0; i < samples; ++i) {
    const auto start = Clock::now();
    for (int k = 0; k < batch; ++k) f();
    us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count() / batch);
  }
  std::sort(us.begin(), us.end());
  return us[us.size() / 2];
}

inline void record(const std::string& key, double value, const char* unit) {
  std::printf("BENCH %s %.3f %s\n", key.c_str(), value, unit);
}

// The most memory the process has held: resident set natively, the linear memory in
// WebAssembly (it only ever grows, so its size now is its peak).
inline void record_peak_memory() {
#ifdef __EMSCRIPTEN__
  const double kib = static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0 / 1024.0;
#else
  rusage use{};
  getrusage(RUSAGE_SELF, &use);
  const double kib = static_cast<double>(use.ru_maxrss);
#endif
  record("peak_memory", kib, "KiB");
}

}  // namespace bench
