#pragma once
// The monsters on a level, each in a slot of its own. Adding or removing one never moves
// another in memory, so a reference to a monster stays good until that monster itself is
// removed (killed, or gone with the hero as a follower); a std::vector<Monster> moved them
// all whenever it grew (a summoning, a jelly dividing), which left references stale. Iterates
// as Monster&, in the order they were added (the scheduler's order).
#include <cstddef>
#include <iterator>
#include <memory>
#include <utility>
#include <vector>

#include "core/actor/monster.hpp"

namespace dg {

class MonsterList {
  using Slots = std::vector<std::unique_ptr<Monster>>;

  template <typename Base, typename T>
  class Iter {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Monster;
    using difference_type = std::ptrdiff_t;
    using pointer = T*;
    using reference = T&;
    Iter() = default;
    explicit Iter(Base at) : at_(at) {}
    T& operator*() const { return **at_; }
    T* operator->() const { return at_->get(); }
    Iter& operator++() {
      ++at_;
      return *this;
    }
    Iter operator++(int) {
      Iter was = *this;
      ++at_;
      return was;
    }
    friend bool operator==(const Iter& a, const Iter& b) { return a.at_ == b.at_; }
    Base base() const { return at_; }

   private:
    Base at_{};
  };

 public:
  using iterator = Iter<Slots::iterator, Monster>;
  using const_iterator = Iter<Slots::const_iterator, const Monster>;

  MonsterList() = default;
  MonsterList(const MonsterList& other) { *this = other; }
  MonsterList& operator=(const MonsterList& other) {
    if (this == &other) return *this;
    slots_.clear();
    for (const Monster& m : other) push_back(m);
    return *this;
  }
  MonsterList(MonsterList&&) noexcept = default;
  MonsterList& operator=(MonsterList&&) noexcept = default;

  iterator begin() { return iterator(slots_.begin()); }
  iterator end() { return iterator(slots_.end()); }
  const_iterator begin() const { return const_iterator(slots_.begin()); }
  const_iterator end() const { return const_iterator(slots_.end()); }
  std::size_t size() const { return slots_.size(); }
  bool empty() const { return slots_.empty(); }
  Monster& operator[](std::size_t i) { return *slots_[i]; }
  const Monster& operator[](std::size_t i) const { return *slots_[i]; }
  Monster& front() { return *slots_.front(); }
  const Monster& front() const { return *slots_.front(); }
  Monster& back() { return *slots_.back(); }
  const Monster& back() const { return *slots_.back(); }

  // Adds `m` last; the reference returned stays good until it is removed.
  Monster& push_back(Monster m) {
    slots_.push_back(std::make_unique<Monster>(std::move(m)));
    return *slots_.back();
  }
  void clear() { slots_.clear(); }
  // Removes the monster at `m` (one of these); references to the others stay good.
  void remove(const Monster* m) {
    std::erase_if(slots_, [m](const std::unique_ptr<Monster>& s) { return s.get() == m; });
  }
  // Removes every monster `pred` holds for; how many went.
  template <typename Pred>
  friend std::size_t erase_if(MonsterList& list, Pred pred) {
    return std::erase_if(list.slots_, [&](const std::unique_ptr<Monster>& s) { return pred(*s); });
  }

  friend bool operator==(const MonsterList& a, const MonsterList& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!(a[i] == b[i])) return false;
    return true;
  }

 private:
  Slots slots_;
};

}  // namespace dg
