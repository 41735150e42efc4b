#!/usr/bin/env python3
"""Runs the native game headless with scripted keys; checks that it moved the player, drew
frames and left a screenshot with coloured glyphs. Usage: smoke_test.py GAME OUT.bmp"""
import json
import struct
import subprocess
import sys

game, shot = sys.argv[1], sys.argv[2]
# Wait, wait, search: three turns wherever the level put us; then an unknown key.
keys = ".,Keypad 5,s,Z"
run = subprocess.run([game, "--seed", "7", "--keys", keys, "--frames", "20", "--screenshot", shot,
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
check(state["seed"] == "7", f"seed 7 (got {state['seed']})")
stairs = state["level"]["stairs_up"]
check([state["player"]["x"], state["player"]["y"]] == stairs, f"player on the up stairs {stairs}")
check(state["turn"] == 3, f"3 turns taken (got {state['turn']})")
check(state["render"]["frames_drawn"] >= 1, "at least one frame drawn")
check(state["grid"]["cols"] >= 80 and state["grid"]["rows"] >= 24, f"grid {state['grid']}")
check("Unknown command 'Z'." in state["screen"], "unknown key reported on screen")
check("Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:8 Exp:1 T:3" in state["screen"], "status line shows the turn")
check("@" in state["screen"], "the @ is on screen")

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
strong = [c for c, n in colours.items() if n > 20]
check(len(strong) >= 3, f"glyphs in several colours ({len(strong)} colour classes)")
print(f"smoke: {checks - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
