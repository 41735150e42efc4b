import { TIMEOUT } from './timeouts.mjs';
// Browser tests of a player always knowing what is going on: the key guard (keys typed in
// haste never skip the death, a new level or a --More--). Called by browser-test.mjs with
// its browser, server and helpers.
export async function infoTests({ scenario, browser, server, shots, check, key, settle, state, openGame, path }) {
  const waitState = (page, fn) =>
    page.waitForFunction((f) => (new Function('s', `return (${f})(s);`))(JSON.parse(Module.ccall('game_state_json', 'string', [], []))),
      fn.toString(), { timeout: TIMEOUT });

  // --- Keys typed quickly as the hero dies: the killing blow waits at --More--, and the
  // death screen waits for a deliberate key (issue 18, defect 1).
  await scenario('Keys typed in haste never skip the death', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=99&wizard=1&character=tourist-human-female');
    await page.click('#canvas');
    await key(page, '&'); await key(page, 'e'); await page.keyboard.type('soldier ant'); await key(page, 'Enter');
    let s = await state(page);
    check(s.playing && s.screen.includes('You summon a soldier ant.'), 'the wizard summoned a soldier ant');
    // `s` twelve times as fast as the keyboard sends them, without waiting for a frame, until
    // the hero is dead: the keys after the killing blow were typed before it was shown.
    for (let round = 0; round < 10 && !s.over; round++) {
      for (let i = 0; i < 12; i++) await page.keyboard.press('s');
      await settle(page);
      s = await state(page);
    }
    check(s.over, `the soldier ant killed the tourist (turn ${s.turn})`);
    check(s.playing, 'still on the run, not sent to the title');
    const top = () => s.screen.split('\n')[0];
    check(top().includes('--More--') && !s.screen.includes('Cause:'), `the last messages wait at --More-- ("${top().trim()}")`);
    await page.screenshot({ path: path.join(shots, 'death-more.png') });
    for (let i = 0; i < 6; i++) await page.keyboard.press('s');
    await settle(page);
    s = await state(page);
    check(top().includes('--More--') && !s.screen.includes('Cause:'), 'more s keys do not pass the --More--');
    // Enter pages through them, the killing blow on the last page, then the death screen.
    const pages = [];
    for (let i = 0; i < 8 && !s.screen.includes('Cause:'); i++) {
      pages.push(top().trim());
      await key(page, 'Enter');
      s = await state(page);
    }
    check(pages.length > 0 && pages[pages.length - 1].endsWith('You die... --More--'),
      `the last page is the death, at --More-- (${JSON.stringify(pages)})`);
    check(s.screen.includes('Cause:   killed by a soldier ant'), 'then the death screen with the cause');
    await key(page, 's'); await key(page, 'Enter'); await key(page, 'Escape');
    s = await state(page);
    check(s.playing && s.screen.includes('Cause:') && s.screen.includes('Press n for a new game'),
      'the death screen stays for keys it does not list, and says which it takes');
    await page.screenshot({ path: path.join(shots, 'death-screen.png') });
    await key(page, 'n');
    s = await state(page);
    check(!s.playing && s.screen.includes('[ynq]'), 'n goes to the title');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- The click that gives an itch.io-style frame focus does not also walk the hero
  // (issue 18, defect 9); the next click does.
  await scenario('The focusing click does not walk the hero', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    await page.goto(server.url + 'framing.html');  // same origin, not the game: the server's 404 page
    await page.setContent(`<button id="outside">outside</button><iframe id="game" src="${server.url}?seed=5&character=valkyrie-human" width="900" height="600"></iframe>`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await frame.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    await page.focus('#outside');
    const fstate = () => frame.evaluate(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])));
    let s = await fstate();
    check(s.playing && s.turn === 0 && !(await frame.evaluate(() => document.hasFocus())), 'the framed game waits without focus');
    const lines = s.screen.split('\n');
    const row = lines.findIndex((l) => l.includes('@'));
    const col = lines[row].indexOf('@');
    const r = s.render;
    const box = await page.locator('#game').boundingBox();
    const canvasAt = await frame.evaluate(() => { const b = document.getElementById('canvas').getBoundingClientRect(); return [b.left, b.top]; });
    // A floor cell next to the @ that nothing on the page covers.
    let target = null;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]]) {
      if ((lines[row + dy] || '')[col + dx] !== '.' || target) continue;
      const x = canvasAt[0] + (r.origin_x + (col + dx + 0.5) * r.cell_w) / r.dpr;
      const y = canvasAt[1] + (r.origin_y + (row + dy + 0.5) * r.cell_h) / r.dpr;
      if (await frame.evaluate(([px, py]) => document.elementFromPoint(px, py)?.id === 'canvas', [x, y])) target = [box.x + x, box.y + y];
    }
    check(target !== null, 'a floor cell next to the @ to click');
    const before = s.player;
    await page.mouse.click(target[0], target[1]);
    await frame.waitForFunction(() => document.hasFocus(), null, { timeout: TIMEOUT });
    await settle(frame);
    s = await fstate();
    check(s.turn === 0 && s.player.x === before.x && s.player.y === before.y, `the first click only gave focus (turn ${s.turn})`);
    await page.mouse.click(target[0], target[1]);
    await frame.waitForFunction(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])).turn > 0, null, { timeout: TIMEOUT });
    s = await fstate();
    check(s.turn === 1 && (s.player.x !== before.x || s.player.y !== before.y), 'the next click walks the hero');
    await context.close();
  });

  // --- Nothing cut off (issue 18, defect 8): the reminder shows whole keys only, the status
  // line wraps instead of losing its end, and on a phone the full-screen button covers none
  // of the game. Before: "< > stairs ," at 1280x800, "Lev Weak" off a phone's edge.
  const REMINDER = new Set(['? help', 'hjklyubn move', 'o explore', '< > stairs', ', pick up', 'i inventory',
    '. wait', 's search', 'O/c doors', 'd drop', 'w wield', 'W wear', 'T take off', 'q quaff', 't throw',
    'r read', 'B brew', 'm messages', 'z zap', 'Z cast', 'P/R rings', 'f fire']);
  const screens = [
    ['1280x800', { viewport: { width: 1280, height: 800 } }],
    ['1280x800 at 1.5', { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1.5 }],
    ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }],
  ];
  for (const [name, options] of screens) {
    await scenario(`Nothing cut off (${name})`, async () => {
      const { context, page, problems } = await openGame(browser, options, '?seed=1001&wizard=1&character=valkyrie-human-female-neutral');
      const phone = name === 'phone';
      const press = async (k) => { if (phone) { await page.keyboard.press(k); await settle(page); } else await key(page, k); };
      await page.click('#canvas');
      let s = await state(page);
      while (s.screen.split('\n')[0].includes('--More--')) { await press('Escape'); s = await state(page); }
      // Three potions whose conditions show on the status line: made, picked up, drunk.
      for (const potion of ['potion of confusion', 'potion of weakness', 'potion of levitation']) {
        await press('&'); await press('f'); await page.keyboard.type(potion); await press('Enter');
        await press(','); await press('q'); await press('d');
        s = await state(page);
        while (s.screen.split('\n')[0].includes('--More--')) { await press('Escape'); s = await state(page); }
      }
      s = await state(page);
      const lines = s.screen.split('\n');
      const cols = s.grid.cols;
      check(lines.every((l) => l.length <= cols), `no row is wider than the ${cols} columns`);
      const reminder = lines[lines.length - 1].trim();
      const chunks = reminder.split('  ');
      // A new player's one-line hint takes the reminder's place for a few turns, whole.
      check((chunks[0] === '? help' && chunks.every((c) => REMINDER.has(c))) || (s.tip && reminder === s.tip),
        `the reminder shows whole keys only, or a whole hint ("${reminder}")`);
      const bottom = lines.slice(-6).join(' ');
      check(['Conf', 'Weak', 'Lev', 'T:'].every((w) => new RegExp(`(^|\\s)${w}`).test(bottom)),
        `the status line keeps its end: Conf, Weak and Lev are all there (${lines.slice(-4, -1).map((l) => l.trim()).join(' | ')})`);
      await page.screenshot({ path: path.join(shots, `status-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
      if (phone) {
        const canvas = await page.locator('#canvas').boundingBox();
        const button = await page.locator('#fullscreen').boundingBox();
        check(button && button.y >= canvas.y + canvas.height, `the full-screen button is below the game, not over it (${JSON.stringify(button)})`);
      }
      await press('?');
      s = await state(page);
      check(s.screen.includes('a - How to play, in five lines') && s.screen.split('\n').every((l) => l.length <= cols), 'the guide opens, and fits the width');
      await page.screenshot({ path: path.join(shots, `guide-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
      await press('b');
      s = await state(page);
      const help = s.screen.split('\n');
      check(help.every((l) => l.length <= cols) && help.some((l) => l.includes('h j k l y u b n')), 'the key help fits the width');
      if (!phone) check(/lines 1-20 of 20/.test(s.screen), 'the whole key help fits on one screen');
      await page.screenshot({ path: path.join(shots, `help-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
      check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
      await context.close();
    });
  }

  // --- The screen fills and shows what matters (issue 35, points 6 and 7). Before: a phone's
  // map cells were 7 CSS pixels wide at the default zoom; 1920x1080 left about 40 % of the
  // window black; the spell menu showed a strip of the map between its list and its notes.
  await scenario('A phone\'s map cells are big enough to tap; a large screen is filled', async () => {
    {
      const { context, page, problems } = await openGame(browser,
        { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
        '?seed=1001&character=valkyrie-human-female-neutral');
      const s = await state(page);
      const css = s.render.cell_w / s.render.dpr * s.map_zoom;
      check(s.map_zoom === 3 && css >= 20, `auto zoom ${s.map_zoom}x: a map cell is ${css.toFixed(1)} CSS pixels wide`);
      await page.screenshot({ path: path.join(shots, 'phone-zoom-auto.png') });
      check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
      await context.close();
    }
    {
      const { context, page, problems } = await openGame(browser, { viewport: { width: 1920, height: 1080 } },
        '?seed=1001&character=wizard-elf');
      await page.click('#canvas');
      let s = await state(page);
      const used = (s.grid.cols * s.render.cell_w) / s.render.out_w;
      check(s.render.font_px >= 28 && s.grid.cols >= 106 && used > 0.95,
        `1920x1080: a ${s.render.font_px} px font, ${s.grid.cols} columns, ${(used * 100).toFixed(0)} % of the width`);
      check(s.map_zoom === 1 && /HP/.test(s.screen), 'the map at 1x with the sidebar beside it');
      while (s.screen.split('\n')[0].includes('--More--')) { await key(page, 'Escape'); s = await state(page); }
      await key(page, 'Z');
      s = await state(page);
      const rows = s.screen.split('\n');
      const footer = rows.findIndex((r) => r.includes('Escape cancels'));
      check(footer > 0 && rows[footer + 1].trim() === '' && rows.slice(footer + 2).some((r) => r.includes('a: a bolt of force')),
        `the spell menu's box is whole between its footer and its notes ("${rows[footer + 1]}")`);
      await page.screenshot({ path: path.join(shots, 'cast-menu-1920.png') });
      check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
      await context.close();
    }
  });

  // --- Look mode tells what can be known of a monster, and the inventory what a thing is
  // (issue 18: information); both reached by keys in the page.
  await scenario('Look mode and the item screen in the page', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=1001&wizard=1&character=valkyrie-human-female-neutral&pet=none');
    await page.click('#canvas');
    let s = await state(page);
    while (s.screen.split('\n')[0].includes('--More--')) { await key(page, 'Escape'); s = await state(page); }
    await key(page, '&'); await key(page, 'e'); await page.keyboard.type('jackal'); await key(page, 'Enter');
    await key(page, 'x'); await key(page, 'm');
    s = await state(page);
    check(/Look: a jackal/.test(s.screen) && /Level \d+, (as fast as|faster than|slower than) you; it bites \(1d2\)\./.test(s.screen),
      `m in look mode goes to the jackal and tells its level, speed and bite (${s.screen.split('\n').filter((l) => /Look:|Level/.test(l)).join(' | ')})`);
    await page.screenshot({ path: path.join(shots, 'look-monster.png') });
    await key(page, 'Escape'); await key(page, 'i'); await key(page, 'a');
    s = await state(page);
    check(s.screen.includes('A weapon: damage 1d8, to-hit +0.') && s.screen.includes('t - throw it (then a direction)'),
      'the inventory shows the long sword and what can be done with it');
    await page.screenshot({ path: path.join(shots, 'item-screen.png') });
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- A new player on a phone, by touch alone: makes a character, explores, finds a piece of
  // armour, picks it up and wears it, throws a dagger, zooms the map, looks at the level map
  // and goes down the stairs (issue 18: every command by touch). Seed 100's first level has a
  // piece of armour the Valkyrie can put on (a leather jacket since the wands and rings came).
  await scenario('A new player on a phone plays by touch alone', async () => {
    const { context, page, problems } = await openGame(browser,
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }, '?seed=115');
    let s = await state(page);
    const lines = () => s.screen.split('\n');
    const canvasBox = await page.locator('#canvas').boundingBox();
    // The page position of grid cell (col, row), from the layout the game reports.
    const cellAt = (col, row) => [canvasBox.x + (s.render.origin_x + (col + 0.5) * s.render.cell_w) / s.render.dpr,
      canvasBox.y + (s.render.origin_y + (row + 0.5) * s.render.cell_h) / s.render.dpr];
    const tapCell = async (col, row) => { const [x, y] = cellAt(col, row); await page.touchscreen.tap(x, y); await settle(page); s = await state(page); };
    const tapText = async (text, offset = 2) => {
      const row = lines().findIndex((l) => l.includes(text));
      if (row < 0) return false;
      await tapCell(lines()[row].indexOf(text) + offset, row);
      return true;
    };
    const button = async (k) => { await page.tap(`#touch-controls button[data-key="${k}"]`); await settle(page); s = await state(page); };
    const top = () => lines()[0];
    // (A stop paged on a narrow screen: its first page is remembered as it is cleared.)
    let pagedStop = false;
    const clearMore = async () => {
      for (let i = 0; i < 10 && top().includes('--More--'); i++) {
        pagedStop = pagedStop || /You stop|; stopped: /.test(top());
        await button('Escape');
      }
      // A new level's talents (a kill may bring level 3): the first one offered, by a tap.
      if (top().includes('Choose a talent')) {
        const row = lines().findIndex((l) => /^\s*a - /.test(l));
        if (row > 0) await tapCell(lines()[row].indexOf('a - ') + 2, row);
        check(s.hero.talents.length > 0, `a talent taken by a tap (${s.hero.talents.join(', ')})`);
        for (let i = 0; i < 10 && top().includes('--More--'); i++) await button('Escape');
      }
    };
    // A monster beside the hero is fought by tapping it (a tap next to the hero attacks);
    // true when there was one.
    const fight = async () => {
      const rows = lines();
      for (const [row, l] of rows.entries()) {
        const col = l.indexOf('@');
        if (row === 0 || col < 0) continue;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]]) {
          if (/[A-Za-z:]/.test((rows[row + dy] || '')[col + dx] || '')) {
            for (let i = 0; i < 20 && /[A-Za-z:]/.test((lines()[row + dy] || '')[col + dx] || '') && !s.over; i++) {
              const turn = s.turn;
              await tapCell(col + dx, row + dy);
              // No turn passed (a diagonal step through a doorway is refused): wait for it to
              // come round instead.
              if (s.turn === turn) await button('s');
              await clearMore();
            }
            return true;
          }
        }
      }
      return false;
    };
    // Whatever stopped a walk: a monster beside the hero is fought, one farther off awaited.
    const deal = async () => {
      // Asked whether to go on with a monster known and not coming (explore pressed again for
      // it): yes.
      if (s.screen.includes('in view? [yn]')) {
        await button('y');
        await clearMore();
      }
      const stopped = /You stop|; stopped: /.test(top()) || pagedStop;
      pagedStop = false;
      if (stopped && !(await fight())) await button('s');
      await clearMore();
    };
    check(await page.locator('#touch-controls').isVisible(), 'the phone shows the on-screen keys');

    // The character, by taps: n, then each trait's option tapped twice (once shows what it
    // is, the second picks it).
    check(await tapText('n - choose my character'), 'tapped "n - choose my character"');
    const wanted = ['v - Valkyrie', 'h - human', 'f - female', 'n - neutral'];
    for (let step = 0; step < 8 && !s.playing; step++) {
      const option = wanted.find((w) => s.screen.includes(w));
      if (!option) break;
      await tapText(option);
      if (option === 'v - Valkyrie') check(s.screen.includes('A stealthy warrior of the north'), 'the first tap on the Valkyrie tells what she is');
      await tapText(option);
    }
    check(s.playing && s.hero.role === 'valkyrie' && s.hero.alignment === 'neutral', `a neutral Valkyrie made by taps (${s.hero && s.hero.title})`);
    await clearMore();
    // The order button: the pet waits, then follows again.
    await button('A');
    check(/You tell your [a-z ]+ to wait here\./.test(s.screen), `the order button tells the pet to wait`);
    await clearMore();
    await button('A');
    check(/You call your [a-z ]+ to follow you\./.test(s.screen), `a second tap calls it to follow`);
    await clearMore();
    // A phone's map starts zoomed to cells big enough to tap (auto: 3x); this run plays at 1x,
    // seeing more of the level (+ after the largest zoom goes back to the smallest).
    check(s.map_zoom === 3, `the phone's map starts at 3x (${s.map_zoom}x)`);
    await button('+');
    check(s.map_zoom === 1, `+ after 3x goes to 1x (${s.map_zoom}x)`);

    // Explore by the explore key until a piece of armour is in sight; then a tap on it walks
    // there. (Which piece the first level holds follows the content: gloves, a jacket...)
    const armour = () => { for (const [row, l] of lines().entries()) { const c = l.indexOf('['); if (c >= 0 && row > 0) return [c, row]; } return null; };
    for (let i = 0; i < 60 && !armour() && !s.over; i++) {
      await button('o');
      await clearMore();
      await deal();
    }
    const seen = armour();
    check(seen !== null, 'exploring by touch brought a piece of armour into sight');
    await page.screenshot({ path: path.join(shots, 'phone-explore.png') });
    // (A monster in view stops the walk: it is fought when it comes, or awaited; a slow one
    // takes a while to come, hence the many tries.)
    for (let i = 0; i < 40 && seen && !s.over; i++) {
      const g = armour();
      if (!g) break;  // under the hero
      await tapCell(g[0], g[1]);
      await clearMore();
      await deal();
    }
    const kit = [...s.hero.inventory];
    await button(',');
    await clearMore();
    const foundLine = () => s.hero.inventory.find((l) => !kit.includes(l) && !/\(being worn\)/.test(l));
    const found = foundLine();
    check(found !== undefined, `picked up by touch: ${JSON.stringify(s.hero.inventory)}`);

    // Wear it through the inventory's item screen.
    await button('i');
    check(await tapText(found || '???', 0), `the pack lists it (${found})`);
    await page.screenshot({ path: path.join(shots, 'phone-item-screen.png') });
    check(await tapText('W - wear it', 0), 'the item screen offers to wear it');
    await clearMore();
    const foundLetter = (found || ' ')[0];
    check(s.hero.worn.includes(foundLetter), `it is worn (worn: ${s.hero.worn})`);

    // Throw the dagger east, through the item screen and a direction key.
    const daggers = () => s.hero.inventory.filter((l) => l.includes('dagger')).length;
    check(daggers() === 1, 'the Valkyrie carries a dagger');
    await button('i');
    await tapText(s.hero.inventory.find((l) => l.includes('dagger')), 0);
    check(await tapText('t - throw it', 0), 'the item screen offers to throw it');
    await button('l');
    // The kitten in the way east is asked about first; n, then the dagger goes another way.
    if (s.screen.includes('Really attack your kitten? [yn]')) {
      await button('n');
      check(daggers() === 1, 'no answer yet, no dagger thrown at the kitten');
      for (const d of ['h', 'k', 'j', 'y', 'u', 'b', 'n']) {
        await button('i');
        await tapText(s.hero.inventory.find((l) => l.includes('dagger')), 0);
        await tapText('t - throw it', 0);
        await button(d);
        if (!s.screen.includes('Really attack')) break;
        await button('n');
      }
    }
    await clearMore();
    check(daggers() === 0 && s.turn > 0, `the dagger was thrown (${s.messages.join(' ')})`);

    // The map zoomed in: each cell three cells of the grid, about 20 CSS pixels or more.
    await button('+'); await button('+');
    const cellCss = 3 * s.render.cell_w / s.render.dpr;
    check(cellCss >= 20, `zoomed, a map cell is ${cellCss.toFixed(1)} CSS pixels wide`);
    await page.screenshot({ path: path.join(shots, 'phone-zoom.png') });
    await button('+');  // back to 1x
    // The level map, then look mode, by their keys.
    await button('_');
    check(/^Level 1/.test(top()), `the map key shows the level map ("${top()}")`);
    await page.screenshot({ path: path.join(shots, 'phone-overview.png') });
    await button('Escape');
    await button('x');
    check(/^Look: /.test(top()), 'the look key starts look mode');
    await page.screenshot({ path: path.join(shots, 'phone-look.png') });
    await button('Escape');

    // Down: the > key walks to the stairs once they are known, then takes them.
    for (let i = 0; i < 80 && s.depth === 1 && !s.over; i++) {
      await button(/not seen one/.test(top()) ? 'o' : '>');
      await clearMore();
      await deal();
    }
    check(s.depth === 2, `went down the stairs by touch (depth ${s.depth}, turn ${s.turn})`);
    await page.screenshot({ path: path.join(shots, 'phone-level-2.png') });
    await button('S');
    check(s.screen.includes('Your game is saved'), 'the save key saves the run');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Magic on a phone (issue 19): the cast key opens the spell menu, a tap picks force
  // bolt, the pad gives its direction; the bolt is drawn and the monster is hit.
  await scenario('A Wizard casts force bolt by touch on a phone', async () => {
    const { context, page, problems } = await openGame(browser,
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
      '?seed=4242&wizard=1&character=wizard-human-male-neutral');
    let s = await state(page);
    const lines = () => s.screen.split('\n');
    const canvasBox = await page.locator('#canvas').boundingBox();
    const tapCell = async (col, row) => {
      await page.touchscreen.tap(canvasBox.x + (s.render.origin_x + (col + 0.5) * s.render.cell_w) / s.render.dpr,
        canvasBox.y + (s.render.origin_y + (row + 0.5) * s.render.cell_h) / s.render.dpr);
      await settle(page); s = await state(page);
    };
    const button = async (k) => { await page.tap(`#touch-controls button[data-key="${k}"]`); await settle(page); s = await state(page); };
    for (let i = 0; i < 5 && lines()[0].includes('--More--'); i++) await button('Escape');
    check(s.playing && s.hero.role === 'wizard' && s.hero.pw >= 5, `a Wizard with power to cast (${s.hero.pw})`);
    await button('+');  // 1x (from the phone's auto 3x): the jackal is found a cell away in the text
    // A jackal beside the hero (the wizard's summoning; the rest is by touch).
    await page.click('#canvas');
    await key(page, '&'); await key(page, 'e'); await page.keyboard.type('jackal'); await key(page, 'Enter');
    s = await state(page);
    const pad = { '-1,-1': 'y', '0,-1': 'k', '1,-1': 'u', '-1,0': 'h', '1,0': 'l', '-1,1': 'b', '0,1': 'j', '1,1': 'n' };
    let hit = false;
    for (let round = 0; round < 3 && !hit && !s.over; round++) {
      for (let i = 0; i < 5 && lines()[0].includes('--More--'); i++) await button('Escape');
      const rows = lines();
      const row = rows.findIndex((l, r) => r > 0 && l.includes('@'));
      const col = rows[row].indexOf('@');
      const way = Object.keys(pad).find((d) => { const [dx, dy] = d.split(',').map(Number); return (rows[row + dy] || '')[col + dx] === 'd'; });
      if (!way) break;  // the jackal is dead or gone
      const pw = s.hero.pw;
      await button('Z');
      if (round === 0) {
        check(s.screen.includes('Cast which spell?') && /force bolt +level 1, 5 Pw, \d+% fail/.test(s.screen),
          'the cast key lists force bolt with its level, cost and failure');
        await page.screenshot({ path: path.join(shots, 'phone-spell-menu.png') });
      }
      const menuRow = lines().findIndex((l) => l.includes('force bolt'));
      await tapCell(lines()[menuRow].indexOf('force bolt') + 1, menuRow);
      check(lines()[0].includes('In what direction?'), `a tap on the spell asks its direction ("${lines()[0].trim()}")`);
      await button(pad[way]);
      if (round === 0) await page.screenshot({ path: path.join(shots, 'phone-force-bolt.png') });
      check(s.hero.pw < pw, `casting spent power (${pw} to ${s.hero.pw})`);
      hit = s.messages.some((m) => /The force bolt hits the jackal|You kill the jackal/.test(m));
    }
    check(hit, 'the force bolt hit the jackal');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- The pet (issue 20): a new Wizard has a kitten beside it; look mode names it as yours.
  await scenario('A new game has a pet beside the hero', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=5&character=wizard-human-male-neutral');
    await page.click('#canvas');
    let s = await state(page);
    const rows = s.screen.split('\n');
    const row = rows.findIndex((l, r) => r > 0 && l.includes('@'));
    const col = rows[row].indexOf('@');
    let way = null;
    for (const [dx, dy, k] of [[1, 0, 'l'], [-1, 0, 'h'], [0, 1, 'j'], [0, -1, 'k'], [1, 1, 'n'], [-1, -1, 'y'], [1, -1, 'u'], [-1, 1, 'b']])
      if ((rows[row + dy] || '')[col + dx] === 'f') way = k;
    check(way !== null, 'a kitten (f) stands beside the @');
    await key(page, 'x');
    if (way) await key(page, way);
    s = await state(page);
    check(s.screen.includes('Look: your kitten') && s.screen.includes('your pet'), 'look mode names it as yours');
    await page.screenshot({ path: path.join(shots, 'desk-pet.png') });
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- The curve's monsters (issue 20): an archer that keeps its distance and shoots, a
  // dragon's breath, and the pet fighting beside the hero (wizard mode summons them, each in a
  // fresh game; the hero is made immortal to watch).
  await scenario('An archer, a dragon breathing fire and the pet fighting beside you', async () => {
    const meet = async (monster, times, pattern, shot) => {
      // (A first room wide enough for archers to keep their distance in: seed 5's, until r36
      // made its levels anew, then seed 9's.)
      const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
        '?seed=9&wizard=1&character=valkyrie-human-female-lawful');
      await page.click('#canvas');
      const wizard = async (letter, name) => {
        await key(page, '&'); await key(page, letter);
        if (name) { await page.keyboard.type(name); await settle(page); await key(page, 'Enter'); }
      };
      await wizard('d');  // immortal
      for (let i = 0; i < times; i++) await wizard('e', monster);
      const seen = [];
      // A turn a key (up to 300) until a message matches; every message is kept.
      let met = false;
      for (let i = 0; i < 300 && !met; i++) {
        const s = await state(page);
        for (const m of s.messages) if (!seen.includes(m)) seen.push(m);
        met = seen.some((m) => pattern.test(m));
        if (!met) await key(page, 's');
      }
      await page.screenshot({ path: path.join(shots, shot) });
      check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
      await context.close();
      return { met, seen };
    };
    // A band of three: the kitten may kill one before it shoots.
    const archers = await meet('Uruk-hai', 3, /The Uruk-hai shoots an arrow!/, 'desk-archer.png');
    check(archers.met, `an Uruk-hai shoots (${archers.seen.slice(-4).join(' | ')})`);
    const dragon = await meet('red dragon', 1, /The red dragon breathes fire!/, 'desk-dragon.png');
    check(dragon.met, `the dragon breathes fire (${dragon.seen.slice(-4).join(' | ')})`);
    const fought = [...archers.seen, ...dragon.seen].filter((m) => /^The kitten (bites|misses|kills) the (Uruk-hai|red dragon)/.test(m));
    check(fought.length > 0, `the kitten fights beside the hero (${fought.slice(0, 3).join(' | ')})`);
  });

  // --- Hints in a new player's first game (issue 37): the first time something happens, one
  // line says what it means; each once, never again after a reload.
  await scenario('A new player is given each hint once, never again after a reload', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=7&wizard=1&character=valkyrie-dwarf&pet=none');
    await page.click('#canvas');
    let s = await state(page);
    check(s.playing && s.hints_on && s.hints_seen.length === 0, `a new visitor has hints on, none shown yet (${JSON.stringify(s.hints_seen)})`);
    const shown = [];  // each new hint as it appeared: [its text, the ids shown by then]
    let last = '';
    const look = async () => {
      s = await state(page);
      if (s.tip && s.tip !== last) {
        shown.push([s.tip, s.hints_seen.slice()]);
        // It is drawn: the screen holds its words (wrapped, maybe, on a narrow screen).
        check(s.screen.replace(/\s+/g, ' ').includes(s.tip), `the hint is on screen: ${s.tip}`);
      }
      last = s.tip;
    };
    const act = async (...keys) => { for (const k of keys) { await key(page, k); await look(); } };
    const typed = async (prefix, words) => { await act('&', prefix); await page.keyboard.type(words); await act('Enter'); };
    const turnMores = async () => { for (let i = 0; i < 6 && (await state(page)).screen.split('\n')[0].includes('--More--'); i++) await act('Escape'); };
    await turnMores();
    await act('s');
    await typed('e', 'newt');                    // a monster comes into view
    await act('s', 's');
    await typed('f', 'potion of sickness');       // something lies at the hero's feet
    await act('s', ',');                          // an unknown potion carried
    await act('s', 's');
    await typed('d', '');                         // immortal: hurt, never killed
    await typed('e', 'soldier ant');
    for (let i = 0; i < 60 && !(await state(page)).hints_seen.includes('hurt'); i++) { await turnMores(); await act('s'); }
    await act('&', 'a', 's', 's');                // the whole level seen: the stairs down too
    s = await state(page);
    const ids = s.hints_seen;
    check(shown.length >= 5, `at least five hints appeared (${shown.length}: ${shown.map(([t]) => t.slice(0, 30)).join(' | ')})`);
    check(new Set(shown.map(([t]) => t)).size === shown.length, 'each hint appeared once');
    check(new Set(ids).size === ids.length && ids.length >= 5, `each kept once with the options (${ids.join(', ')})`);
    const stored = await page.evaluate(() => localStorage.getItem('deepglyph.options'));
    check(stored && ids.every((id) => stored.includes(`"${id}"`)), 'kept in the browser\'s storage (deepglyph.options)');
    await page.screenshot({ path: path.join(shots, 'hints.png') });

    // After a reload the run goes on; the same moments again give no hint already given.
    await page.reload();
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    await page.click('#canvas');
    s = await state(page);
    check(s.playing && JSON.stringify(s.hints_seen) === JSON.stringify(ids), `after a reload the hints shown are remembered (${s.hints_seen.join(', ')})`);
    const before = shown.length;
    last = '';
    await turnMores();
    await typed('e', 'jackal');
    await typed('f', 'potion of sickness');
    await act('s', ',', 's', 's', 's');
    const again = shown.slice(before).filter(([t]) => shown.slice(0, before).some(([u]) => u === t));
    check(again.length === 0, `no hint given twice (${again.map(([t]) => t).join(' | ')})`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });
}
