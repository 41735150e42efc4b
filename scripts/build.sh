#!/usr/bin/env bash
# Builds one flavour of the game: `build.sh native` (desktop game + tests, build/native),
# `build.sh web` (WebAssembly game + tests under node, build/web), or `build.sh asan`
# (native with AddressSanitizer + UBSan, build/asan), or `build.sh fuzz` (the libFuzzer
# programs, clang, build/fuzz). Warnings are errors. `build.sh web game` and `build.sh native
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
  launch=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
targets=()
if [ "${2:-}" = game ]; then
  targets=(--target deepglyph)
  [ "$flavour" = web ] && targets+=(deepglyph_page)
fi
case "$flavour" in
  native)
    cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DDG_WERROR=ON "${launch[@]}" >/dev/null
    cmake --build build/native -j"$JOBS" "${targets[@]}" ;;
  asan)
    cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDG_WERROR=ON -DDG_SANITIZE=ON "${launch[@]}" >/dev/null
    cmake --build build/asan -j"$JOBS" ;;
  web)
    prefix=$(scripts/build-web-deps.sh "$CACHE/web-deps")
    emcmake cmake -S . -B build/web -DCMAKE_BUILD_TYPE=Release -DDG_WERROR=ON \
      -DWEB_DEPS_PREFIX="$prefix" "${launch[@]}" >/dev/null
    cmake --build build/web -j"$JOBS" "${targets[@]}" ;;
  fuzz)  # clang's libFuzzer with ASan + UBSan, the fuzz programs only (see scripts/fuzz.sh)
    flags="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined -g -O1"
    CC=clang CXX=clang++ cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDG_FUZZ=ON \
      -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" "${launch[@]}" >/dev/null
    cmake --build build/fuzz -j"$JOBS" --target dg_fuzz_save_loader dg_fuzz_content_loader \
      dg_fuzz_command_stream dg_fuzz_regressions ;;
  *) echo "usage: build.sh native|web|asan|fuzz" >&2; exit 2 ;;
esac
