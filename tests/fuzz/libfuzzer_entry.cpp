// libFuzzer's entry point for one target, chosen at compile time (DG_FUZZ_TARGET names a
// function of fuzz_targets.hpp). Built only with clang by scripts/fuzz.sh.
#include <cstddef>
#include <cstdint>

#include "fuzz_targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return dg::DG_FUZZ_TARGET(data, size);
}
