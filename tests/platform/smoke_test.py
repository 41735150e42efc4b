#!/usr/bin/env python3
"""Runs the native game headless with scripted keys; checks that it moved the player, drew
frames and left a screenshot with coloured glyphs. Usage: smoke_test.py GAME OUT.bmp"""
import json
import os
import tempfile
import struct
import subprocess
import sys

game, shot = sys.argv[1], sys.argv[2]
failures = []
checks = 0
def check(ok, what):
    global checks
    checks += 1
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)

def play(*args, env=None):
    run = subprocess.run([game, "--seed", "7", "--frames", "20", "--print-state", *args],
                         capture_output=True, text=True, timeout=60, env=env)
    print(run.stdout[-1500:], run.stderr[-1500:])
    check(run.returncode == 0, f"exit code 0 (got {run.returncode})")
    return json.loads(run.stdout.strip().splitlines()[-1])

# Through the title as a player would: n (choose), v (Valkyrie), d (dwarf; female and lawful
# follow). Then wait, wait, search: three turns wherever the level put us; an unknown key.
state = play("--no-save", "--keys", "n,v,d,.,Keypad 5,s,Z", "--screenshot", shot)
check(state["playing"], "the character screens led to play")
check(state["seed"] == "7", f"seed 7 (got {state['seed']})")
check(state["hero"]["title"] == "lawful female dwarvish Valkyrie", f"hero {state['hero']['title']}")
stairs = state["level"]["stairs_up"]
check([state["player"]["x"], state["player"]["y"]] == stairs, f"player on the up stairs {stairs}")
check(state["turn"] == 3, f"3 turns taken (got {state['turn']})")
check(state["render"]["frames_drawn"] >= 1, "at least one frame drawn")
check(state["grid"]["cols"] >= 80 and state["grid"]["rows"] >= 24, f"grid {state['grid']}")
check("Unknown command 'Z'." in state["screen"], "unknown key reported on screen")
check("Dlvl:1 $:0 HP:18(18) Pw:1(1) AC:9 Exp:1 T:3" in state["screen"], "status line shows the turn")
check(" Lawful\n" in state["screen"] and "St:" in state["screen"], "attribute line on screen")
check("@" in state["screen"], "the @ is on screen")

# --character skips the title; a bad one is explained on the title screen.
state = play("--no-save", "--character", "wizard-elf")
check(state["playing"] and state["hero"]["role"] == "wizard" and state["hero"]["race"] == "elf",
      "--character wizard-elf starts as an elven wizard")
state = play("--no-save", "--character", "wizard-dwarf")
check(not state["playing"], "a bad --character leaves the choice to the title screen")
check("Wizard cannot be dwarf" in state["screen"], "and says why")

# S saves and closes; the next start carries on (SDL's preference path under a temp home).
with tempfile.TemporaryDirectory() as home:
    env = dict(os.environ, XDG_DATA_HOME=home, HOME=home)
    saved = play("--keys", "n,v,d,s,s,S", env=env)
    check(saved["playing"] is False or saved["turn"] == 2, "S saved after two searches")
    again = play(env=env)
    check(again["playing"] and again["turn"] == 2 and again["hero"]["title"] == "lawful female dwarvish Valkyrie",
          f"the next start restored the game (turn {again.get('turn')})")
    check("Welcome back! Your game was restored at turn 2." in again["screen"], "and says so")
    save_files = [os.path.join(d, f) for d, _, fs in os.walk(home) for f in fs if f == "save.json"]
    check(len(save_files) == 1, f"the save is a file in the preference path {save_files}")
    with open(save_files[0], "w") as f:
        f.write('{"game": "deepglyph", "version": 1, "seed": "7"')  # cut short
    broken = play(env=env)
    check(not broken["playing"] and "could not be restored" in broken["screen"] and "damaged" in broken["screen"],
          "a damaged save is explained, not a crash")

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
