// Browser tests of the god screen (issue 64, r37): by keyboard at 1280x800 and by touch on a
// phone (390x844, device pixel ratio 3). The wizard's "50 piety more" (& h) opens the powers
// and the first gift at once; a power called is a command the run keeps.
import { SLOT } from './slot.mjs';

export async function godTests({ scenario, browser, shots, check, key, settle, state, openGame, path }) {
  const pastMore = async (page) => {
    let s = await state(page);
    for (let i = 0; i < 5 && s.screen.split('\n')[0].includes('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    return s;
  };

  await scenario('The god screen shows piety and powers, and a key calls on one', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=5252&wizard=1&character=valkyrie-human-female-lawful');
    await page.click('#canvas');
    let s = await pastMore(page);
    check(s.hero.god === 'Tyr' && s.hero.piety === 10, `a lawful Valkyrie serves Tyr from piety 10 (${s.hero.god}, ${s.hero.piety})`);
    await key(page, '&');
    await key(page, 'h');
    s = await state(page);
    check(s.hero.piety === 60, `the wizard's & h gives 50 piety (${s.hero.piety})`);
    check(s.messages.some((m) => m.startsWith('Tyr is pleased with you')), `the first gift comes at 50 (${s.messages.join(' | ')})`);
    s = await pastMore(page);
    await key(page, '^');
    s = await state(page);
    check(s.screen.includes('Tyr, your god: piety 60') && s.screen.includes('a - Lay on hands (8 piety)') &&
      s.screen.includes('d - Radiance (from piety 100)') && s.screen.includes('Hates striking a foe'),
      'the god screen lists the powers, open and closed, and the restriction');
    await page.screenshot({ path: path.join(shots, 'god-1280x800.png') });
    await key(page, 'a');
    s = await state(page);
    check(s.hero.piety === 52 && s.messages.some((m) => m === 'You call on Tyr: Lay on hands.'),
      `a calls on Lay on hands for 8 piety (${s.hero.piety})`);
    await page.evaluate(() => Module._save_game());
    const saved = JSON.parse(await page.evaluate((slot) => localStorage.getItem(slot), SLOT));
    check(saved.commands.includes('invoke a') && saved.commands.includes('wizard_piety'), 'the call is a command in the saved run');
    const before = s.state_hash;
    await page.reload();
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    s = await state(page);
    check(s.state_hash === before && s.hero.piety === 52, 'a reload replays the piety and the call');
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  await scenario('The god screen opens by touch on a phone, and a tap calls on a power', async () => {
    const { context, page, problems } = await openGame(browser,
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
      '?seed=5253&wizard=1&character=barbarian-human-male-chaotic');
    await page.click('#canvas');
    await pastMore(page);
    await key(page, '&');
    await key(page, 'h');
    let s = await pastMore(page);
    await page.tap('#touch-controls button[data-key="^"]');
    await settle(page);
    s = await state(page);
    const lines = s.screen.split('\n');
    check(s.screen.includes('Set, your god: piety 60') && s.screen.includes('Hates magic: each spell you cast.'),
      `the god of war's screen on the phone (${lines[0].trim()})`);
    // Every note is whole on the narrow screen (wrapped, not cut): the last power's ends so.
    check(s.screen.includes('for 4d6.'), 'the notes wrap on the phone');
    await page.screenshot({ path: path.join(shots, 'god-phone.png') });
    const row = lines.findIndex((l) => l.includes('a - Berserk'));
    const canvasBox = await page.locator('#canvas').boundingBox();
    const col = lines[row].indexOf('a - ') + 5;
    await page.touchscreen.tap(canvasBox.x + (s.render.origin_x + (col + 0.5) * s.render.cell_w) / s.render.dpr,
      canvasBox.y + (s.render.origin_y + (row + 0.5) * s.render.cell_h) / s.render.dpr);
    await settle(page);
    s = await state(page);
    check(s.hero.piety === 50 && s.messages.some((m) => m === 'You call on Set: Berserk.'), `a tap calls on Berserk (${s.hero.piety})`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });
}
