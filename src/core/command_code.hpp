#pragma once
// Commands as saves of formats 2 and 3 wrote them: each packed into a whole number (kind,
// direction, confirmation and one argument). Those kinds' numbers are fixed forever, so old
// saves still replay; format 4 writes words instead (core/command_text.hpp).
#include <cstdint>

#include "core/catalog.hpp"
#include "core/command.hpp"

namespace dg {

// One command as a whole number, and back; false for a number that is no command (an
// unknown kind or direction, an item letter that is not a letter, a breed or item kind the
// catalog lacks).
std::int64_t encode_command(const Command& c);
bool decode_command(const Catalog& catalog, std::int64_t code, Command& out);

}  // namespace dg
