#pragma once
// Handing the player a file: a browser download on the web, a file in SDL's preference
// path on the desktop.
#include <string>

namespace dg {

// Returns what to tell the player.
std::string offer_download(const std::string& name, const std::string& text);
// Asks for a save file to import: the page's file picker stores it as the save and reloads
// (which restores it, or explains why it cannot). Returns what to tell the player.
std::string request_import();
// Asks for a replay file to watch: on the web, the page's file picker hands the chosen file
// to watch_replay() (web_api.cpp). Returns what to tell the player.
std::string request_replay();

}  // namespace dg
