#!/usr/bin/env bash
# Installs what is needed, builds the game and starts it: only the game, not the tests, the
# bot or the benchmarks (scripts/test.sh and scripts/bench.sh build those).
#   scripts/play.sh            web build, served on http://127.0.0.1:PORT (PORT=8000 or the next free one)
#   scripts/play.sh --native   desktop build, opened in a window
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--native" ]; then
  scripts/install-deps.sh native
  scripts/build.sh native game
  shift
  exec build/native/src/deepglyph "$@"
fi
scripts/install-deps.sh web
scripts/build.sh web game
port=$(python3 - "${PORT:-8000}" <<'PY'
import socket, sys
start = int(sys.argv[1])
for port in list(range(start, start + 50)) + [0]:
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", port)); print(s.getsockname()[1]); break
    except OSError:
        pass
    finally:
        s.close()
PY
)
echo
echo "Deepglyph is served at http://127.0.0.1:$port/  (Ctrl-C stops the server)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory build/web/src
