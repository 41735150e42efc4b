// Browser tests: the web build in headless Chromium (Debian's, driven by playwright-core).
// Usage: node tests/web/browser-test.mjs WEB_OUT_DIR [SHOT_DIR] [NATIVE_GAME]
// With NATIVE_GAME (the desktop binary), the same seed and keys are played natively too and
// the two games must agree: same level, same position, same turn.
// Ends with "N passed, N failed"; exits non-zero on any failure or when nothing ran.
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from './serve.mjs';
import { playTests } from './play-tests.mjs';
import { pageTests } from './page-tests.mjs';
import { execFileSync } from 'node:child_process';
import { TIMEOUT } from './timeouts.mjs';
import { safetyTests } from './safety-tests.mjs';
import { infoTests } from './info-tests.mjs';
import { startTests } from './start-tests.mjs';
import { shareTests } from './share-tests.mjs';
import { optionsTests } from './options-tests.mjs';
import { engineTests } from './engine-tests.mjs';
import { deployTests } from './deploy-tests.mjs';
import { keptEngineTests } from './kept-engine-tests.mjs';
import { tutorialTests } from './tutorial-tests.mjs';
import { accessTests, blindTests } from './access-tests.mjs';
import { talentTests } from './talent-tests.mjs';
import { godTests } from './god-tests.mjs';
import { shopTests } from './shop-tests.mjs';
import { branchTests } from './branch-tests.mjs';
import { soundTests } from './sound-tests.mjs';

const dir = process.argv[2];
const shots = process.argv[3] || path.join(dir, 'shots');
const nativeGame = process.argv[4];
if (!dir) { console.error('usage: browser-test.mjs WEB_OUT_DIR [SHOT_DIR]'); process.exit(2); }
mkdirSync(shots, { recursive: true });

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let passed = 0, failed = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) passed++; else failed++;
}
// Waits until the game has run a frame after the input just sent: the main loop runs on
// requestAnimationFrame and polls SDL's queue each frame, so two frames later it is handled.
// A key that began a walk (explore, travel, rest) is settled when the walk is over: it takes a
// few steps a frame, and the next key would stop it.
const settle = async (page) => {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(() => {
    try { return JSON.parse(Module.ccall('game_state_json', 'string', [], [])).walking !== true; } catch { return true; }
  }, null, { timeout: TIMEOUT });
};
async function key(page, k) { await page.keyboard.press(k); await settle(page); }
async function typeText(page, text) { await page.keyboard.type(text); await settle(page); }
const state = (page) => page.evaluate(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])));

async function openGame(browser, options, query = '') {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  const t0 = Date.now();
  await page.goto(server.url + query);
  await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
  const readyMs = await page.evaluate(() => Module.readyAt);
  return { context, page, problems, readyMs, wallMs: Date.now() - t0 };
}

// The native game's state after the same seed and keys (SDL key names), or null. `more`:
// further options; `frames`: enough for the walks the keys begin to end.
function nativeState(seed, keys, more = [], frames = 5) {
  if (!nativeGame) return null;
  const out = execFileSync(nativeGame, ['--no-save', ...more, '--seed', String(seed), '--keys', keys.join(','), '--frames', String(frames), '--print-state'],
    { env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy' } }).toString();
  return JSON.parse(out.trim().split('\n').pop());
}
// Playwright key names for the SDL key names used natively.
const PW_KEY = { Down: 'ArrowDown', Up: 'ArrowUp', Left: 'ArrowLeft', Right: 'ArrowRight',
  'Keypad 1': 'Numpad1', 'Keypad 3': 'Numpad3', 'Keypad 5': 'Numpad5', 'Keypad 7': 'Numpad7', 'Keypad 9': 'Numpad9' };
const PINNED_RNG = [1898997482, 1014631766, 4096008554, 633901381, 2, 4, 2, 2];

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
// Every context a scenario opens is closed when it ends, however it ends.
const openContexts = new Set();
const newContext = browser.newContext.bind(browser);
browser.newContext = async (options) => {
  const context = await newContext(options);
  // The page's file pickers: the input the game clicks is kept for chooseFile() instead of
  // opening a dialog (whose interception can miss a picker opened from a later frame).
  await context.addInitScript(() => {
    const click = HTMLInputElement.prototype.click;
    HTMLInputElement.prototype.click = function () {
      if (this.type !== 'file') return click.call(this);
      window.__fileInput = this;
    };
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
};
// Presses `k`, waits for the game to ask for a file, and gives it `file` (as a player would
// choose it in the dialog: the page's change handler reads it).
async function chooseFile(page, k, file) {
  await page.evaluate(() => { window.__fileInput = null; });
  await key(page, k);
  await page.waitForFunction(() => window.__fileInput, null, { timeout: TIMEOUT });
  const input = await page.evaluateHandle(() => window.__fileInput);
  await input.asElement().setInputFiles(file);
}
// One scenario on its own: an exception fails it (counted) and the next one still runs.
// DG_SCENARIO=text runs only the scenarios whose name holds that text (for debugging one).
async function scenario(name, fn) {
  if (process.env.DG_SCENARIO && !name.includes(process.env.DG_SCENARIO)) return;
  const t0 = Date.now();
  try {
    await fn();
  } catch (e) {
    check(false, `${name}: exception: ${e.stack || e}`);
  } finally {
    for (const c of [...openContexts]) await c.close().catch(() => {});
    // Where the suite's time goes (not a check: timings are never pass or fail).
    console.log(`time ${((Date.now() - t0) / 1000).toFixed(1)} s: ${name}`);
  }
}
try {
  // --- A new player: the title, then each trait screen, into play (NetHack's way in).
  await scenario('A new player', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=4242');
    let s = await state(page);
    check(!s.playing && s.screen.includes('Deepglyph') &&
      s.screen.includes("Shall I pick a character's race, role, gender and alignment for you? [ynq]"), 'the title asks [ynq]');
    await page.screenshot({ path: path.join(shots, 'title.png') });
    check((await page.locator('#messages').textContent()).includes('[ynq]'), 'the title is readable by screen readers');
    await page.click('#canvas');
    await key(page, 'x');
    s = await state(page);
    check(s.screen.includes('Press t, y, n or q.') && !s.playing, 'a key outside [ynq] gets a hint');
    await key(page, 'n');
    s = await state(page);
    check(s.screen.includes(' Choosing Role') && s.screen.includes(' Pick a role for your character') &&
      s.screen.includes(' c - Caveman/Cavewoman') && s.screen.includes(' * - Random') && s.screen.includes(' q - Quit'), 'n shows the role screen');
    await page.screenshot({ path: path.join(shots, 'choose-role.png') });
    await key(page, 'p');
    s = await state(page);
    check(s.screen.includes(' Pick the race of your Priest/Priestess') && s.screen.includes(' e - elf') && !s.screen.includes(' d - dwarf'), 'the race screen offers what a priest may be');
    await key(page, 'd');
    s = await state(page);
    check(s.screen.includes('That is not one of the choices') && !s.playing, 'a race not offered is refused with a hint');
    await key(page, 'e');
    s = await state(page);
    check(s.screen.includes(' Pick the gender of your elven Priest/Priestess'), 'gender screen names the race and role');
    await key(page, 'f');
    s = await state(page);
    // An elf is chaotic: the alignment is taken without asking.
    check(s.playing && s.hero.title === 'chaotic female elven Priestess', `into play as ${s.hero && s.hero.title}`);
    check(s.screen.includes('You are a chaotic female elven Priestess.'), 'the welcome names the character');
    const spoken = await page.locator('#messages').textContent();
    check(spoken.includes('You are a chaotic female elven Priestess.') && (await page.locator('#messages').getAttribute('aria-live')) === 'polite',
      `the ARIA live region says it too: ${spoken.slice(0, 60)}…`);
    const lines = s.screen.split('\n');
    const attrLine = lines.find((l) => l.startsWith('St:')) || '';
    check(/^St:\d+(\/\d\d|\/\*\*)? Dx:\d+ Co:\d+ In:\d+ Wi:\d+ Ch:\d+ Chaotic Stealth:\d+$/.test(attrLine), `attribute line: ${attrLine}`);
    check(lines.some((l) => /^Dlvl:1 \$:0 HP:13\(13\) Pw:\d+\(\d+\) AC:8 Exp:1 T:0/.test(l)), 'status line: HP 12+1, a robe for AC 8');
    check(s.hero.wielded === 'a' && s.hero.inventory[0] === 'a - a +1 mace' && s.hero.worn === 'b', `a priest's kit: ${s.hero.inventory.join('; ')}`);
    await key(page, 'l');
    await page.screenshot({ path: path.join(shots, 'priestess.png') });
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- A hint stops a walk, so the same keys play on differently with and without hints: a
  // fresh browser and the native game (--no-save: no options kept) both give a new player
  // the hints, and ?hints=0 and --no-hints both leave them out (issue 59, 6).
  await scenario('Hints are the same natively and on the page', async () => {
    const SEED = 13;
    const keys = ['y', 'o', 'v', 'o', 'v', 'o', 'v', 'o', 'v'];
    for (const [query, flag, what] of [['', [], 'by default'], ['&hints=0', ['--no-hints'], 'turned off']]) {
      const { context, page } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, `?seed=${SEED}${query}`);
      await page.focus('#canvas');
      for (const k of keys) await key(page, k);
      const s = await state(page);
      const native = nativeState(SEED, keys, flag, 900);
      if (native) {
        check(native.turn === s.turn && native.player.x === s.player.x && native.player.y === s.player.y,
          `hints ${what}: the same keys reach the same turn and place natively (T${native.turn} ${native.player.x},${native.player.y}) and on the page (T${s.turn} ${s.player.x},${s.player.y})`);
      }
      await context.close();
    }
  });

  // --- Play a few turns at 1280x800, device pixel ratio 1, on a fixed seed: y picks the
  // character from the seed, and native and wasm must agree on all of it.
  await scenario('Play a few turns at 1280x800, device pixel ratio 1, on a fix', async () => {
    const SEED = 20261122;
    const { context, page, problems, readyMs } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, `?seed=${SEED}`);
    console.log(`first frame ${readyMs.toFixed(0)} ms after navigation start`);
    let s = await state(page);
    check(s.seed === String(SEED), `seed from the URL: ${s.seed}`);
    check(JSON.stringify(s.rng_probe) === JSON.stringify(PINNED_RNG), `wasm RNG draws the pinned numbers: ${JSON.stringify(s.rng_probe)}`);
    check(s.grid.cols >= 80 && s.grid.rows >= 24, `grid ${s.grid.cols}x${s.grid.rows} fills the window`);
    check(await page.locator('#loading').isHidden(), 'loading indicator hidden once ready');
    await page.click('#canvas');
    await key(page, 'y');
    s = await state(page);
    check(s.playing && s.player.x === s.level.stairs_up[0] && s.player.y === s.level.stairs_up[1], `starts on the up stairs ${JSON.stringify(s.player)}`);
    check(s.screen.includes('Welcome to Deepglyph! You are '), 'welcome message on screen');

    const keys = ['l', 'l', 'j', 'Down', 'Keypad 3', 'h', 'k', 'y', 'Keypad 7', '.', 's', 'u', 'b', 'n'];
    for (const k of keys) await key(page, PW_KEY[k] || k);
    s = await state(page);
    check(s.turn >= 2, `keys took turns: ${s.turn}`);
    const native = nativeState(SEED, ['y', ...keys]);
    if (native) {
      check(native.hero.title === s.hero.title && JSON.stringify(native.hero.attributes) === JSON.stringify(s.hero.attributes),
        `same random character natively and in wasm (${s.hero.title}, ${JSON.stringify(s.hero.attributes)})`);
      check(native.level.hash === s.level.hash, `same level natively and in wasm (hash ${s.level.hash})`);
      check(native.player.x === s.player.x && native.player.y === s.player.y && native.turn === s.turn,
        `same position and turn natively (${native.player.x},${native.player.y} T${native.turn}) and in wasm (${s.player.x},${s.player.y} T${s.turn})`);
      check(native.hp === s.hp && native.gold === s.gold, `same HP and gold (${s.hp}, ${s.gold})`);
    }
    await key(page, 'Shift+E');
    s = await state(page);
    check(s.screen.split('\n')[0] === "Unknown command 'E'.", `unknown key: ${s.screen.split('\n')[0]}`);

    // Idle: nothing changes, so nothing is drawn.
    const before = (await state(page)).render.frames_drawn;
    await page.waitForTimeout(1000);  // a window of idleness to count frames in, not a wait
    const after = (await state(page)).render.frames_drawn;
    check(after === before, `no drawing while idle (${before} -> ${after} frames in 1 s)`);

    await page.screenshot({ path: path.join(shots, 'play-1280x800.png') });
    // Resize: the grid re-lays out to the new window.
    await page.setViewportSize({ width: 800, height: 600 });
    await page.waitForFunction(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])).render.out_w === 800, null, { timeout: TIMEOUT });
    s = await state(page);
    check(s.render.out_w === 800 && s.render.out_h === 600, `canvas follows the window: ${s.render.out_w}x${s.render.out_h}`);
    check(s.grid.cols < 100 && s.grid.cols >= 60, `grid re-laid out: ${s.grid.cols}x${s.grid.rows}`);
    check(s.screen.includes('@'), 'the @ is still on screen');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Explore walks on screen, a few steps a frame, and any key stops it (issue 36).
  await scenario('Explore walks frame by frame and a key stops it', async () => {
    // (A seed whose first explore walks a hundred turns before anything stops it.)
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=817');
    await page.click('#canvas');
    await key(page, 'y');
    let s = await state(page);
    check(s.playing && s.walking === false, 'playing, no walk under way');
    // The hero's place and turn, read once a frame until the walk ends or `frames` have passed.
    const watch = (frames) => page.evaluate((most) => new Promise((resolve) => {
      const seen = [];
      const look = () => {
        const st = JSON.parse(Module.ccall('game_state_json', 'string', [], []));
        seen.push({ at: `${st.player.x},${st.player.y}`, walking: st.walking, turn: st.turn });
        if (seen.length >= most || !st.walking) resolve(seen); else requestAnimationFrame(look);
      };
      look();
    }), frames);
    // o until a walk lasts three frames (a monster in view may stop one at once); then Escape.
    let walked = null;
    for (let i = 0; i < 8 && !walked; i++) {
      await page.keyboard.press('o');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const seen = await watch(3);
      if (seen.length >= 3 && seen.every((p) => p.walking)) walked = seen;
      else { await settle(page); await key(page, 'Escape'); }
    }
    check(walked !== null, `a walk went on over three frames (${(await state(page)).messages.slice(-3).join(' ')})`);
    if (walked) {
      const places = new Set(walked.map((p) => p.at));
      const steps = walked.slice(1).map((p, i) => p.turn - walked[i].turn);
      check(places.size === 3 && steps.every((n) => n > 0 && n <= 6),
        `the hero is seen at a new place each frame, a few steps apart (${walked.map((p) => p.at).join(' ')}; turns ${steps.join(', ')})`);
      await page.keyboard.press('Escape');
      await settle(page);
      const stopped = await state(page);
      await page.evaluate(() => new Promise((r) => { let n = 10; const f = () => (--n ? requestAnimationFrame(f) : r()); requestAnimationFrame(f); }));
      const later = await state(page);
      check(!stopped.walking && later.turn === stopped.turn && later.player.x === stopped.player.x && later.player.y === stopped.player.y,
        `Escape stopped the walk at turn ${stopped.turn}; ten frames later the hero has not moved (turn ${later.turn})`);
    }
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Ten levels down with the wizard's jump: each one different, each drawn.
  await scenario('Ten levels down with the wizard\'s jump', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=77&wizard=1&character=valkyrie-dwarf&pet=none');
    await page.click('#canvas');
    const hashes = new Set();
    let sizes = new Set();
    for (let depth = 2; depth <= 11; depth++) {
      await key(page, '&');
      await key(page, 'c');
      for (const d of String(depth)) await key(page, d);
      await key(page, 'Enter');
      const s = await state(page);
      check(s.depth === depth && s.screen.includes(`Dlvl:${depth} `), `jumped to level ${depth}`);
      hashes.add(s.level.hash);
      sizes.add(`${s.level.width}x${s.level.height}`);
      if (depth === 2 || depth === 6 || depth === 10) await page.screenshot({ path: path.join(shots, `level-${depth}.png`) });
    }
    check(hashes.size === 10, `10 different levels (${hashes.size})`);
    check(sizes.size >= 2, `deeper levels differ in shape: ${[...sizes].join(', ')}`);
    // Walking down the real stairs: the wizard sees the level and walks through walls.
    await key(page, '&'); await key(page, 'a');
    await page.screenshot({ path: path.join(shots, 'level-11-whole.png') });
    for (const d of [1, 4, 8]) {
      await key(page, '&'); await key(page, 'c');
      await key(page, String(d)); await key(page, 'Enter');
      await page.screenshot({ path: path.join(shots, `level-${d}-whole.png`) });
    }
    const s = await state(page);
    check(s.screen.includes('>') || s.depth === 12, 'the whole level (with its way down) is shown');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Meet, fight and be killed by monsters (the wizard summons them).
  await scenario('Meet, fight and be killed by monsters (the wizard summons th', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=31&wizard=1&character=tourist&pet=none');
    await page.click('#canvas');
    const summon = async (name) => {
      await key(page, '&'); await key(page, 'e');
      await typeText(page, name); await key(page, 'Enter');
    };
    await summon('newt');
    let s = await state(page);
    // (1280x800 has rows to spare: the message pane under the map shows what was said.)
    check(s.messages.includes('You summon a newt.') && s.screen.includes('You summon a newt.'), `summoned: ${s.messages.join(' ')}`);
    check(s.screen.includes(':'), 'the newt is drawn');
    // Attack it by walking into it, in whichever direction it stands.
    const around = [['k', 0, -1], ['u', 1, -1], ['l', 1, 0], ['n', 1, 1], ['j', 0, 1], ['b', -1, 1], ['h', -1, 0], ['y', -1, -1]];
    for (let i = 0; i < 60 && s.kills === 0; i++) {
      const lines = s.screen.split('\n');
      let toward = '.';
      for (const [k, dx, dy] of around) {
        // find the @ on screen and look at its neighbour for the newt's ':'
        const row = lines.findIndex((l) => l.includes('@'));
        const col = lines[row].indexOf('@');
        if ((lines[row + dy] || '')[col + dx] === ':') { toward = k; break; }
      }
      await key(page, toward);
      s = await state(page);
    }
    check(s.kills === 1, `killed the newt (kills ${s.kills})`);
    check(s.screen.includes('You kill the newt!') || s.kills === 1, 'kill message');
    await page.screenshot({ path: path.join(shots, 'fight.png') });
    // A minotaur is not to be fought at level 1: wait for the end.
    await summon('minotaur');
    for (let i = 0; i < 40 && !s.over; i++) { await key(page, '.'); s = await state(page); }
    check(s.over, `the minotaur killed the hero (${s.screen.split('\n')[0]} | ${s.screen.split('\n').slice(-2).join(' | ')})`);
    check(s.screen.split('\n')[0].includes('You die... --More--'), 'the killing blow waits at --More--');
    await key(page, 'Enter');
    s = await state(page);
    check(s.screen.includes('You die...') && s.screen.includes('killed by a minotaur'), 'death screen shows the cause');
    check(/Kills:\s+1/.test(s.screen), 'death screen counts the kills');
    await page.screenshot({ path: path.join(shots, 'death.png') });
    const [morgue] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), key(page, 'd')]);
    const morgueText = readFileSync(await morgue.path(), 'utf8');
    check(morgue.suggestedFilename() === 'deepglyph-31-morgue.txt' && morgueText.includes('Died: killed by a minotaur') && morgueText.includes('Inventory:'),
      `the morgue record downloads (${morgue.suggestedFilename()}, ${morgueText.length} bytes)`);
    const [replay] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), key(page, 'r')]);
    const replayJson = JSON.parse(readFileSync(await replay.path(), 'utf8'));
    check(replayJson.game === 'deepglyph' && replayJson.seed === '31' && replayJson.commands.length >= 3, `the replay downloads (${replayJson.commands.length} commands)`);
    if (nativeGame) {
      // The same run replayed by the native game reaches the same state hash.
      const file = path.join(shots, 'replay-31.json');
      writeFileSync(file, JSON.stringify(replayJson));
      const out = execFileSync(nativeGame, ['--no-save', '--replay', file, '--keys', 'Return', '--frames', '5', '--print-state'],
        { env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy' } }).toString();
      const native = JSON.parse(out.trim().split('\n').pop());
      const wasm = await state(page);
      check(native.state_hash === wasm.state_hash && native.over, `the replay ends in the same state natively and in wasm (${native.state_hash})`);
    }
    await key(page, 'x');
    s = await state(page);
    check(s.playing && s.screen.includes('Press n for a new game'), 'a key the death screen does not list does nothing');
    await key(page, 'n');
    s = await state(page);
    check(!s.playing && s.screen.includes('[ynq]'), 'n goes back to the title');
    await key(page, 'y');
    s = await state(page);
    check(s.playing && !s.over && s.turn === 0 && s.kills === 0 && s.seed !== '31', `y starts a new game (seed ${s.seed})`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Find, carry, drink: an unknown potion is named by its look until drunk.
  await scenario('Find, carry, drink', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=5&wizard=1&character=caveman-human-male&pet=none');
    await page.click('#canvas');
    await key(page, '&'); await key(page, 'f');
    await typeText(page, 'potion of speed'); await key(page, 'Enter');
    await key(page, ',');
    let s = await state(page);
    const line = s.messages.find((m) => m.startsWith('c - ')) || '';
    check(/^c - an? [a-z ]+ potion\.$/.test(line) && !line.includes('speed') && s.screen.includes(line), `picked up an unknown potion: ${line}`);
    await key(page, 'q');
    s = await state(page);
    check(s.screen.includes('Drink what?'), 'the quaff menu lists it');
    await key(page, 'c');
    s = await state(page);
    check(s.screen.includes('You are suddenly moving much faster.') && / Fast/.test(s.screen), 'drinking it speeds you up, shown on the status line');
    await key(page, '&'); await key(page, 'f');
    await typeText(page, 'dagger'); await key(page, 'Enter');
    await key(page, ',');
    await key(page, 'w'); await key(page, 'c');  // the potion's letter, free again
    s = await state(page);
    check(s.messages.includes('c - a dagger (weapon in hand).') && s.screen.includes('c - a dagger (weapon in hand).'), `wielded the dagger: ${s.messages.join(' ')}`);
    await key(page, 'w'); await key(page, 'a');
    await key(page, 'i');
    s = await state(page);
    check(s.screen.includes('a - a +1 club (weapon in hand)') && s.screen.includes('b - a leather armour (being worn)'), "inventory shows the caveman's kit");
    await page.screenshot({ path: path.join(shots, 'inventory.png') });
    await key(page, 'Escape');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Saves, pointer, keyboards, framing, export/import, palette: tests/web/play-tests.mjs
  await playTests({ scenario, chooseFile, browser, server, shots, nativeGame, check, key, typeText, settle, state, openGame, execFileSync, readFileSync, writeFileSync, path });
  // --- Sub-path, tapping menus, --More--, watching a replay: tests/web/page-tests.mjs
  await pageTests({ scenario, chooseFile, browser, dir, serve, server, shots, nativeGame, check, key, settle, state, openGame, typeText, execFileSync, path });


  // --- Starting and resting: idle costs nothing, offline play: tests/web/start-tests.mjs
  await startTests({ scenario, browser, dir, serve, check, key, settle, state, path });

  // --- Knowing what is going on: the key guard: tests/web/info-tests.mjs
  await infoTests({ scenario, browser, server, shots, check, key, settle, state, openGame, path });
  await shareTests({ scenario, browser, server, shots, check, key, settle, state, openGame, path });
  await optionsTests({ scenario, browser, shots, check, key, settle, state, openGame, path });
  await tutorialTests({ scenario, browser, shots, check, settle, state, openGame, path });
  await accessTests({ scenario, browser, shots, check, key, settle, state, openGame, path });
  await blindTests({ scenario, browser, server, shots, check, key, settle, state, path });
  await talentTests({ scenario, browser, server, shots, check, key, settle, state, openGame, path });
  await godTests({ scenario, browser, shots, check, key, settle, state, openGame, path });
  await shopTests({ scenario, browser, shots, check, key, settle, state, openGame, path });
  await branchTests({ scenario, browser, shots, check, key, state, openGame, path });
  await soundTests({ scenario, browser, shots, check, key, state, path, server, settle });
  await engineTests({ scenario, browser, dir, serve, check, key, state, shots });
  // --- A deploy that never strands a run: tests/web/kept-engine-tests.mjs, and (no browser)
  // tests/web/deploy-tests.mjs
  await keptEngineTests({ scenario, browser, dir, check, key, state, shots });
  await deployTests({ scenario, check });

  // --- Nothing lost: saves, storage, two tabs, big files, canvas limits, browser keys, URLs
  await safetyTests({ scenario, chooseFile, browser, server, shots, nativeGame, check, key, settle, state, openGame, path });

  // --- A bad URL parameter is reported in the game, which still starts.
  await scenario('A bad URL parameter is reported in the game, which still sta', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=banana');
    const s = await state(page);
    check(s.screen.includes("Ignored in the URL: --seed needs a whole number"), 'bad seed reported on the title');
    check(s.screen.includes('[ynq]'), 'the game runs anyway');
    await context.close();
    const bad = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?character=wizard-dwarf');
    const b = await state(bad.page);
    check(!b.playing && b.screen.includes("Ignored the character 'wizard-dwarf': Wizard cannot be dwarf"), 'an illegal character is explained');
    await bad.context.close();
  });
  // --- HiDPI: fractional ratios rasterise at the real pixel size (no scaling blur).
  await scenario('HiDPI', async () => {
    for (const dpr of [1.25, 1.5, 2]) {
      const { context, page, problems } = await openGame(browser, { viewport: { width: 1024, height: 640 }, deviceScaleFactor: dpr }, '?character=samurai');
      const s = await state(page);
      const canvas = await page.evaluate(() => { const c = document.getElementById('canvas'); return { w: c.width, h: c.height, cssW: c.clientWidth }; });
      check(Math.abs(s.render.dpr - dpr) < 1e-6, `dpr ${dpr}: game sees ${s.render.dpr}`);
      check(canvas.w === Math.floor(1024 * dpr), `dpr ${dpr}: canvas backing ${canvas.w} px for ${canvas.cssW} CSS px`);
      check(s.render.font_px >= Math.round(12 * dpr), `dpr ${dpr}: font rasterised at ${s.render.font_px} device px`);
      await page.screenshot({ path: path.join(shots, `play-dpr${dpr}.png`) });
      check(problems.length === 0, `dpr ${dpr}: no console errors ${JSON.stringify(problems)}`);
      await context.close();
    }
  });
} catch (e) {
  check(false, `exception: ${e.stack || e}`);
} finally {
  await browser.close();
  server.stop();
}
console.log(`screenshots in ${shots}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
