#pragma once
// The six attributes of NetHack: strength, intelligence, wisdom, dexterity, constitution and
// charisma, each 3..25. Strength has a finer scale between 18 and 19 ("exceptional
// strength", shown 18/01 .. 18/**), which potions of gain strength climb through.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace dg {

enum class Attr : std::uint8_t { St, In, Wi, Dx, Co, Ch, kCount };
constexpr std::size_t kAttrCount = static_cast<std::size_t>(Attr::kCount);
constexpr int kAttrMin = 3;
constexpr int kAttrMax = 25;
constexpr int kAttrTotal = 75;  // points a new character's attributes add up to

// "St", "In"... as the status line shows them.
std::string_view attr_abbrev(Attr a);

struct Attributes {
  std::array<int, kAttrCount> value{};
  int exceptional = 0;  // 1..100: percent of the way from 18 to 19 (only while St is 18)

  int& operator[](Attr a) { return value[static_cast<std::size_t>(a)]; }
  int operator[](Attr a) const { return value[static_cast<std::size_t>(a)]; }
  int sum() const;
  friend bool operator==(const Attributes&, const Attributes&) = default;
};

// Strength as NetHack shows it: "17", "18", "18/45", "18/**" (18/100), "19".
std::string strength_text(int strength, int exceptional);

// One potion of gain strength: +1 below 18; from 18, d10 percent of exceptional strength
// (18/100 becomes 19); +1 above, up to 25.
void gain_strength(Attributes& a, int percent_roll);

}  // namespace dg
