// Browser tests of runs that outlive updates (issue 34): two engines with different rules ids
// (the game's, and the test engine r0 that src/CMakeLists.txt builds beside it) are deployed in
// turn at one address, as GitHub Pages redeploys: a run begun on the older engine goes on to
// its end there after the update, while new games start on the newer; a link made by the
// older engine plays after the update; an old tab left open loses nothing; a link crafted to
// unpack into a gigabyte is stopped early. Called by browser-test.mjs with its helpers.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDeflateRaw } from 'node:zlib';
import { publish } from '../../scripts/publish-engine.mjs';
import { TIMEOUT } from './timeouts.mjs';

const PAGE_FILES = ['page.js', 'share.js', 'sw.js', 'favicon.svg'];

// A site in `dir` whose current engine is `engineDir`'s (rules `rules`), carrying `carry`,
// published on `today` (a date; else the real one).
export function makeSite(dir, built, engineDir, rules, version, carry = [], today = undefined) {
  mkdirSync(path.join(dir, 'engines'), { recursive: true });
  for (const f of PAGE_FILES) cpSync(path.join(built, f), path.join(dir, f));
  cpSync(engineDir, path.join(dir, 'engines', rules), { recursive: true });
  const template = fileURLToPath(new URL('../../web/index.html', import.meta.url));
  return publish({ site: dir, template, current: rules, version, carry, ...(today ? { today } : {}) });
}

// Dates every file under `dir` `ms` from now (a minute).
export function later(dir, ms = 60000) {
  const when = new Date(Date.now() + ms);
  for (const entry of readdirSync(dir, { recursive: true })) utimesSync(path.join(dir, entry), when, when);
}

// The deflate-raw of `size` zero bytes, made in slices (node never holds the whole).
function zeroBomb(size) {
  return new Promise((resolve) => {
    const deflate = createDeflateRaw({ level: 9 });
    const parts = [];
    deflate.on('data', (c) => parts.push(c));
    deflate.on('end', () => resolve(Buffer.concat(parts)));
    const chunk = Buffer.alloc(1 << 20);
    let left = size;
    const pump = () => {
      while (left > 0) {
        left -= chunk.length;
        if (!deflate.write(chunk)) { deflate.once('drain', pump); return; }
      }
      deflate.end();
    };
    pump();
  });
}

export async function engineTests({ scenario, browser, dir, serve, check, key, state, shots }) {
  const built = path.resolve(dir);
  const testEngine = path.join(built, 'rules-test', 'engines', 'r0');
  if (!existsSync(path.join(testEngine, 'game.wasm'))) {
    check(false, `the test engine r0 is built (${testEngine})`);
    return;
  }
  const current = JSON.parse(readFileSync(path.join(built, 'engines.json'), 'utf8')).current;
  const ready = (page) => page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
  const waitState = (page, fn, arg) => page.waitForFunction(
    ([source, a]) => new Function('s', 'a', 'return (' + source + ')(s, a)')(JSON.parse(Module.ccall('game_state_json', 'string', [], [])), a),
    [fn.toString(), arg], { timeout: TIMEOUT });
  const flat = (s) => s.screen.replace(/\s+/g, ' ');
  // page.waitForFunction, carried on through the page reloading itself on another engine.
  async function waitThrough(page, fn) {
    for (let tries = 0; ; tries++) {
      try {
        return await page.waitForFunction(fn, null, { timeout: TIMEOUT });
      } catch (e) {
        if (tries > 4 || !/context was destroyed|navigat/i.test(String(e))) throw e;
      }
    }
  }

  // Two deploys of one address: /live/ points at the old site, then at the new one.
  const root = mkdtempSync(path.join(os.tmpdir(), 'deepglyph-deploys-'));
  const oldSite = path.join(root, 'old'), newSite = path.join(root, 'new');
  makeSite(oldSite, built, testEngine, 'r0', '0.0.9');
  const manifest = makeSite(newSite, built, path.join(built, 'engines', current), current,
    JSON.parse(readFileSync(path.join(built, 'engines', current, 'engine.json'), 'utf8')).version, [oldSite]);
  // Deploys are minutes apart, and a server's Last-Modified counts whole seconds: the new
  // site's files are dated a minute later, as a real deploy's would be.
  later(newSite);
  check(Object.keys(manifest.engines).sort().join(' ') === ['r0', current].sort().join(' '),
    `the new deploy carries the old engine forward (${Object.keys(manifest.engines).join(' ')})`);
  const live = path.join(root, 'live');
  const deploy = (site) => { rmSync(live, { force: true }); symlinkSync(site, live); };
  deploy(oldSite);
  const server = await serve(root);
  const url = server.url + 'live/';

  // Opens the live address with `query` and plays `turns` searches there.
  async function playAt(page, query, turns) {
    await page.goto(url + query);
    await ready(page);
    await page.click('#canvas');
    for (let i = 0; i < turns; i++) await key(page, 's');
  }

  // Summons a minotaur (wizard mode) and waits for it to kill the hero, then pages to the end.
  async function die(page) {
    await key(page, '&'); await key(page, 'e'); await page.keyboard.type('minotaur'); await key(page, 'Enter');
    let s = await state(page);
    for (let i = 0; i < 80 && !s.over; i++) { await key(page, 's'); s = await state(page); }
    for (let i = 0; i < 8 && !s.screen.includes('Cause:'); i++) { await key(page, 'Enter'); s = await state(page); }
    return s;
  }

  try {
    await scenario('A run begun on an older engine outlives the update', async () => {
      deploy(oldSite);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(url + '?seed=77&wizard=1&character=valkyrie-dwarf&pet=none');
      await ready(page);
      let s = await state(page);
      check(s.rules === 'r0' && s.playing, `the old deploy plays rules r0 (${s.rules})`);
      await page.click('#canvas');
      for (let i = 0; i < 4; i++) await key(page, 's');
      await key(page, 'S');  // saved (and the page says goodbye)
      const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('deepglyph.save')));
      check(saved.join() === 'deepglyph.save-r0', `the run is saved in the slot of its rules (${saved})`);

      deploy(newSite);
      await page.goto(url);
      await ready(page);
      s = await state(page);
      await page.screenshot({ path: path.join(shots, 'engine-older-run.png') });
      check(s.rules === 'r0' && s.playing && s.turn === 4, `after the update, the run goes on on its own engine (rules ${s.rules}, turn ${s.turn})`);
      // (Said on the message line, paged where it is long; the live region holds it whole.)
      const said = await page.locator('#messages').textContent();
      check(said.includes('This run began on Deepglyph 0.0.9 (rules r0) and is played on to its end under them; new runs use Deepglyph'),
        `and a line says so (${said})`);
      await page.click('#canvas');
      await key(page, 'Enter');  // past the --More--
      await page.click('#canvas');
      s = await die(page);
      check(s.over && s.rules === 'r0', 'it is played to its death on the old engine');
      // Leaving the death screen for the title: the page goes to the current engine.
      await Promise.all([page.waitForNavigation({ timeout: TIMEOUT }), page.keyboard.press('n')]);
      await page.waitForFunction((r) => window.DG_START && DG_START.rules === r && window.Module && Module.readyAt !== undefined, current, { timeout: TIMEOUT });
      s = await state(page);
      check(s.rules === current && !s.playing && s.screen.includes('[ynq]'), `then the title is the current engine's (${s.rules})`);
      await page.click('#canvas');
      await key(page, 'y');
      await waitState(page, (st) => st.playing);
      await key(page, 'S');
      const slots = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('deepglyph.save')).sort());
      check(slots.join() === `deepglyph.save-${current}`, `a new game starts and saves on the new engine (${slots})`);
      check(problems.length === 0, `no page errors (${problems.join(' | ')})`);
      await context.close();
    });

    await scenario('A link made by the older engine plays after the update', async () => {
      deploy(oldSite);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      await page.goto(url + '?seed=31&wizard=1&character=tourist&pet=none');
      await ready(page);
      await page.click('#canvas');
      let s = await die(page);
      const final = s.state_hash;
      await key(page, 'l');
      await page.waitForFunction(() => !!Module.lastRunLink, null, { timeout: TIMEOUT });
      const link = await page.evaluate(() => Module.lastRunLink);
      check(link.includes('&r=r0&'), `the link names its rules (${link.slice(0, 80)}...)`);
      await context.close();

      deploy(newSite);
      for (const [label, address] of [['the link', link], ['a link made before links named rules', link.replace('&r=r0', '')]]) {
        const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const p = await fresh.newPage();
        await p.goto(address);
        // (A link that does not name its rules is read by the current engine first, which
        // reloads the page on the engine of the rules inside: the wait goes on through it.)
        await waitThrough(p, () => window.DG_START && DG_START.rules === 'r0' && window.Module && Module.readyAt !== undefined &&
          JSON.parse(Module.ccall('game_state_json', 'string', [], [])).screen.includes('Replay'));
        await p.click('#canvas');
        await key(p, 'Enter');
        s = await state(p);
        check(s.rules === 'r0' && s.over && s.state_hash === final && !flat(s).includes('not the game it recorded'),
          `${label}: played on the old engine to its recorded end (${s.state_hash} = ${final})`);
        await fresh.close();
      }
    });

    await scenario('A save or replay file of the older engine goes to its engine', async () => {
      // A run saved on the old deploy, taken out of storage as a file would be.
      deploy(oldSite);
      let context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      let page = await context.newPage();
      await playAt(page, '?seed=78&wizard=1&character=valkyrie-dwarf&pet=none', 3);
      await key(page, 'S');
      const file = await page.evaluate(() => {
        const bytes = localStorage.getItem('deepglyph.save-r0');
        localStorage.removeItem('deepglyph.save-r0');
        return bytes;
      });
      await context.close();
      check(file && JSON.parse(file).version === 0, 'the old engine saved a run of rules r0');
      const choose = (p, kind, name) => p.evaluate(([k, text, n]) => {
        const bytes = new TextEncoder().encode(text), at = Module._malloc(bytes.length + 1);
        Module.HEAPU8.set(bytes, at);
        Module.ccall('file_chosen', null, ['number', 'number', 'number', 'number', 'string'], [k, at, bytes.length, bytes.length, n]);
        Module._free(at);
      }, [kind, file, name]);

      deploy(newSite);
      for (const [kind, label] of [[1, 'an imported save'], [0, 'a replay file']]) {
        context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        page = await context.newPage();
        await page.goto(url);
        await ready(page);
        let s = await state(page);
        check(s.rules === current && !s.playing, `${label}: the new deploy starts on its own engine (${s.rules})`);
        await choose(page, kind, kind ? 'run.json' : 'replay.json');
        await waitThrough(page, () => window.DG_START && DG_START.rules === 'r0' && window.Module && Module.readyAt !== undefined &&
          JSON.parse(Module.ccall('game_state_json', 'string', [], [])).playing);
        s = await state(page);
        if (kind === 1) {
          const slots = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('deepglyph.save')));
          check(s.rules === 'r0' && s.turn === 3 && slots.join() === 'deepglyph.save-r0',
            `${label}: kept in the slot of its rules and played on on their engine (rules ${s.rules}, turn ${s.turn}, ${slots})`);
        } else {
          check(s.rules === 'r0' && s.screen.includes('Replay'), `${label}: watched on the engine of its rules (rules ${s.rules})`);
        }
        await context.close();
      }
    });

    await scenario('An old tab left open loses neither run', async () => {
      deploy(oldSite);
      const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
      const old = await context.newPage();
      await playAt(old, '?seed=5&character=samurai-human&pet=none', 3);
      await old.evaluate(() => Module._save_game());

      deploy(newSite);
      const fresh = await context.newPage();
      await fresh.goto(url);
      await ready(fresh);
      let s = await state(fresh);
      // The one run in progress is the old tab's: its engine, which the old tab holds.
      check(s.rules === 'r0' && !s.owner && s.screen.includes('another tab'), `a new tab finds the old run played in the old tab (${s.rules})`);
      check(s.screen.includes('n - a new game under the current rules'), 'and offers a new game under the current rules');
      await fresh.click('#canvas');
      await Promise.all([fresh.waitForNavigation({ timeout: TIMEOUT }), fresh.keyboard.press('n')]);
      await fresh.waitForFunction((r) => window.DG_START && DG_START.rules === r && window.Module && Module.readyAt !== undefined, current, { timeout: TIMEOUT });
      await fresh.click('#canvas');
      await key(fresh, 'y');
      await waitState(fresh, (st) => st.playing);
      // Two turns of searching. The character (and so the seed) is drawn at random: the welcome
      // or a turn's messages may wait at --More--, which a key turns without taking a turn.
      for (let i = 0; i < 12 && (await state(fresh)).turn < 2; i++)
        await key(fresh, (await state(fresh)).screen.split('\n')[0].includes('--More--') ? 'Escape' : 's');
      await fresh.evaluate(() => Module._save_game());
      // The old tab plays on and is hidden: it writes its own rules' slot, never the new one.
      await old.bringToFront();
      await old.click('#canvas');
      for (let i = 0; i < 3; i++) await key(old, 's');
      await old.evaluate(() => Module._save_game());
      const oldTurn = (await state(old)).turn;
      const slots = await fresh.evaluate(() => Object.fromEntries(Object.keys(localStorage)
        .filter((k) => k.startsWith('deepglyph.save-')).map((k) => [k, JSON.parse(localStorage.getItem(k)).turn])));
      check(oldTurn > 3 && slots['deepglyph.save-r0'] === oldTurn && slots[`deepglyph.save-${current}`] === 2,
        `both runs are kept, each in its own slot (${JSON.stringify(slots)})`);
      await context.close();
    });

    await scenario('A link that unpacks to a gigabyte is stopped early', async () => {
      deploy(newSite);
      const bomb = await zeroBomb(1 << 30);
      const link = `${url}#run=1&v=0.1.0&d=${bomb.toString('base64url')}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(link);
      await ready(page);
      await page.waitForFunction(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])).screen.includes('Cannot replay'), null, { timeout: TIMEOUT });
      const s = await state(page);
      const unpacked = await page.evaluate(() => Module.linkUnpacked);
      check(flat(s).includes('it unpacks to more than a run can be (4 MiB)'),
        `a ${(link.length / 1e6).toFixed(1)} MB link unpacking to 1 GiB is refused in words`);
      check(unpacked > 4 << 20 && unpacked < 6 << 20,
        `and unpacking stopped just past the bound (${(unpacked / 1048576).toFixed(1)} MiB unpacked; before: the whole link went in at once, 1.2 GB held)`);
      await context.close();
    });

    await scenario('A scripted Space acts as a real one', async () => {
      deploy(newSite);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(url + '?seed=9&character=valkyrie-dwarf&pet=none');
      await ready(page);
      await page.evaluate(() => Module.ccall('press_key', 'number', ['string'], ['i']));
      await waitState(page, (st) => st.screens === 2);
      await page.evaluate(() => Module.ccall('press_key', 'number', ['string'], ['Space']));
      await waitState(page, (st) => st.screens === 1);
      check(true, "press_key('Space') closes the inventory, as a real Space does");
      await context.close();
    });
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
