#pragma once
// The play screen's key bindings: arrows, vi-keys (hjklyubn), the numpad (and its
// Home/End/PageUp/PageDown meanings when Num Lock is off), '.' and '5' to wait.
#include <optional>

#include "core/command.hpp"
#include "ui/input.hpp"

namespace dg {

std::optional<Command> command_for(const Input& in);

}  // namespace dg
