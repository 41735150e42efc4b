#pragma once
// The content in its compiled form: what the build made of the TOML files (the content
// compiler, src/content/compiler), which the game reads at its start instead of parsing them.
// A blob is a header and the content's fields in the order content_fields.hpp lists them:
//
//   "DGC1", the layout's hash (8 bytes), the payload's size (8), the payload's hash (8), payload
//
// all numbers little-endian. Reading checks each before the payload is looked at: a blob made
// by a build whose field lists differ (a stale file), cut short, or altered is refused with a
// message saying which, never read.
#include <cstdint>
#include <string>
#include <string_view>

#include "content/content.hpp"
#include "core/result.hpp"

namespace dg {

// The content as a blob.
std::string compile_content(const Content& content);

// The content in `blob`, or why it cannot be read.
Result<Content> read_compiled_content(std::string_view blob);

// The hash of a blob's content (its payload's), as its header records it; 0 when `blob` has no
// header. It names the content as the rules id names the rules: tests/core/test_rules.cpp pins
// it beside the rules id, so content that would play differently cannot ship under an old id.
std::uint64_t compiled_content_hash(std::string_view blob);

// The hash of this build's field lists: a blob from another layout is refused.
std::uint64_t compiled_layout_hash();

}  // namespace dg
