// Replays every kept fuzz input (tests/fuzz/corpus/<target>/: the seeds and any input that
// once crashed or broke an invariant) through its target. Part of every test run: a fixed
// bug stays fixed. Usage: dg_fuzz_regressions CORPUS_DIR; prints "N inputs" and exits non-zero
// when a directory is missing or empty (a target that tests nothing).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_targets.hpp"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: dg_fuzz_regressions CORPUS_DIR\n");
    return 2;
  }
  using Target = int (*)(const std::uint8_t*, std::size_t);
  const std::pair<const char*, Target> targets[] = {{"save", dg::fuzz_save_loader},
                                                    {"content", dg::fuzz_content_loader},
                                                    {"compiled", dg::fuzz_compiled_content},
                                                    {"commands", dg::fuzz_command_stream},
                                                    {"options", dg::fuzz_options_file}};
  int failures = 0;
  for (const auto& [name, run] : targets) {
    const fs::path dir = fs::path(argv[1]) / name;
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
      if (e.is_regular_file()) files.push_back(e.path());
    if (files.empty()) {
      std::fprintf(stderr, "%s: no inputs in %s\n", name, dir.c_str());
      ++failures;
      continue;
    }
    for (const fs::path& f : files) {
      std::ifstream in(f, std::ios::binary);
      const std::vector<char> bytes{std::istreambuf_iterator<char>(in), {}};
      run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    }
    std::printf("%s: %zu inputs replayed\n", name, files.size());
  }
  return failures == 0 ? 0 : 1;
}
