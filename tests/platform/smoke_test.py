#!/usr/bin/env python3
"""Runs the native game headless with scripted keys; checks that it moved the player, drew
frames and left a screenshot with coloured glyphs. Usage: smoke_test.py GAME OUT.bmp"""
import json
import struct
import subprocess
import sys

game, shot = sys.argv[1], sys.argv[2]
# From the start (7,3): l l j Down "Keypad 3" -> (10,6); 'Z' is unknown; 'k' x4 hits a wall.
keys = "l,l,j,Down,Keypad 3,Z"
run = subprocess.run([game, "--keys", keys, "--frames", "20", "--screenshot", shot,
                      "--print-state"], capture_output=True, text=True, timeout=60)
print(run.stdout[-2000:], run.stderr[-2000:])
failures = []
checks = 0
def check(ok, what):
    global checks
    checks += 1
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)

check(run.returncode == 0, f"exit code 0 (got {run.returncode})")
state = json.loads(run.stdout.strip().splitlines()[-1])
check(state["player"] == {"x": 10, "y": 6}, f"player at (10,6) (got {state['player']})")
check(state["turn"] == 5, f"5 turns taken (got {state['turn']})")
check(state["render"]["frames_drawn"] >= 1, "at least one frame drawn")
check(state["grid"]["cols"] >= 80 and state["grid"]["rows"] >= 24, f"grid {state['grid']}")
check("Unknown command 'Z'." in state["screen"], "unknown key reported on screen")
check("Dlvl:1 T:5" in state["screen"], "status line shows the turn")

with open(shot, "rb") as f:
    data = f.read()
check(data[:2] == b"BM", "screenshot is a BMP")
offset, = struct.unpack_from("<I", data, 10)
width, height = struct.unpack_from("<ii", data, 18)
bpp, = struct.unpack_from("<H", data, 28)
check(bpp == 32 and width >= 640, f"screenshot {width}x{height}x{bpp}")
colours = {}
for i in range(offset, len(data) - 3, 4):
    b, g, r = data[i], data[i + 1], data[i + 2]
    if r + g + b > 200:
        colours[(r >> 5, g >> 5, b >> 5)] = colours.get((r >> 5, g >> 5, b >> 5), 0) + 1
lit = sum(colours.values())
check(lit > 2000, f"{lit} lit pixels")
green = sum(n for (r, g, b), n in colours.items() if g > r + 2 and g > b + 2)
check(green > 50, f"acid drawn green ({green} pixels)")
print(f"smoke: {checks - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
