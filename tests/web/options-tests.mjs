import { TIMEOUT } from './timeouts.mjs';
// Browser tests of the options (ui/options_screen, ui/keys_screen): a key rebound in the
// options changes what it does and survives a reload; a keyboard layout without Latin
// letters still plays. Called by browser-test.mjs with its browser, server and helpers.
export async function optionsTests({ scenario, browser, shots, check, key, settle, state, openGame, path }) {
  const said = (s) => s.screen.replace(/\s+/g, ' ');

  await scenario('A key rebound in the options works and survives a reload', async () => {
    const { page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=7&character=valkyrie-dwarf&pet=none');
    await page.click('#canvas');
    let s = await state(page);
    check(s.playing && s.turn === 0, 'playing from turn 0');
    await key(page, 'Shift+E');
    s = await state(page);
    check(s.turn === 0 && said(s).includes("Unknown command 'E'"), 'E does nothing at first');
    await key(page, '=');
    s = await state(page);
    check(said(s).includes('a - Keys: vi-keys') && said(s).includes('b - Change a key'), 'the options screen');
    await key(page, 'b');
    for (let i = 0; i < 60 && !(s = await state(page)).screen.includes('> search'); i++) await key(page, 'ArrowDown');
    check(s.screen.includes('> search'), 'the keys screen, search chosen');
    await key(page, 'Enter');
    await key(page, 'Shift+E');
    s = await state(page);
    await page.screenshot({ path: path.join(shots, 'options-keys.png') });
    check(said(s).includes('E now does search.'), `E is bound (${said(s).slice(-80)})`);
    await key(page, 'Escape'); await key(page, 'Escape');
    await key(page, 'Shift+E');
    s = await state(page);
    check(s.turn === 1 && s.messages.includes('You search but find nothing.'), `E searches (turn ${s.turn})`);
    const stored = await page.evaluate(() => localStorage.getItem('deepglyph.options'));
    check(stored && stored.includes('["E","search"]'), 'kept in the browser\'s storage (deepglyph.options)');

    await page.reload();
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: TIMEOUT });
    await page.click('#canvas');
    s = await state(page);
    check(s.playing && s.turn === 1, `after a reload the run goes on (turn ${s.turn})`);
    await key(page, 'Shift+E');
    s = await state(page);
    check(s.turn === 2 && s.messages.includes('You search but find nothing.'), `and E still searches (turn ${s.turn})`);
    await key(page, '?');
    await key(page, 'b');  // the guide's keys
    s = await state(page);
    check(said(s).includes(' s or E wait a turn, search'), 'the help shows the new key (on the row search shares with wait)');
    check(problems.length === 0, `no page errors (${problems.join(' | ')})`);
  });

  await scenario('A Russian keyboard layout still plays', async () => {
    const { page } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=7&character=valkyrie-dwarf&pet=none');
    await page.click('#canvas');
    // What a Russian layout sends for the S key and the period key: Cyrillic text, the
    // physical key's code.
    const cdp = await page.context().newCDPSession(page);
    const press = async (keyText, code, vk) => {
      for (const type of ['keyDown', 'keyUp']) {
        await cdp.send('Input.dispatchKeyEvent', { type, key: keyText, code, text: type === 'keyDown' ? keyText : undefined,
          unmodifiedText: type === 'keyDown' ? keyText : undefined, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk });
      }
      await settle(page);
    };
    await press('ы', 'KeyS', 83);
    let s = await state(page);
    check(s.turn === 1 && s.messages.includes('You search but find nothing.'), `ы on the S key searches (turn ${s.turn}: ${s.messages.join(' ')})`);
    await press('ю', 'Period', 190);
    s = await state(page);
    check(s.turn === 2, `ю on the period key waits (turn ${s.turn})`);
  });
}
