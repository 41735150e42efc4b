#include "core/catalog.hpp"

#include "core/actor/monster.hpp"

namespace dg {

namespace {
template <typename Def>
int find_def(const std::vector<Def>& defs, std::string_view id_or_name) {
  for (std::size_t i = 0; i < defs.size(); ++i)
    if (defs[i].id == id_or_name || defs[i].name == id_or_name) return static_cast<int>(i);
  return -1;
}
}  // namespace

const Breed& Catalog::breed_of(const Monster& m) const {
  return breed(m.breed);
}

int Catalog::find_breed(std::string_view id_or_name) const {
  return find_def(breeds, id_or_name);
}
int Catalog::find_item(std::string_view id_or_name) const {
  return find_def(items, id_or_name);
}

int Catalog::find_trap(std::string_view id_or_name) const {
  return find_def(traps, id_or_name);
}

}  // namespace dg
