#pragma once
// The morgue record: a text account of a finished run (who, how it ended, the attributes,
// what was carried, the last messages, the level as the hero knew it), offered for download
// on the death screen.
#include <string>

namespace dg {

class Game;
struct Content;

std::string morgue_text(const Content& content, const Game& game);

}  // namespace dg
