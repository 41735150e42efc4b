#!/usr/bin/env bash
# Packs the web build for static hosting: dist/site/ (GitHub Pages) and
# dist/deepglyph-web.zip (itch.io: index.html at the zip root, only relative URLs).
set -euo pipefail
cd "$(dirname "$0")/.."
src=build/web/src
[ -f "$src/game.wasm" ] || { echo "package-web: no web build (run scripts/build.sh web)" >&2; exit 1; }
rm -rf dist && mkdir -p dist/site
cp "$src"/{index.html,style.css,page.js,share.js,sw.js,favicon.svg,game.js,game.wasm} dist/site/
cp LICENSE dist/site/LICENSE.txt
cp fonts/DejaVuSansMono-LICENSE.txt dist/site/
# Every URL the page loads must be relative, or it breaks under a sub-path.
if grep -nE '(src|href)="/' dist/site/index.html; then
  echo "package-web: absolute URL in index.html" >&2; exit 1
fi
(cd dist/site && zip -q -9 -r ../deepglyph-web.zip .)
echo "dist/site/ and dist/deepglyph-web.zip ($(stat -c %s dist/deepglyph-web.zip) bytes)"
