// Browser tests: the web build in headless Chromium (Debian's, driven by playwright-core).
// Usage: node tests/web/browser-test.mjs WEB_OUT_DIR [SHOT_DIR]
// Ends with "N passed, N failed"; exits non-zero on any failure or when nothing ran.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from './serve.mjs';

const dir = process.argv[2];
const shots = process.argv[3] || path.join(dir, 'shots');
if (!dir) { console.error('usage: browser-test.mjs WEB_OUT_DIR [SHOT_DIR]'); process.exit(2); }
mkdirSync(shots, { recursive: true });

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let passed = 0, failed = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) passed++; else failed++;
}
const state = (page) => page.evaluate(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])));

async function openGame(browser, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  const t0 = Date.now();
  await page.goto(server.url);
  await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: 20000 });
  const readyMs = await page.evaluate(() => Module.readyAt);
  return { context, page, problems, readyMs, wallMs: Date.now() - t0 };
}

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
try {
  // --- Play a few turns at 1280x800, device pixel ratio 1.
  {
    const { context, page, problems, readyMs } = await openGame(browser, { viewport: { width: 1280, height: 800 } });
    console.log(`first frame ${readyMs.toFixed(0)} ms after navigation start`);
    let s = await state(page);
    check(s.player.x === 7 && s.player.y === 3, `starts at (7,3): ${JSON.stringify(s.player)}`);
    check(s.grid.cols >= 80 && s.grid.rows >= 24, `grid ${s.grid.cols}x${s.grid.rows} fills the window`);
    check(s.screen.includes('Welcome to Deepglyph.'), 'welcome message on screen');
    check(await page.locator('#loading').isHidden(), 'loading indicator hidden once ready');

    await page.click('#canvas');
    for (const key of ['l', 'l', 'j', 'ArrowDown', 'Numpad3']) await page.keyboard.press(key);
    await page.waitForTimeout(100);
    s = await state(page);
    check(s.player.x === 10 && s.player.y === 6, `l l j Down Numpad3 -> (10,6): ${JSON.stringify(s.player)}`);
    check(s.turn === 5, `5 turns: ${s.turn}`);
    check(/Dlvl:1 T:5/.test(s.screen), 'status line shows the turn');

    for (let i = 0; i < 5; i++) await page.keyboard.press('k');
    await page.waitForTimeout(100);
    s = await state(page);
    check(s.player.y === 2, `k x5 stops under the wall: y=${s.player.y}`);
    check(s.messages.includes('There is a wall in the way.'), `bump message: ${JSON.stringify(s.messages)}`);
    await page.keyboard.press('Shift+Z');
    await page.waitForTimeout(50);
    s = await state(page);
    check(s.screen.split('\n')[0] === "Unknown command 'Z'.", `unknown key: ${s.screen.split('\n')[0]}`);

    // Idle: nothing changes, so nothing is drawn.
    const before = (await state(page)).render.frames_drawn;
    await page.waitForTimeout(1000);
    const after = (await state(page)).render.frames_drawn;
    check(after === before, `no drawing while idle (${before} -> ${after} frames in 1 s)`);

    await page.screenshot({ path: path.join(shots, 'play-1280x800.png') });
    // Resize: the grid re-lays out to the new window.
    await page.setViewportSize({ width: 800, height: 600 });
    await page.waitForTimeout(300);
    s = await state(page);
    check(s.render.out_w === 800 && s.render.out_h === 600, `canvas follows the window: ${s.render.out_w}x${s.render.out_h}`);
    check(s.grid.cols < 100 && s.grid.cols >= 60, `grid re-laid out: ${s.grid.cols}x${s.grid.rows}`);
    check(s.screen.includes('@'), 'the @ is still on screen');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  }

  // --- HiDPI: fractional ratios rasterise at the real pixel size (no scaling blur).
  for (const dpr of [1.25, 1.5, 2]) {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1024, height: 640 }, deviceScaleFactor: dpr });
    const s = await state(page);
    const canvas = await page.evaluate(() => { const c = document.getElementById('canvas'); return { w: c.width, h: c.height, cssW: c.clientWidth }; });
    check(Math.abs(s.render.dpr - dpr) < 1e-6, `dpr ${dpr}: game sees ${s.render.dpr}`);
    check(canvas.w === Math.floor(1024 * dpr), `dpr ${dpr}: canvas backing ${canvas.w} px for ${canvas.cssW} CSS px`);
    check(s.render.font_px >= Math.round(12 * dpr), `dpr ${dpr}: font rasterised at ${s.render.font_px} device px`);
    await page.screenshot({ path: path.join(shots, `play-dpr${dpr}.png`) });
    check(problems.length === 0, `dpr ${dpr}: no console errors ${JSON.stringify(problems)}`);
    await context.close();
  }
} catch (e) {
  check(false, `exception: ${e.stack || e}`);
} finally {
  await browser.close();
  server.stop();
}
console.log(`screenshots in ${shots}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
