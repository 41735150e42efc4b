// Browser tests of a deploy that never strands a run (issue 59), with the game's engine and the
// test engine r0 (src/CMakeLists.txt) deployed in turn at one address: a deploy made while the
// live site misbehaves stops, and the run on r0 plays on; a run whose engine leaves the site
// soon is told so while it can be finished; an engine cut short mid-deploy is never kept for
// offline play, a damaged kept copy is passed by, and a damaged download is fetched once more
// past every cache and then named; the runs screen opened from the title is drawn alone.
// Called by browser-test.mjs with its helpers.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptUntil } from '../../scripts/engines.mjs';
import { later, makeSite } from './engine-tests.mjs';
import { siteServer } from './site-server.mjs';
import { TIMEOUT } from './timeouts.mjs';

const FETCH = fileURLToPath(new URL('../../scripts/fetch-engines.mjs', import.meta.url));
const fetchEngines = (url, dir) => new Promise((resolve) => {
  execFile('node', [FETCH, url, dir, '--tries', '2'], { env: { ...process.env, DG_FETCH_BACKOFF_MS: '5' } },
    (error, stdout, stderr) => resolve({ code: error ? error.code : 0, out: stdout + stderr }));
});
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);

export async function keptEngineTests({ scenario, browser, dir, check, key, state, shots }) {
  const built = path.resolve(dir);
  const testEngine = path.join(built, 'rules-test', 'engines', 'r0');
  if (!existsSync(path.join(testEngine, 'game.wasm'))) {
    check(false, `the test engine r0 is built (${testEngine})`);
    return;
  }
  const current = JSON.parse(readFileSync(path.join(built, 'engines.json'), 'utf8')).current;
  const currentEngine = path.join(built, 'engines', current);
  const version = JSON.parse(readFileSync(path.join(currentEngine, 'engine.json'), 'utf8')).version;
  const wasmSize = statSync(path.join(currentEngine, 'game.wasm')).size;
  const root = mkdtempSync(path.join(os.tmpdir(), 'deepglyph-kept-'));
  const oldSite = path.join(root, 'old');
  makeSite(oldSite, built, testEngine, 'r0', '0.0.9');
  const live = path.join(root, 'live');
  const deploy = (site) => { rmSync(live, { force: true }); symlinkSync(site, live); };
  deploy(oldSite);
  const server = await siteServer(root);
  const url = server.url + 'live/';
  // Ready, or stopped with the loading screen's error (instead of a long wait for nothing).
  const startedOrFailed = (page) => page.waitForFunction(() => (window.Module && Module.readyAt !== undefined) ||
    (document.getElementById('loading') && document.getElementById('loading').classList.contains('error')), null, { timeout: TIMEOUT });
  // The same, through the page reloading itself (on another engine, or for a fresh copy).
  async function settled(page) {
    for (let tries = 0; ; tries++) {
      try {
        await startedOrFailed(page);
        return await page.evaluate(() => ({ ready: !!(window.Module && Module.readyAt !== undefined),
          error: document.getElementById('loading').classList.contains('error') ? document.getElementById('loading-text').textContent : '',
          rules: window.DG_START && DG_START.rules }));
      } catch (e) {
        if (tries > 4 || !/context was destroyed|navigat/i.test(String(e))) throw e;
      }
    }
  }
  // A browser holding a run of rules r0 (turn 3), begun on the old deploy.
  async function withOldRun() {
    deploy(oldSite);
    server.answer = () => null;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url + '?seed=77&wizard=1&character=valkyrie-dwarf&pet=none');
    await settled(page);
    await page.click('#canvas');
    for (let i = 0; i < 3; i++) await key(page, 's');
    await page.evaluate(() => Module._save_game());
    return { context, page };
  }

  try {
    await scenario('A deploy made while the live site fails strands no run', async () => {
      const { context, page } = await withOldRun();
      // The next deploy runs while the live site answers 503 for r0's game.wasm.
      server.answer = (p) => (p === '/live/engines/r0/game.wasm' ? { status: 503 } : null);
      const carried = path.join(root, 'carried-1');
      const first = await fetchEngines(url, carried);
      check(first.code === 1 && /r0: .*HTTP 503/.test(first.out), `the deploy stops (exit ${first.code}: ${first.out.trim().split('\n').pop()})`);
      if (first.code === 0) {  // as before: the deploy went on with what it could fetch
        const stripped = path.join(root, 'stripped');
        makeSite(stripped, built, currentEngine, current, version, [carried]);
        later(stripped);
        deploy(stripped);
      }
      server.answer = () => null;
      await page.goto(url);
      let s = await settled(page);
      let g = await state(page);
      check(s.rules === 'r0' && g.playing && g.turn === 3, `the run plays on on its engine (rules ${s.rules}, turn ${g.turn})`);
      // The site answers again: the next deploy carries r0 forward.
      const again = path.join(root, 'carried-2');
      const second = await fetchEngines(url, again);
      const site = path.join(root, 'after');
      const m = makeSite(site, built, currentEngine, current, version, [again]);
      later(site);
      check(second.code === 0 && !!m.engines.r0, `once the site answers, the deploy carries r0 (${Object.keys(m.engines).join(' ')})`);
      deploy(site);
      await page.goto(url);
      s = await settled(page);
      g = await state(page);
      check(s.rules === 'r0' && g.playing && g.turn === 3, `after it, the run still plays on r0 (rules ${s.rules}, turn ${g.turn})`);
      await context.close();
    });

    await scenario('A run whose engine leaves soon is told so while it can be finished', async () => {
      const { context, page } = await withOldRun();
      // r0 was replaced 330 days ago: it stays until a year after that.
      const replaced = dayOf(Date.now() - 330 * 864e5);
      const site = path.join(root, 'leaving');
      makeSite(site, built, currentEngine, current, version, [oldSite], replaced);
      later(site);
      deploy(site);
      const until = keptUntil(replaced);
      await page.goto(url);
      await settled(page);
      const said = await page.locator('#messages').textContent();
      const warning = `its engine (rules r0) stays on this site only until ${until}, so finish the run by then`;
      check((await state(page)).rules === 'r0' && said.includes(`Beware: ${warning}.`), `played on r0, the run is told when its engine leaves (${said.slice(-160)})`);
      // On the current engine's title (this tab chose it), and on the runs screen.
      await page.evaluate((r) => sessionStorage.setItem('deepglyph.engine', r), current);
      await page.goto(url);
      await settled(page);
      let s = await state(page);
      const flat = (t) => t.replace(/\s+/g, ' ');
      check(s.rules === current && flat(s.screen).includes(`Valkyrie (dwarf), turn 3: ${warning}.`), `the title says so too:\n${s.screen}`);
      await page.screenshot({ path: path.join(shots, 'engine-leaving-title.png') });
      await page.focus('#canvas');  // (a click on the title would choose what it lands on)
      await key(page, 'k');
      s = await state(page);
      check(flat(s.screen).includes(`plays on that version; ${warning}`), `and the runs screen:\n${s.screen}`);
      // The runs screen is drawn alone, not over the title (issue 59, 5).
      check(s.screen.includes('Runs in progress') && !s.screen.includes('Shall I pick') && !s.screen.includes('press k to see'),
        'the runs screen opened from the title is drawn on a cleared screen');
      await page.screenshot({ path: path.join(shots, 'runs-from-title.png') });
      await context.close();
    });

    await scenario('An engine cut short is never trusted', async () => {
      const site = path.join(root, 'cut');
      makeSite(site, built, currentEngine, current, version, [oldSite]);
      later(site);
      const wasmPath = `/live/engines/${current}/game.wasm`;
      const cut = (p) => (p === wasmPath ? { cut: Math.floor(wasmSize / 2) } : null);
      const hasWhole = (page) => page.evaluate(async () => {
        const out = [];
        for (const name of await caches.keys()) if (await (await caches.open(name)).match('__complete__')) out.push(name);
        return out;
      });
      const keptWasm = (page) => page.evaluate(async (p) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if (!(await cache.match('__complete__'))) continue;
          for (const req of await cache.keys()) if (new URL(req.url).pathname === p) return (await (await cache.match(req)).arrayBuffer()).byteLength;
        }
        return -1;
      }, wasmPath);

      // 1. A run on r0 keeps its version for offline play while the current engine, which the
      // version holds too, is served cut short: that version is not kept.
      const { context, page } = await withOldRun();
      deploy(site);
      server.answer = cut;
      await page.goto(url);
      const s1 = await settled(page);
      await page.waitForFunction(() => Module.keptOffline, null, { timeout: TIMEOUT });
      const kept = await page.evaluate(() => Module.keptOffline);
      check(s1.rules === 'r0' && !kept.ok && /hash to/.test(kept.why), `a version whose ${current} game.wasm is cut short is not kept (${JSON.stringify(kept)})`);
      check((await hasWhole(page)).length === 0 || (await keptWasm(page)) !== Math.floor(wasmSize / 2), 'no cut copy is kept');
      // The deploy finishes; this tab starts a new run on the current engine.
      server.answer = () => null;
      await page.evaluate((r) => sessionStorage.setItem('deepglyph.engine', r), current);
      await page.goto(url);
      let s = await settled(page);
      check(s.ready && s.rules === current, `then the current engine starts (${JSON.stringify(s)})`);

      // 2. A copy kept cut short (as a service worker before this one could): passed by.
      await page.waitForFunction(() => Module.keptOffline && Module.keptOffline.ok, null, { timeout: TIMEOUT });
      const poisoned = await page.evaluate(async ([p, half]) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if (!(await cache.match('__complete__'))) continue;
          for (const req of await cache.keys()) {
            if (new URL(req.url).pathname !== p) continue;
            const whole = await (await cache.match(req)).arrayBuffer();
            await cache.put(req, new Response(whole.slice(0, half), { headers: { 'Content-Type': 'application/wasm' } }));
            return name;
          }
        }
        return '';
      }, [wasmPath, Math.floor(wasmSize / 2)]);
      check(poisoned !== '', `a kept version's game.wasm is cut short (${poisoned})`);
      await page.goto(url);
      s = await settled(page);
      check(s.ready && s.rules === current, `the page passes the damaged kept copy by and starts (${JSON.stringify(s)})`);
      await page.waitForFunction(() => Module.keptOffline && Module.keptOffline.ok, null, { timeout: TIMEOUT });
      check((await keptWasm(page)) === wasmSize, 'and what is kept now is whole');
      await context.close();

      // 3. A first visit while game.wasm is served cut short: fetched once more past every
      // cache, then named; once the deploy is done, a reload starts the game.
      const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const p = await fresh.newPage();
      server.answer = cut;
      const asked = server.requests.length;
      await p.goto(url);
      s = await settled(p);
      check(!s.ready && /arrived damaged: its bytes hash to [0-9a-f]{12}, not [0-9a-f]{12}\. Your runs are kept/.test(s.error),
        `a damaged download is named (${s.error})`);
      check(server.requests.slice(asked).filter((r) => r.startsWith(wasmPath)).length === 2, 'after one more try past every cache');
      await p.screenshot({ path: path.join(shots, 'engine-damaged.png') });
      server.answer = () => null;
      await p.reload();
      s = await settled(p);
      check(s.ready && s.rules === current, `the right file deployed, a reload starts the game (${JSON.stringify(s)})`);
      await fresh.close();

      // 4. Another build's engine, whole, served at this one's address (a host mid-deploy):
      // it runs, but its hash gives it away, and it is never kept for offline play.
      const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const q = await other.newPage();
      const elsewhere = (f) => path.join(testEngine, f);
      server.answer = (pathname) => (pathname === wasmPath ? { from: elsewhere('game.wasm') }
        : pathname === `/live/engines/${current}/game.js` ? { from: elsewhere('game.js') } : null);
      const before = server.requests.length;
      await q.goto(url);
      await settled(q);
      await q.waitForFunction(() => window.Module && Module.bytesChecked && window.DG_START && DG_START.fresh, null, { timeout: TIMEOUT });
      const checked = await q.evaluate(() => Module.bytesChecked);
      check(!checked.ok && /its bytes hash to [0-9a-f]{12}, not [0-9a-f]{12}/.test(checked.why) &&
        server.requests.slice(before).filter((r) => r.startsWith(wasmPath)).length === 2,
      `another build's engine at this address is found out, and fetched once more past every cache (${JSON.stringify(checked)})`);
      check((await hasWhole(q)).length === 0, 'and not kept for offline play');
      server.answer = () => null;
      await other.close();
    });
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
