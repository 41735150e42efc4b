#pragma once
// The platform's places for a save: the browser's localStorage on the web, a file in SDL's
// preference path on the desktop. Both keep any bytes exactly, refuse to load more than a
// save can be (kMaxSaveBytes), and keep backups under new names so none is overwritten.
#include <memory>
#include <string>

#include "core/save.hpp"
#include "ui/shell/save_slot.hpp"

namespace dg {

// What the next start says when a failure's note could not be written whole (a full disk).
constexpr const char* kUnwrittenFailure =
    "A save failed when the game last closed, and the disk was too full to note more.";

// Larger than any save a browser's storage holds: an export is never refused for its size.
constexpr std::size_t kMaxExportBytes = 64u << 20;

// localStorage[key], with backups at key.bad, key.bad.2, ... The bytes are kept as a string of
// one UTF-16 unit per byte, so NULs and invalid UTF-8 survive; a backup copies the stored
// string itself. A write the browser refuses (storage full, private mode) leaves the old value.
class WebSaveSlot : public SaveSlot {
 public:
  explicit WebSaveSlot(std::string key) : key_(std::move(key)) {}
  Result<std::optional<std::string>> read() override { return read_at_most(kMaxSaveBytes); }
  Result<std::optional<std::string>> read_for_export() override {
    return read_at_most(kMaxExportBytes);
  }
  Result<bool> write(const std::string& bytes) override;
  Result<bool> remove() override;
  Result<std::string> set_aside() override;
  std::string where() const override;
  bool note_failure(const std::string& what) override;
  std::optional<std::string> take_failure_note() override;

 private:
  Result<std::optional<std::string>> read_at_most(std::size_t limit);
  std::string key_;
};

// A file, replaced atomically: written whole beside it (flushed to disk), then renamed over
// it, so a failed write never leaves half a save. Backups are renamed to path.bad, .bad.2, ...
class FileSaveSlot : public SaveSlot {
 public:
  explicit FileSaveSlot(std::string path) : path_(std::move(path)) {}
  Result<std::optional<std::string>> read() override { return read_at_most(kMaxSaveBytes); }
  Result<std::optional<std::string>> read_for_export() override {
    return read_at_most(kMaxExportBytes);
  }
  Result<bool> write(const std::string& bytes) override;
  Result<bool> remove() override;
  Result<std::string> set_aside() override;
  std::string where() const override { return path_; }
  bool note_failure(const std::string& what) override;
  std::optional<std::string> take_failure_note() override;

 private:
  Result<std::optional<std::string>> read_at_most(std::size_t limit);
  std::string path_;
};

// Reads at most `limit` bytes of a file (so an endless one such as /dev/zero is refused
// without reading it all); an error says why it could not be read or that it is larger.
Result<std::string> read_file_bounded(const std::string& path, std::size_t limit);

// A slot named `name` ("save", "scores") on this platform: localStorage["deepglyph.NAME"] on
// the web, NAME.json in SDL's preference path on the desktop.
std::unique_ptr<SaveSlot> platform_slot(const std::string& name);

}  // namespace dg
