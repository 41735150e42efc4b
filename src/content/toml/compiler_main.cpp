// The content compiler: reads the TOML files compiled into it (src/content/data) with the
// readers that check every field, and writes the content in its compiled form for the game
// to embed. Run by the build (src/content/builtin/CMakeLists.txt); a mistake in a file stops
// the build with the readers' messages (file, line, definition and field).
//
//   deepglyph-content OUT.dgc     writes the blob, and says its size and content hash
//   deepglyph-content --fields    prints the field docs of every kind (docs/CONTENT_FIELDS.md)
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <string>

#include "content/compiled/compiled_content.hpp"
#include "content/toml/load_toml.hpp"
#include "content/toml/schema/schema.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: deepglyph-content OUT.dgc | --fields\n");
    return 2;
  }
  if (std::string(argv[1]) == "--fields") {
    std::fputs(dg::schema_docs().c_str(), stdout);
    return 0;
  }
  const auto loaded = dg::load_content_from_toml();
  if (!loaded) {
    // Each problem on a line of its own, its file named from the source tree's top (so an
    // editor jumps to it): "src/content/data/monsters.toml:50: newt.speed: ...".
    const std::string& e = loaded.error();
    for (std::size_t at = 0; at < e.size();) {
      const std::size_t end = std::min(e.find('\n', at), e.size());
      std::fprintf(stderr, "src/content/data/%s\n", e.substr(at, end - at).c_str());
      at = end + 1;
    }
    return 1;
  }
  const std::string blob = dg::compile_content(loaded.value());
  // Read back at once: a blob this build cannot read must fail here, not in the game.
  const auto back = dg::read_compiled_content(blob);
  if (!back || !(back.value() == loaded.value())) {
    std::fprintf(stderr,
                 "deepglyph-content: the compiled content does not read back as it was "
                 "written: %s\n",
                 back ? "its fields differ" : back.error().c_str());
    return 1;
  }
  const std::string tmp = std::string(argv[1]) + ".tmp";
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  const bool written = f && std::fwrite(blob.data(), 1, blob.size(), f) == blob.size();
  if (f && std::fclose(f) != 0) return 1;
  if (!written || std::rename(tmp.c_str(), argv[1]) != 0) {
    std::fprintf(stderr, "deepglyph-content: cannot write %s\n", argv[1]);
    return 1;
  }
  std::printf("deepglyph-content: %s, %zu bytes, content %016" PRIx64 "\n", argv[1], blob.size(),
              dg::compiled_content_hash(blob));
  return 0;
}
