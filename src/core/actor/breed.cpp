#include "core/actor/breed.hpp"

namespace dg {

namespace {
std::vector<Breed>& table() {
  static std::vector<Breed> t;
  return t;
}
}  // namespace

void install_breeds(std::vector<Breed> b) {
  table() = std::move(b);
}
std::span<const Breed> breeds() {
  return table();
}
const Breed& breed(int index) {
  return table()[static_cast<std::size_t>(index)];
}

int find_breed(std::string_view id_or_name) {
  for (std::size_t i = 0; i < table().size(); ++i)
    if (table()[i].id == id_or_name || table()[i].name == id_or_name) return static_cast<int>(i);
  return -1;
}

}  // namespace dg
