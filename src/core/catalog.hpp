#pragma once
// Everything the core's rules read from the content files, as one immutable value: the
// content layer builds it once (content/content.cpp) and a game keeps a const reference to
// it. Nothing in the core reads content any other way, so two games with different content
// can exist side by side, and tests can load their own.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/actor/breed.hpp"
#include "core/actor/character.hpp"
#include "core/actor/faith.hpp"
#include "core/item/item.hpp"
#include "core/item/power.hpp"
#include "core/world/branch.hpp"
#include "core/world/fire.hpp"
#include "core/world/gas.hpp"
#include "core/world/set_piece.hpp"
#include "core/world/tile.hpp"
#include "core/world/trap.hpp"

namespace dg {

struct Monster;

struct Catalog {
  TileTable tiles{};             // indexed by Tile
  std::vector<TrapRules> traps;  // indexed by TrapKind
  std::vector<Breed> breeds;
  std::vector<ItemKind> items;
  // By item class: how its kinds are disguised until identified (empty: never disguised).
  std::array<Disguises, kItemClasses> disguises{};
  CharacterTables characters;
  std::vector<SetPiece> set_pieces;  // setpieces.toml's, in its order
  std::vector<GasRules> gases;       // tileset.toml's gas kinds, in its order
  FireRules fire;                    // what fire does (tileset.toml's "fire")
  std::vector<PowerDef> powers;      // powers.toml's: weapons' and armour's (core/item/power.hpp)
  std::vector<FaithDef> faiths;      // gods.toml's: what each god loves, hates and grants
  std::vector<BranchDef> branches;   // branches.toml's side branches (r39), in its order

  const TileRules& tile(Tile t) const { return tiles[static_cast<std::size_t>(t)]; }
  const TrapRules& trap(TrapKind k) const { return traps[k]; }
  const GasRules& gas(int kind) const { return gases[static_cast<std::size_t>(kind)]; }
  const Breed& breed(int index) const { return breeds[static_cast<std::size_t>(index)]; }
  const ItemKind& item(int kind) const { return items[static_cast<std::size_t>(kind)]; }
  const ItemKind& kind_of(const Item& it) const { return item(it.kind); }
  // The item's power, or null for none.
  const PowerDef* power_of(const Item& it) const {
    return it.power >= 0 && it.power < static_cast<int>(powers.size())
               ? &powers[static_cast<std::size_t>(it.power)]
               : nullptr;
  }
  const Breed& breed_of(const Monster& m) const;  // the monster's kind
  const Disguises& disguises_of(ItemClass c) const {
    return disguises[static_cast<std::size_t>(c)];
  }
  // The index of the breed, item kind or trap kind with this id or name, or -1.
  int find_breed(std::string_view id_or_name) const;
  int find_item(std::string_view id_or_name) const;
  int find_trap(std::string_view id_or_name) const;
  friend bool operator==(const Catalog&, const Catalog&) = default;
};

}  // namespace dg
