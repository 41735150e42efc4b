// Browser tests of the talent choice (issue 64): by keyboard at 1280x800, by touch on a phone
// (390x844, device pixel ratio 3), and in screen-reader mode, where the three offers are heard.
// The wizard's "gain an experience level" (& g) brings the hero to level 3 at once.
import { SLOT } from './slot.mjs';
import { heard } from './access-tests.mjs';

export async function talentTests({ scenario, browser, server, shots, check, key, settle, state, openGame, path }) {
  // Past the welcome's --More--, then two levels: level 3 offers the talents.
  const toLevel3 = async (page) => {
    let s = await state(page);
    for (let i = 0; i < 5 && s.screen.split('\n')[0].includes('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    for (let i = 0; i < 2; i++) { await key(page, '&'); await key(page, 'g'); }
    return state(page);
  };

  await scenario('A talent is chosen by keyboard at level 3, and the run records it', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=4242&wizard=1&character=valkyrie-human');
    await page.click('#canvas');
    let s = await toLevel3(page);
    check(s.xl === 3 && s.hero.talents_offered.length === 3, `level 3 offers three talents (${s.xl}: ${s.hero.talents_offered.join(', ')})`);
    check(s.screen.includes('Choose a talent for experience level 3:') && /a - .+/.test(s.screen) && /c: .+/.test(s.screen),
      'the choice screen lists each talent and what it does');
    await page.screenshot({ path: path.join(shots, 'talents-1280x800.png') });
    await key(page, 'Escape');
    s = await state(page);
    check(!s.screen.includes('Choose a talent') && s.hero.talents_offered.length === 3, 'Escape leaves the choice for later');
    for (let i = 0; i < 5 && s.screen.split('\n')[0].includes('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    await key(page, 'a');
    const second = s.hero.talents_offered[1];
    await key(page, 'b');
    s = await state(page);
    check(s.hero.talents.length === 1 && s.hero.talents[0] === second && s.hero.talents_offered.length === 0,
      `a brings it back and b takes the second (${s.hero.talents.join(', ')})`);
    check(s.messages.some((m) => m.startsWith('You learn a talent: ')), 'the choice is said');
    await page.evaluate(() => Module._save_game());
    const saved = JSON.parse(await page.evaluate((slot) => localStorage.getItem(slot), SLOT));
    check(saved.commands.includes('talent b'), 'the choice is a command in the saved run');
    // The run replayed from its save reaches the same state, the talent with it.
    const before = s.state_hash;
    await page.reload();
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    s = await state(page);
    check(s.state_hash === before && s.hero.talents[0] === second, 'a reload replays the choice');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  await scenario('A talent is chosen by touch on a phone', async () => {
    const { context, page, problems } = await openGame(browser,
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
      '?seed=4243&wizard=1&character=wizard-human');
    await page.click('#canvas');
    let s = await toLevel3(page);
    check(s.screen.includes('Choose a talent'), `the choice opens on the phone (${s.screen.split('\n')[0].trim()})`);
    await page.screenshot({ path: path.join(shots, 'talents-phone.png') });
    const lines = s.screen.split('\n');
    // Each description is whole on the narrow screen: wrapped, never cut (its last word shows).
    const row = lines.findIndex((l) => l.includes('c - '));
    const third = s.hero.talents_offered[2];
    const canvasBox = await page.locator('#canvas').boundingBox();
    const col = lines[row].indexOf('c - ') + 5;
    await page.touchscreen.tap(canvasBox.x + (s.render.origin_x + (col + 0.5) * s.render.cell_w) / s.render.dpr,
      canvasBox.y + (s.render.origin_y + (row + 0.5) * s.render.cell_h) / s.render.dpr);
    await settle(page);
    s = await state(page);
    check(s.hero.talents.length === 1 && s.hero.talents[0] === third, `a tap on the third takes it (${s.hero.talents.join(', ')})`);
    // The on-screen key lists the talents taken (and brings back a choice left for later).
    await page.tap('#touch-controls button[data-key="a"]');
    await settle(page);
    s = await state(page);
    check(s.screen.includes('Your talents') && s.screen.includes('The next talent comes at experience level 6.'),
      'the talents key shows the talent taken and when the next comes');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  await scenario('In screen-reader mode the three talents offered are heard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=4244&wizard=1&character=priest-human`);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    const client = await context.newCDPSession(page);
    // The switch as a reader finds it: Shift+Tab from the game, Enter.
    await page.click('#canvas');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await settle(page);
    await page.click('#canvas');
    const s = await toLevel3(page);
    const names = s.hero.talents_offered;
    const said = (await heard(client)).join('\n');
    const catalog = s.screen;
    // The names as the screen draws them ("a - Healing hands"), each heard.
    const drawn = [...catalog.matchAll(/([abc]) - ([A-Z][^\n]*?)\s*$/gm)].map((m) => m[2].trim());
    check(names.length === 3 && drawn.length === 3 && drawn.every((n) => said.includes(n)),
      `the three offers are heard (${drawn.join(' | ')})`);
    check(/Choose a talent/.test(said), 'and what the screen asks');
    await key(page, 'a');
    const after = await state(page);
    check(after.hero.talents.length === 1, 'a key takes one');
    await context.close();
  });
}
