#!/usr/bin/env python3
"""The docs name the rules id the code plays (kRulesId in src/core/rules.hpp) wherever they say
what it is now: "r31 today", (`kRulesId`, r31), a link's &r=r31, a save slot's save-r31 and an
engine's engines/r31/. CHANGELOG.md is history and is not read. Prints each stale mention with
its file and line, and exits 1 when there is any.

    check_rules_id.py RULES_HPP REPO_ROOT [--expect-stale N]

With --expect-stale N it checks itself on a tree with known mistakes (tests/docs/broken):
success is finding exactly those N.
"""
import os
import re
import sys

NOW = re.compile(r"r(\d+) today|`kRulesId`, r(\d+)|engines/r(\d+)/|save-r(\d+)|&r=r(\d+)")


def rules_id(path):
    with open(path, encoding="utf-8") as f:
        found = re.search(r"^constexpr int kRulesId = (\d+);", f.read(), re.M)
    if not found:
        sys.exit(f"{path}: no kRulesId")
    return int(found.group(1))


def markdown_files(root):
    files = [f for f in ("README.md", "CONTRIBUTING.md") if os.path.exists(os.path.join(root, f))]
    docs = os.path.join(root, "docs")
    if os.path.isdir(docs):
        files += [os.path.join("docs", n) for n in sorted(os.listdir(docs)) if n.endswith(".md")]
    return files


def main():
    args = sys.argv[1:]
    expect = None
    if "--expect-stale" in args:
        expect = int(args[args.index("--expect-stale") + 1])
        args = args[: args.index("--expect-stale")]
    current = rules_id(args[0])
    root = args[1]
    stale = []
    for name in markdown_files(root):
        with open(os.path.join(root, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                for m in NOW.finditer(line):
                    said = int(next(g for g in m.groups() if g))
                    if said != current:
                        stale.append(f"{name}:{number}: says r{said}, the code plays r{current}")
    for s in stale:
        print(s)
    if expect is not None:
        ok = len(stale) == expect
        print(f"found {len(stale)} stale rules ids, expected {expect}: {'ok' if ok else 'WRONG'}")
        return 0 if ok else 1
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
