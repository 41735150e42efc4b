#!/usr/bin/env bash
# The balance report: GAMES (default 100) goal-directed games per role of up to TURNS turns
# (default 20000) each, the same seeds for every role; prints per role the deepest levels
# reached, what killed them, the turns each level took, what was found and used on each, and
# the wins, then the same for all roles together. Usage: scripts/balance.sh [GAMES] [TURNS]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
turns=${2:-20000}
scripts/build.sh native >/dev/null
exec build/native/src/deepglyph-bot --balance "$games" --turns "$turns" --seed 1
