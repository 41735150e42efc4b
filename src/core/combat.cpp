#include "core/combat.hpp"

#include <algorithm>

#include "core/actor/breed.hpp"

namespace dg {

int strength_damage_bonus(int s, int exceptional) {
  // NetHack's table: 18/01..18/75 +3, 18/76..18/90 +4, 18/91..18/99 +5, 18/** and up +6.
  if (s < 6) return -1;
  if (s < 16) return 0;
  if (s < 18) return 1;
  if (s == 18) {
    if (exceptional <= 0) return 2;
    if (exceptional <= 75) return 3;
    if (exceptional <= 90) return 4;
    return exceptional < 100 ? 5 : 6;
  }
  return 6;
}

int dexterity_hit_bonus(int d) {
  if (d < 4) return -3;
  if (d < 6) return -2;
  if (d < 8) return -1;
  if (d < 14) return 0;
  return std::min(5, d - 14);
}

int hero_to_hit(int hero_level, int dexterity, int weapon_hit, int target_ac) {
  return 4 + hero_level + dexterity_hit_bonus(dexterity) + weapon_hit + target_ac;
}

int monster_to_hit(int monster_level, int hero_ac) {
  return 10 + hero_ac + monster_level;
}

bool roll_hit(Rng& rng, int to_hit) {
  return to_hit > rng.range(1, 20);
}

int absorb(Rng& rng, int damage, int ac) {
  if (ac < 10) damage -= rng.range(0, (10 - ac) / 3);
  return std::max(1, damage);
}

int experience_for_level(int level) {
  if (level <= 1) return 0;
  if (level <= 10) return 10 << (level - 1);  // 20, 40, 80 ... 5120
  return 10000 * (level - 10);
}

std::string with_article(const Breed& breed) {
  return breed.unique ? breed.name : with_article(breed.name);
}

std::string definite(const Breed& breed) {
  return breed.unique ? breed.name : "the " + breed.name;
}

std::string with_article(const std::string& name) {
  const char c = name.empty() ? 'x' : name[0];
  bool vowel = c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
  // Words that begin with a vowel letter but not a vowel sound (NetHack's list, in part):
  // "a uranium wand", "a unicorn", "a eucalyptus leaf", "a one-eyed ...".
  for (const char* sounds_like_y :
       {"unicorn", "uranium", "useful", "usual", "uke", "eu", "one-", "one "})
    if (name.rfind(sounds_like_y, 0) == 0) vowel = false;
  return (vowel ? "an " : "a ") + name;
}

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

}  // namespace dg
