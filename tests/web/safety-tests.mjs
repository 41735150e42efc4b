// Browser tests of "nothing lost": saves the game cannot restore (never destroyed, backups
// byte-exact), full storage (a failed save told at the next visit), two tabs on one save, big
// files, keys batched into one frame, the key queue's bound, a canvas larger than the GPU
// draws, the browser's own keys, and odd URL parameters. Each scenario waits on the game's
// state, never on a fixed pause. Called by browser-test.mjs with its browser and helpers.
import { SLOT } from './slot.mjs';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { TIMEOUT } from './timeouts.mjs';

export async function safetyTests({ scenario, chooseFile, browser, server, shots, nativeGame, check, key, settle, state, openGame, path }) {
  const gameState = () => JSON.parse(Module.ccall('game_state_json', 'string', [], []));
  const waitState = (page, fn, arg) =>
    page.waitForFunction(([f, a]) => (new Function('s', 'a', `return (${f})(s, a);`))(JSON.parse(Module.ccall('game_state_json', 'string', [], [])), a),
      [fn.toString(), arg], { timeout: TIMEOUT });
  const ready = (page) => page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
  // Pixels of a screenshot of `clip` whose brightness (r+g+b) lies in (low, high): what is drawn.
  async function litPixels(page, clip, low = 200, high = 766) {
    const shot = await page.screenshot({ clip });
    return page.evaluate(async ([b64, lo, hi]) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) { const v = d[i] + d[i + 1] + d[i + 2]; if (v > lo && v < hi) n++; }
      return n;
    }, [shot.toString('base64'), low, high]);
  }
  // A context whose storage holds `entries` before the page first loads.
  async function seeded(entries, viewport = { width: 1024, height: 640 }) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((e) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
    }, entries);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(server.url);
    await ready(page);
    return { context, page, problems };
  }
  const flat = (s) => s.screen.replace(/\s+/g, ' ');  // wrapped lines joined
  const stored = (page, k) => page.evaluate((name) => localStorage.getItem(name), k);

  // 1. A save from a newer version: q does not claim it is saved, and it is never replaced.
  await scenario('a newer save survives q', async () => {
    const newer = JSON.stringify({ game: 'deepglyph', version: 999, run: 'x', generation: 1, seed: '12', character: ['valkyrie', 'human', 'female', 'lawful'], wizard: false, turn: 0, commands: [], hash: '1' });
    const { page } = await seeded({ [SLOT]: newer });
    let s = await state(page);
    check(!s.playing && s.screen.replace(/\s+/g, ' ').includes('played under rules r999 (never released)'), 'a save of rules this engine does not play is explained');
    await page.click('#canvas');
    await key(page, 'q');
    s = await state(page);
    check(!s.screen.includes('Your game is saved') && s.screen.includes('Goodbye.'), 'q does not claim the game is saved');
    await key(page, 'x');
    s = await state(page);
    check(s.screen.includes('Your saved game could not be restored.'), 'any key asks about the save again (not a new game over it)');
    check(await stored(page, SLOT) === newer && await stored(page, SLOT + '.bad') === null, 'the newer save is untouched');
  });

  // 2. Backups are byte-exact: 64 KB of random text (NULs included), and a save with a NUL.
  await scenario('backups are byte-exact', async () => {
    let junk = '';
    let x = 12345;
    for (let i = 0; i < 65536; i++) { x = (x * 1103515245 + 12345) % 2147483648; junk += String.fromCharCode(x % 0xD7FF); }
    const withNul = '{"game":"deepglyph","version":3,"run":"\u0000","generation":1}';
    for (const [label, value] of [['64 KB of random text', junk], ['a save with a NUL at byte 40', withNul]]) {
      const { page, context } = await seeded({ [SLOT]: value });
      let s = await state(page);
      check(s.screen.includes('could not be restored'), `${label}: explained`);
      await page.click('#canvas');
      await key(page, 'y');
      s = await state(page);
      const kept = await stored(page, SLOT + '.bad');
      check(kept === value, `${label}: the backup is exact (${kept === null ? 'none' : kept.length} of ${value.length} units)`);
      check(s.screen.includes('[ynq]') && s.screen.includes('kept aside as ' + SLOT + '.bad'), `${label}: y goes to the title, saying where`);
      await context.close();
    }
  });

  // 3. A 5 MB save: too large to load, too large to copy aside; it stays, and says so.
  await scenario('a 4.6 MB save cannot be kept aside and stays', async () => {
    const big = '{"game":"deepglyph"' + ' '.repeat(Math.round(4.6 * 1024 * 1024)) + '}';
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
    const page = await context.newPage();
    await page.goto(server.url + 'index.html?seed=1');
    await ready(page);
    const put = await page.evaluate(([slot, v]) => { try { localStorage.setItem(slot, v); return true; } catch (e) { return String(e); } }, [SLOT, big]);
    check(put === true, `a 4.6 MB save fits in storage (${put})`);
    await page.reload();
    await ready(page);
    let s = await state(page);
    check(flat(s).includes('The save cannot be read: it is larger than a save can be (more than 4.0 MiB).'), `a 4.6 MB save is refused as too large`);
    await page.click('#canvas');
    await key(page, 'y');
    s = await state(page);
    check(flat(s).includes('It could not be kept aside (the browser refused to store a copy: storage is full or disabled), so it is still where it was and nothing was deleted.'),
      'it cannot be copied aside, and the screen says it stays');
    check((await stored(page, SLOT)) === big, 'the 5 MB save is still there, whole');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), key(page, 'e')]);
    check(download.suggestedFilename().endsWith('-save.json'), 'e exports it');
  });

  // 4. Storage full when the tab closes: the next visit says the last save failed.
  await scenario('a save that fails on close is told at the next visit', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=606&character=valkyrie-human');
    await page.click('#canvas');
    await key(page, 's');
    await page.evaluate(() => Module._save_game());
    const kept = await state(page);
    // Fill storage to within a few bytes of its quota (the largest filler that fits).
    const room = await page.evaluate(() => {
      let lo = 0, hi = 12 * 1024 * 1024;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        try { localStorage.setItem('filler', 'x'.repeat(mid)); lo = mid; } catch (e) { hi = mid - 1; }
      }
      localStorage.setItem('filler', 'x'.repeat(lo));
      return lo;
    });
    check(room > 0, `storage filled (${room} units of filler)`);
    // (A --More-- in between takes a key: the turn the page closed on is the one shown.)
    for (let i = 0; i < 32; i++) await key(page, 's');
    const closed = (await state(page)).turn;
    check(closed > kept.turn + 20, `played on to turn ${closed} with storage full`);
    await page.reload();  // pagehide saves: storage refuses
    await ready(page);
    const s = await state(page);
    check(s.playing && s.turn === kept.turn, `the last save that was kept is restored (turn ${s.turn})`);
    const told = await page.evaluate(() => document.getElementById('messages').textContent);
    const lost = `Your game was not saved at turn ${closed}`;
    check(s.screen.includes(lost) || told.includes(lost),
      `the failed save is told: ${s.screen.split('\n')[0]} (messages: ${told.slice(-200)})`);
    check((await stored(page, 'filler')).length === room, "the player's other data is untouched");
    await context.close();
  });

  // 5. Two tabs on one save: the second asks to take over; the first stops; a death in the
  // second is never undone by the first.
  await scenario('two tabs on one save', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
    const a = await context.newPage();
    await a.goto(server.url + '?seed=707&wizard=1&character=tourist');
    await ready(a);
    await a.click('#canvas');
    await key(a, 's');
    await a.evaluate(() => Module._save_game());
    const b = await context.newPage();
    await b.goto(server.url + '?seed=707&wizard=1&character=tourist');
    await ready(b);
    let sb = await state(b);
    check(!sb.playing && !sb.owner && sb.screen.includes('This game is being played in another tab or window.'), 'the second tab is told the game is played elsewhere');
    await b.screenshot({ path: path.join(shots, 'second-tab.png') });
    await b.click('#canvas');
    await key(b, 't');
    await waitState(b, (s) => s.playing);
    sb = await state(b);
    check(sb.playing && sb.turn === 1, `t takes it over at the saved turn (${sb.turn})`);
    await waitState(a, (s) => !s.owner && s.screen.includes('taken over'));  // the screen is the last frame's
    const sa = await state(a);
    check(!sa.playing && sa.screen.includes('This game was taken over by another tab or window.'), 'the first tab is told and stops');
    await key(b, '&'); await key(b, 'e'); await b.keyboard.type('minotaur'); await key(b, 'Enter');
    for (let i = 0; i < 60 && !(await state(b)).over; i++) await key(b, '.');
    check((await state(b)).over, 'the hero died in the second tab');
    check(await stored(b, SLOT) === null, 'death deleted the save');
    await a.evaluate(() => Module._save_game());  // the first tab hides
    check(await stored(a, SLOT) === null, 'the first tab cannot write the dead run back');
  });

  // 5a. Without Web Locks (plain http on a LAN address, an older Safari) every tab owns the
  // run: a tab that saved it after the one where the hero died must not bring the hero back.
  await scenario('two tabs without Web Locks: a death stays a death', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
    });
    const first = await context.newPage();
    await first.goto(server.url + '?seed=708&wizard=1&character=tourist&pet=none');
    await ready(first);
    check(await first.evaluate(() => navigator.locks === undefined), 'this browser has no Web Locks');
    await first.click('#canvas');
    await key(first, 's');
    await first.evaluate(() => Module._save_game());
    await first.close();
    const turnStored = (page) => page.evaluate((k) => { const v = localStorage.getItem(k); return v === null ? null : JSON.parse(v).turn; }, SLOT);
    const a = await context.newPage(), b = await context.newPage();
    for (const tab of [a, b]) {
      await tab.goto(server.url);
      await ready(tab);
    }
    const [sa, sb] = [await state(a), await state(b)];
    check(sa.playing && sb.playing && sa.owner && sb.owner && sa.turn === 1 && sb.turn === 1, 'both tabs play the run (no lock tells one apart)');
    // Tab A plays a turn and is hidden: it saves at turn 2.
    await a.bringToFront();
    await a.click('#canvas');
    await key(a, 's');
    await a.evaluate(() => Module._save_game());
    check(await turnStored(a) === 2, `tab A saved at turn 2 (${await turnStored(a)})`);
    // Tab B plays on from turn 1 and dies.
    await b.bringToFront();
    await b.click('#canvas');
    for (let i = 0; i < 8; i++) await key(b, 's');
    await key(b, '&'); await key(b, 'e'); await b.keyboard.type('minotaur'); await key(b, 'Enter');
    let s = await state(b);
    for (let i = 0; i < 60 && !s.over; i++) { await key(b, '.'); s = await state(b); }
    for (let i = 0; i < 8 && !s.screen.includes('Cause:'); i++) { await key(b, 'Enter'); s = await state(b); }
    check(s.over && s.turn > 2, `the hero died in tab B at turn ${s.turn}`);
    check(await turnStored(b) === null, "tab A's later save of the dead run is deleted too");
    check(flat(s).includes('Another tab or window had saved this run since (at turn 2); that save is deleted too, and no tab or window can bring the run back.'),
      `the death screen says what happened:\n${s.screen}`);
    await b.screenshot({ path: path.join(shots, 'death-without-locks.png') });
    await a.bringToFront();
    await a.evaluate(() => Module._save_game());  // hidden again
    check(await turnStored(a) === null, 'tab A cannot write the dead run back');
    const c = await context.newPage();
    await c.goto(server.url);
    await ready(c);
    const sc = await state(c);
    check(!sc.playing && sc.screen.includes('[ynq]'), `a new tab finds no run to restore: the title (${sc.playing ? 'turn ' + sc.turn : 'title'})`);
    await context.close();
  });

  // 5b. The same screens on a phone: a damaged save, and a second tab, read whole.
  await scenario('save screens on a phone', async () => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
    const context = await browser.newContext(phone);
    await context.addInitScript((slot) => {
      if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem(slot, '{"game":"deepglyph","version":3'); }
    }, SLOT);
    const a = await context.newPage();
    await a.goto(server.url);
    await ready(a);
    let s = await state(a);
    const lines = s.screen.split('\n');
    check(lines.every((l) => l.trimEnd().length <= s.grid.cols) && flat(s).includes('y - start a new game (the old save is kept aside as a backup)'),
      `the damaged-save screen fits a ${s.grid.cols}-column phone`);
    await a.screenshot({ path: path.join(shots, 'phone-damaged-save.png') });
    await a.locator('#touch-controls .keys button[data-key="y"]').tap();
    await waitState(a, (st) => st.screen.includes('[ynq]'));
    const b = await context.newPage();
    await b.goto(server.url);
    await ready(b);
    s = await state(b);
    check(flat(s).includes('This game is being played in another tab or window.') && flat(s).includes('t - take it over here'),
      'a second tab on a phone says so, whole');
    await b.screenshot({ path: path.join(shots, 'phone-second-tab.png') });
    // A phone has no t key: a tap on the choice's words presses it.
    const rowsB = s.screen.split('\n');
    const row = rowsB.findIndex((l) => l.includes('take it over'));
    const col = rowsB[row].indexOf('take it over');
    const r = s.render;
    await b.touchscreen.tap((r.origin_x + (col + 0.5) * r.cell_w) / r.dpr, (r.origin_y + (row + 0.5) * r.cell_h) / r.dpr);
    await waitState(b, (st) => st.owner);
    await waitState(a, (st) => !st.owner && st.screen.includes('taken over'));
    check(true, 'a tap on "t - take it over here" takes the game over, and the first tab is told');
  });

  // 6. Big files: a 100 MB replay and a 6 MB save are refused with a message.
  await scenario('big files are refused with a message', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'dg-big-'));
    try {
      const replay = path.join(tmp, 'huge-replay.json');
      writeFileSync(replay, '');
      truncateSync(replay, 100 * 1024 * 1024);
      const save = path.join(tmp, 'big-save.json');
      writeFileSync(save, '{"game":"deepglyph"' + ' '.repeat(6 * 1024 * 1024) + '}');
      const { page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=5');
      await page.click('#canvas');
      for (const [k, file, size] of [['r', replay, '100.0 MiB'], ['i', save, '6.0 MiB']]) {
        await chooseFile(page, k, file);
        await waitState(page, (s, name) => s.screen.includes(name), path.basename(file));
        const s = await state(page);
        const flat = s.screen.replace(/\s+/g, ' ');  // the title wraps long lines
        check(flat.includes(`Cannot use ${path.basename(file)}: it is larger than a save or replay can be (${size}; at most 4.0 MiB).`),
          `${path.basename(file)}: refused with its size (${flat.slice(flat.indexOf('Cannot'), flat.indexOf('Cannot') + 120)})`);
      }
      check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  // 7. The same keys, batched into one frame or typed one per frame, natively too.
  await scenario('keys act the same however batched', async () => {
    const seed = '1228294401383418078';
    const one = await openGame(browser, { viewport: { width: 1280, height: 800 } }, `?seed=${seed}`);
    await one.page.click('#canvas');
    for (const k of ['y', ':', 'l']) await key(one.page, k);
    const perFrame = await state(one.page);
    const batch = await openGame(browser, { viewport: { width: 1280, height: 800 } }, `?seed=${seed}`);
    await batch.page.evaluate(() => { for (const k of ['y', ':', 'l']) Module.ccall('press_key', 'number', ['string'], [k]); });
    await waitState(batch.page, (s) => s.inputs >= 3);
    const batched = await state(batch.page);
    check(perFrame.turn === 0 && batched.turn === 0 && perFrame.state_hash === batched.state_hash,
      `one per frame and in one batch agree (turns ${perFrame.turn}, ${batched.turn}; l turned the --More-- page)`);
    if (nativeGame) {
      const { execFileSync } = await import('node:child_process');
      const out = execFileSync(nativeGame, ['--no-save', '--seed', seed, '--keys', 'y,:,l', '--frames', '5', '--print-state'],
        { env: { ...process.env, SDL_VIDEODRIVER: 'dummy' } }).toString();
      const native = JSON.parse(out.trim().split('\n').pop());
      check(native.state_hash === batched.state_hash && native.turn === 0, `and natively (hash ${native.state_hash})`);
    }
  });

  // 8. The key queue is bounded: past it, press_key refuses (and says so) instead of dropping.
  await scenario('the key queue is bounded', async () => {
    const { page } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=9&character=samurai');
    const before = (await state(page)).inputs;
    const accepted = await page.evaluate(() => {
      let n = 0;
      for (let i = 0; i < 100001; i++) n += Module.ccall('press_key', 'number', ['string'], ['Z']);
      return n;
    });
    check(accepted === 100000, `100,000 keys queued, the next refused (${accepted})`);
    await waitState(page, (s, want) => s.inputs >= want, before + 100000);
    check((await state(page)).inputs === before + 100000, 'every queued key reached the game');
  });

  // 9. A canvas larger than the GPU draws: the game still shows, and survives resizes.
  await scenario('a canvas larger than the GPU', async () => {
    const { page, problems } = await openGame(browser, { viewport: { width: 3000, height: 1000 }, deviceScaleFactor: 3 }, '?seed=3');
    let s = await state(page);
    const canvas = await page.evaluate(() => ({ w: document.getElementById('canvas').width, h: document.getElementById('canvas').height }));
    check(s.render.gpu_limit > 0 && canvas.w <= s.render.gpu_limit && s.render.frames_drawn > 0,
      `9000x3000 device px: canvas ${canvas.w}x${canvas.h} within the GPU's ${s.render.gpu_limit}, drawn`);
    check(s.screen.includes('[ynq]'), 'the title is there');
    await page.setViewportSize({ width: 1000, height: 700 });
    await waitState(page, (st) => st.render.out_w === 3000);
    await page.setViewportSize({ width: 3200, height: 1200 });
    await waitState(page, (st, limit) => st.render.out_w <= limit && st.render.out_w !== 3000, s.render.gpu_limit);
    await page.click('#canvas');
    await key(page, 'y');
    s = await state(page);
    check(s.playing && s.render.frames_drawn > 1 && s.render.out_w <= s.render.gpu_limit, `after resizes it plays and draws (${s.render.out_w}x${s.render.out_h})`);
    // What is on screen is not black: the message line and the map are lit.
    const lit = await litPixels(page, { x: 0, y: 0, width: 1600, height: 300 });
    check(lit > 500, `the game is drawn, not black (${lit} lit pixels)`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
  });

  // The WebGL context lost mid-run (phones and busy machines drop it; issue 35, point 3):
  // before, the canvas stayed white for good while keys still played. Now the page says so,
  // the browser is asked for it back, and the game is drawn again, mouse and keys working.
  await scenario('a lost WebGL context comes back and the game is drawn again', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=1&character=valkyrie-human');
    await page.click('#canvas');
    // The status lines, drawn (not black, and not the white of a lost canvas).
    const litStatus = () => litPixels(page, { x: 0, y: 660, width: 1280, height: 140 }, 200, 700);
    const before = await litStatus();
    check(before > 500, `the status lines are drawn (${before} lit pixels)`);
    await page.evaluate(() => {
      window.__lose = Module.canvas.getContext('webgl').getExtension('WEBGL_lose_context');
      window.__lose.loseContext();
    });
    await page.waitForFunction(() => !document.getElementById('display-lost').classList.contains('hidden'), null, { timeout: TIMEOUT });
    const said = await page.evaluate(() => document.getElementById('display-lost').textContent);
    check(said.includes('The display was lost') && said.includes('Your run is kept'), `the page says so ("${said}")`);
    await key(page, 'l');  // keys still play while it is lost
    let s = await state(page);
    check(s.turn === 1, `a key played while the display was lost (turn ${s.turn})`);
    check(await litStatus() < 100, 'nothing is drawn while it is lost');
    await page.evaluate(() => window.__lose.restoreContext());
    await waitState(page, (st) => st.render.context_rebuilds === 1 && st.render.frames_drawn > 0);
    await settle(page);
    const after = await litStatus();
    check(after > 500, `drawn again after the context came back (${after} lit pixels)`);
    check(await page.evaluate(() => document.getElementById('display-lost').classList.contains('hidden')), 'the notice is gone');
    await page.screenshot({ path: path.join(shots, 'context-restored.png') });
    // The mouse still walks: a click on the cell east of the @.
    s = await state(page);
    const rows = s.screen.split('\n');
    const row = rows.findIndex((l, r) => r > 0 && l.includes('@'));
    const col = rows[row].indexOf('@');
    const r = s.render;
    await page.mouse.click((r.origin_x + (col + 1.5) * r.cell_w) / r.dpr, (r.origin_y + (row + 0.5) * r.cell_h) / r.dpr);
    await waitState(page, (st, t) => st.turn > t, s.turn);
    s = await state(page);
    check(s.screen.split('\n')[row].indexOf('@') === col + 1, 'a click after the rebuild walks the hero');
    await key(page, 'h');
    s = await state(page);
    check(s.screen.split('\n')[row].indexOf('@') === col, 'and keys move it back');
    await context.close();
  });

  // 10. The browser's keys reach the browser; the game's keys stay with the game.
  await scenario("the browser's own keys", async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
    await context.addInitScript(() => {
      window.__keys = [];
      window.addEventListener('keydown', (e) => window.__keys.push(e), true);
    });
    const page = await context.newPage();
    await page.goto(server.url + '?seed=4&character=valkyrie-human');
    await ready(page);
    await page.click('#canvas');
    const browserKeys = ['F5', 'F11', 'Control+f', 'Control+l', 'Control+Tab', 'Control+Shift+I'];
    const gameKeys = ['ArrowLeft', 'Control+p'];
    for (const k of [...browserKeys, ...gameKeys]) { await page.keyboard.press(k); await settle(page); }
    const seen = await page.evaluate(() => window.__keys.filter((e) => !['Control', 'Shift', 'Alt'].includes(e.key)).map((e) => e.defaultPrevented));
    const passed = seen.slice(0, browserKeys.length);
    check(passed.length === browserKeys.length && passed.every((p) => !p), `F5, F11, Ctrl+F, Ctrl+L, Ctrl+Tab, Ctrl+Shift+I reach the browser (${JSON.stringify(passed)})`);
    const kept = seen.slice(browserKeys.length);
    check(kept.length === gameKeys.length && kept.every((p) => p), `arrows and Ctrl+P stay with the game (${JSON.stringify(kept)})`);
    let s = await state(page);
    check(s.turn === 1 || s.screen.includes('wall'), `the arrow key moved the hero (turn ${s.turn})`);
    check(s.screens === 2 && s.screen.includes('Messages'), `Ctrl+P opens the messages (${s.screens} screens)`);
    await page.keyboard.press('Escape'); await settle(page);
    await page.keyboard.press('Control+x'); await settle(page);
    s = await state(page);
    const xKept = await page.evaluate(() => window.__keys.filter((e) => e.key === 'x' || e.key === 'X').map((e) => e.defaultPrevented));
    check(xKept.length === 1 && xKept[0], `Ctrl+X stays with the game (${JSON.stringify(xKept)})`);
    const firstPage = s.screen.split('\n')[0];
    // (A long status is paged at --More--: the armour class comes on a later page.)
    for (let i = 0; i < 4 && !/armour class \d+/.test(s.screen.replace(/\s+/g, ' ')); i++) {
      await page.keyboard.press('Enter'); await settle(page);
      s = await state(page);
    }
    check(/^You are on dungeon level 1/.test(firstPage) && /armour class \d+/.test(s.screen.replace(/\s+/g, ' ')),
      `Ctrl+X says the status with armour class:\n${s.screen.split('\n').slice(0, 3).join('\n')}`);
  });

  // 11. URL parameters: an unknown one is named and the rest apply; a huge one is not echoed;
  // a 50x50 canvas takes no keys it cannot show.
  await scenario('odd URL parameters and a tiny canvas', async () => {
    let g = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?help&seed=42');
    let s = await state(g.page);
    check(s.screen.includes("Ignored in the URL: unknown parameter 'help'.") && s.seed === '42' && s.screen.includes('[ynq]'),
      `?help is named, the seed still applies (${s.seed})`);
    await g.context.close();
    g = await openGame(browser, { viewport: { width: 1024, height: 640 } }, `?character=${'v'.repeat(5000)}&seed=43`);
    s = await state(g.page);
    check(s.screen.includes('Ignored in the URL: character is too long (5000 characters).') && !s.screen.includes('vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv') && s.seed === '43',
      'a 5 KB character is not echoed; the seed applies');
    await g.context.close();
    g = await openGame(browser, { viewport: { width: 50, height: 50 } }, '?seed=44');
    await g.page.focus('#canvas');
    for (let i = 0; i < 5; i++) await key(g.page, 'y');
    s = await state(g.page);
    check(!s.playing && s.grid.cols < 40, `a ${s.grid.cols}x${s.grid.rows} grid takes no keys it cannot show`);
  });
}
