#pragma once
// The platform's places for a save: the browser's localStorage on the web, a file in SDL's
// preference path on the desktop.
#include <memory>
#include <string>

#include "ui/save_slot.hpp"

namespace dg {

// localStorage["deepglyph.save"] (and "deepglyph.save.bad" for one set aside). A write that
// the browser refuses (storage full, private mode) leaves the old value in place.
class WebSaveSlot : public SaveSlot {
 public:
  std::optional<std::string> read() override;
  Result<bool> write(const std::string& bytes) override;
  void remove() override;
  void set_aside() override;
};

// A file, replaced atomically: written beside it, then renamed over it, so a failed write
// never leaves half a save.
class FileSaveSlot : public SaveSlot {
 public:
  explicit FileSaveSlot(std::string path) : path_(std::move(path)) {}
  std::optional<std::string> read() override;
  Result<bool> write(const std::string& bytes) override;
  void remove() override;
  void set_aside() override;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// The slot this platform uses: the web's storage, or save.json in SDL's preference path.
std::unique_ptr<SaveSlot> platform_save_slot();

}  // namespace dg
