#pragma once
// Machine-readable results next to each bench's human table: one line per figure,
// "BENCH <key> <value> <unit>", which scripts/bench-report.mjs gathers from the native and
// WebAssembly runs into one table and a JSON file.
#include <cstdio>
#include <string>

#ifdef __EMSCRIPTEN__
#include <cstddef>
#else
#include <sys/resource.h>
#endif

namespace bench {

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
