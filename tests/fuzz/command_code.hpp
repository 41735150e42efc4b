#pragma once
// A command packed into a whole number (kind, direction, confirmation and one argument), as
// saves of formats 2 and 3 wrote them. Saves now hold words (core/command_text.hpp); the
// command fuzzer turns its bytes into commands this way, so any four bytes are a command or
// plainly not one. Only the tests use it, so it lives with them.
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
