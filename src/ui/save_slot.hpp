#pragma once
// Where the run in progress is kept between sessions. The platform provides one (browser
// storage, or a file in the desktop preference path); tests keep it in memory.
#include <optional>
#include <string>

#include "core/result.hpp"

namespace dg {

class SaveSlot {
 public:
  virtual ~SaveSlot() = default;
  virtual std::optional<std::string> read() = 0;
  // Replaces the save; when writing fails the previous save is left as it was.
  virtual Result<bool> write(const std::string& bytes) = 0;
  virtual void remove() = 0;
  // Moves a save that cannot be restored out of the way, keeping it as a backup.
  virtual void set_aside() = 0;
};

// A save kept in memory (tests, and runs that must not touch the disk).
class MemorySaveSlot : public SaveSlot {
 public:
  std::optional<std::string> read() override { return bytes; }
  Result<bool> write(const std::string& b) override {
    bytes = b;
    return true;
  }
  void remove() override { bytes.reset(); }
  void set_aside() override {
    backup = bytes;
    bytes.reset();
  }
  std::optional<std::string> bytes, backup;
};

}  // namespace dg
