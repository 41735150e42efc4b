#!/usr/bin/env bash
# The layers point one way (docs/ARCHITECTURE.md): core <- content <- ui <- bot <- platform (the
# bot plays through the ui's App as a player does), and inside ui/ its folders in this order:
# text, input, shell, widgets, play, screens (each may include its own folder and those before
# it). Also: a creature's position is written only by core/world/stage.hpp, and no screen
# includes the App (they take a ScreenContext). Prints every breach and fails if there is one. Run by
# scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

rank() {  # a layer's place; a higher one may include a lower one
  case "$1" in
    core) echo 0 ;; content) echo 1 ;;
    ui/text) echo 10 ;; ui/input) echo 11 ;; ui/shell) echo 12 ;; ui/widgets) echo 13 ;;
    ui/play) echo 14 ;; ui/screens) echo 15 ;;
    bot) echo 16 ;; platform) echo 20 ;; *) echo 99 ;;
  esac
}
layer() {  # the layer of a path under src/ ("ui/play/x.cpp" -> ui/play; "core/a/b.hpp" -> core)
  case "$1" in
    ui/*) echo "$1" | cut -d/ -f1-2 ;;
    *) echo "$1" | cut -d/ -f1 ;;
  esac
}

bad=0
while IFS= read -r line; do
  file=${line%%:*}
  rest=${line#*:}
  rest=${rest#*:}
  target=$(echo "$rest" | sed -E 's/.*#include "([^"]+)".*/\1/')
  from=$(layer "${file#src/}")
  to=$(layer "$target")
  [[ $(rank "$to") == 99 ]] && continue  # not a layer of src/ (a generated header, a library)
  if (($(rank "$to") > $(rank "$from"))); then
    echo "$file includes $target: $from may not include $to" && bad=1
  fi
done < <(grep -rn '#include "' src --include=*.cpp --include=*.hpp --include=*.in)

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

if ((bad)); then
  echo "check-layers: includes point the wrong way, a position is written outside the stage, or a screen reaches the App (docs/ARCHITECTURE.md)" >&2
  exit 1
fi
echo "check-layers: every include points down; positions are written only by the stage; screens see a ScreenContext"
