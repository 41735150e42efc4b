#pragma once
// Reads data/setpieces.toml: the set pieces the generators build into levels
// (core/world/set_piece.hpp), each checked against the catalog it names tiles, monsters,
// things and traps from; every mistake is reported with its file and line.
#include <string_view>
#include <vector>

#include "content/content_text.hpp"
#include "core/catalog.hpp"
#include "core/result.hpp"
#include "core/world/set_piece.hpp"

namespace dg {

// `catalog` must hold the tiles, traps, items and monsters the file names.
Result<std::vector<SetPiece>> parse_set_pieces(std::string_view file_name, const ContentText& text,
                                               const Catalog& catalog);

}  // namespace dg
