#pragma once
// Commands as saves write them from format 4: words naming the command, then what it names,
// then its direction, then "!" when the player confirmed it: "move e", "quaff c",
// "throw c ne", "brew acf", "pick_up 2", "wizard_summon jackal", "wizard_jump 3",
// "ascend !", "call f blue means pain". Breeds and item kinds go by their ids, so a save outlives a
// reordering of the content files, and a save can be read (and mended) by a person.
#include <optional>
#include <string>
#include <string_view>

#include "core/catalog.hpp"
#include "core/command.hpp"
#include "core/result.hpp"

namespace dg {

// A name the player gives a kind ("call it"): printable ASCII, at most this long.
constexpr std::size_t kMaxNameLength = 30;
// What is wrong with `name` as such a name, or nothing.
std::optional<std::string> name_problem(std::string_view name);

std::string command_text(const Catalog& catalog, const Command& c);
// Fails with what is wrong ("unknown command 'fly'", "no monster 'dragon'").
Result<Command> parse_command_text(const Catalog& catalog, std::string_view text);

}  // namespace dg
