#!/usr/bin/env bash
# Regenerates fonts/DejaVuSansMono-Deepglyph.ttf, the font the game embeds: DejaVu Sans Mono cut
# down to what a roguelike shows (Latin with Latin-1 and Extended-A, punctuation, arrows, box
# drawing, blocks, geometric shapes). 343 KB -> 46 KB raw, 204 KB -> 25 KB gzipped. Greek,
# maths, technical symbols and dingbats went in earlier cuts, the miscellaneous symbols
# (U+2600-26FF, 23 KB gzipped, more than anything else in the page) in the last: nothing shows
# them. A glyph new content needs goes back in by its own code point. Anything else shows the
# atlas's placeholder box.
# --no-hinting drops the font's TrueType hinting programs (11 KB gzipped): the game renders
# with FreeType's light hinting, which is the auto-hinter and never runs them; screenshots
# at 24 px and zoomed are byte for byte the same with and without them.
# Needs Debian's python3-fonttools; the build itself does not.
set -euo pipefail
cd "$(dirname "$0")/.."
RANGES="U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-205E,U+2190-21FF"
RANGES+=",U+2500-25FF,U+FFFD"
/usr/bin/python3 -m fontTools.subset fonts/DejaVuSansMono.ttf --unicodes="$RANGES" \
  --layout-features='' --no-hinting --output-file=fonts/DejaVuSansMono-Deepglyph.ttf
ls -l fonts/DejaVuSansMono-Deepglyph.ttf
