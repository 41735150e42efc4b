#pragma once
// Reads data/branches.toml: the side branches (core/world/branch.hpp), each checked against
// the monsters, set pieces and hand-made levels it names; every mistake is reported with its
// file and line.
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/catalog.hpp"
#include "core/result.hpp"

namespace dg {

Result<std::vector<BranchDef>> parse_branches(std::string_view file_name, const ContentText& text,
                                              const Catalog& catalog);

}  // namespace dg
