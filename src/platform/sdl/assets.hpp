#pragma once
// Files the platform layer compiles in: the game font (fonts/ at the repository root).
#include <span>
#include <string_view>

#include "content/embedded.hpp"

namespace dg {

std::span<const EmbeddedFile> platform_assets();  // generated

// The TrueType font every glyph is rasterised from.
std::string_view game_font();

}  // namespace dg
