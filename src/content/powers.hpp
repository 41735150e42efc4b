#pragma once
// Reads data/powers.toml: the powers weapons and armour may have (core/item/power.hpp), each
// checked (its steps, the property it gives, what it is for); every mistake is reported with
// its file and line.
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/item/power.hpp"
#include "core/result.hpp"

namespace dg {

Result<std::vector<PowerDef>> parse_powers(std::string_view file_name, const ContentText& text);

}  // namespace dg
