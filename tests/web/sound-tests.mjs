// Browser tests of sound (issue 66): the game's own synthesizer through SDL's Web Audio
// driver. No audio before the first key (the autoplay rule); a sound is heard from its side
// (what the page's audio output carries, measured left and right); mute and the volume act
// and are kept; while nothing plays the device is paused and the AudioContext suspended: no
// audio callback and no frame.

// For context.addInitScript(): the loudest sample of each channel the page's audio output
// carried since the last reset (window.__peaks), read from every buffer SDL's script processor
// fills, after it filled it.
function tapAudio() {
  window.__peaks = { left: 0, right: 0, buffers: 0 };
  const d = Object.getOwnPropertyDescriptor(ScriptProcessorNode.prototype, 'onaudioprocess');
  Object.defineProperty(ScriptProcessorNode.prototype, 'onaudioprocess', {
    configurable: true,
    get() { return d.get.call(this); },
    set(fn) {
      d.set.call(this, fn && function (e) {
        fn.call(this, e);
        const out = e.outputBuffer;
        const l = out.getChannelData(0), r = out.getChannelData(out.numberOfChannels > 1 ? 1 : 0);
        for (let i = 0; i < l.length; i++) {
          window.__peaks.left = Math.max(window.__peaks.left, Math.abs(l[i]));
          window.__peaks.right = Math.max(window.__peaks.right, Math.abs(r[i]));
        }
        window.__peaks.buffers++;
      });
    },
  });
}

export async function soundTests({ scenario, browser, shots, check, key, state, path, server, settle }) {
  const context = () => browser.newContext({ viewport: { width: 1280, height: 800 } });
  const open = async (ctx, query) => {
    await ctx.addInitScript(tapAudio);
    const page = await ctx.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(server.url + query);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    return { page, problems };
  };
  const audioContextState = (page) => page.evaluate(() => (window.Module && Module.SDL2 && Module.SDL2.audioContext ? Module.SDL2.audioContext.state : 'none'));
  // Until the sounds asked for have played out and the device is paused again, and the map's
  // moment is over.
  const quiet = (page) => page.waitForFunction(() => {
    const s = JSON.parse(Module.ccall('game_state_json', 'string', [], []));
    return !s.audio.playing && !s.animating;
  });
  const resetPeaks = (page) => page.evaluate(() => { window.__peaks = { left: 0, right: 0, buffers: 0 }; });
  const peaks = (page) => page.evaluate(() => window.__peaks);
  const pastMore = async (page) => {
    let s = await state(page);
    for (let i = 0; i < 8 && s.screen.split('\n')[0].includes('--More--'); i++) { await key(page, 'Escape'); s = await state(page); }
    return s;
  };
  // A game in play at 1280x800, past the welcome; `immortal`: the wizard's & d first.
  const begin = async (query, immortal = true) => {
    const ctx = await context();
    const { page, problems } = await open(ctx, query);
    await page.click('#canvas');
    await pastMore(page);
    if (immortal) {
      for (const k of ['&', 'd']) await key(page, k);
      await pastMore(page);
    }
    return { ctx, page, problems };
  };
  // Steps `dir` until the hero bumps into a wall; the peaks of that bump.
  const bump = async (page, dir) => {
    for (let i = 0; i < 60; i++) {
      await resetPeaks(page);
      await key(page, dir);
      await quiet(page);
      const s = await state(page);
      if (s.audio.last === 'bump') return { s, p: await peaks(page) };
      await pastMore(page);
    }
    return { s: await state(page), p: null };
  };

  await scenario('Sound starts only after a key, is heard from its side, and is silent when idle', async () => {
    const ctx = await context();
    const { page, problems } = await open(ctx, '?seed=4242&wizard=1&character=valkyrie-human-female-lawful');
    let s = await state(page);
    check(!s.audio.opened && (await audioContextState(page)) === 'none', 'no audio before the first key');
    await page.click('#canvas');
    await pastMore(page);
    for (const k of ['&', 'd']) await key(page, k);  // immortal: nothing ends the walk
    await pastMore(page);
    const east = await bump(page, 'l');
    s = east.s;
    check(s.audio.opened && s.audio.rate > 0, `a key's sound opened the audio (${s.audio.rate} Hz)`);
    check(east.p && east.p.buffers > 0, `the page's audio output ran (${east.p && east.p.buffers} buffers)`);
    check(east.p && east.p.right > 1.2 * east.p.left,
      `a wall bumped to the east is heard on the right (left ${east.p && east.p.left.toFixed(4)}, right ${east.p && east.p.right.toFixed(4)})`);
    const west = await bump(page, 'h');
    check(west.p && west.p.left > 1.2 * west.p.right,
      `a wall bumped to the west is heard on the left (left ${west.p && west.p.left.toFixed(4)}, right ${west.p && west.p.right.toFixed(4)})`);
    // Idle: the device paused, the AudioContext suspended, no callback and no frame for a second.
    await quiet(page);
    await page.waitForFunction(() => Module.SDL2.audioContext.state === 'suspended');
    const before = await state(page);
    await page.waitForTimeout(1000);  // a measurement window, not a wait for the game
    const after = await state(page);
    check(after.audio.callbacks === before.audio.callbacks, `no audio callback while silent (${after.audio.callbacks - before.audio.callbacks} in a second)`);
    check(after.render.frames_drawn === before.render.frames_drawn && after.render.frames_run === before.render.frames_run,
      `no frame run or drawn while silent (${after.render.frames_run - before.render.frames_run} run)`);
    check((await audioContextState(page)) === 'suspended', 'the AudioContext is suspended while silent');
    // The next sound wakes it: the output runs again.
    await resetPeaks(page);
    await key(page, 'h');
    await quiet(page);
    const woke = await peaks(page);
    s = await state(page);
    check(s.audio.started > after.audio.started && woke.buffers > 0 && woke.left > 0,
      `the next sound resumes it (${woke.buffers} buffers)`);
    check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    await ctx.close();
  });

  await scenario('The mute key and the volume act, and are kept with the options', async () => {
    const { ctx, page, problems } = await begin('?seed=4242&wizard=1&character=valkyrie-human-female-lawful');
    const loud = await bump(page, 'l');
    check(loud.p && loud.p.right > 0, `the bump at full volume (peak ${loud.p && loud.p.right.toFixed(4)})`);
    // The volume down a step (80% to 60%): the same bump is three quarters as loud.
    for (const k of ['=', 'l', 'Escape']) await key(page, k);
    let s = await state(page);
    const soft = await bump(page, 'l');
    const ratio = soft.p && loud.p ? soft.p.right / loud.p.right : 0;
    check(ratio > 0.65 && ratio < 0.85, `volume 60% after 80%: the bump at ${ratio.toFixed(2)} of its loudness`);
    // Muted: the device closed with the AudioContext, and keys make no sound.
    await key(page, '%');
    s = await state(page);
    check(s.messages.some((m) => m.startsWith('Sound off')) || s.screen.includes('Sound off'), 'the mute key says so');
    check(!s.audio.opened && (await audioContextState(page)) === 'none', 'muted: no audio device, no AudioContext');
    const started = s.audio.started;
    await key(page, 'l');
    await key(page, 'h');
    s = await state(page);
    check(s.audio.started === started && !s.audio.opened, 'muted: keys start no sound');
    // Kept: after a reload the page is still silent, for good.
    await page.reload();
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined);
    await page.click('#canvas');
    await pastMore(page);
    await key(page, 'l');
    await key(page, 'h');
    s = await state(page);
    check(!s.audio.opened && s.audio.started === 0, 'after a reload, sound is still off');
    check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    await ctx.close();
  });

  await scenario('The sounds of play are heard: steps, blows, magic, stairs, levels, the end', async () => {
    const { ctx, page, problems } = await begin('?seed=4242&wizard=1&character=wizard-human');
    const typed = async (text) => { await page.keyboard.type(text); await settle(page); };
    // A thing made at the hero's feet by the wizard's & f and picked up: its letter, from the
    // message that names it.
    const create = async (id) => {
      for (const k of ['&', 'f']) await key(page, k);
      await typed(id);
      await key(page, 'Enter');
      await key(page, ',');
      const s = await pastMore(page);
      const m = [...s.messages].reverse().map((x) => /^([a-zA-Z]) - /.exec(x)).find(Boolean);
      return m ? m[1] : null;
    };
    await bump(page, 'l');  // steps, then a wall
    // A jackal summoned beside the hero, fought until it dies.
    for (const k of ['&', 'e']) await key(page, k);
    await typed('jackal');
    await key(page, 'Enter');
    await pastMore(page);
    for (let i = 0; i < 30; i++) {
      await key(page, 'F');
      const s = await pastMore(page);
      if (s.audio.heard.includes('kill')) break;
    }
    for (const [id, keys] of [['potion of healing', ['q']], ['scroll of light', ['r']], ['wand of striking', ['z', '*', 'h']], ['dagger', ['t', '*', 'h']],
      ['scroll of teleportation', ['r']], ['potion of confusion', ['q']]]) {
      const letter = await create(id);
      if (!letter) continue;
      for (const k of keys) await key(page, k === '*' ? letter : k);
      await pastMore(page);
      if (keys[0] !== 'q' && keys[0] !== 'r') continue;
      await key(page, letter);  // the item menu took the letter above; a second is harmless
      await pastMore(page);
    }
    for (const k of ['Z', 'a', 'l']) await key(page, k);  // a Wizard's force bolt, cast
    await pastMore(page);
    for (const k of ['&', 'c', '2', 'Enter']) await key(page, k);  // down to level 2
    await pastMore(page);
    for (const k of ['&', 'g', '&', 'g']) await key(page, k);  // levels: 3 offers a talent
    await key(page, 'Escape');  // (chosen later)
    await pastMore(page);
    for (const k of ['!']) await key(page, k);  // give up: the run ends
    for (let i = 0; i < 4; i++) { await key(page, 'y'); }
    await quiet(page);
    const s = await state(page);
    const want = ['step', 'bump', 'hit', 'kill', 'pick_up', 'potion', 'scroll', 'wand', 'bolt', 'throw', 'condition', 'teleport', 'spell',
      'level_up', 'offer', 'stairs', 'death'];
    const missing = want.filter((w) => !s.audio.heard.includes(w));
    check(missing.length === 0, `heard in play: ${s.audio.heard.join(', ')}${missing.length ? ` (not heard: ${missing.join(', ')})` : ''}`);
    check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    await ctx.close();
  });

  await scenario('In screen-reader mode a monster is heard from its side before its name is read', async () => {
    const ctx = await context();
    // Each line the live region gains, and whether the danger cue had already been started
    // when it came (the cue is started in the frame that says the words, before them).
    await ctx.addInitScript(() => {
      window.__said = [];
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.addedNodes) {
            let heard = [];
            try { heard = JSON.parse(Module.ccall('game_state_json', 'string', [], [])).audio.heard; } catch { /* not started */ }
            window.__said.push({ text: n.textContent, cued: heard.includes('danger') });
          }
        }).observe(document.getElementById('messages'), { childList: true, subtree: true });
      });
    });
    const { page, problems } = await open(ctx, '?seed=4242&wizard=1&character=valkyrie-human-female-lawful');
    await page.click('#canvas');
    await pastMore(page);
    for (const k of ['=', 'i', 'Escape']) await key(page, k);  // screen-reader mode on
    for (const k of ['&', 'd']) await key(page, k);
    let s = await state(page);
    // A jackal summoned beside the hero comes into view, hunting.
    for (const k of ['&', 'e']) await key(page, k);
    await page.keyboard.type('jackal');
    await settle(page);
    await key(page, 'Enter');
    for (let i = 0; i < 6 && !(await state(page)).audio.heard.includes('danger'); i++) await key(page, 's');
    await quiet(page);
    s = await state(page);
    check(s.audio.heard.includes('danger'), `the danger cue sounded (${s.audio.heard.join(', ')})`);
    const said = await page.evaluate(() => window.__said);
    const named = said.find((x) => /jackal/i.test(x.text) && !/Summon which/.test(x.text));
    check(!!named, `the jackal is named (${named ? named.text.slice(0, 80) : said.map((x) => x.text).join(' | ').slice(-160)})`);
    check(named && named.cued, 'its cue had started when its name was said');
    check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    await ctx.close();
  });

  await scenario("Motion follows the browser's reduced-motion setting until the player chooses", async () => {
    const reduced = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const a = await open(reduced, '?seed=4242&character=valkyrie-human-female-lawful');
    let s = await state(a.page);
    check(s.reduce_motion === true, 'prefers-reduced-motion: the map is drawn still');
    await a.page.click('#canvas');
    await pastMore(a.page);
    for (const k of ['=', 'o']) await key(a.page, k);  // auto to full
    s = await state(a.page);
    check(s.reduce_motion === false && s.screen.includes('o - Motion: full'), 'the option overrides it (full)');
    await reduced.close();
    const plain = await context();
    const b = await open(plain, '?seed=4242&character=valkyrie-human-female-lawful');
    s = await state(b.page);
    check(s.reduce_motion === false, 'no preference: the map moves');
    await b.page.click('#canvas');
    await pastMore(b.page);
    for (const k of ['=', 'o', 'o']) await key(b.page, k);  // auto, full, reduced
    s = await state(b.page);
    check(s.reduce_motion === true && s.screen.includes('o - Motion: reduced'), 'the option reduces it');
    check(a.problems.length === 0 && b.problems.length === 0, 'no page errors');
    await plain.close();
  });

  await scenario("Every sound is heard in the browser, from the guide's list", async () => {
    const { ctx, page, problems } = await begin('?seed=4242&character=valkyrie-human-female-lawful', false);
    for (const k of ['?', 'j']) await key(page, k);
    let s = await state(page);
    const total = Number((/of (\d+)\): a letter plays it/.exec(s.screen) || [])[1] || 0);
    check(total >= 30, `the guide lists ${total} sounds`);
    const silent = [], played = [];
    for (let i = 0; i < total; i++) {
      const letter = String.fromCharCode(97 + (i % 20));
      if (i > 0 && i % 20 === 0) await key(page, ' ');
      await resetPeaks(page);
      await key(page, letter);
      await quiet(page);
      s = await state(page);
      const p = await peaks(page);
      played.push(s.audio.last);
      if (!(p.left > 0.001 && p.right > 0.001)) silent.push(`${s.audio.last} ${p.left.toFixed(4)}`);
    }
    s = await state(page);
    check(s.audio.heard.length === total, `each of the ${total} sounds played: ${played.join('; ')}`);
    check(silent.length === 0, `each was heard in the page's audio output${silent.length ? ` (silent: ${silent.join(', ')})` : ''}`);
    check(problems.length === 0, `no page errors ${JSON.stringify(problems)}`);
    await ctx.close();
  });
}
