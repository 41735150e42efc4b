#!/usr/bin/env python3
"""Fails when a generated file in the repository is not what its generator prints now.

Usage: check_generated.py FILE COMMAND... (COMMAND's output must equal FILE's text)
"""
import difflib
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    path, command = sys.argv[1], sys.argv[2:]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        print(f"check_generated: {' '.join(command)} failed ({run.returncode}): {run.stderr}")
        return 1
    try:
        with open(path, encoding="utf-8") as f:
            kept = f.read()
    except OSError as e:
        print(f"check_generated: cannot read {path}: {e}")
        return 1
    if kept == run.stdout:
        print(f"check_generated: {path} is current")
        return 0
    diff = difflib.unified_diff(kept.splitlines(), run.stdout.splitlines(), path, "generated",
                                lineterm="", n=1)
    print("\n".join(list(diff)[:60]))
    print(f"check_generated: {path} is stale; write it again: {' '.join(command)} > {path}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
