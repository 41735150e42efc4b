// Pictures of the real game for the pages that show it: the itch.io cover (630x500), the
// screenshots an itch.io page and a social card show (the title, a game at 1280x800 and at
// 1920x1080, a phone), and README's picture. Each is taken from the built page in Debian's
// headless Chromium, playing a seeded game a little (explore, then a look at the map), so they
// show the game as it is.
//   node scripts/screenshots.mjs SITE OUT_DIR        (SITE: build/web/src or dist/site)
// writes OUT_DIR/cover.png, title.png, game-1280x800.png, game-1920x1080.png, phone.png.
// scripts/package-web.sh calls it for dist/itch/; README's docs/screenshot.png is
// game-1280x800.png (scripts/screenshots.mjs build/web/src docs/shots-new, then copy).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../tests/web/serve.mjs';

const SEED = 808;  // its first explores go far before a monster stops them: a map worth seeing
const STATE = () => JSON.parse(Module.ccall('game_state_json', 'string', [], []));

async function open(browser, url, viewport, phone, scale) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale,
    isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: 60000 });
  await page.click('#canvas');
  return { context, page };
}

// Keys one at a time, each settled: a walk it began has ended and a frame was drawn.
async function keys(page, list) {
  for (const k of list) {
    await page.keyboard.press(k);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForFunction(() => !JSON.parse(Module.ccall('game_state_json', 'string', [], [])).walking, null, { timeout: 60000 });
  }
}

// A game a few explore steps in, messages read: what a player sees after a minute.
async function played(page, steps) {
  for (let i = 0; i < steps; i++) {
    const s = await page.evaluate(STATE);
    if (s.screen.split('\n')[0].includes('--More--')) await keys(page, ['Escape']);
    else await keys(page, ['o']);
  }
  if (steps > 0) await keys(page, ['Escape']);
}

export async function screenshots(site, out, chromium) {
  mkdirSync(out, { recursive: true });
  const server = await serve(site);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const game = `${server.url}?seed=${SEED}&character=valkyrie-human-female&pet=kitten`;
  const written = [];
  try {
    // [file, url, viewport, phone, device scale, explore steps]. The cover is a 1260x1000
    // page at half scale: the dungeon, not one corridor, in 630x500.
    const shots = [
      ['title.png', `${server.url}?seed=${SEED}`, { width: 1280, height: 800 }, false, 1, 0],
      ['game-1280x800.png', game, { width: 1280, height: 800 }, false, 1, 6],
      ['game-1920x1080.png', game, { width: 1920, height: 1080 }, false, 1, 14],
      ['phone.png', game, { width: 390, height: 844 }, true, 3, 6],
      ['cover.png', game, { width: 1260, height: 1000 }, false, 0.5, 14],
    ];
    for (const [name, url, viewport, phone, scale, steps] of shots) {
      const { context, page } = await open(browser, url, viewport, phone, scale);
      await played(page, steps);
      const file = path.join(out, name);
      await page.screenshot({ path: file });
      written.push(file);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [site, out] = process.argv.slice(2);
  if (!site || !out) {
    console.error('usage: node scripts/screenshots.mjs SITE OUT_DIR');
    process.exit(2);
  }
  const { chromium } = await import('playwright-core');
  for (const f of await screenshots(site, out, chromium)) console.log(f);
}
