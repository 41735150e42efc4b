#pragma once
// One run in one place: the first tab or window to start owns the save; another one on the
// same save is told so and does not write it. The desktop holds an advisory lock on a file
// beside the save (released by the system when the process ends, however it ends). The web
// page holds a Web Lock (page.js), which a second tab may take over: the first is then told
// (ownership_changed) and stops writing.
#include <string>

#include "platform/storage/file_system.hpp"

namespace dg {

class RunLock {
 public:
  RunLock() = default;
  ~RunLock();
  RunLock(const RunLock&) = delete;
  RunLock& operator=(const RunLock&) = delete;

  // Tries to become the owner of the save in the slot named `name`; true when it is (also
  // when there is nothing to lock against: no preference folder, no Web Locks).
  bool acquire(const std::string& name);
  // Whether the platform can take the run from the other owner (the web) or only try again
  // once it is gone (the desktop).
  static bool can_steal();
  // Web: asks the page to take the lock from the other tab; the page reports the result
  // through ownership_changed(). Desktop: tries again. Returns what to tell the player
  // (empty once owned: the restored game speaks for itself).
  std::string take_over(const std::string& name, bool& owned_now);

 private:
#ifndef __EMSCRIPTEN__
  FileLock lock_;  // the lock file beside the save, held while this process lives
#endif
};

}  // namespace dg
