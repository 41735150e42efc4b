#include "platform/sdl/assets.hpp"

namespace dg {

std::string_view game_font() {
  // The build embeds exactly one font; its file name is set in src/CMakeLists.txt.
  for (const EmbeddedFile& f : platform_assets())
    if (f.name.ends_with(".ttf")) return f.data;
  return {};
}

}  // namespace dg
