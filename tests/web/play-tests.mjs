import { SLOT } from './slot.mjs';
import { TIMEOUT } from './timeouts.mjs';
// Browser tests of playing for real: saves (reload, damage, death), mouse and touch, other
// keyboard layouts, an itch.io-style iframe, save export/import, the colour-blind palette.
// Called by browser-test.mjs with its browser, server and helpers.
export async function playTests({ scenario, chooseFile, browser, server, shots, nativeGame, check, key, typeText, settle, state, openGame,
  execFileSync, readFileSync, writeFileSync, path }) {
  // --- Saves: closing the tab keeps the run; a damaged save is explained; death deletes it.
  await scenario('Saves', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=606&character=valkyrie-human');
    await page.click('#canvas');
    for (const k of ['s', 's', 'l', 'j', 's']) await key(page, k);
    const before = await state(page);
    await page.reload();  // pagehide saves
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    const after = await state(page);
    check(after.playing && after.turn === before.turn && after.state_hash === before.state_hash,
      `reload resumes the same game (turn ${before.turn} -> ${after.turn}, hash ${after.state_hash === before.state_hash ? 'same' : 'different'})`);
    check(after.screen.includes('Welcome back! Your game was restored at turn'), 'and says so');
    const stored = await page.evaluate((slot) => localStorage.getItem(slot), SLOT);
    check(stored && JSON.parse(stored).game === 'deepglyph' && Array.isArray(JSON.parse(stored).commands), 'the save is versioned JSON in localStorage');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });
  await scenario('scenario 2', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
    await context.addInitScript((slot) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(slot, '{"game":"deepglyph","version":1,"seed":"12","charac');
      }
    }, SLOT);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    let s = await state(page);
    check(!s.playing && s.screen.includes('Your saved game could not be restored.') && s.screen.includes('The save is damaged'),
      'a damaged save gets a clear message');
    await page.screenshot({ path: path.join(shots, 'damaged-save.png') });
    await page.click('#canvas');
    await key(page, 'y');
    s = await state(page);
    const kept = await page.evaluate((slot) => localStorage.getItem(slot + '.bad'), SLOT);
    check(s.screen.includes('[ynq]') && kept && kept.startsWith('{"game"'), 'y offers a new game; the damaged save is kept aside');
    check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    await context.close();
  });
  await scenario('scenario 3', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=707&wizard=1&character=tourist');
    await page.click('#canvas');
    await key(page, 's');
    await page.evaluate(() => Module._save_game());
    check(await page.evaluate((slot) => localStorage.getItem(slot) !== null, SLOT), 'a save exists mid-run');
    await key(page, '&'); await key(page, 'e'); await typeText(page, 'minotaur'); await key(page, 'Enter');
    let s = await state(page);
    for (let i = 0; i < 60 && !s.over; i++) { await key(page, '.'); s = await state(page); }
    check(s.over, 'the hero died');
    await page.evaluate(() => Module._save_game());
    check(await page.evaluate((slot) => localStorage.getItem(slot) === null, SLOT), 'death deleted the save (permadeath)');
    await context.close();
  });

  // --- Mouse and touch: hover names a cell, a click walks there, a tap does the same.
  await scenario('Mouse and touch', async () => {
    for (const touch of [false, true]) {
      const { context, page, problems } = await openGame(browser, { viewport: touch ? { width: 412, height: 860 } : { width: 1024, height: 640 }, hasTouch: touch, isMobile: touch },
        '?seed=1235&character=valkyrie-human');
      let s = await state(page);
      // (A window without rows to spare pages the two-line welcome: read on, as a player would.)
      if (!touch) {
        await page.focus('#canvas');
        for (let i = 0; i < 3 && s.screen.split('\n')[0].endsWith('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
      }
      const lines = s.screen.split('\n');
      const row = lines.findIndex((l, r) => r > 0 && l.includes('@'));
      const col = lines[row].indexOf('@');
      // A floor cell 2-6 steps away on the same row, else on the rows next to it (a zoomed
      // map's cells are `z` grid cells each way: a phone's auto zoom is 3x).
      const z = s.map_zoom || 1;
      let target = null;
      for (const dy of [0, -1, 1, -2, 2]) for (const dx of [4, -4, 3, -3, 5, -5, 2, -2, 6, -6])
        if (!target && (lines[row + dy * z] || '')[col + dx * z] === '.') target = [col + dx * z, row + dy * z];
      check(target !== null, `a floor cell to click near the @ (${target})`);
      const r = s.render;
      const at = ([c, rr]) => [(r.origin_x + (c + 0.5) * r.cell_w) / r.dpr, (r.origin_y + (rr + 0.5) * r.cell_h) / r.dpr];
      const [x, y] = at(target);
      const before = s.player;
      if (!touch) {
        await page.mouse.move(x, y);
        await settle(page);
        s = await state(page);
        check(/\((\d+ (east|west))?(, )?(\d+ (north|south))?\)\.$/.test(s.screen.split('\n')[0]) && s.screen.split('\n')[0].startsWith('A floor'),
          `hover describes the cell: ${s.screen.split('\n')[0]}`);
        await page.mouse.click(x, y);
      } else {
        // A phone has rows to spare under the map: the welcome is in the message pane, whole,
        // with nothing to page, so the first tap walks.
        check(!s.screen.split('\n')[0].endsWith('--More--') && s.screen.includes('Welcome to Deepglyph!'),
          `the phone's welcome is in the message pane, not paged: ${s.screen.split('\n')[0]}`);
        await page.touchscreen.tap(x, y);
      }
      await settle(page);
      s = await state(page);
      const moved = s.player.x !== before.x || s.player.y !== before.y;
      check(moved && s.turn >= 2, `${touch ? 'a tap' : 'a click'} walks there (${before.x},${before.y} -> ${s.player.x},${s.player.y}, turn ${s.turn}; ${s.screen.split('\n')[0]})`);
      if (touch) {
        // A phone gets on-screen keys; the search button takes a turn.
        check(await page.locator('#touch-controls').isVisible(), 'on-screen controls on a small touch screen');
        const t0 = s.turn;
        await page.locator('#touch-controls button[data-key="s"]').tap();
        await settle(page);
        s = await state(page);
        check(s.turn === t0 + 1, `the search button searched (turn ${t0} -> ${s.turn})`);
        await page.screenshot({ path: path.join(shots, 'touch.png') });
      }
      check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
      await context.close();
    }
  });

  // --- Other keyboard layouts: letters are bound to the typed character, so on Dvorak the
  // physical J key (which types 'h') moves west, and on AZERTY physical KeyQ (typing 'a')
  // picks the Archeologist on the role screen. No Ctrl binding fights the browser.
  await scenario('Other keyboard layouts', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=99');
    await page.click('#canvas');
    const cdp = await context.newCDPSession(page);
    const press = async (code, key, vk) => {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', code, key, text: key, unmodifiedText: key, windowsVirtualKeyCode: vk });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', code, key, windowsVirtualKeyCode: vk });
      await settle(page);
    };
    await key(page, 'n');
    await press('KeyQ', 'a', 65);  // AZERTY: the key where QWERTY has Q types 'a'
    let s = await state(page);
    check(s.screen.includes(' Pick the race of your Archeologist'), 'AZERTY KeyQ typing a picks the Archeologist');
    await key(page, 'h'); await key(page, 'm'); await key(page, 'l');
    s = await state(page);
    for (let i = 0; i < 3 && s.screen.split('\n')[0].endsWith('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    const before = s.player;
    await press('KeyJ', 'h', 72);  // Dvorak: physical J types 'h' (west)
    s = await state(page);
    check(s.playing && (s.player.x === before.x - 1 || s.screen.split('\n')[0].includes('wall')),
      `Dvorak J typing h moves west (${before.x} -> ${s.player.x}: ${s.screen.split('\n')[0]})`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  // --- Inside an iframe (as on itch.io) the game asks for focus until it has it.
  await scenario('Inside an iframe (as on itch', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    await page.goto(server.url + 'framing.html');  // same origin, not the game (it would own the save): the server's HTML 404 page
    await page.setContent(`<button id="outside">outside</button><iframe id="game" src="${server.url}?seed=5" width="900" height="600"></iframe>`);
    await page.focus('#outside');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await frame.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    await page.focus('#outside');
    const hintShown = (shown) => frame.waitForFunction((v) => !document.getElementById('focus-hint').classList.contains('hidden') === v, shown, { timeout: TIMEOUT }).then(() => true, () => false);
    check(await hintShown(true), 'in an iframe without focus the game says to click');
    await frame.locator('#focus-hint').click();
    check(await hintShown(false), 'a click gives it the keyboard and the hint goes');
    await page.keyboard.press('n');
    // Wait for what the key leads to: a pointer event from the click also counts as an input.
    await frame.waitForFunction(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])).screen.includes(' Choosing Role'), null, { timeout: TIMEOUT }).catch(() => {});
    const s = await frame.evaluate(() => JSON.parse(Module.ccall('game_state_json', 'string', [], [])));
    check(s.screen.includes(' Choosing Role'), `keys reach the framed game (${s.screen.split('\n').slice(0, 3).join(' | ')})`);
    check(await frame.locator('#fullscreen').isVisible(), 'a full-screen button is there');
    await context.close();
  });

  // --- Export a save to a file, and import it into a fresh browser.
  await scenario('Export a save to a file, and import it into a fresh browser', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=808&character=valkyrie-human');
    await page.click('#canvas');
    for (const k of ['s', 's', 'l']) await key(page, k);
    const before = await state(page);
    await key(page, 'Shift+S');
    let s = await state(page);
    check(!s.playing && s.screen.includes('Your game is saved.') && s.screen.includes('e - export'), 'S saves, and offers the export');
    const [dl] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), key(page, 'e')]);
    const file = path.join(shots, 'exported-save.json');
    await dl.saveAs(file);
    check(dl.suggestedFilename() === 'deepglyph-808-save.json', `exported ${dl.suggestedFilename()}`);
    await context.close();

    const fresh = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '');
    s = await state(fresh.page);
    check(!s.playing && s.screen.includes('i - import'), 'a fresh browser shows the title, with import');
    await fresh.page.click('#canvas');
    await chooseFile(fresh.page, 'i', file);
    // The file is checked and restored in place (no reload).
    // The screen is what the last frame drew: wait for the frame after the import too.
    await fresh.page.waitForFunction(() => { const st = JSON.parse(Module.ccall('game_state_json', 'string', [], [])); return st.playing && st.screen.includes('Imported'); }, null, { timeout: TIMEOUT }).catch(() => {});
    s = await state(fresh.page);
    check(s.screen.includes('Imported exported-save.json: your game carries on at turn'), `the import says so: ${s.screen.split('\n')[0]}`);
    check(s.playing && s.turn === before.turn && s.state_hash === before.state_hash, `the imported save resumes the same game (turn ${s.turn})`);
    check(fresh.problems.length === 0, `no console errors ${JSON.stringify(fresh.problems)}`);
    await fresh.context.close();
  });

  // --- The colour-blind-safe palette from the URL.
  await scenario('The colour-blind-safe palette from the URL', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1024, height: 640 } }, '?seed=77&wizard=1&character=valkyrie-dwarf&palette=colourblind');
    await page.click('#canvas');
    await key(page, '&'); await key(page, 'a');  // the whole level, with its colours
    const s = await state(page);
    check(s.playing && !s.screen.includes('Ignored'), '?palette=colourblind is accepted');
    await page.screenshot({ path: path.join(shots, 'palette-colourblind.png') });
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });
}
