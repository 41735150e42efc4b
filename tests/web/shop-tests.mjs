// Browser tests of shops and uniques (issue 65, r38): a Tourist (who starts rich) walks into a
// general store at 1280x800, picks a thing up (its price shown), pays with `$`; the same keys
// on a phone (390x844, device pixel ratio 3) show the shop whole; a unique summoned by the
// wizard speaks as it notices the hero, and look tells its story.

// The shop's door ('+' in a wall: "─+─") and the hero ('@' not beside the door's inside cell,
// where the keeper waits) on the screen's text: their columns and rows.
function findShop(screen) {
  const rows = screen.split('\n').map((r) => [...r]);
  let door = null;
  const ats = [];
  rows.forEach((row, y) => row.forEach((c, x) => {
    if (c === '@') ats.push({ x, y });
    if (c === '+' && row[x - 1] === '─' && row[x + 1] === '─') door = { x, y };
  }));
  const hero = ats.find((a) => !door || Math.abs(a.x - door.x) > 2 || Math.abs(a.y - (door.y - 1)) > 1);
  return { door, hero };
}

const kDirKeys = { '-1,-1': 'y', '0,-1': 'k', '1,-1': 'u', '-1,0': 'h', '1,0': 'l', '-1,1': 'b', '0,1': 'j', '1,1': 'n' };

export async function shopTests({ scenario, browser, shots, check, key, settle, state, openGame, path }) {
  const pastMore = async (page) => {
    let s = await state(page);
    for (let i = 0; i < 8 && s.screen.split('\n')[0].includes('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    return s;
  };
  const start = '?seed=7016&wizard=1&character=tourist-human-female-neutral';
  let shelf = null;  // the map cell of a thing for sale, found at 1280x800, for the phone
  // Steps toward `to` (map cells) until the hero stands there; a step that fights (a monster in
  // the way: the wizard's hero is immortal) or opens a door is taken again.
  const walkTo = async (page, to) => {
    for (let i = 0; i < 120; i++) {
      const s = await pastMore(page);
      if (s.player.x === to.x && s.player.y === to.y) return true;
      await key(page, kDirKeys[`${Math.sign(to.x - s.player.x)},${Math.sign(to.y - s.player.y)}`]);
    }
    return false;
  };
  // To level 4 (a general store), immortal, then through the walls to below its door, and in.
  const intoShop = async (page, door) => {
    for (const k of ['&', 'd', '&', 'c', '4', 'Enter']) await key(page, k);
    await pastMore(page);
    for (const k of ['&', 'b']) await key(page, k);
    await walkTo(page, { x: door.x, y: door.y + 1 });
    for (const k of ['&', 'b']) await key(page, k);  // walls are walls again
    return walkTo(page, { x: door.x, y: door.y - 2 });  // the door opens; past the post; a shelf
  };

  await scenario('A shop: a thing picked up shows its price, and $ pays for it', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } }, start);
    await page.click('#canvas');
    await pastMore(page);
    for (const k of ['&', 'c', '4', 'Enter']) await key(page, k);
    let s = await pastMore(page);
    check(s.depth === 4, `the wizard's jump reaches level 4 (${s.depth})`);
    check(s.messages.some((m) => m === 'You hear someone counting money.'), 'the shop is heard on arrival');
    for (const k of ['&', 'a']) await key(page, k);  // the whole level seen
    s = await pastMore(page);
    const { door, hero } = findShop(s.screen);
    check(door && hero && s.map_zoom === 1, `the shop's door and the hero are on the screen (${JSON.stringify(door)})`);
    if (!door || !hero) { await context.close(); return; }
    const doorCell = { x: door.x + s.player.x - hero.x, y: door.y + s.player.y - hero.y };
    for (const k of ['&', 'c', '1', 'Enter']) await key(page, k);  // back up, to come as the phone will
    check(await intoShop(page, doorCell), 'the hero walks into the shop');
    shelf = { x: doorCell.x, y: doorCell.y - 2 };
    s = await pastMore(page);
    check(s.screen.includes('A shop! Things you pick up here are unpaid'), 'stepping in tells how a shop works');
    await page.screenshot({ path: path.join(shots, 'shop-1280x800.png') });
    const gold = s.gold;
    await key(page, ',');
    s = await state(page);
    const taken = s.messages.find((m) => m.includes('(unpaid, '));
    check(taken, `what is picked up shows its price (${s.messages.slice(-2).join(' | ')})`);
    await key(page, 'i');
    await page.screenshot({ path: path.join(shots, 'shop-unpaid-1280x800.png') });
    await key(page, 'Escape');
    const price = taken ? Number(taken.match(/\(unpaid, (\d+) gold\)/)[1]) : 0;
    await key(page, '$');
    s = await pastMore(page);
    check(s.gold === gold - price && s.messages.some((m) => m.startsWith('You buy ')), `$ pays ${price} (${gold} -> ${s.gold})`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  await scenario('A shop on a phone: the shop and its prices whole, and the pay key', async () => {
    if (!shelf) { check(false, 'the desktop scenario found the shop'); return; }
    const { context, page, problems } = await openGame(browser,
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }, start);
    await page.click('#canvas');
    await pastMore(page);
    check(await intoShop(page, { x: shelf.x, y: shelf.y + 2 }), 'the hero walks into the shop on the phone');
    await key(page, ',');
    let s = await state(page);
    check(s.screen.includes('gold)'), 'the price is on the phone\'s screen, whole');
    await page.screenshot({ path: path.join(shots, 'shop-phone.png') });
    const gold = s.gold;
    await page.tap('#touch-controls button[data-key="$"]');
    await settle(page);
    s = await pastMore(page);
    check(s.gold < gold && s.messages.some((m) => m.startsWith('You buy ')), `the on-screen pay key pays (${gold} -> ${s.gold})`);
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });

  await scenario('A unique speaks as it notices the hero, and look tells its story', async () => {
    const { context, page, problems } = await openGame(browser, { viewport: { width: 1280, height: 800 } },
      '?seed=7017&wizard=1&character=valkyrie-human-female-lawful');
    await page.click('#canvas');
    await pastMore(page);
    for (const k of ['&', 'd', '&', 'e']) await key(page, k);
    await page.keyboard.type('ogg');
    await key(page, 'Enter');
    let s = await pastMore(page);
    for (let i = 0; i < 20 && !s.messages.some((m) => m.startsWith('Ogg the Gatekeeper booms')); i++) {
      await key(page, 's');
      s = await pastMore(page);
    }
    check(s.messages.some((m) => m === 'Ogg the Gatekeeper booms: "NO ONE PASSES OGG."'), `Ogg speaks (${s.messages.slice(-3).join(' | ')})`);
    await page.screenshot({ path: path.join(shots, 'unique-1280x800.png') });
    await key(page, ':');  // what is around, in words
    s = await state(page);
    check(s.screen.includes('Ogg the Gatekeeper'), 'describe names it without an article');
    await page.screenshot({ path: path.join(shots, 'unique-describe-1280x800.png') });
    check(problems.length === 0, `no console errors ${JSON.stringify(problems)}`);
    await context.close();
  });
}
