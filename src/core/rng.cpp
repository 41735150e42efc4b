#include "core/rng.hpp"

namespace dg {

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
  // PCG32's seeding procedure (pcg32_srandom_r).
  state_ = 0;
  inc_ = (stream << 1u) | 1u;
  next_u32();
  state_ += seed;
  next_u32();
}

std::uint32_t Rng::next_u32() {
  const std::uint64_t old = state_;
  state_ = old * 6364136223846793005ULL + inc_;
  const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
  const auto rot = static_cast<std::uint32_t>(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((0u - rot) & 31u));
}

int Rng::below(int n) {
  if (n <= 0) return 0;
  const auto bound = static_cast<std::uint32_t>(n);
  std::uint64_t m = static_cast<std::uint64_t>(next_u32()) * bound;
  auto low = static_cast<std::uint32_t>(m);
  if (low < bound) {
    const std::uint32_t threshold = (0u - bound) % bound;
    while (low < threshold) {
      m = static_cast<std::uint64_t>(next_u32()) * bound;
      low = static_cast<std::uint32_t>(m);
    }
  }
  return static_cast<int>(m >> 32);
}

int Rng::range(int lo, int hi) {
  return hi <= lo ? lo : lo + below(hi - lo + 1);
}

std::size_t Rng::weighted(std::span<const int> weights) {
  std::int64_t total = 0;
  for (int w : weights) total += w > 0 ? w : 0;
  if (total <= 0) return weights.size();
  // Totals beyond int range are not a concern for content weights; clamp defensively.
  std::int64_t roll = below(static_cast<int>(total > 0x7fffffff ? 0x7fffffff : total));
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (weights[i] <= 0) continue;
    if (roll < weights[i]) return i;
    roll -= weights[i];
  }
  return weights.size() - 1;
}

std::uint64_t mix_seed(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  return mix_seed(mix_seed(mix_seed(seed) ^ a) ^ b);
}

}  // namespace dg
