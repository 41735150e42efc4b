#!/usr/bin/env python3
"""Fails when a game's symbol map (emcc --emit-symbol-map: "index:name" a line) names a
function of toml++ or of the content's TOML readers: the page reads the compiled content and
must not carry a TOML parser (issue 62).

Usage: check_symbols.py MAP [--expect-found]
--expect-found: the map must name them (the content compiler's does): the check proves itself.
"""
import re
import sys

# toml++'s namespace as it is mangled ("4toml"), and the readers (dg::DefinitionFile, the
# parse_* functions of src/content/toml).
PATTERNS = [r"4toml", r"DefinitionFile", r"parse_(tileset|items|bestiary|characters|tutorial)",
            r"parse_set_pieces"]


def main():
    args = sys.argv[1:]
    expect = "--expect-found" in args
    paths = [a for a in args if not a.startswith("--")]
    if len(paths) != 1:
        print(__doc__)
        return 2
    try:
        with open(paths[0], encoding="utf-8", errors="replace") as f:
            names = [line.split(":", 1)[-1].strip() for line in f]
    except OSError as e:
        print(f"check_symbols: cannot read {paths[0]}: {e}")
        return 1
    if len(names) < 100:
        print(f"check_symbols: {paths[0]} names {len(names)} functions: not a game's map")
        return 1
    found = [n for n in names if any(re.search(p, n) for p in PATTERNS)]
    print(f"check_symbols: {paths[0]}: {len(names)} functions, {len(found)} of a TOML parser")
    for n in found[:10]:
        print("  " + n)
    if expect:
        return 0 if found else 1
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
