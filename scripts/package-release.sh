#!/usr/bin/env bash
# Builds and packs a desktop release into dist/ and prints the archive's path:
#   package-release.sh linux     dist/deepglyph-VERSION-linux-x86_64.tar.gz
#   package-release.sh windows   dist/deepglyph-VERSION-windows-x86_64.zip (MinGW-w64)
# Each holds the game (font inside, SDL2, SDL2_ttf and FreeType linked in), README.txt,
# CHANGELOG.md and every licence: the game's, the font's and the three libraries'.
# VERSION is CMakeLists.txt's project(VERSION). The release workflow
# (.github/workflows/release.yml) runs this; scripts/test.sh checks both archives.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: package-release.sh linux|windows}
VERSION=$(sed -nE 's/^project\(deepglyph VERSION ([0-9.]+).*/\1/p' CMakeLists.txt)
[ -n "$VERSION" ] || { echo "package-release: no version in CMakeLists.txt" >&2; exit 1; }
RULES=r$(sed -nE 's/^constexpr int kRulesId = ([0-9]+);.*/\1/p' src/core/rules.hpp)
[ "$RULES" != r ] || { echo "package-release: no kRulesId in src/core/rules.hpp" >&2; exit 1; }
case "$target" in
  linux) flavour=linux-release; exe=deepglyph ;;
  windows) flavour=windows; exe=deepglyph.exe ;;
  *) echo "usage: package-release.sh linux|windows" >&2; exit 2 ;;
esac
scripts/build.sh "$flavour" >&2
CACHE=${DEEPGLYPH_CACHE:-$HOME/.cache/deepglyph}
LICENSES=$(scripts/build-desktop-deps.sh "$target" "$CACHE/desktop-deps")/share/licenses
name="deepglyph-$VERSION-$target-x86_64"
stage="dist/$name"
rm -rf "$stage"; mkdir -p "$stage/licenses"
cp "build/$flavour/src/$exe" "$stage/"
[ "$target" = linux ] && strip "$stage/$exe"
[ "$target" = windows ] && x86_64-w64-mingw32-strip "$stage/$exe"
cp CHANGELOG.md "$stage/"
cp LICENSE "$stage/licenses/Deepglyph-LICENSE.txt"
cp fonts/DejaVuSansMono-LICENSE.txt "$stage/licenses/"
cp "$LICENSES"/*.txt "$stage/licenses/"
if [ "$target" = windows ]; then
  run="Double-click deepglyph.exe. From a command prompt, deepglyph.exe --help lists the options."
  saves='%APPDATA%\deepglyph\deepglyph'
else
  run="Run ./deepglyph (it needs glibc 2.36 or newer and an X11 or Wayland desktop; nothing else).
./deepglyph --help lists the options."
  saves='~/.local/share/deepglyph/deepglyph'
fi
cat > "$stage/README.txt" <<TXT
Deepglyph $VERSION, a roguelike of the deep dungeon.

$run

Your game is saved when you close the window and restored at the next start; saves,
replays and morgue files are kept in $saves.
This release holds one engine: it plays runs of rules $RULES (a save names its rules). A run
begun under other rules is kept, never written over, and the title names the release that
plays it; the web game keeps each earlier engine for a year after it was replaced.
The same game plays in a browser: build it from the source with scripts/play.sh.
CHANGELOG.md says what each version brought; licenses/ holds the licences of the game,
its font (DejaVu Sans Mono) and the libraries inside it (SDL2, SDL2_ttf, FreeType).
TXT
[ "$target" = windows ] && sed -i 's/$/\r/' "$stage/README.txt"
rm -f "dist/$name".*
if [ "$target" = windows ]; then
  (cd dist && zip -qr "$name.zip" "$name")
  echo "dist/$name.zip"
else
  tar -C dist -czf "dist/$name.tar.gz" "$name"
  echo "dist/$name.tar.gz"
fi
