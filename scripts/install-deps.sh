#!/usr/bin/env bash
# Installs everything the build and the tests need, from Debian's archive and the npm registry
# only. Idempotent: a machine that already has it all pays one dpkg query.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(cmake g++ make emscripten nodejs libsdl2-dev libsdl2-ttf-dev catch2 libtomlplusplus-dev
          nlohmann-json3-dev chromium xvfb imagemagick x11-apps python3 gzip zip dpkg-dev clang-format
          clang libclang-rt-14-dev)  # clang: the libFuzzer programs (scripts/fuzz.sh)
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# `apt-get source` (used for the WebAssembly SDL2/FreeType build) needs deb-src entries.
src_list=/etc/apt/sources.list.d/deepglyph-src.sources
need_src=0
if ! grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  need_src=1
fi
if [ ${#missing[@]} -gt 0 ] || [ $need_src -eq 1 ]; then
  if [ $need_src -eq 1 ]; then
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee "$src_list" >/dev/null
    else
      grep -hE '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee /etc/apt/sources.list.d/deepglyph-src.list >/dev/null
    fi
  fi
  echo "install-deps: apt-get install ${missing[*]:-(sources only)}"
  $SUDO apt-get update -q
  [ ${#missing[@]} -gt 0 ] && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi

# playwright-core drives Debian's /usr/bin/chromium; it never downloads a browser of its own.
if [ ! -d node_modules/playwright-core ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
