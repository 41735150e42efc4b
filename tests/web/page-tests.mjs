// Browser tests of the page around the game: served from a sub-path (itch.io, GitHub Pages),
// a character made by tapping the menus on a phone, long messages paged with --More--, and
// a downloaded replay watched in another browser (and natively) to the same end.
// Called by browser-test.mjs with its browser, server and helpers.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { TIMEOUT } from './timeouts.mjs';

export async function pageTests({ scenario, chooseFile, browser, dir, serve, server, shots, nativeGame, check, key, settle, state, openGame,
  typeText, execFileSync, path }) {
  // Where `text` is drawn, in CSS pixels (the middle of its first cell + `offset` cells).
  const where = (s, text, offset = 0) => {
    const lines = s.screen.split('\n');
    const row = lines.findIndex((l) => l.includes(text));
    if (row < 0) return null;
    const col = lines[row].indexOf(text) + offset;
    const r = s.render;
    return [(r.origin_x + (col + 0.5) * r.cell_w) / r.dpr, (r.origin_y + (row + 0.5) * r.cell_h) / r.dpr];
  };

  // --- Served from a sub-path, as itch.io (/html/123/index.html) and GitHub Pages (/repo/) do.
  await scenario('Served from a sub-path, as itch', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'deepglyph-site-'));
    symlinkSync(path.resolve(dir), path.join(root, 'deepglyph'));
    const site = await serve(root);
    try {
      for (const page_path of ['deepglyph/', 'deepglyph/index.html']) {
        const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
        const page = await context.newPage();
        const problems = [], missing = [];
        page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
        // The canvas as the page is parsed (the game cannot have started then): laid out, not
        // shown, while the game draws its warm-up frame in it.
        await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
          const c = document.getElementById('canvas');
          window.__canvasAtParse = [getComputedStyle(c).visibility, c.getBoundingClientRect().width];
        }));
        await page.goto(site.url + page_path + '?seed=31&character=valkyrie-dwarf');
        await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
        const shown = await page.evaluate(() => [window.__canvasAtParse, getComputedStyle(document.getElementById('canvas')).visibility]);
        check(shown[0][0] === 'hidden' && shown[0][1] > 0 && shown[1] === 'visible',
          `/${page_path}: the canvas is laid out but hidden while the game starts, shown once it is on screen (${JSON.stringify(shown)})`);
        await page.click('#canvas');
        await key(page, 's');
        const s = await state(page);
        check(s.playing && s.turn === 1 && s.hero.role === 'valkyrie', `served from /${page_path}: the game loads and plays`);
        check(missing.length === 0 && problems.length === 0, `/${page_path}: nothing missing, no errors ${JSON.stringify(missing.concat(problems))}`);
        await context.close();
      }
    } finally {
      site.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  // --- The page compiles game.wasm as it downloads when the server says application/wasm; a
  // server that labels it otherwise still gets a working game, and a missing file is said.
  await scenario('game.wasm served otherwise', async () => {
  for (const [label, fulfil] of [
    ['served as application/octet-stream', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
    }],
    ['missing (404)', (route) => route.fulfill({ status: 404, body: 'not here' })]]) {
    const context = await browser.newContext({ viewport: { width: 800, height: 500 } });
    const page = await context.newPage();
    await page.route('**/game.wasm?*', fulfil);
    await page.goto(server.url + '?seed=31&character=valkyrie-dwarf');
    if (label.startsWith('missing')) {
      await page.waitForFunction(() => document.getElementById('loading').classList.contains('error'), null, { timeout: TIMEOUT });
      const text = await page.textContent('#loading-text');
      check(text.includes('could not start') && text.includes('game.wasm: HTTP 404'), `game.wasm ${label}: the page says so ("${text}")`);
    } else {
      await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
      await page.click('#canvas');
      await key(page, 's');
      const s = await state(page);
      check(s.playing && s.turn === 1, `game.wasm ${label}: the game still loads and plays`);
    }
    await context.close();
  }
  });

  // --- A phone: the title and trait menus by tapping (a first tap tells, a second picks); the
  // long welcome in the message pane; an item menu entry tapped.
  await scenario('A phone', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 412, height: 860 }, hasTouch: true, isMobile: true }, '?seed=52');
    let s = await state(page);
    const cols = Math.floor(s.render.out_w / s.render.cell_w);
    check(s.screen.includes('alignment for you? [ynq]') && s.screen.includes('\n   q - quit') && s.screen.includes('climb back out'),
      `the title wraps to the phone's ${cols} columns, a choice per line`);
    await page.screenshot({ path: path.join(shots, 'phone-title.png') });
    const tap = async (text, offset = 0) => {
      const at = where(s, text, offset);
      check(at !== null, `"${text}" is on screen to tap`);
      if (at) await page.touchscreen.tap(at[0], at[1]);
      await settle(page);
      s = await state(page);
    };
    await tap('n - choose my character', 6);
    check(s.screen.includes(' Pick a role for your character'), 'tapping "n - choose my character" opens the role menu');
    await tap('v - Valkyrie', 4);
    check(s.screen.includes('A stealthy warrior of the north') && s.screen.includes(' Pick a role'), 'a first tap on a role tells what it is');
    await tap('v - Valkyrie', 4);
    check(s.screen.includes(' Pick the race of your Valkyrie'), 'a second tap on it picks it');
    await tap('d - dwarf', 4);
    await tap('d - dwarf', 4);
    check(s.playing && s.hero.role === 'valkyrie' && s.hero.race === 'dwarf', `tapping a race finishes the character (${s.hero.race} ${s.hero.role})`);
    // The phone has rows to spare under the map: the long welcome is in the message pane,
    // whole, and nothing waits at --More-- (the key guard's own tests are in info-tests.mjs).
    const top = s.screen.split('\n')[0];
    check(!top.endsWith('--More--') && s.screen.includes('Welcome to Deepglyph!') && /dwarvish\s+Valkyrie\./.test(s.screen),
      `the long welcome shows whole in the message pane: "${top}"`);
    await page.screenshot({ path: path.join(shots, 'phone-more.png') });
    await key(page, 'd');
    s = await state(page);
    check(s.screen.includes('Drop what?'), 'the drop menu is open');
    await tap('a - ', 8);
    check(s.turn === 1 && s.messages.some((m) => m.startsWith('You drop')), `tapping an entry drops that item: "${s.messages.join(' ')}"`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- A run downloaded from the death screen, watched from another browser's title (r) and
  // natively (--replay): both end in the run's own state hash.
  await scenario('A run downloaded from the death screen, watched from another', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=909&wizard=1&character=samurai&pet=none');
    await page.click('#canvas');
    for (const k of ['s', 'l', 's']) await key(page, k);
    await key(page, '&'); await key(page, 'e'); await typeText(page, 'minotaur'); await key(page, 'Enter');
    let s = await state(page);
    for (let i = 0; i < 80 && !s.over; i++) { await key(page, '.'); s = await state(page); }
    // Past "You die... --More--", and any --More-- before it (the blows that killed may fill
    // more than one line at this width).
    await key(page, 'Enter');
    s = await state(page);
    for (let i = 0; i < 5 && s.screen.includes('--More--'); i++) { await key(page, 'Enter'); s = await state(page); }
    check(s.over && s.screen.includes('r - download this run as a replay'), 'the samurai died; the death screen offers the replay');
    const died = s;
    const [dl] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), key(page, 'r')]);
    const file = path.join(shots, 'replay.json');
    await dl.saveAs(file);
    await context.close();

    const fresh = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '');
    s = await state(fresh.page);
    check(s.screen.includes('r - watch a replay'), 'the title offers to watch a replay');
    await fresh.page.click('#canvas');
    await chooseFile(fresh.page, 'r', file);
    await fresh.page.waitForFunction(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])).playing, null, { timeout: TIMEOUT });
    await settle(fresh.page);
    s = await state(fresh.page);
    check(/Replay 0\/\d+/.test(s.screen) && s.screen.includes('Watching replay.json.') && s.turn === 0, 'the chosen file plays from its first turn');
    await key(fresh.page, 'Enter');
    s = await state(fresh.page);
    check(s.over && s.state_hash === died.state_hash && s.turn === died.turn,
      `watched to the end in WebAssembly: turn ${s.turn}, hash ${s.state_hash === died.state_hash ? 'same as the run' : 'DIFFERENT'}`);
    check(fresh.problems.length === 0, `no console errors ${JSON.stringify(fresh.problems)}`);
    await key(fresh.page, 'q');
    s = await state(fresh.page);
    check(!s.playing && s.screen.includes('[ynq]'), 'q leaves the replay for the title');
    await fresh.context.close();
    if (nativeGame) {
      const out = execFileSync(nativeGame, ['--no-save', '--replay', file, '--keys', 'Return', '--frames', '5', '--print-state'],
        { env: { ...process.env, SDL_VIDEODRIVER: 'dummy', SDL_AUDIODRIVER: 'dummy' } }).toString();
      const n = JSON.parse(out.trim().split('\n').pop());
      check(n.state_hash === died.state_hash && n.turn === died.turn, `watched natively: the same state hash (${n.state_hash})`);
    }
  });
}
