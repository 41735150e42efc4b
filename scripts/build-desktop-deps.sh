#!/usr/bin/env bash
# Builds SDL2, FreeType and SDL2_ttf as static libraries for a desktop release, from Debian's
# source packages (the same sources as the web build, scripts/build-web-deps.sh), and prints
# the install prefix:
#   build-desktop-deps.sh windows CACHE_DIR   cross-compiled with MinGW-w64 (cmake/MinGW.cmake)
#   build-desktop-deps.sh linux CACHE_DIR     with the host's gcc: the Linux archive then needs
#                                             nothing beyond what every desktop has (SDL loads
#                                             X11 or Wayland itself when it starts)
# Cached like the web libraries: the key follows the compiler, the source packages and this
# script, so a built prefix is reused until one of them changes; a cold build takes ~3 min.
set -euo pipefail
target=${1:?usage: build-desktop-deps.sh windows|linux CACHE_DIR}
CACHE=$(realpath -m "${2:?usage: build-desktop-deps.sh windows|linux CACHE_DIR}")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
case "$target" in
  windows) TOOL=(-DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/MinGW.cmake")
           CC_VERSION=$(x86_64-w64-mingw32-gcc-posix -dumpfullversion) ;;
  linux) TOOL=(); CC_VERSION=$(gcc -dumpfullversion) ;;
  *) echo "usage: build-desktop-deps.sh windows|linux CACHE_DIR" >&2; exit 2 ;;
esac
SRC_VERS=$(apt-cache showsrc libsdl2 libsdl2-ttf freetype | awk '/^Package:/{p=$2} /^Version:/{print p"="$2}' | sort -u)
[ -n "$SRC_VERS" ] || { echo "build-desktop-deps: no deb-src entries (run scripts/install-deps.sh)" >&2; exit 1; }
KEY="$target-gcc$CC_VERSION-$(echo "$SRC_VERS" | sha256sum | cut -c1-12)-$(cat "$0" "$ROOT/cmake/MinGW.cmake" | sha256sum | cut -c1-8)"
PREFIX="$CACHE/$KEY/prefix"
[ -f "$PREFIX/.complete" ] && { echo "$PREFIX"; exit 0; }
W="$CACHE/$KEY/work"; rm -rf "$W" "$PREFIX"; mkdir -p "$W"; cd "$W"; J=$(nproc)
COMMON=("${TOOL[@]}" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX"
        -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_POSITION_INDEPENDENT_CODE=ON)
echo "build-desktop-deps: building SDL2, FreeType, SDL2_ttf for $target (cold, ~3 min; log: $CACHE/$KEY/build.log)" >&2
{ apt-get source --download-only libsdl2 libsdl2-ttf freetype
  tar xf libsdl2_*.orig.tar.gz; tar xf libsdl2-ttf_*.orig.tar.xz; tar xf freetype_*+dfsg.orig.tar.xz
  # A game with no controllers: those subsystems stay out. Sound is in (r40: the game's own
  # synthesizer plays through SDL's audio; the dummy driver lets the smoke tests run it).
  DESKTOP_DEPS_PREFIX="$PREFIX" cmake -S SDL2-*/ -B b-sdl "${COMMON[@]}" \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_CCACHE=OFF -DSDL_AUDIO=ON -DSDL_DISKAUDIO=OFF -DSDL_JOYSTICK=OFF \
    -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF
  cmake --build b-sdl -j"$J" && cmake --install b-sdl
  # FreeType without the compression and image libraries: the game's font is a plain TrueType.
  DESKTOP_DEPS_PREFIX="$PREFIX" cmake -S freetype-[0-9]*/ -B b-ft "${COMMON[@]}" -DBUILD_SHARED_LIBS=OFF \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
  cmake --build b-ft -j"$J" && cmake --install b-ft
  DESKTOP_DEPS_PREFIX="$PREFIX" cmake -S SDL2_ttf-*/ -B b-ttf "${COMMON[@]}" -DBUILD_SHARED_LIBS=OFF \
    -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
  cmake --build b-ttf -j"$J" && cmake --install b-ttf
} > "$CACHE/$KEY/build.log" 2>&1 || { tail -30 "$CACHE/$KEY/build.log" >&2; exit 1; }
# Their licences travel with the game that links them (scripts/package-release.sh).
mkdir -p "$PREFIX/share/licenses"
cp SDL2-*/LICENSE.txt "$PREFIX/share/licenses/SDL2-LICENSE.txt"
cp SDL2_ttf-*/LICENSE.txt "$PREFIX/share/licenses/SDL2_ttf-LICENSE.txt"
cp freetype-[0-9]*/docs/FTL.TXT "$PREFIX/share/licenses/FreeType-FTL.txt"
rm -rf "$W"; touch "$PREFIX/.complete"; echo "$PREFIX"
