#pragma once
// The game's one source of randomness: PCG32 (O'Neill, pcg-random.org) with its own integer
// range reduction, so a seed gives the same numbers natively and in WebAssembly (the standard
// distributions differ between libstdc++ and libc++). No floating point anywhere.
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace dg {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0, std::uint64_t stream = 0xda3e39cb94b95bdbULL);

  std::uint32_t next_u32();
  // Uniform in [0, n); n must be positive (n <= 0 gives 0). Lemire's multiply-and-reject.
  int below(int n);
  // Uniform in [lo, hi] (inclusive); hi < lo gives lo.
  int range(int lo, int hi);
  bool coin() { return (next_u32() >> 31) != 0; }
  // True with probability percent/100 (clamped to 0..100).
  bool percent(int percent) { return below(100) < percent; }
  bool one_in(int n) { return below(n) == 0; }
  // An index into `weights`, each chosen with probability weight/sum; weights <= 0 never
  // chosen; returns weights.size() when no weight is positive.
  std::size_t weighted(std::span<const int> weights);
  // Fisher-Yates with this RNG's own range reduction: the standard library's own shuffling
  // differs between libstdc++ and libc++, so native and wasm games would part.
  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i)
      std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }

  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  std::uint64_t state_ = 0;
  std::uint64_t inc_ = 1;
};

// A well-mixed 64-bit value from `x` (SplitMix64's finaliser): derives independent seeds,
// e.g. one per dungeon level, from the game's seed.
std::uint64_t mix_seed(std::uint64_t x);
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0);

}  // namespace dg
