#include "content/compiled/compiled_content.hpp"

#include <cstring>

#include "content/compiled/byte_stream.hpp"
#include "content/compiled/content_fields.hpp"

namespace dg {

namespace {

constexpr std::string_view kMagic = "DGC1";
constexpr std::size_t kHeader = 4 + 8 + 8 + 8;

// FNV-1a, 64 bits: enough to tell one build's content from another's.
std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t h = 14695981039346656037ULL;
  for (char c : bytes) {
    h ^= static_cast<std::uint8_t>(c);
    h *= 1099511628211ULL;
  }
  return h;
}

void put64(std::string& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
}

std::uint64_t get64(std::string_view in, std::size_t at) {
  std::uint64_t v = 0;
  for (int i = 0; i < 8; ++i)
    v |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(in[at + static_cast<std::size_t>(i)]))
         << (8 * i);
  return v;
}

}  // namespace

std::uint64_t compiled_layout_hash() {
  static const std::uint64_t hash = [] {
    compiled::Describer d;
    Content c;
    d(c);
    return fnv1a(d.text());
  }();
  return hash;
}

std::string compile_content(const Content& content) {
  compiled::Writer w;
  w(content);
  std::string blob(kMagic);
  put64(blob, compiled_layout_hash());
  put64(blob, w.bytes().size());
  put64(blob, fnv1a(w.bytes()));
  return blob + w.bytes();
}

std::uint64_t compiled_content_hash(std::string_view blob) {
  if (blob.size() < kHeader || blob.substr(0, kMagic.size()) != kMagic) return 0;
  return get64(blob, 20);
}

Result<Content> read_compiled_content(std::string_view blob) {
  const std::string what = "the compiled content (" + std::to_string(blob.size()) + " bytes) ";
  if (blob.size() < kHeader || blob.substr(0, kMagic.size()) != kMagic)
    return Error{what + "is not compiled content: rebuild the game"};
  if (get64(blob, 4) != compiled_layout_hash())
    return Error{what + "was compiled by a build whose content has other fields: rebuild it"};
  const std::uint64_t size = get64(blob, 12);
  if (size != blob.size() - kHeader)
    return Error{what + "should hold " + std::to_string(size) +
                 " bytes after its header: it is cut short or has more, so rebuild it"};
  const std::string_view payload = blob.substr(kHeader);
  if (fnv1a(payload) != get64(blob, 20))
    return Error{what + "does not match its hash: it was altered, so rebuild it"};
  Content content;
  compiled::Reader r(payload);
  r(content);
  if (!r.ok() || !r.at_end())
    return Error{what + "matches its hash but cannot be read: rebuild it"};
  return content;
}

}  // namespace dg
