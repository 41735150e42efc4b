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
  explicit WebSaveSlot(std::string key) : key_(std::move(key)) {}
  std::optional<std::string> read() override;
  Result<bool> write(const std::string& bytes) override;
  void remove() override;
  void set_aside() override;

 private:
  std::string key_;
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

 private:
  std::string path_;
};

// A slot named `name` ("save", "scores") on this platform: localStorage["deepglyph.NAME"] on
// the web, NAME.json in SDL's preference path on the desktop.
std::unique_ptr<SaveSlot> platform_slot(const std::string& name);

}  // namespace dg
