#pragma once
// Commands as saves write them. Formats 2 and 3 packed each into a whole number (kind,
// direction, confirmation and one argument); the kinds' numbers there are fixed forever so
// those saves still replay.
#include <cstdint>

#include "core/command.hpp"

namespace dg {

// One command as a whole number, and back; false for a number that is no command.
std::int64_t encode_command(const Command& c);
bool decode_command(std::int64_t code, Command& out);

}  // namespace dg
