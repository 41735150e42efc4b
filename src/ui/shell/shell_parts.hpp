#pragma once
// The shell's parts a session shows and speaks through: the screen stack, the notices and the
// platform's services (none, unless the platform gives them; they must outlive the App).
#include "ui/shell/notices.hpp"
#include "ui/shell/platform_services.hpp"
#include "ui/shell/screen_stack.hpp"

namespace dg {

struct ShellParts {
  ScreenStack screens;
  Notices notices;
  PlatformServices* services = nullptr;

  PlatformServices& platform() const {
    static PlatformServices none;  // holds nothing: one for every App
    return services ? *services : none;
  }
};

}  // namespace dg
