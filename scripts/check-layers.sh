#!/usr/bin/env bash
# The layers point one way (docs/ARCHITECTURE.md): core <- content <- ui <- bot <- platform (the
# bot plays through the ui's App as a player does), and inside ui/ its folders in this order:
# text, input, shell, widgets, play, screens (each may include its own folder and those before
# it). Also: a creature's position is written only by core/world/stage.hpp, and no screen
# includes the App (they take a ScreenContext), and only src/content/toml reads TOML. Prints every breach and fails if there is one. Run by
# scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

bad=0
# One awk over every include (a process per include took minutes on a busy machine). A layer is
# a path's first folder under src/, or its first two inside ui/; its rank says what it may
# include: only its own and lower ranks. A target outside the layers (a generated header, a
# library) is not checked.
if ! grep -rn '#include "' src --include=*.cpp --include=*.hpp --include=*.in | awk '
  BEGIN {
    split("core 0 content 1 ui/text 10 ui/input 11 ui/shell 12 ui/widgets 13 ui/play 14 " \
          "ui/screens 15 bot 16 platform 20", r, " ")
    for (i = 1; i < 20; i += 2) rank[r[i]] = r[i + 1]
  }
  function layer(path,   parts) {
    split(path, parts, "/")
    return parts[1] == "ui" ? parts[1] "/" parts[2] : parts[1]
  }
  {
    file = $0; sub(/:.*/, "", file)
    target = $0; sub(/^[^"]*#include "/, "", target); sub(/".*/, "", target)
    from = layer(substr(file, 5)); to = layer(target)
    if (!(to in rank) || !(from in rank)) next
    if (rank[to] + 0 > rank[from] + 0) {
      print file " includes " target ": " from " may not include " to; bad = 1
    }
  }
  END { exit bad }'; then
  bad=1
fi

# A creature's position is written in one place, core/world/stage.hpp (stage::put).
while IFS= read -r line; do
  echo "$line: a position written outside stage::put (core/world/stage.hpp)" && bad=1
done < <(grep -rnE '\.pos *= *[^=]' src/core --include=*.cpp --include=*.hpp | grep -v '^src/core/world/stage.hpp:')

# Screens reach the shell through ScreenContext (ui/shell/screen_context.hpp), never the App:
# only the App itself, the bot and the platform include app.hpp.
while IFS= read -r line; do
  echo "$line: a screen reaches the App (take a ScreenContext)" && bad=1
done < <(grep -rn '#include "ui/shell/app.hpp"' src/ui | grep -v '^src/ui/shell/app.cpp:')

# The UI learns what happened from the events a command returned (Outcome::events), never by
# asking the game afterwards.
while IFS= read -r line; do
  echo "$line: the UI reads Game::events() (read the Outcome's, or ScreenContext::last_events())" && bad=1
done < <(grep -rn '\.events()' src/ui)

# The TOML readers (toml++ inside) are only the content compiler's: the game reads the compiled
# content, so nothing outside src/content/toml includes them (the page would carry a parser).
while IFS= read -r line; do
  echo "$line: only src/content/toml reads TOML (the game reads content/compiled)" && bad=1
done < <(grep -rn '#include "content/toml/\|#include <toml++' src | grep -v '^src/content/toml/')

if ((bad)); then
  echo "check-layers: an include points the wrong way, a position is written outside the stage, a screen reaches the App, ui/ reads Game::events(), or the game includes a TOML reader (docs/ARCHITECTURE.md)" >&2
  exit 1
fi
echo "check-layers: every include points down; positions are written only by the stage; screens see a ScreenContext and read events from what a command returned; only the content compiler reads TOML"
