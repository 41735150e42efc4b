#pragma once
// Reads data/gods.toml: the faiths the pantheons' gods follow (core/actor/faith.hpp), each
// checked (its deeds, powers and gifts; piety it can be earned by; marks in order), and that
// every god of every role follows one and every altar is of an alignment; every mistake is
// reported with its file and line.
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/catalog.hpp"
#include "core/result.hpp"

namespace dg {

Result<std::vector<FaithDef>> parse_gods(std::string_view file_name, const ContentText& text,
                                         const Catalog& catalog);

}  // namespace dg
