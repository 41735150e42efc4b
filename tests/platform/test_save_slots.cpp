// The desktop's save file: any bytes kept exactly, atomic replacement, numbered backups that
// never overwrite each other, a refusal that leaves the save in place, and bounded reads.
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/save.hpp"
#include "platform/options.hpp"
#include "platform/storage/save_slots.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary one, removed afterwards. mkdtemp picks a name
// no other process holds: ctest runs these cases side by side, each in its own process.
struct TempDir {
  fs::path path;
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "dg-slot-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) FAIL("cannot make a temporary folder");
    path = pattern;
  }
  ~TempDir() { fs::remove_all(path); }
};

std::string contents(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("a save file keeps any bytes, and backups are exact and never overwritten",
          "[platform][save]") {
  TempDir dir;
  const std::string path = (dir.path / "save.json").string();
  FileSaveSlot slot(path);
  CHECK_FALSE(slot.read().value());
  std::string binary("{\"game\0\xff\xfe", 9);
  for (int i = 0; i < 256; ++i) binary += static_cast<char>(i);
  REQUIRE(slot.write(binary));
  CHECK(slot.read().value() == binary);
  auto first = slot.set_aside();
  REQUIRE(first);
  CHECK(first.value() == path + ".bad");
  CHECK(contents(path + ".bad") == binary);
  CHECK_FALSE(slot.read().value());
  REQUIRE(slot.write("second"));
  auto second = slot.set_aside();
  REQUIRE(second);
  CHECK(second.value() == path + ".bad.2");
  CHECK(contents(path + ".bad") == binary);  // the first backup is untouched
  CHECK(contents(path + ".bad.2") == "second");
}

TEST_CASE("a save that cannot be written or set aside stays as it was", "[platform][save]") {
  TempDir dir;
  const std::string path = (dir.path / "save.json").string();
  FileSaveSlot slot(path);
  REQUIRE(slot.write("the run"));
  // The temporary file's name is taken by a folder: the write fails before the rename.
  fs::create_directory(path + ".new");
  auto written = slot.write("a newer run");
  REQUIRE_FALSE(written);
  CHECK(written.error() == "cannot write " + path + ".new (Is a directory)");
  CHECK(slot.read().value() == std::optional<std::string>("the run"));
  // Every backup name taken: set_aside refuses and the save stays.
  for (int n = 1; n <= 20; ++n)
    std::ofstream(path + ".bad" + (n > 1 ? "." + std::to_string(n) : "")) << n;
  auto kept = slot.set_aside();
  REQUIRE_FALSE(kept);
  CHECK(kept.error() == "twenty backups are kept already; delete some first");
  CHECK(slot.read().value() == std::optional<std::string>("the run"));
}

TEST_CASE("a failed save is noted beside the save and told once", "[platform][save]") {
  TempDir dir;
  FileSaveSlot slot((dir.path / "save.json").string());
  CHECK_FALSE(slot.take_failure_note());
  CHECK(slot.note_failure("not saved at turn 9"));
  CHECK(slot.take_failure_note() == std::optional<std::string>("not saved at turn 9"));
  CHECK_FALSE(slot.take_failure_note());
}

TEST_CASE("a failure note the disk has no room for still says that a save failed",
          "[platform][save]") {
  // Before: the note was written unchecked, so a full disk left it empty and the next start
  // said nothing at all. /dev/full refuses every write as a full disk does.
  TempDir dir;
  const std::string path = (dir.path / "save.json").string();
  FileSaveSlot slot(path);
  std::filesystem::create_symlink("/dev/full", path + ".failed");
  CHECK_FALSE(slot.note_failure("Your game was not saved at turn 96: the disk is full."));
  CHECK(slot.take_failure_note() == std::optional<std::string>(kUnwrittenFailure));
  CHECK_FALSE(slot.take_failure_note());
  std::ofstream(path + ".failed").close();  // an empty note, as a full disk leaves one
  CHECK(slot.take_failure_note() ==
        std::optional<std::string>("A save failed when the game last closed, and the disk "
                                   "was too full to note more."));
}

TEST_CASE("reads are bounded: an endless or huge file is refused", "[platform][save]") {
  auto endless = read_file_bounded("/dev/zero", 100);
  REQUIRE_FALSE(endless);
  CHECK(endless.error() == "it is larger than a save or replay can be (more than 100 bytes)");
  TempDir dir;
  const std::string path = (dir.path / "save.json").string();
  std::ofstream(path, std::ios::binary) << std::string(kMaxSaveBytes + 1, 'x');
  FileSaveSlot slot(path);
  auto big = slot.read();
  REQUIRE_FALSE(big);
  CHECK(big.error() == "it is larger than a save or replay can be (more than 4.0 MiB)");
  auto missing = read_file_bounded((dir.path / "nothing").string(), 10);
  REQUIRE_FALSE(missing);
  CHECK(missing.error() == "cannot open it (No such file or directory)");
}

TEST_CASE("URL parameters are judged one by one, bounded", "[platform][options]") {
  std::vector<std::string> ignored;
  auto o = parse_url_params({"help", "", "seed", "42", "wizard", "1"}, ignored);
  CHECK(o.seed == std::optional<std::uint64_t>(42));
  CHECK(o.wizard);
  CHECK(ignored == std::vector<std::string>{"unknown parameter 'help'"});
  ignored.clear();
  o = parse_url_params(
      {"character", std::string(5000, 'v'), "palette", "colourblind", "seed", "banana"}, ignored);
  CHECK(o.character.empty());
  CHECK(o.colour_blind);
  CHECK_FALSE(o.seed);
  CHECK(ignored == std::vector<std::string>{
                       "character is too long (5000 characters)",
                       "--seed needs a whole number from 0 to 18446744073709551615, or daily"});
  ignored.clear();
  std::vector<std::string> many;
  for (int i = 0; i < 20; ++i) many.insert(many.end(), {"wizard", "0"});
  parse_url_params(many, ignored);
  CHECK(ignored == std::vector<std::string>{"4 parameters beyond the first 16"});
  ignored.clear();
  CHECK(parse_url_params({"seed", "1"}, ignored).autopickup);  // on unless turned off
  CHECK_FALSE(parse_url_params({"autopickup", "0"}, ignored).autopickup);
  CHECK_FALSE(parse_url_params({"autopickup", "off"}, ignored).autopickup);
  CHECK(ignored.empty());
  CHECK_FALSE(parse_options({"--no-autopickup"}).value().autopickup);
  CHECK(quoted(std::string(5000, 'x'), 10) == "'xxxxxxxxxx...' (5000 characters)");
  CHECK(quoted("wizard-dwarf") == "'wizard-dwarf'");
}
