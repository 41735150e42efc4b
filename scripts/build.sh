#!/usr/bin/env bash
# Builds one flavour of the game with its CMake preset (CMakePresets.json): `build.sh native`
# (desktop game + tests, build/native),
# `build.sh web` (WebAssembly game + tests under node, build/web), or `build.sh asan`
# (native with AddressSanitizer + UBSan, build/asan), or `build.sh fuzz` (the libFuzzer
# programs, clang, build/fuzz), or `build.sh windows` (the Windows game, cross-compiled with
# MinGW-w64, build/windows), or `build.sh linux-release` (the Linux release's game with SDL2
# linked in, build/linux-release). Warnings are errors. `build.sh web game` and `build.sh native
# game` build only the game (and the web page around it): what scripts/play.sh serves.
# The WebAssembly SDL2/FreeType/SDL2_ttf build is cached in $DEEPGLYPH_CACHE (default
# ~/.cache/deepglyph): only the first web build pays its ~3 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # emcc at -O1 and up needs acorn from Debian's node modules
CACHE=${DEEPGLYPH_CACHE:-$HOME/.cache/deepglyph}
JOBS=${JOBS:-$(nproc)}
flavour=${1:-native}
# ccache keeps every compiled file: a second build, or a new clone of the same code, compiles
# nothing again (the paths inside the checkout hash the same in every clone).
launch=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$PWD"
  # The tests' precompiled Catch header (tests/CMakeLists.txt) is cached only with these.
  export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
  launch=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
targets=()
if [ "${2:-}" = game ]; then
  targets=(--target deepglyph)
  [ "$flavour" = web ] && targets+=(deepglyph_page)
fi
case "$flavour" in
  native|asan|fuzz) ;;
  web) export WEB_DEPS_PREFIX; WEB_DEPS_PREFIX=$(scripts/build-web-deps.sh "$CACHE/web-deps") ;;
  windows|linux-release)
    export DESKTOP_DEPS_PREFIX
    DESKTOP_DEPS_PREFIX=$(scripts/build-desktop-deps.sh "${flavour%-release}" "$CACHE/desktop-deps") ;;
  *) echo "usage: build.sh native|web|asan|fuzz|windows|linux-release [game]" >&2; exit 2 ;;
esac
# A cross build for Windows runs the content compiler of this machine (the compiled content is
# the same on every platform; src/content/builtin/CMakeLists.txt), built first in a folder of
# its own (scripts/test.sh builds build/native at the same time in another lane).
cross=()
if [ "$flavour" = windows ]; then
  host=build/content-compiler
  cmake -S . -B "$host" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF "${launch[@]}" >/dev/null
  cmake --build "$host" -j"$JOBS" --target deepglyph-content >&2
  cross=(-DDG_CONTENT_COMPILER="$PWD/$host/src/content/toml/deepglyph-content")
fi
# The flags of each flavour are CMakePresets.json's (`cmake --preset web` by hand works too).
cmake --preset "$flavour" "${launch[@]}" "${cross[@]}" >/dev/null
cmake --build --preset "$flavour" -j"$JOBS" "${targets[@]}"
