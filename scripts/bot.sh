#!/usr/bin/env bash
# The large bot run: GAMES seeded games (default 10000) of up to TURNS turns (default 2000),
# half goal-directed, half random keys, split over two processes (the machine's two cores).
# Every turn's invariants are checked and a save -> load round trip every 500 turns and at
# each game's end. Prints each half's summary and every broken invariant (seed, turn, what);
# exits non-zero if anything broke. Usage: scripts/bot.sh [GAMES] [TURNS]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-10000}
turns=${2:-2000}
scripts/build.sh native >/dev/null
half=$((games / 2))
bot=build/native/src/deepglyph-bot
args=(--turns "$turns" --round-trip-every 500 --seed 1)
"$bot" "${args[@]}" --first 0 --games "$half" >build/native/bot-1.log 2>&1 &
first=$!
"$bot" "${args[@]}" --first "$half" --games "$((games - half))" >build/native/bot-2.log 2>&1 &
second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
cat build/native/bot-1.log build/native/bot-2.log
exit $status
