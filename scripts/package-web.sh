#!/usr/bin/env bash
# Packs the web build for static hosting: dist/site/ (GitHub Pages) and
# dist/deepglyph-web.zip (itch.io: index.html at the zip root, only relative URLs), and the
# pictures of the game for its itch.io page in dist/itch/ (the 630x500 cover, the title, a
# game at 1280x800 and 1920x1080, a phone: scripts/screenshots.mjs, which needs Chromium and
# playwright-core, `scripts/install-deps.sh site`); the cover is also the page's social card.
#   package-web.sh [--carry EARLIER ...]
# EARLIER is an earlier site's folder or zip (the last deploy, the last itch.io upload, or a
# folder scripts/fetch-engines.mjs filled from the live site): its engines of other rules come
# along, so runs begun on them are played on to their end. Each is kept for a year after it was
# replaced, within the host's size (scripts/engines.mjs): the site up to 900 MB (GitHub Pages
# takes 1 GB), the zip up to 450 MB and 300 engines (itch.io: 500 MB unpacked, 1,000 files).
# Each says which engines it holds, and until when, in ENGINES.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
src=build/web/src
[ -f "$src/engines.json" ] || { echo "package-web: no web build (run scripts/build.sh web)" >&2; exit 1; }
current=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1])).current)' "$src/engines.json")
version=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1])).version)' "$src/engines/$current/engine.json")
carry=()
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
while [ $# -gt 0 ]; do
  case "$1" in
    --carry)
      [ $# -ge 2 ] || { echo "package-web: --carry needs a folder or zip" >&2; exit 2; }
      if [ -f "$2" ]; then
        unzip -q -d "$work/carry${#carry[@]}" "$2"; carry+=(--carry "$work/carry${#carry[@]}")
      elif [ -d "$2" ]; then
        carry+=(--carry "$2")
      else
        echo "package-web: $2 is neither a folder nor a zip" >&2; exit 2
      fi
      shift 2 ;;
    *) echo "usage: package-web.sh [--carry EARLIER_SITE_OR_ZIP ...]" >&2; exit 2 ;;
  esac
done
rm -rf dist && mkdir -p dist/site/engines
cp "$src"/{page.js,share.js,sw.js,favicon.svg} dist/site/
cp -r "$src/engines/$current" dist/site/engines/
node scripts/publish-engine.mjs --site dist/site --template web/index.html --current "$current" \
  --version "$version" "${carry[@]}"
if [ -x /usr/bin/chromium ] && [ -d node_modules/playwright-core ]; then
  node scripts/screenshots.mjs "$src" dist/itch >/dev/null
  cp dist/itch/cover.png dist/site/cover.png
else
  echo "package-web: no Chromium or playwright-core (scripts/install-deps.sh site): no pictures" >&2
fi
cp LICENSE dist/site/LICENSE.txt
cp fonts/DejaVuSansMono-LICENSE.txt dist/site/
# Every URL the page loads must be relative, or it breaks under a sub-path.
if grep -nE '(src|href)="/' dist/site/index.html; then
  echo "package-web: absolute URL in index.html" >&2; exit 1
fi
# The itch.io zip: the same page, with the engines that fit itch.io's limits (its own
# manifest, since which engine its next upload leaves out is its own).
mkdir -p dist/zip/engines
(cd dist/site && cp -r -- *.js *.svg *.txt $(ls cover.png 2>/dev/null) ../zip/)
cp -r "dist/site/engines/$current" dist/zip/engines/
node scripts/publish-engine.mjs --site dist/zip --template web/index.html --current "$current" \
  --version "$version" --carry dist/site --budget 450000000 --most 300 >/dev/null
(cd dist/zip && zip -q -9 -r ../deepglyph-web.zip .)
rm -rf dist/zip
engines=$(ls dist/site/engines | wc -l)
echo "dist/site/ and dist/deepglyph-web.zip ($(stat -c %s dist/deepglyph-web.zip) bytes, $engines engine(s)):"
sed -n '4,$p' dist/site/ENGINES.txt
