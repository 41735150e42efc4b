#pragma once
// Data files compiled into the binary (see cmake/Embed.cmake): the game reads its content
// from memory on every platform, so there is nothing to install or lose next to it.
#include <optional>
#include <span>
#include <string_view>

namespace dg {

struct EmbeddedFile {
  std::string_view name;  // path relative to src/content/data, e.g. "maps/first-level.txt"
  std::string_view data;
};

std::span<const EmbeddedFile> content_files();  // generated

// The content file called `name`, or nothing if the build has no such file.
std::optional<std::string_view> find_content_file(std::string_view name);

}  // namespace dg
