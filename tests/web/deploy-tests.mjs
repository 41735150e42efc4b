// Script tests of a deploy that never strands a run (issue 59): scripts/fetch-engines.mjs
// against a live site that answers 503, cannot be reached or serves an engine cut short (the
// deploy must stop), a clean 404 (the first deploy) and a lost site rebuilt from the archive;
// its dry run; how long a site keeps an engine (scripts/engines.mjs's retain(), through
// publish-engine.mjs); and the archive (scripts/archive-engines.mjs). No browser: the engines
// here are stand-ins of random bytes, which is all the scripts look at. Called by
// browser-test.mjs with its helpers.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publish } from '../../scripts/publish-engine.mjs';
import { retain } from '../../scripts/engines.mjs';
import { siteServer } from './site-server.mjs';

const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('../../web/index.html', import.meta.url));

// Runs a script of scripts/ with `args`: { code, out } (stdout and stderr together).
function run(script, args) {
  return new Promise((resolve) => {
    execFile('node', [path.join(SCRIPTS, script), ...args], { env: { ...process.env, DG_FETCH_BACKOFF_MS: '5' } },
      (error, stdout, stderr) => resolve({ code: error ? error.code : 0, out: stdout + stderr }));
  });
}

// A site in `dir` whose current engine is a stand-in of rules `rules`, carrying `carry`,
// published on `today`.
function standIn(dir, rules, carry = [], today = '2026-11-30') {
  const engine = path.join(dir, 'engines', rules);
  mkdirSync(engine, { recursive: true });
  writeFileSync(path.join(engine, 'game.js'), `// glue of ${rules}\n` + randomBytes(2000).toString('hex'));
  writeFileSync(path.join(engine, 'game.wasm'), randomBytes(300000));
  for (const f of ['page.js', 'share.js', 'sw.js']) writeFileSync(path.join(dir, f), `// ${f}\nvar x = 1;\n`);
  return publish({ site: dir, template: TEMPLATE, current: rules, version: '0.1.0', carry, today });
}

const enginesOf = (dir) => (existsSync(path.join(dir, 'engines')) ? readdirSync(path.join(dir, 'engines')).sort().join(' ') : '');

export async function deployTests({ scenario, check }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'deepglyph-deploy-'));
  // The live site, as two deploys left it: r27, then r28 carrying r27.
  const r27 = path.join(root, 'r27'), live = path.join(root, 'live');
  standIn(r27, 'r27', [], '2026-11-28');
  standIn(live, 'r28', [r27], '2026-11-30');
  const server = await siteServer(live);
  const fetchTo = (name, ...more) => {
    const out = path.join(root, name);
    return run('fetch-engines.mjs', [server.url, out, '--tries', '2', ...more]).then((r) => ({ ...r, dir: out }));
  };
  const wasmOf = (rules) => readFileSync(path.join(live, 'engines', rules, 'game.wasm'));
  try {
    await scenario('A deploy carries the live engines whole, and fails rather than forgets', async () => {
      server.answer = () => null;
      let r = await fetchTo('whole');
      check(r.code === 0 && enginesOf(r.dir) === 'r27 r28', `all is well: both engines fetched (exit ${r.code}, ${enginesOf(r.dir)})`);
      const copied = readFileSync(path.join(r.dir, 'engines', 'r27', 'game.wasm'));
      check(copied.equals(wasmOf('r27')), 'byte for byte');

      const cases = [
        ['the live engines.json answers 503', (p) => (p === '/engines.json' ? { status: 503 } : null), /engines\.json: HTTP 503/],
        ["one engine's game.wasm answers 503", (p) => (p === '/engines/r27/game.wasm' ? { status: 503 } : null), /r27: .*game\.wasm.*HTTP 503/],
        ['one engine is cut short (HTTP 200)', (p) => (p === '/engines/r27/game.wasm' ? { cut: 1000 } : null), /r27: its files arrived damaged/],
        ["engines.json is not the manifest", (p) => (p === '/engines.json' ? { cut: 10 } : null), /cannot be known/],
      ];
      for (const [what, answer, said] of cases) {
        server.answer = answer;
        r = await fetchTo('case');
        check(r.code === 1 && said.test(r.out) && /must not go on|cannot be known/.test(r.out),
          `${what}: the deploy stops, saying why (exit ${r.code}: ${r.out.trim().split('\n').pop()})`);
        rmSync(r.dir, { recursive: true, force: true });
      }
      server.answer = () => null;
      r = await run('fetch-engines.mjs', ['http://127.0.0.1:9/', path.join(root, 'nowhere'), '--tries', '2']);
      check(r.code === 1 && /cannot be known.*(ECONNREFUSED|fetch failed)/.test(r.out),
        `the live site cannot be reached: the deploy stops (exit ${r.code}: ${r.out.trim()})`);

      // A passing fault is tried again: the manifest answers 503 once, then whole.
      let failures = 1;
      server.answer = (p) => (p === '/engines.json' && failures-- > 0 ? { status: 503 } : null);
      r = await fetchTo('retried');
      check(r.code === 0 && enginesOf(r.dir) === 'r27 r28', `a 503 that passes is tried again (exit ${r.code}, ${enginesOf(r.dir)})`);
      // A copy cut short once (a cache mid-deploy) is fetched again past it.
      failures = 1;
      server.answer = (p) => (p === '/engines/r27/game.wasm' && failures-- > 0 ? { cut: 1000 } : null);
      r = await fetchTo('refetched');
      check(r.code === 0 && enginesOf(r.dir) === 'r27 r28' && readFileSync(path.join(r.dir, 'engines/r27/game.wasm')).equals(wasmOf('r27')),
        `a copy cut short once is fetched again, whole (exit ${r.code})`);
    });

    await scenario('The first deploy, and a lost site rebuilt from the archive', async () => {
      server.answer = (p) => (p === '/engines.json' ? { status: 404 } : null);
      let r = await fetchTo('first');
      check(r.code === 0 && enginesOf(r.dir) === '' && /no engines\.json \(HTTP 404\): a first deploy/.test(r.out),
        `a clean 404 is the first deploy: nothing to carry (exit ${r.code})`);
      // The archive holds both engines (archive-engines.mjs after each deploy).
      const archive = path.join(root, 'archive');
      r = await run('archive-engines.mjs', [live, archive]);
      check(r.code === 0 && r.out.split('\n').filter(Boolean).sort().join(' ') === 'r27 r28' && enginesOf(archive) === 'r27 r28',
        `the archive takes each engine it lacks (${r.out.trim().replace(/\n/g, ' ')})`);
      r = await run('archive-engines.mjs', [live, archive]);
      check(r.code === 0 && r.out.trim() === '', 'and none twice');
      r = await fetchTo('rebuilt', '--archive', archive);
      check(r.code === 0 && enginesOf(r.dir) === 'r27 r28' && /lost site rebuilt from the archive/.test(r.out),
        `with the site lost (404), every engine comes back from the archive (exit ${r.code}, ${enginesOf(r.dir)})`);
      // The live copy of r27 is cut short for good, but the archive holds the same bytes.
      server.answer = (p) => (p === '/engines/r27/game.wasm' ? { cut: 1000 } : null);
      r = await fetchTo('mended', '--archive', archive);
      check(r.code === 0 && /r27 .* from the archive \(the live site's copy: its files arrived damaged/.test(r.out) &&
        readFileSync(path.join(r.dir, 'engines/r27/game.wasm')).equals(wasmOf('r27')),
      `an engine the live site serves damaged is carried from the archive (exit ${r.code})`);
      // A damaged archive stops the deploy: it is what a lost site is rebuilt from.
      writeFileSync(path.join(archive, 'engines', 'r27', 'game.wasm'), 'cut');
      server.answer = () => null;
      r = await fetchTo('bad-archive', '--archive', archive);
      check(r.code === 1 && /archive's r27 is damaged/.test(r.out), `a damaged archive stops the deploy (exit ${r.code})`);
    });

    await scenario("The deploy's dry run lists what it would carry", async () => {
      server.answer = () => null;
      const r = await fetchTo('dry', '--dry-run');
      const lines = r.out.split('\n');
      const says = (re) => lines.some((l) => re.test(l));
      check(r.code === 0 && says(/^ {2}r27 \(Deepglyph 0\.1\.0, [0-9a-f]{12}, 0\.3 MB\): kept until \d{4}-\d{2}-\d{2}$/) &&
        says(/^ {2}r28 .*: current on the live site; kept until \d{4}-\d{2}-\d{2} if replaced today$/),
      `a site holding r27 and r28: both listed, with how long each is kept (exit ${r.code}):\n${r.out}`);
      check(!existsSync(path.join(root, 'dry')), 'and nothing written');
      server.answer = (p) => (p === '/engines/r28/game.js' ? { status: 503 } : null);
      const bad = await fetchTo('dry', '--dry-run');
      check(bad.code === 1 && /r28: .*HTTP 503/.test(bad.out), `a dry run says when the deploy would stop (exit ${bad.code})`);
    });

    await scenario('How long a site keeps an engine', async () => {
      const mb = 1.9e6;
      const found = { r40: { rules: 'r40', version: '1', hash: 'x' } };
      const sizes = { r40: mb };
      // r28 to r39 retired over the last year (r28 a year and two days ago), one a month.
      for (let i = 0; i < 12; i++) {
        const rules = `r${28 + i}`;
        found[rules] = { rules, version: '1', hash: 'x', retired: `2026-${String(i + 1).padStart(2, '0')}-0${i === 0 ? 1 : 5}` };
        sizes[rules] = mb;
      }
      let plan = retain(found, { current: 'r40', today: '2027-01-03', budget: 900e6, sizes });
      const kept = plan.keep.map((m) => m.rules);
      check(kept.length === 12 && !kept.includes('r28') && kept.includes('r29'),
        `a year after it was replaced an engine leaves, none sooner: 11 earlier engines kept, not 7 (${kept.join(' ')})`);
      check(plan.leave.length === 1 && plan.leave[0].why === 'replaced on 2026-01-01, kept until 2027-01-01', `said why (${JSON.stringify(plan.leave)})`);
      check(plan.keep.find((m) => m.rules === 'r29').until === '2027-02-05' && !plan.keep[0].until, 'each says until when (the current one: for good)');
      check(plan.keep.every((m) => !m.last), 'with room to spare, none is the last of its kind');
      // The size a host takes: the oldest go first, and the next to go is marked.
      plan = retain(found, { current: 'r40', today: '2027-01-03', budget: 6 * mb + 1000, sizes });
      check(plan.keep.map((m) => m.rules).join(' ') === 'r40 r39 r38 r37 r36 r35' && plan.leave.length === 7,
        `within 6 engines' room the newest 5 earlier ones stay (${plan.keep.map((m) => m.rules).join(' ')})`);
      check(plan.keep.filter((m) => m.last).map((m) => m.rules).join() === 'r35',
        'and the one the next deploy pushes out is marked last');
      plan = retain(found, { current: 'r40', today: '2027-01-03', budget: 900e6, most: 4, sizes });
      check(plan.keep.length === 4 && plan.keep.filter((m) => m.last).map((m) => m.rules).join() === 'r37',
        'a limit on the count of engines (a zip) works the same way');

      // Through publish-engine.mjs: an engine carried with no date is replaced today; a year on,
      // it leaves; the site and its page say until when.
      const a = path.join(root, 'year-a'), b = path.join(root, 'year-b'), c = path.join(root, 'year-c');
      const older = path.join(root, 'year-old');
      standIn(older, 'r27', [], '2026-11-28');
      const json = path.join(older, 'engines', 'r27', 'engine.json');
      const meta = JSON.parse(readFileSync(json, 'utf8'));
      writeFileSync(json, JSON.stringify({ rules: meta.rules, version: meta.version, hash: meta.hash }));  // as today's live site
      let m = standIn(a, 'r28', [older], '2026-12-01');
      check(m.engines.r27.retired === '2026-12-01' && m.engines.r27.until === '2027-12-01',
        `an engine carried from today's site is kept a year from this deploy (${JSON.stringify(m.engines.r27)})`);
      const html = readFileSync(path.join(a, 'index.html'), 'utf8');
      check(html.includes('"r27":{"version":"0.1.0","hash":"' + meta.hash + '","until":"2027-12-01"}'), "the page's manifest says until when");
      check(readFileSync(path.join(a, 'ENGINES.txt'), 'utf8').includes('r27     Deepglyph 0.1.0     kept until 2027-12-01'),
        'and so does ENGINES.txt');
      m = standIn(b, 'r29', [a], '2027-06-01');
      check(m.engines.r27.until === '2027-12-01' && m.engines.r28.until === '2028-06-01' && m.engines.r28.published === '2026-12-01',
        `the dates travel with the engines (${JSON.stringify(m.engines)})`);
      m = standIn(c, 'r30', [b], '2027-12-02');
      check(!m.engines.r27 && m.engines.r28 && !existsSync(path.join(c, 'engines', 'r27')),
        `past its date it leaves the site (${Object.keys(m.engines).join(' ')}; left: ${JSON.stringify(m.left)})`);
    });
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
