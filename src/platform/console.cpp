#include "platform/console.hpp"

#ifdef _WIN32
#include <windows.h>

#include <cstdio>
#endif

namespace dg {

void use_parent_console() {
#ifdef _WIN32
  const HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
  if (out != nullptr && out != INVALID_HANDLE_VALUE) return;  // redirected: keep it
  if (!AttachConsole(ATTACH_PARENT_PROCESS)) return;          // started from Explorer: none
  std::FILE* ignored = nullptr;
  freopen_s(&ignored, "CONOUT$", "w", stdout);
  freopen_s(&ignored, "CONOUT$", "w", stderr);
#endif
}

}  // namespace dg
