#include "content/embedded.hpp"

namespace dg {

std::optional<std::string_view> find_content_file(std::string_view name) {
  for (const EmbeddedFile& f : content_files())
    if (f.name == name) return f.data;
  return std::nullopt;
}

}  // namespace dg
