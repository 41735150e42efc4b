#pragma once
// The fuzzed entry points: the save loader, the content loader, the compiled content, the
// command stream and the options file. Each takes any bytes and must neither crash nor break an
// invariant; on a broken invariant it prints what broke and aborts, so libFuzzer keeps the input.
// libfuzzer_entry.cpp wraps one for libFuzzer (scripts/fuzz.sh); fuzz_regressions.cpp replays the
// kept inputs in every test run.
#include <cstddef>
#include <cstdint>

namespace dg {

// Loads the built-in content once (the loaders and the game need it).
struct Content;

// Loads the built-in content once (aborts if it cannot) and returns it.
const Content& fuzz_setup();
// A save file: read, checked, replayed.
int fuzz_save_loader(const std::uint8_t* data, std::size_t size);
// A content file: the first byte picks the parser (tileset, monsters, items, characters).
int fuzz_content_loader(const std::uint8_t* data, std::size_t size);
// A game's command stream: byte 0 picks wizard mode and the seed, then every 4 bytes are an
// encoded command as saves store them (undecodable ones are skipped, as the loader refuses
// them). Invariants are checked after each command, and a save round trip at the end.
int fuzz_command_stream(const std::uint8_t* data, std::size_t size);
// The compiled content: byte 0 picks the whole blob's reader (header, layout, size and hash
// checked first) or the field reader alone on the rest (what a blob with a good header but
// any payload would meet). Neither may crash or allocate without bound; what the field reader
// accepts writes out and reads back to the same content.
int fuzz_compiled_content(const std::uint8_t* data, std::size_t size);
// An options file: decoded; what decodes always leaves a key to the options and round-trips.
int fuzz_options_file(const std::uint8_t* data, std::size_t size);

}  // namespace dg
