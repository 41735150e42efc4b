#pragma once
// The desktop game's text output (--help, --print-state, errors). On Windows the game is a
// window program, which starts with no console: started from a command prompt, it writes to
// that prompt's console instead; with its output redirected (a file, a pipe, wine in the
// tests) it keeps the redirection. Elsewhere this does nothing.
namespace dg {

void use_parent_console();

}  // namespace dg
