// Browser tests of the page for players with a screen reader or low vision: axe-core (npm) finds
// nothing on the title, in play, in a menu and on the death screen, on a desktop and a phone; the
// screen-reader switch is the first thing a Tab reaches, and turning it on is kept; the live
// region is a log that a busy fight adds one line to per command, never re-reading it all.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

export async function accessTests({ scenario, browser, shots, check, key, settle, state, openGame, path }) {
  // Every rule axe-core runs by default (WCAG 2.x A and AA, and its best practices).
  const audit = async (page, where) => {
    await page.addScriptTag({ path: AXE });
    const result = await page.evaluate(async () => {
      const r = await window.axe.run(document);
      return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    check(result.length === 0, `axe-core finds nothing on ${where}${result.length ? `: ${result.join('; ')}` : ''}`);
  };

  for (const phone of [false, true]) {
    await scenario(`axe-core finds nothing on the title, in play, in a menu or on the death screen (${phone ? 'phone' : 'desktop'})`, async () => {
      const options = phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } };
      const { page } = await openGame(browser, options, '?seed=314&wizard=1');
      await audit(page, 'the title');
      await page.click('#canvas');
      await key(page, 'y');
      let s = await state(page);
      check(s.playing, 'a game begins');
      await audit(page, 'the play screen');
      await key(page, 'i');
      await audit(page, 'the inventory');
      await key(page, 'Escape');
      await key(page, '&'); await key(page, 'e'); await page.keyboard.type('minotaur'); await key(page, 'Enter');
      s = await state(page);
      for (let i = 0; i < 80 && !s.over; i++) { await key(page, 's'); s = await state(page); }
      for (let i = 0; i < 8 && !s.screen.includes('Cause:'); i++) { await key(page, 'Enter'); s = await state(page); }
      check(s.screen.includes('Cause:'), 'the death screen is up');
      await audit(page, 'the death screen');
    });
  }

  await scenario('The screen-reader switch comes first, is kept, and a fight adds one line per command', async () => {
    const { context, page } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, '?seed=77&wizard=1');
    // The first thing a Tab reaches on the page; from the game (which has the focus once it is
    // ready), a Shift+Tab.
    const order = await page.evaluate(() => [...document.querySelectorAll('button, a[href], input, select, textarea, [tabindex]')]
      .filter((e) => e.tabIndex >= 0 && !e.closest('.hidden')).map((e) => e.id));
    check(order[0] === 'sr-mode' && order[1] === 'canvas', `the switch comes first, the game next (${order.slice(0, 3).join(', ')})`);
    await page.click('#canvas');
    await page.keyboard.press('Shift+Tab');
    const first = await page.evaluate(() => document.activeElement && document.activeElement.id);
    check(first === 'sr-mode', `Shift+Tab from the game reaches the switch (${first})`);
    await page.keyboard.press('Enter');
    await settle(page);
    const pressed = await page.locator('#sr-mode').getAttribute('aria-pressed');
    check(pressed === 'true', 'Enter turns it on, and the switch says so');
    check((await page.locator('#messages').getAttribute('aria-atomic')) === 'false', 'the live region is a log: only what is added is read');
    await page.click('#canvas');
    await key(page, 'y');
    // A busy fight: a wizard's summoned jackals beside the hero, a few turns of it.
    for (let i = 0; i < 3; i++) { await key(page, '&'); await key(page, 'e'); await page.keyboard.type('jackal'); await key(page, 'Enter'); }
    let s = await state(page);
    const lines = async () => page.locator('#messages p').count();
    let most = 0, turns = 0;
    for (let i = 0; i < 12 && !s.over; i++) {
      const before = await lines();
      await key(page, 's');
      s = await state(page);
      most = Math.max(most, (await lines()) - before);
      turns++;
    }
    check(most <= 1, `at most one line is added per command (${most} at most over ${turns} commands)`);
    // Kept: a new visit finds the switch on.
    const again = await context.newPage();
    await again.goto(page.url());
    await again.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    await settle(again);
    check((await again.locator('#sr-mode').getAttribute('aria-pressed')) === 'true', 'kept for the next visit');
  });
}
