// The content the build compiled (see CMakeLists.txt beside this file), read at the start of
// every game: a check of its header and hash, then a copy of its fields, a few milliseconds
// where parsing the TOML files took 55-90 in the page.
#include <span>

#include "content/compiled/compiled_content.hpp"
#include "content/content.hpp"
#include "content/embedded.hpp"

namespace dg {

std::span<const EmbeddedFile> compiled_content_files();  // generated: content.dgc

Result<Content> load_content() {
  const auto files = compiled_content_files();
  if (files.size() != 1) return Error{"the build has no compiled content"};
  return read_compiled_content(files[0].data);
}

}  // namespace dg
