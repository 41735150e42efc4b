// Browser tests of the side branches (issue 65, r39): on seed 606 the wizard's jump takes the
// hero to each branch's end (slots past the main line's 12: the Lair's 13-15, the Stoneworks'
// 16-18, the Mines' 19-22 with Minetown on 20), at 1280x800 and on a phone (390x844, device
// pixel ratio 3); the status line and the page's state say where the hero is, and each end
// level is shown whole (the wizard's map) for the screenshots the issue asks for.

const kEnds = [
  { slot: 15, place: 'Lair:3', name: 'lair-end', words: 'A warm wind blows from deep in the Lair, and it smells of smoke.' },
  { slot: 18, place: 'Stone:3', name: 'stoneworks-end', words: 'Beyond four holes, something glints in a hall where something large sleeps.' },
  { slot: 20, place: 'Mines:2', name: 'minetown', words: 'Lamps, voices, the smell of bread: a town, down here in the Mines.' },
  { slot: 22, place: 'Mines:4', name: 'mines-end', words: 'Picks ring somewhere below, and a voice curses the town above.' },
];

export async function branchTests({ scenario, browser, shots, check, key, state, openGame, path }) {
  const pastMore = async (page) => {
    let s = await state(page);
    for (let i = 0; i < 8 && s.screen.split('\n')[0].includes('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    return s;
  };
  const start = '?seed=606&wizard=1&character=valkyrie-human-female-lawful';
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
  for (const [label, options, suffix] of [['1280x800', { viewport: { width: 1280, height: 800 } }, '1280x800'], ['a phone', phone, 'phone']]) {
    await scenario(`The branches' ends, on ${label}: where the hero is, and the level whole`, async () => {
      const { context, page, problems } = await openGame(browser, options, start);
      await page.click('#canvas');
      await pastMore(page);
      for (const k of ['&', 'd']) await key(page, k);  // immortal: the guardians wake
      for (const end of kEnds) {
        for (const k of ['&', 'c', ...String(end.slot), 'Enter']) await key(page, k);
        let s = await state(page);
        const heard = s.messages.some((m) => m === end.words);
        s = await pastMore(page);
        check(s.place === end.place, `the jump to ${end.slot} lands on ${end.place} (${s.place})`);
        check(heard || s.messages.some((m) => m === end.words), `${end.name} announces itself`);
        check(s.screen.includes(`Dlvl:${end.place}`) || s.screen.includes(`Dlvl ${end.place}`), `the status says ${end.place}`);
        for (const k of ['&', 'a']) await key(page, k);  // the whole level seen
        await pastMore(page);
        await page.screenshot({ path: path.join(shots, `${end.name}-${suffix}.png`) });
        for (const k of ['&', 'a']) await key(page, k);
      }
      check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
      await context.close();
    });
  }
}
