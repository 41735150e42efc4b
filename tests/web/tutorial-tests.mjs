// Browser tests of the tutorial (ui/shell/tutorial.hpp): a newcomer plays it from the title to
// its recap using only what the lessons say. The keys pressed (on a phone, the on-screen keys
// tapped and the things on the screen touched) are read from the lesson drawn on the canvas
// (the state JSON's screen rows: the row marked » and its sentence), never written here.

// The lesson's request: from the row marked » to the row that ends its sentence.
function askOf(screen) {
  const rows = screen.split('\n');
  let ask = '';
  for (const row of rows) {
    const at = row.indexOf('» ');
    if (!ask && at < 0) continue;
    ask += (ask ? ' ' : '') + (ask ? row : row.slice(at + 2)).trim();
    if (ask.endsWith('.')) break;
  }
  return ask;
}
// [x]: a key (or an on-screen key); "x": a thing on the screen to touch.
const tokensOf = (ask) => [...ask.matchAll(/\[([^\]]+)\]|"([^"]+)"/g)].map((m) => (m[1] !== undefined ? { key: m[1] } : { text: m[2] }));
const lessonOf = (screen) => (screen.match(/Tutorial, lesson (\d+) of (\d+)/) || []).slice(1).map(Number);

export async function tutorialTests({ scenario, browser, shots, check, settle, state, openGame, path }) {
  for (const phone of [false, true]) {
    const name = phone ? 'A newcomer on a phone plays the tutorial by touch, reading each lesson'
      : 'A newcomer plays the tutorial from the title to its recap, reading each lesson';
    await scenario(name, async () => {
      const options = phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } };
      const { page, problems } = await openGame(browser, options);
      let s = await state(page);
      check(/t - learn to play: the tutorial/.test(s.screen), 'the title offers the tutorial');
      const canvasBox = await page.locator('#canvas').boundingBox();
      const press = async (k) => {
        if (phone) {
          const exact = new RegExp(`^${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
          await page.locator('#touch-controls button').filter({ hasText: exact }).first().tap();
        } else {
          await page.keyboard.press(k.length === 1 || k === 'Enter' || k === 'Escape' ? k : k);
        }
        await settle(page);
        s = await state(page);
      };
      const touch = async (text) => {
        const rows = s.screen.split('\n');
        const row = rows.findIndex((l) => l.includes(text));
        if (row < 0) return false;
        const col = rows[row].indexOf(text);
        await page.touchscreen.tap(canvasBox.x + (s.render.origin_x + (col + 0.5) * s.render.cell_w) / s.render.dpr,
          canvasBox.y + (s.render.origin_y + (row + 0.5) * s.render.cell_h) / s.render.dpr);
        await settle(page);
        s = await state(page);
        return true;
      };
      // The title's choice, as the player would make it.
      if (phone) await touch('t - learn to play'); else await press('t');
      const t0 = Date.now();
      const seen = new Set();
      let total = 0, actions = 0, stuck = '';
      for (let round = 0; round < 900 && !/You have finished the tutorial/.test(s.screen); round++) {
        if (s.screen.split('\n')[0].includes('--More--')) { await press(phone ? 'enter' : 'Enter'); continue; }
        const [n, of] = lessonOf(s.screen);
        if (n) { seen.add(n); total = of; }
        if (n === 1 && seen.size === 1) await page.screenshot({ path: path.join(shots, `tutorial-${phone ? 'phone' : 'desktop'}-first.png`) });
        if (n === 9 && !seen.has(-9)) { seen.add(-9); await page.screenshot({ path: path.join(shots, `tutorial-${phone ? 'phone' : 'desktop'}-weapon.png`) }); }
        const tokens = tokensOf(askOf(s.screen));
        if (!tokens.length) { stuck = s.screen; break; }
        for (const t of tokens) {
          if (t.key !== undefined) await press(t.key); else if (!(await touch(t.text))) { stuck = `no "${t.text}" on:\n${s.screen}`; break; }
          actions++;
        }
        if (stuck) break;
      }
      const seconds = (Date.now() - t0) / 1000;
      check(/You have finished the tutorial/.test(s.screen), `the recap is reached (${actions} ${phone ? 'taps' : 'keys'}, ${seconds.toFixed(0)} s)${stuck ? `; stuck at:\n${stuck}` : ''}`);
      check(total > 0 && [...seen].filter((x) => x > 0).length === total, `every lesson was met (${[...seen].filter((x) => x > 0).length} of ${total})`);
      await page.screenshot({ path: path.join(shots, `tutorial-${phone ? 'phone' : 'desktop'}-recap.png`) });
      // The recap names the keys as this player has them: the on-screen keys on a phone.
      const castLine = phone ? 'cast: cast a spell (Pw)' : 'Z: cast a spell (Pw)';
      check(s.screen.includes(castLine), `the recap says "${castLine}"`);
      if (phone) await touch('y - start a real game'); else await press('y');
      check(s.playing && !/Tutorial, lesson/.test(s.screen), 'y on the recap starts a real game');
      check(problems.length === 0, `no page errors (${problems.join('; ')})`);
    });
  }
}
