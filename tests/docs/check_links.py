#!/usr/bin/env python3
"""Every link in the project's Markdown (README, CONTRIBUTING, CHANGELOG, docs/) resolves: a
relative link names a file or folder that exists, and a link to a heading (#part) names one
that the target file has, by GitHub's rule for heading anchors. Web links are not fetched
(the tests run offline); they only must be https. Prints each broken link with its file and
line, and exits 1 when there is any.

    check_links.py REPO_ROOT [--expect-broken N]

With --expect-broken N it checks itself on a tree with known mistakes (tests/docs/broken):
success is finding exactly those N.
"""
import os
import re
import sys

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def markdown_files(root):
    files = [f for f in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md") if os.path.exists(os.path.join(root, f))]
    docs = os.path.join(root, "docs")
    for name in sorted(os.listdir(docs)):
        if name.endswith(".md"):
            files.append(os.path.join("docs", name))
    return files


def lines_outside_code(text):
    """(line number, line) for each line not inside a fenced code block."""
    inside = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line


def anchor(title):
    """GitHub's anchor for a heading: lower case, punctuation gone, spaces to hyphens."""
    title = re.sub(r"`([^`]*)`", r"\1", title)
    title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", title)
    title = title.strip().lower()
    title = re.sub(r"[^\w\- ]", "", title)
    return title.replace(" ", "-")


def anchors_of(path):
    seen = {}
    out = set()
    with open(path, encoding="utf-8") as f:
        for _, line in lines_outside_code(f.read()):
            m = HEADING.match(line)
            if not m:
                continue
            a = anchor(m.group(2))
            n = seen.get(a, 0)
            seen[a] = n + 1
            out.add(a if n == 0 else f"{a}-{n}")
    return out


def main(root, expect_broken=None):
    broken = []
    checked = 0
    for rel in markdown_files(root):
        path = os.path.join(root, rel)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for number, line in lines_outside_code(text):
            # Inline code is not a link: `[x](y)` in backticks is an example.
            for m in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
                target = m.group(1)
                checked += 1
                where = f"{rel}:{number}: {target}"
                if re.match(r"^[a-z]+:", target):
                    if not target.startswith(("https://", "mailto:")):
                        broken.append(f"{where}: a web link must be https")
                    continue
                file_part, _, part = target.partition("#")
                dest = path if not file_part else os.path.normpath(os.path.join(os.path.dirname(path), file_part))
                if not os.path.exists(dest):
                    broken.append(f"{where}: no such file")
                    continue
                if part and dest.endswith(".md") and part not in anchors_of(dest):
                    broken.append(f"{where}: no heading '#{part}' there")
    for b in broken:
        print(b)
    print(f"links: {checked} checked, {len(broken)} broken")
    if expect_broken is not None:
        return 0 if len(broken) == expect_broken else 1
    return 1 if broken or checked == 0 else 0


if __name__ == "__main__":
    args = sys.argv[1:]
    expect = None
    if "--expect-broken" in args:
        at = args.index("--expect-broken")
        expect = int(args[at + 1])
        del args[at : at + 2]
    sys.exit(main(args[0] if args else ".", expect))
