#include "core/item/item.hpp"

namespace dg {

namespace {
std::vector<ItemKind>& kinds() {
  static std::vector<ItemKind> k;
  return k;
}
std::vector<std::string>& appearances() {
  static std::vector<std::string> a;
  return a;
}
}  // namespace

const ItemKind& Item::type() const {
  return item_kind(kind);
}

void install_item_kinds(std::vector<ItemKind> k) {
  kinds() = std::move(k);
}
std::span<const ItemKind> item_kinds() {
  return kinds();
}
const ItemKind& item_kind(int index) {
  return kinds()[static_cast<std::size_t>(index)];
}

int find_item_kind(std::string_view id_or_name) {
  for (std::size_t i = 0; i < kinds().size(); ++i)
    if (kinds()[i].id == id_or_name || kinds()[i].name == id_or_name) return static_cast<int>(i);
  return -1;
}

void install_potion_appearances(std::vector<std::string> names) {
  appearances() = std::move(names);
}
std::span<const std::string> potion_appearances() {
  return appearances();
}

}  // namespace dg
