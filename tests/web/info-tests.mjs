import { TIMEOUT } from './timeouts.mjs';
// Browser tests of a player always knowing what is going on: the key guard (keys typed in
// haste never skip the death, a new level or a --More--). Called by browser-test.mjs with
// its browser, server and helpers.
export async function infoTests({ scenario, browser, shots, check, key, settle, state, openGame, path }) {
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
}
