#pragma once
// The few file operations saves need, the same on Linux, macOS and Windows. Paths are UTF-8
// (what SDL_GetPrefPath gives): on Windows they go through the wide-character calls, so a
// user folder named in any script works, and a save replaces the old one atomically there
// too (std::rename refuses to overwrite on Windows).
#include <cstdio>
#include <string>

namespace dg {

std::FILE* open_file(const std::string& path, const char* mode);
// Flushes the file's data to the disk (fsync, or _commit on Windows).
bool flush_to_disk(std::FILE* f);
// Renames `from` to `to`, replacing `to` if it exists.
bool replace_file(const std::string& from, const std::string& to);
bool remove_file(const std::string& path);
// The last failure of the calls above, as words.
std::string last_file_error();

// An exclusive lock on a file, held while this object (and the process) lives: flock on
// Unix, a handle opened without sharing on Windows. The system releases it however the
// process ends.
class FileLock {
 public:
  FileLock() = default;
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;
  // Creates the file if needed. False when another process holds it; true when this one
  // does, or when the file cannot be made at all (then there is nothing to guard).
  bool take(const std::string& path);
  bool held() const { return held_; }

 private:
  bool held_ = false;
#ifdef _WIN32
  void* handle_ = nullptr;
#elif !defined(__EMSCRIPTEN__)
  int fd_ = -1;
#endif
};

}  // namespace dg
