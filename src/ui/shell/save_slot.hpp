#pragma once
// Where the run in progress is kept between sessions. The platform provides one (browser
// storage, or a file in the desktop preference path); tests keep it in memory. Every
// operation either does all it says or nothing, and says which: a save is never lost to a
// write, a backup or a removal that went half way.
#include <optional>
#include <string>

#include "core/result.hpp"

namespace dg {

class SaveSlot {
 public:
  virtual ~SaveSlot() = default;
  // The bytes kept, exactly (any bytes: NULs, invalid UTF-8); nullopt when the slot is empty;
  // an error when they cannot be read (too large to load, a read error).
  virtual Result<std::optional<std::string>> read() = 0;
  // The same, with a far larger bound: exporting a save too large to load keeps it too.
  virtual Result<std::optional<std::string>> read_for_export() { return read(); }
  // Replaces the save as a whole; when writing fails the previous save is left as it was.
  virtual Result<bool> write(const std::string& bytes) = 0;
  virtual Result<bool> remove() = 0;
  // Copies what the slot holds to a backup beside it, byte for byte, and only then empties the
  // slot; returns where the backup is. On failure the save stays where it was.
  virtual Result<std::string> set_aside() = 0;
  // Where the save is, for messages: "this browser's storage (deepglyph.save)", a path.
  virtual std::string where() const = 0;
  // A save that failed when nobody could be told (the tab closing) is noted, to be told at
  // the next start; take_failure_note() returns it once. False when even the note could not
  // be written whole (a full disk): then an empty note still says that something failed.
  virtual bool note_failure(const std::string& what) = 0;
  virtual std::optional<std::string> take_failure_note() = 0;
};

// A save kept in memory (tests, and runs that must not touch the disk). The fail_* fields
// make an operation fail as a full or read-only store would.
class MemorySaveSlot : public SaveSlot {
 public:
  Result<std::optional<std::string>> read() override { return bytes; }
  Result<bool> write(const std::string& b) override {
    if (!fail_writes.empty()) return Error{fail_writes};
    bytes = b;
    return true;
  }
  Result<bool> remove() override {
    if (!fail_writes.empty()) return Error{fail_writes};
    bytes.reset();
    return true;
  }
  Result<std::string> set_aside() override {
    if (!fail_writes.empty()) return Error{fail_writes};
    if (bytes) backup = bytes;
    bytes.reset();
    return std::string("the backup");
  }
  std::string where() const override { return "memory"; }
  bool note_failure(const std::string& what) override {
    failure = what;
    return true;
  }
  std::optional<std::string> take_failure_note() override {
    auto f = failure;
    failure.reset();
    return f;
  }
  std::optional<std::string> bytes, backup, failure;
  std::string fail_writes;  // non-empty: writes, removals and backups fail with this
};

}  // namespace dg
