#pragma once
// What the creation screens tell of a role or a race before the player picks it: the line of
// description from characters.toml, then what the tables give (hit points, power, speed,
// attributes, intrinsics, the starting kit and gold), in words.
#include <string>
#include <vector>

namespace dg {

struct Catalog;

// "Hit points 11 + the race's; power 1 + the race's", "Fast (speed 15)", "Attributes: at
// least St 7 In 10 ..., the rest of 75 points mostly to St, In", "Starts with: a pick-axe
// (wielded), ...".
std::vector<std::string> role_details(const Catalog& cat, int role);
// "Hit points +2, power +1", "Infravision", "Alignments: lawful".
std::vector<std::string> race_details(const Catalog& cat, int race);

}  // namespace dg
