#pragma once
// Plain grid geometry shared by every layer: positions, directions and a dense 2D array.
#include <array>
#include <cstddef>
#include <vector>

namespace dg {

struct Vec {
  int x = 0;
  int y = 0;
  friend constexpr Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr bool operator==(Vec a, Vec b) = default;
};

// The eight compass directions a creature can step in (plus None for "stay").
enum class Dir { None, N, NE, E, SE, S, SW, W, NW };

constexpr Vec offset(Dir d) {
  switch (d) {
    case Dir::N: return {0, -1};
    case Dir::NE: return {1, -1};
    case Dir::E: return {1, 0};
    case Dir::SE: return {1, 1};
    case Dir::S: return {0, 1};
    case Dir::SW: return {-1, 1};
    case Dir::W: return {-1, 0};
    case Dir::NW: return {-1, -1};
    case Dir::None: break;
  }
  return {0, 0};
}

constexpr std::array<Dir, 8> kAllDirs = {Dir::N, Dir::NE, Dir::E, Dir::SE,
                                         Dir::S, Dir::SW, Dir::W, Dir::NW};

// The direction of a one-cell step (offset's inverse); Dir::None for anything else.
constexpr Dir direction_of(Vec step) {
  for (Dir d : kAllDirs)
    if (offset(d).x == step.x && offset(d).y == step.y) return d;
  return Dir::None;
}

// The direction from `from` along which `to` lies on one of the eight lines (a rank, a file or
// a diagonal: where a thrown thing or a bolt can go); Dir::None off them, or for `from` itself.
constexpr Dir line_direction(Vec from, Vec to) {
  const int dx = to.x - from.x, dy = to.y - from.y;
  if (!(dx == 0 || dy == 0 || dx == dy || dx == -dy)) return Dir::None;
  return direction_of({(dx > 0) - (dx < 0), (dy > 0) - (dy < 0)});
}

// Steps between two cells when diagonal steps count as one (the king's-move distance).
constexpr int chebyshev(Vec a, Vec b) {
  const int dx = a.x > b.x ? a.x - b.x : b.x - a.x, dy = a.y > b.y ? a.y - b.y : b.y - a.y;
  return dx > dy ? dx : dy;
}

// A dense width x height grid stored row-major. Out-of-range access is the caller's bug;
// use contains() first where positions come from outside.
template <typename T>
class Array2D {
 public:
  Array2D() = default;
  Array2D(int width, int height, T fill = T{})
      : width_(width),
        height_(height),
        cells_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), fill) {}

  int width() const { return width_; }
  int height() const { return height_; }
  bool contains(Vec p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

  T& operator[](Vec p) { return cells_[index(p)]; }
  const T& operator[](Vec p) const { return cells_[index(p)]; }

  const std::vector<T>& cells() const { return cells_; }
  void fill(const T& value) { cells_.assign(cells_.size(), value); }
  friend bool operator==(const Array2D&, const Array2D&) = default;

 private:
  std::size_t index(Vec p) const {
    return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(p.x);
  }
  int width_ = 0;
  int height_ = 0;
  std::vector<T> cells_;
};

}  // namespace dg
