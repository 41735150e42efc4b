#!/usr/bin/env bash
# Fails when a C++ file under src/ or tests/ is not as clang-format (.clang-format) writes it,
# and names the files: run `clang-format -i` on them. Debian 12's clang-format 14, as in CI.
set -uo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files 'src/*.cpp' 'src/*.hpp' 'tests/*.cpp' 'tests/*.hpp')
if [ ${#files[@]} -eq 0 ]; then echo "check-format: no files"; exit 1; fi
bad=$(clang-format --dry-run --Werror "${files[@]}" 2>&1 | grep -E '^[^ ].*: error:' | cut -d: -f1 | sort -u)
if [ -n "$bad" ]; then
  echo "check-format: not formatted (clang-format -i these):"
  printf '  %s\n' $bad
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
