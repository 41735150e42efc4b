#pragma once
// The game's version: CMakeLists.txt's project(VERSION), the one a release is tagged with
// (v0.1.0) and CHANGELOG.md lists. Shown on the title screen and written in the morgue, so a
// report or a shared run says which game it came from.
namespace dg {

const char* game_version();

}  // namespace dg
