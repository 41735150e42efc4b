import { inflateRawSync, deflateRawSync } from 'node:zlib';
import { TIMEOUT } from './timeouts.mjs';
// Browser tests of shared runs (web/share.js, ui/death_screen): a finished run's link plays
// it in a fresh browser to the same final state; a damaged link or one from another version
// is explained; a daily run's result card is copied; a refused clipboard shows the text to
// copy by hand. Called by browser-test.mjs with its browser, server and helpers.
export async function shareTests({ scenario, browser, server, shots, check, key, settle, state, openGame, path }) {
  const waitScreen = (page, text) => page.waitForFunction(
    (t) => JSON.parse(Module.ccall('game_state_json', 'string', [], [])).screen.replace(/\s+/g, ' ').includes(t),
    text, { timeout: TIMEOUT });
  const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
  // Summons a minotaur and waits for it to kill the hero; ends on the death screen.
  async function dieToAMinotaur(page) {
    await page.click('#canvas');
    // A few turns of its own before the end, each while the hero lives (a rat near the start
    // may end the run first: then the link holds what there was).
    let s = await state(page);
    for (let i = 0; i < 5 && !s.over; i++) { await key(page, 's'); s = await state(page); }
    if (!s.over) { await key(page, '&'); await key(page, 'e'); await page.keyboard.type('minotaur'); await key(page, 'Enter'); }
    s = await state(page);
    for (let i = 0; i < 60 && !s.over; i++) { await key(page, 's'); s = await state(page); }
    // Enter pages through what was said (a phone's narrow line takes more pages) to the end.
    for (let i = 0; i < 8 && !s.screen.includes('Cause:'); i++) { await key(page, 'Enter'); s = await state(page); }
    return s;
  }
  // A fresh browser (no storage, no cache) opening `url`, ready to be asked.
  async function open(url, options = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    return { page, problems };
  }
  // The run inside a link, unpacked here with node's zlib (not the page's code).
  const runOf = (link) => JSON.parse(inflateRawSync(Buffer.from(new URL(link).hash.split('&d=')[1], 'base64url')).toString());
  const linkOf = (run, format = '1', version = '0.0.1') =>
    `${server.url}#run=${format}&v=${version}&d=${deflateRawSync(Buffer.from(JSON.stringify(run))).toString('base64url')}`;

  await scenario('A link to a finished run plays it in a fresh browser', async () => {
    const { page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 }, ...clipboard },
      '?seed=32&wizard=1&character=tourist&pet=none');
    let s = await dieToAMinotaur(page);
    check(s.over && s.screen.includes('l - copy a link that plays this run'), 'the death screen offers a link');
    const final = s.state_hash;
    await key(page, 'l');
    await waitScreen(page, 'Copied a link that plays this run');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    s = await state(page);
    await page.screenshot({ path: path.join(shots, 'share-link.png') });
    check(link.startsWith(server.url + '#run=1&v=' + encodeURIComponent(s.version) + '&r=' + s.rules + '&d='),
      `the clipboard holds a link to this page (${link.length} characters: ${link.slice(0, 70)}...)`);
    const run = runOf(link);
    check(run.game === 'deepglyph' && run.seed === '32' && run.commands.length >= 7 && run.commands.some((c) => c.startsWith('wizard_summon')),
      `it holds the run: seed ${run.seed}, ${run.commands.length} commands`);
    check(problems.length === 0, `no page errors (${problems.join(' | ')})`);

    // A fresh browser: nothing stored, the link alone.
    const fresh = await open(link);
    await waitScreen(fresh.page, 'Watching this link (made with Deepglyph ' + s.version + ')');
    let r = await state(fresh.page);
    check(r.playing && r.turn === 0 && r.screen.includes(`Replay 0/${run.commands.length}`), `the replay starts at its first turn (${r.screen.split('\n').pop().trim()})`);
    check(await fresh.page.evaluate(() => location.hash === ''), 'the address drops the run once it is handed over (a reload is the page again)');
    await key(fresh.page, ' ');
    r = await state(fresh.page);
    check(r.screen.includes(`Replay 1/${run.commands.length}`), 'space steps one command, as in a replay file');
    await key(fresh.page, 'Enter');
    r = await state(fresh.page);
    await fresh.page.screenshot({ path: path.join(shots, 'share-replay-end.png') });
    check(r.over && r.state_hash === final, `played to the end, it reaches the recorded final state (${r.state_hash} = ${final})`);
    check(fresh.problems.length === 0, `no page errors in the fresh browser (${fresh.problems.join(' | ')})`);

    // Damaged: cut short, or not base64 at all.
    const cut = await open(link.slice(0, Math.floor(link.length * 0.6)));
    await waitScreen(cut.page, 'Cannot replay this link (made with Deepglyph ' + s.version + '): it is damaged');
    check(true, 'a link cut short is explained');
    const garbled = await open(link.replace('&d=', '&d=%%%'));
    await waitScreen(garbled.page, 'Cannot replay this link');
    r = await state(garbled.page);
    check(r.screen.replace(/\s+/g, ' ').includes('it is damaged: it holds characters a link to a run never has') && !r.playing,
      'a garbled link is explained in words, and the title is there to play');
    // Base64 that atob itself refuses: before, the browser's own "Failed to execute 'atob'".
    const bad64 = await open(link.replace(/&d=[A-Za-z0-9_-]+/, '&d=abcde'));
    await waitScreen(bad64.page, 'Cannot replay this link');
    r = await state(bad64.page);
    check(r.screen.replace(/\s+/g, ' ').includes('it is damaged: it was cut short or changed when it was copied') &&
      !r.screen.includes('atob'), 'a link that is not base64 is explained in words, not the browser\'s');
    // Another version: an older save format inside, or a newer link format.
    const older = await open(linkOf({ ...run, version: 8 }));
    await waitScreen(older.page, 'Cannot replay this link (made with Deepglyph 0.0.1): This run was played under rules r8 (never released); this Deepglyph plays r39');
    check(true, 'a link of rules no engine here plays names them');
    await older.page.screenshot({ path: path.join(shots, 'share-old-link.png') });
    const newer = await open(linkOf(run, '2', '9.0.0'));
    await waitScreen(newer.page, 'Cannot replay this link (made with Deepglyph 9.0.0): it was made by a newer Deepglyph');
    check(true, 'a link from a newer version says so');
  });

  await scenario('A refused clipboard shows the link to copy by hand', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
      '?seed=32&wizard=1&character=tourist&pet=none');
    await page.evaluate(() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); });
    await dieToAMinotaur(page);
    await key(page, 'l');
    await waitScreen(page, 'would not let the game copy a link that plays this run');
    const shown = await page.evaluate(() => ({ visible: !document.getElementById('copy-box').classList.contains('hidden'),
      text: document.querySelector('#copy-box textarea').value, link: Module.lastRunLink }));
    await page.screenshot({ path: path.join(shots, 'share-by-hand-phone.png') });
    check(shown.visible && shown.text === shown.link && shown.text.includes('#run=1&'), 'the link is shown, selected, to copy');
    await page.click('#copy-close');
    check(await page.evaluate(() => document.getElementById('copy-box').classList.contains('hidden')), 'and closes');
    await context.close();
  });

  await scenario('A daily run copies its result card', async () => {
    const { page } = await openGame(browser, { viewport: { width: 1280, height: 800 }, ...clipboard },
      '?seed=daily&wizard=1&character=tourist-human-female-neutral&pet=none');
    const s = await dieToAMinotaur(page);
    const today = new Date().toISOString().slice(0, 10);
    check(s.seed === today.replace(/-/g, ''), `the daily seed is today's date (${s.seed})`);
    check(s.screen.includes("c - copy today's result card"), 'the death screen offers the card');
    await key(page, 'c');
    await waitScreen(page, 'Copied the result card');
    const card = await page.evaluate(() => navigator.clipboard.readText());
    const lines = card.split('\n');
    check(lines[0] === `Deepglyph daily ${today}`, `the card's date: ${lines[0]}`);
    check(lines[1] === s.hero.title, `its character: ${lines[1]}`);
    check(lines[2] === `dungeon level ${s.depth}, ${s.turn} turns, score 0`, `its depth, turns and score: ${lines[2]}`);
    check(lines[3] === 'killed by a minotaur' && card.includes('wizard mode'), `its cause: ${lines[3]}`);
    // Before: the card ended in a bare "?seed=daily", nothing to click.
    const address = new URL(page.url());
    check(lines[lines.length - 1].endsWith(`, ${address.origin}${address.pathname}?seed=daily`),
      `its last line links to today's game on this page: ${lines[lines.length - 1]}`);
  });
}
