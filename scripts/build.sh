#!/usr/bin/env bash
# Builds one flavour of the game: `build.sh native` (desktop game + tests, build/native),
# `build.sh web` (WebAssembly game + tests under node, build/web), or `build.sh asan`
# (native with AddressSanitizer + UBSan, build/asan). Warnings are errors.
# The WebAssembly SDL2/FreeType/SDL2_ttf build is cached in $DEEPGLYPH_CACHE (default
# ~/.cache/deepglyph): only the first web build pays its ~3 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # emcc at -O1 and up needs acorn from Debian's node modules
CACHE=${DEEPGLYPH_CACHE:-$HOME/.cache/deepglyph}
JOBS=${JOBS:-$(nproc)}
flavour=${1:-native}
case "$flavour" in
  native)
    cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DDG_WERROR=ON >/dev/null
    cmake --build build/native -j"$JOBS" ;;
  asan)
    cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDG_WERROR=ON -DDG_SANITIZE=ON >/dev/null
    cmake --build build/asan -j"$JOBS" ;;
  web)
    prefix=$(scripts/build-web-deps.sh "$CACHE/web-deps")
    emcmake cmake -S . -B build/web -DCMAKE_BUILD_TYPE=Release -DDG_WERROR=ON \
      -DWEB_DEPS_PREFIX="$prefix" >/dev/null
    cmake --build build/web -j"$JOBS" ;;
  *) echo "usage: build.sh native|web|asan" >&2; exit 2 ;;
esac
