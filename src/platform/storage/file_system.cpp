#include "platform/storage/file_system.hpp"

#include <cerrno>
#include <cstring>

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#elif !defined(__EMSCRIPTEN__)
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace dg {

#ifdef _WIN32
namespace {
std::wstring wide(const std::string& utf8) {
  const int n =
      MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
  std::wstring out(static_cast<std::size_t>(n), L'\0');
  MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(), n);
  return out;
}
DWORD g_last_error = 0;  // a Win32 failure; 0 when errno tells
}  // namespace

std::FILE* open_file(const std::string& path, const char* mode) {
  g_last_error = 0;
  return _wfopen(wide(path).c_str(), wide(mode).c_str());
}

bool flush_to_disk(std::FILE* f) {
  g_last_error = 0;
  return _commit(_fileno(f)) == 0;
}

bool replace_file(const std::string& from, const std::string& to) {
  if (MoveFileExW(wide(from).c_str(), wide(to).c_str(),
                  MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
    return true;
  g_last_error = GetLastError();
  return false;
}

bool remove_file(const std::string& path) {
  if (DeleteFileW(wide(path).c_str())) return true;
  g_last_error = GetLastError();
  return false;
}

std::string last_file_error() {
  if (g_last_error == 0) return std::strerror(errno);
  char text[256] = {};
  FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr, g_last_error,
                 0, text, sizeof text, nullptr);
  std::string out = text;
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r' || out.back() == '.'))
    out.pop_back();
  return out.empty() ? "Windows error " + std::to_string(g_last_error) : out;
}

FileLock::~FileLock() {
  if (handle_) CloseHandle(handle_);
}

bool FileLock::take(const std::string& path) {
  if (held_) return true;
  // No sharing: while this handle is open, every other open of the file fails.
  HANDLE h = CreateFileW(wide(path).c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_ALWAYS,
                         FILE_ATTRIBUTE_NORMAL, nullptr);
  if (h == INVALID_HANDLE_VALUE) return GetLastError() != ERROR_SHARING_VIOLATION;
  handle_ = h;
  held_ = true;
  return true;
}
#else
std::FILE* open_file(const std::string& path, const char* mode) {
  return std::fopen(path.c_str(), mode);
}

bool flush_to_disk([[maybe_unused]] std::FILE* f) {
#ifdef __EMSCRIPTEN__
  return true;  // no files on the web: saves live in localStorage
#else
  return fsync(fileno(f)) == 0;
#endif
}

bool replace_file(const std::string& from, const std::string& to) {
  return std::rename(from.c_str(), to.c_str()) == 0;
}

bool remove_file(const std::string& path) {
  return std::remove(path.c_str()) == 0;
}

std::string last_file_error() {
  return std::strerror(errno);
}

#ifdef __EMSCRIPTEN__
FileLock::~FileLock() = default;
bool FileLock::take(const std::string&) {
  return true;
}
#else
FileLock::~FileLock() {
  if (fd_ >= 0) close(fd_);
}

bool FileLock::take(const std::string& path) {
  if (held_) return true;
  const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return true;  // a read-only folder: saving will fail and say so
  if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
    close(fd);
    return false;
  }
  fd_ = fd;
  held_ = true;
  return true;
}
#endif
#endif

}  // namespace dg
