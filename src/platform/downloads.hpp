#pragma once
// Handing the player a file: a browser download on the web, a file in SDL's preference
// path on the desktop.
#include <string>

namespace dg {

// Returns what to tell the player.
std::string offer_download(const std::string& name, const std::string& text);

}  // namespace dg
