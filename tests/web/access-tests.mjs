// Browser tests of the page for players with a screen reader or low vision: axe-core (npm) finds
// nothing on the title, in play, in a menu and on the death screen, on a desktop and a phone; the
// screen-reader switch is the first thing a Tab reaches, and turning it on is kept; the live
// region is a log that a busy fight adds one line to per command, never re-reading it all.
import { writeFileSync } from 'node:fs';
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

// What a screen reader hears: the lines of the page's log, read from Chromium's accessibility
// tree (CDP Accessibility.getFullAXTree), never the canvas nor the game's state.
export async function heard(client) {
  const { nodes } = await client.send('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const log = nodes.find((n) => n.role && n.role.value === 'log');
  if (!log) return [];
  const textOf = (n) => {
    if (!n) return '';
    if (n.role && n.role.value === 'StaticText') return (n.name && n.name.value) || '';
    return (n.childIds || []).map((c) => textOf(byId.get(c))).filter(Boolean).join(' ');
  };
  return (log.childIds || []).map((id) => textOf(byId.get(id)));
}

export async function blindTests({ scenario, browser, server, shots, check, key, settle, state, path }) {
  await scenario('A blind player, hearing only the accessibility tree, makes a Valkyrie, reaches dungeon level 5, then quits and hears the death screen', async () => {
    const GOAL = 5;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=4242`);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    const client = await context.newCDPSession(page);
    let lines = await heard(client);
    const last = () => lines[lines.length - 1] || '';
    // What the last key brought: the line added, or '' when nothing new was said.
    let fresh = '';
    const heardAll = [];  // every line heard, after the key that brought it (kept in the shots)
    const press = async (k) => {
      const before = lines.join('\n');
      await page.keyboard.press(k);
      await settle(page);
      lines = await heard(client);
      fresh = lines.join('\n') === before ? '' : last();
      if (fresh) heardAll.push(`[${k}] ${fresh}`);
      // What a sighted player sees at the same turns (1280x800): kept beside the transcript.
      if (fresh && [10, 25, 50].includes(heardAll.length))
        await page.screenshot({ path: path.join(shots, `blind-player-heard-${heardAll.length}.png`) });
    };
    // The switch first, as a reader would find it: Shift+Tab from the game, Enter.
    await page.click('#canvas');
    await page.keyboard.press('Shift+Tab');
    await press('Enter');
    await page.click('#canvas');
    const recent = lines.slice(-3).join('\n');
    check(/\[ynq\]/.test(recent) && /n - choose my character/.test(recent), `the title is heard (${recent.slice(0, 60)}...)`);
    check(/Screen reader mode on/.test(recent), `the switch says its new state (${last().slice(0, 60)}...)`);
    // Choosing: the Valkyrie by name, then the first choice offered on each screen after.
    await press('n');
    const role = /(\w) - Valkyrie/.exec(last());
    check(!!role, 'the roles are heard, the Valkyrie among them');
    // The arrows move a highlight: the choice it lands on is said, alone, with its details.
    await press('ArrowDown');
    check(/^b - Barbarian\. A strong/.test(fresh) && !/a - Archeologist/.test(fresh), `the highlighted role is said when it moves (${fresh.slice(0, 50)}...)`);
    if (role) await press(role[1]);
    for (let i = 0; i < 3 && !/Welcome to Deepglyph/.test(lines.join(' ')); i++) {
      const choice = /\b([a-z]) - (?!Random|Quit)\w/.exec(last());
      if (!choice) break;
      await press(choice[1]);
    }
    check(/Welcome to Deepglyph! You are a .*Valkyrie/.test(lines.join(' ')), 'the game begins, and says who the hero is');
    // The status and the level in words, on demand.
    await press('@');
    check(/^You are on dungeon level 1, .* hit points\. Power \d+ of \d+, armour class -?\d+, \d+ gold, experience level 1 \(0 points\), turn 0\. Stealth \d+: a monster that has not noticed you does so from that many steps or nearer\. No conditions\. You are a .*Valkyrie: strength \S+, dexterity \d+, .*charisma \d+\.$/.test(fresh), `@ says the status in sentences (${fresh})`);
    await press('M');
    check(/^Dungeon level 1\. .*Unexplored: \d+ ways? into the unknown, nearest \d+ steps?, /.test(fresh), `M says the level in words (${fresh.slice(0, 80)}...)`);
    // Playing by ear: ':' says where things are; go for the nearest monster in view and fight
    // it, take known stairs down, else explore.
    const KEYS = { '-1,-1': 'y', '0,-1': 'k', '1,-1': 'u', '-1,0': 'h', '1,0': 'l', '-1,1': 'b', '0,1': 'j', '1,1': 'n' };
    const offsetOf = (words) => {
      let dx = 0, dy = 0;
      for (const [, n, dir] of words.matchAll(/(\d+) (east|west|north|south)/g)) {
        if (dir === 'east') dx = +n; if (dir === 'west') dx = -n; if (dir === 'south') dy = +n; if (dir === 'north') dy = -n;
      }
      return [dx, dy];
    };
    let depth = 1, actions = 0, dead = false;
    for (; actions < 2000 && depth < GOAL && !dead; actions++) {
      if (/More: press Enter/.test(fresh)) { await press('Enter'); continue; }
      // A new level's talents, heard with what each does: the first one.
      if (/Choose a talent/.test(fresh)) { await press('a'); continue; }
      if (/\[yn\]/.test(fresh)) { await press('y'); continue; }  // bash the door? go on? yes
      await press(':');
      const said = fresh;
      for (let i = 0; i < 8 && /More: press Enter/.test(fresh); i++) await press('Enter');
      const d = /dungeon level (\d+)/.exec(said);
      if (d) depth = +d[1];
      if (/You die|Cause:/.test(lines.join(' '))) { dead = true; break; }
      if (depth >= GOAL) break;
      const view = /In view, nearest first: ([^.]*)\./.exec(said);
      const foe = view && view[1].split('; ').find((m) => !m.includes('your pet'));
      if (foe) {
        const [dx, dy] = offsetOf(foe);
        // Beside: attack it; else step toward it (explore will not walk with it in view),
        // around a wall if the straight step is refused, or wait for it to come.
        const sx = Math.sign(dx), sy = Math.sign(dy);
        let moved = false;
        for (const [mx, my] of [[sx, sy], [sx, 0], [0, sy]]) {
          if (mx === 0 && my === 0) continue;
          await press(KEYS[`${mx},${my}`]);
          if (!/in the way|can't move diagonally/.test(fresh)) { moved = true; break; }
        }
        if (!moved) await press('s');
        continue;
      }
      const stairs = /Stairs down: ([^.]*)\./.exec(said);
      if (stairs) { await press('>'); continue; }  // on them it descends; else it walks there
      await press('o');
    }
    check(depth >= GOAL && !dead, `dungeon level ${GOAL} is reached by ear (level ${depth}, ${actions} actions${dead ? ', the hero died' : ''})`);
    if (depth < GOAL) console.log(`heard last:\n  ${lines.slice(-8).join('\n  ')}`);
    // Then the run is given up on purpose, asked twice, and the death screen is heard with
    // the ways to keep the run: the replay, and the link that plays it.
    await press('!');
    check(/Really give up this run\?/.test(fresh), `! asks first (${fresh})`);
    await press('y');
    check(/Are you sure\?/.test(fresh), `and asks again (${fresh})`);
    await press('y');
    for (let i = 0; i < 8 && !/Cause: +quit/.test(lines.join(' ')); i++) await press('Enter');
    const end = lines.join(' ');
    check(/You gave up the run\./.test(end) && /Cause: +quit/.test(end), `the death screen is heard: a death by quitting (${last().slice(0, 120)}...)`);
    check(/r - download this run as a replay/.test(end) && /l - copy a link that plays this run/.test(end), 'the replay and the link are offered');
    await press('l');
    check(/link/i.test(fresh), `l says what became of the link (${fresh.slice(0, 120)})`);
    writeFileSync(path.join(shots, 'blind-player-heard.txt'), heardAll.join('\n') + '\n');
    await context.close();
  });

  await scenario('Every screen lists its choices for a screen reader, and a choice there presses its key', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=77&wizard=1`);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    const client = await context.newCDPSession(page);
    // The choices as the accessibility tree has them: the buttons of the group "Choices on the screen".
    const choices = async () => {
      await settle(page);
      const { nodes } = await client.send('Accessibility.getFullAXTree');
      const byId = new Map(nodes.map((n) => [n.nodeId, n]));
      const group = nodes.find((n) => n.name && n.name.value === 'Choices on the screen');
      return ((group && group.childIds) || []).map((id) => byId.get(id)).filter((n) => n && n.role && n.role.value === 'button').map((n) => n.name.value);
    };
    const choose = async (pattern) => {
      const all = await choices();
      const name = all.find((c) => pattern.test(c));
      // As a reader does: to the button, then Enter.
      if (name) { await page.getByRole('button', { name, exact: true }).focus(); await page.keyboard.press('Enter'); }
      await settle(page);
      return name;
    };
    const has = async (where, pattern) => {
      const all = await choices();
      check(all.some((c) => pattern.test(c)), `${where}: its choices are listed (${all.slice(0, 4).join(' | ')}${all.length > 4 ? ' ...' : ''})`);
    };
    await has('the title', /^t - learn to play/);
    check(!!(await choose(/^n - choose my character/)), 'a choice in the list presses its key');
    await has('the roles', /^w - Wizard/);
    // The highlighted role is the list's current one, and follows the arrows.
    const current = () => page.evaluate(() => (document.querySelector('#choices [aria-current="true"]') || {}).textContent || '');
    check(/^a - Archeologist/.test(await current()), `the highlighted role is marked current in the list (${await current()})`);
    await key(page, 'ArrowDown');
    await settle(page);
    check(/^b - Barbarian/.test(await current()), `the current one follows the arrows (${await current()})`);
    await choose(/^w - Wizard/);
    for (let i = 0; i < 3 && (await choices()).length; i++) await choose(/^[a-z] - (?!Random|Quit)/);
    const s = await state(page);
    check(s.playing, 'the character is made through the list alone');
    await page.click('#canvas');
    check((await choices()).length === 0, 'in play, over the map, no list (the keys are many)');
    await key(page, 'i');
    await has('the pack', /^a - .*quarterstaff/);
    await choose(/^a - .*quarterstaff/);
    await has('a thing\'s screen', /^d - drop it/);
    await key(page, 'Escape');
    await key(page, 'Escape');
    await key(page, 'Z');
    await has('the spells', /force bolt/);
    await key(page, 'Escape');
    await key(page, '=');
    await has('the options', /^i - Screen reader/);
    await key(page, 'Escape');
    await key(page, '?');
    await has('the guide', /^a - /);
    await key(page, 'Escape');
    await key(page, '&'); await key(page, 'e'); await page.keyboard.type('minotaur'); await key(page, 'Enter');
    let st = await state(page);
    for (let i = 0; i < 80 && !st.over; i++) { await key(page, 's'); st = await state(page); }
    for (let i = 0; i < 8 && !st.screen.includes('Cause:'); i++) { await key(page, 'Enter'); st = await state(page); }
    await has('the death screen', /^n - /);
    await context.close();
  });
}
