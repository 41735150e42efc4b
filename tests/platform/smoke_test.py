#!/usr/bin/env python3
"""Runs the desktop game headless with scripted keys; checks that it moved the player, drew
frames, saved and restored, kept one window per save and left a screenshot with coloured
glyphs. Usage: smoke_test.py [--wine] GAME OUT.bmp

--wine: GAME is the Windows build (deepglyph.exe), run under Debian's wine in a wine prefix
of its own beside OUT.bmp; the checks are the same, except the one that closes the game with
a signal (Windows has none)."""
import json
import os
import shutil
import signal
import tempfile
import struct
import subprocess
import sys
import time
from contextlib import contextmanager

args = sys.argv[1:]
wine = args[:1] == ["--wine"]
game, shot = args[-2], args[-1]
launcher = [game]
base_env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
if wine:
    prefix = os.path.join(os.path.dirname(os.path.abspath(shot)), "wineprefix")
    # No debugger, no Mono or Gecko installers: a bare prefix that starts in seconds.
    base_env.update(WINEPREFIX=prefix, WINEDEBUG="-all", WINEDLLOVERRIDES="mscoree,mshtml=",
                    WINEARCH="win64")
    if not os.path.isdir(os.path.join(prefix, "drive_c", "users")):
        subprocess.run(["wine", "wineboot", "-i"], env=base_env, capture_output=True, timeout=600)
    launcher = ["wine", game]

@contextmanager
def fresh_home():
    """An empty place for saves: (environment, the folder the game keeps them in)."""
    if not wine:
        with tempfile.TemporaryDirectory() as home:
            yield dict(base_env, XDG_DATA_HOME=home, HOME=home), os.path.join(home, "deepglyph", "deepglyph")
        return
    # SDL_GetPrefPath on Windows: %APPDATA%\deepglyph\deepglyph, inside the prefix.
    users = os.path.join(base_env["WINEPREFIX"], "drive_c", "users")
    user = next(u for u in sorted(os.listdir(users)) if u != "Public")
    folder = os.path.join(users, user, "AppData", "Roaming", "deepglyph")
    shutil.rmtree(folder, ignore_errors=True)
    yield base_env, os.path.join(folder, "deepglyph")
    shutil.rmtree(folder, ignore_errors=True)

failures = []
checks = 0
def check(ok, what):
    global checks
    checks += 1
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)

def play(*args, env=None, seed="7", code=0):
    command = [*launcher, "--seed", seed, "--frames", "20", "--print-state", *args]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600, env=env or base_env)
    # The game always says something (its state, or why it stopped). A run under wine that ended
    # with no word at all, exit code 1, was wine failing to start it (once in CI, on a busy
    # machine; 25 runs of the same command then all passed): it is tried once more, and says so.
    if wine and run.returncode != code and not run.stdout.strip() and not run.stderr.strip():
        print(f"smoke: wine ran nothing (exit code {run.returncode}, no output); once more")
        run = subprocess.run(command, capture_output=True, text=True, timeout=600, env=env or base_env)
    print(run.stdout[-1500:], run.stderr[-1500:])
    check(run.returncode == code, f"exit code {code} (got {run.returncode})")
    if code != 0:
        return run
    return json.loads(run.stdout.strip().splitlines()[-1])

# Through the title as a player would: n (choose), v (Valkyrie), d (dwarf; female and lawful
# follow). Then wait, wait, search: three turns wherever the level put us; an unknown key.
state = play("--no-save", "--keys", "n,v,d,.,Keypad 5,s,E", "--screenshot", shot)
check(state["playing"], "the character screens led to play")
check(state["seed"] == "7", f"seed 7 (got {state['seed']})")
check(state["hero"]["title"] == "lawful female dwarvish Valkyrie", f"hero {state['hero']['title']}")
stairs = state["level"]["stairs_up"]
check([state["player"]["x"], state["player"]["y"]] == stairs, f"player on the up stairs {stairs}")
check(state["turn"] == 3, f"3 turns taken (got {state['turn']})")
check(state["render"]["frames_drawn"] >= 1, "at least one frame drawn")
check(state["grid"]["cols"] >= 80 and state["grid"]["rows"] >= 24, f"grid {state['grid']}")
check("Unknown command 'E'." in state["screen"], "unknown key reported on screen")
check("Dlvl:1 $:0 HP:18(18) Pw:1(1) AC:6 Exp:1 T:3" in state["screen"], "status line shows the turn (the +3 small shield: AC 6)")
check(" Lawful Stealth:" in state["screen"] and "St:" in state["screen"], "attribute line on screen, stealth at its end")
check("@" in state["screen"], "the @ is on screen")

# --character skips the title; a bad one is explained on the title screen.
state = play("--no-save", "--character", "wizard-elf")
check(state["playing"] and state["hero"]["role"] == "wizard" and state["hero"]["race"] == "elf",
      "--character wizard-elf starts as an elven wizard")
state = play("--no-save", "--character", "wizard-dwarf")
check(not state["playing"], "a bad --character leaves the choice to the title screen")
check("Wizard cannot be dwarf" in state["screen"], "and says why")

# S saves and closes; the next start carries on (SDL's preference path under a temp home).
with fresh_home() as (env, saves):
    saved = play("--keys", "n,v,d,s,s,S", env=env)
    check(saved["playing"] is False or saved["turn"] == 2, "S saved after two searches")
    again = play(env=env)
    check(again["playing"] and again["turn"] == 2 and again["hero"]["title"] == "lawful female dwarvish Valkyrie",
          f"the next start restored the game (turn {again.get('turn')})")
    check("Welcome back! Your game was restored at turn 2." in again["screen"], "and says so")
    # One slot per rules id: save-r31.json for the rules this engine plays.
    slot = "save-" + again["rules"] + ".json"
    save_files = [os.path.join(d, f) for d, _, fs in os.walk(saves) for f in fs if f.startswith("save") and f.endswith(".json")]
    check([os.path.basename(f) for f in save_files] == [slot], f"the save is {slot} in the preference path {save_files}")
    saved_bytes = open(save_files[0], "rb").read()
    # A run kept under other rules is never deleted, and the release that plays it is named.
    older = saved_bytes.replace(b'"version":' + again["rules"][1:].encode(), b'"version":8')
    with open(os.path.join(saves, "save-r8.json"), "wb") as f:
        f.write(older)
    both = play(env=env)
    check(not both["playing"] and "Runs in progress" in both["screen"] and
          "Valkyrie (dwarf), turn 2, begun under rules r8 (never released): no engine for it here" in
          " ".join(both["screen"].split()), "with a run kept under other rules, the runs in progress are listed")
    picked = play("--keys", "2", env=env)
    check("Press e to export it whole." in " ".join(picked["screen"].split()) and
          os.path.exists(os.path.join(saves, "save-r8.json")), "the kept run is explained and kept")
    resumed = play("--keys", "1", env=env)
    check(resumed["playing"] and resumed["turn"] == 2, "1 goes on with this version's run")
    os.remove(os.path.join(saves, "save-r8.json"))
    # A save from before rules ids had slots (save.json) moves into its rules' slot.
    os.rename(save_files[0], os.path.join(saves, "save.json"))
    moved = play(env=env)
    check(moved["playing"] and moved["turn"] == 2 and os.path.exists(save_files[0]) and
          not os.path.exists(os.path.join(saves, "save.json")), "an unversioned save.json is adopted into its slot")
    with open(save_files[0], "w") as f:
        f.write('{"game": "deepglyph", "version": 1, "seed": "7"')  # cut short
    broken = play(env=env)
    check(not broken["playing"] and "could not be restored" in broken["screen"] and "damaged" in broken["screen"],
          "a damaged save is explained, not a crash")

# A scripted Space acts as a real one: it closes the inventory.
state = play("--no-save", "--keys", "n,v,d,i")
check(state["screens"] == 2, f"i opens the inventory over the map ({state['screens']} screens)")
state = play("--no-save", "--keys", "n,v,d,i,Space")
check(state["playing"] and state["screens"] == 1, f"Space closes it ({state['screens']} screens)")

# Keys act the same however they arrive: all in one batch before the first frame, ':' pages
# its long description and 'l' turns the page (it does not walk), as when typed one by one.
state = play("--no-save", "--keys", "y,:,l", seed="1228294401383418078")
check(state["playing"] and state["turn"] == 0, f"a batched key turns the --More-- page (turn {state['turn']})")

# Bounded input: 40,000 queued keys all reach the game; past the bound, a clear refusal.
# (A Windows command line holds at most 32,767 characters: there, 10,000 keys and no more.)
many = 10000 if wine else 40000
state = play("--no-save", "--keys", ",".join(["Z"] * many))
check(state["inputs"] == many, f"{many} queued keys all handled (got {state['inputs']})")
if not wine:
    run = play("--no-save", "--keys", ",".join(["Z"] * 50000), "--keys", ",".join(["Z"] * 50001), code=1)
    check("too many keys at once (100001 queued; at most 100000)" in run.stderr, "too many keys is refused, not dropped")
if wine:  # Windows has no endless file: one just past the bound (Z: is wine's view of /)
    with tempfile.NamedTemporaryFile(suffix=".json") as big:
        big.write(b" " * (4 * 1024 * 1024 + 1))
        big.flush()
        state = play("--no-save", "--replay", "Z:" + big.name.replace("/", "\\"))
    said = " ".join(state["screen"].split())  # the line wraps where the path's length puts it
    check("it is larger than a save or replay can be (more than 4.0 MiB)." in said,
          "a huge replay file is refused with a message")
else:
    state = play("--no-save", "--replay", "/dev/zero")
    check("Cannot replay /dev/zero: it is larger than a save or replay can be (more than 4.0 MiB)." in state["screen"],
          "an endless replay file is refused with a message")

with fresh_home() as (env, saves):
    # A second window on the same save neither plays nor writes it.
    first = subprocess.Popen([*launcher, "--character", "valkyrie-dwarf"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    # The first holds its rules' lock (save-r31.lock beside save-r31.json) once it has started.
    def lock_held():
        return os.path.isdir(saves) and any(f.startswith("save-") and f.endswith(".lock")
                                            for f in os.listdir(saves))
    for _ in range(6000):
        if lock_held() or first.poll() is not None:
            break
        time.sleep(0.01)
    check(lock_held(), "the first window holds the save's lock")
    time.sleep(0.5)
    second = play("--character", "valkyrie-dwarf", env=env)
    check(not second["playing"] and not second["owner"] and
          "This game is being played in another tab or window." in second["screen"],
          "a second window is told the game is played elsewhere")
    # The first cannot save (its temporary file's name is a folder): closing says so and
    # waits; closing again quits with exit code 1.
    if wine:  # no signals on Windows: the window is closed by ending its process
        first.kill()
        first.wait(timeout=60)
        check(play("--keys", "n,v,d", env=env)["owner"], "once it is gone, the next start owns the save")
    else:
        # The first cannot save (its temporary file's name is a folder): closing says so and
        # waits; closing again quits with exit code 1.
        os.makedirs(os.path.join(saves, slot + ".new"))
        first.send_signal(signal.SIGTERM)
        said = ""
        for _ in range(50):  # SDL may log its own lines first
            said = first.stderr.readline()
            if not said or said.startswith("deepglyph:"):
                break
        check("Your game was not saved at turn 0: cannot write" in said and "Close again to quit without it." in said,
              f"a failed save on closing is reported: {said.strip()}")
        check(first.poll() is None, "and the game waits instead of closing")
        first.send_signal(signal.SIGTERM)
        check(first.wait(timeout=60) == 1, "closing again quits, with exit code 1")

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
