#!/usr/bin/env node
// Fetches the engines the live site holds, so the next deploy carries them forward
// (scripts/package-web.sh --carry DIR): a run begun on an earlier engine is played on to its
// end on it. A deploy fails rather than forgets: this exits 1, and the deploy stops, unless
// every engine the live site lists arrived whole (its bytes match the hash it is listed
// with), or the live site has no engines.json at all (HTTP 404: the first deploy, or a site
// lost, which the archive rebuilds). Transient failures (no answer, HTTP 5xx, 429) are tried
// again with backoff.
//
//   fetch-engines.mjs SITE_URL DIR [--archive ARCHIVE_DIR] [--dry-run] [--tries N]
//
//   SITE_URL: where the site is served now (its engines.json lists the engines);
//   DIR: a folder to fill as an earlier site (DIR/engines/r<id>/game.js, game.wasm, engine.json);
//   --archive: the second copy of every engine ever published (the workflow downloads it from
//     the repository's "engines" release; scripts/archive-engines.mjs adds to it). Its engines
//     come along too, and an engine the live site serves damaged is taken from it when it
//     holds the same bytes;
//   --dry-run: fetches and checks all, writes nothing, and says what the next deploy would
//     carry and for how long (publish-engine.mjs's rule).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RULES, SITE_BUDGET, engineBytes, engineMeta, enginesIn, hashBytes, retain,
  keptUntil, todayUtc, verify } from './engines.mjs';

const MAX_FILE = 32 << 20;   // an engine's game.wasm is about 1.7 MB
const MAX_MANIFEST = 1 << 20;
const MAX_ENGINES = 1000;
const BACKOFF_MS = Number(process.env.DG_FETCH_BACKOFF_MS) || 2000;
const TIMEOUT_MS = 60000;

class Absent extends Error {}

function parseArgs(argv) {
  const out = { tries: 5, dryRun: false, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dry-run') out.dryRun = true;
    else if (argv[i] === '--archive') out.archive = argv[++i];
    else if (argv[i] === '--tries') out.tries = Number(argv[++i]);
    else if (argv[i].startsWith('--')) throw new Error(`unknown option ${argv[i]}`);
    else out.rest.push(argv[i]);
  }
  [out.site, out.dir] = out.rest;
  if (!out.site || (!out.dir && !out.dryRun) || out.rest.length > 2) {
    throw new Error('usage: fetch-engines.mjs SITE_URL DIR [--archive ARCHIVE_DIR] [--dry-run] [--tries N]');
  }
  if (!(Number.isInteger(out.tries) && out.tries >= 1 && out.tries <= 10)) throw new Error('--tries takes 1 to 10');
  if (out.archive === undefined && argv.includes('--archive')) throw new Error('--archive needs a folder');
  return out;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const transient = (status) => status >= 500 || status === 429 || status === 408;

// The bytes at `url`, tried `tries` times with backoff while the failure may pass. A 404
// throws Absent; any other failure throws with what happened.
async function get(url, tries) {
  let last;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1) await sleep(BACKOFF_MS * 2 ** (attempt - 2));
    let response;
    try {
      response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      last = `${url}: ${e.cause && e.cause.code || e.message}`;
      continue;
    }
    if (response.status === 404) throw new Absent(`${url}: HTTP 404`);
    if (!response.ok) {
      last = `${url}: HTTP ${response.status}`;
      if (transient(response.status)) continue;
      throw new Error(last);
    }
    try {
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length > MAX_FILE) throw new Error(`${url}: larger than an engine's file can be`);
      return bytes;
    } catch (e) {
      last = e.message.startsWith(url) ? e.message : `${url}: ${e.message}`;
      if (/larger than/.test(last)) throw new Error(last);
    }
  }
  throw new Error(`${last} (tried ${tries} times)`);
}

// An engine's two files from the live site, whole: tried again (past any cache, with a query
// of its own) while the bytes do not match the hash.
async function fetchEngine(base, meta, tries) {
  let said;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const query = `?v=${meta.hash}` + (attempt > 1 ? `&fresh=${Date.now()}` : '');
    const js = await get(`${base}engines/${meta.rules}/game.js${query}`, tries);
    const wasm = await get(`${base}engines/${meta.rules}/game.wasm${query}`, tries);
    const got = hashBytes(js, wasm);
    if (got === meta.hash) return { js, wasm };
    said = `its files arrived damaged (${js.length} + ${wasm.length} bytes hash to ${got}, not ${meta.hash})`;
  }
  throw new Error(said);
}

function writeEngine(dir, meta, files) {
  const out = path.join(dir, 'engines', meta.rules);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'game.js'), files.js);
  writeFileSync(path.join(out, 'game.wasm'), files.wasm);
  writeFileSync(path.join(out, 'engine.json'), JSON.stringify(meta) + '\n');
}

function copyEngine(from, dir, meta) {
  const out = path.join(dir, 'engines', meta.rules);
  mkdirSync(out, { recursive: true });
  for (const f of ['game.js', 'game.wasm']) copyFileSync(path.join(from, 'engines', meta.rules, f), path.join(out, f));
  writeFileSync(path.join(out, 'engine.json'), JSON.stringify(meta) + '\n');
}

// The archive's engines, each checked against its hash; a damaged one stops the deploy (the
// archive is the copy a lost site is rebuilt from).
function archived(archive) {
  if (!archive) return {};
  const found = enginesIn(archive);
  for (const [rules, meta] of Object.entries(found)) {
    if (!verify(archive, rules, meta.hash)) throw new Error(`the archive's ${rules} is damaged (its files do not match ${meta.hash})`);
  }
  return found;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const base = args.site.endsWith('/') ? args.site : args.site + '/';
  const dir = args.dryRun ? mkdtempSync(path.join(os.tmpdir(), 'deepglyph-dry-run-')) : args.dir;
  const archive = archived(args.archive);
  const from = {};  // rules -> where its copy came from
  const problems = [];
  try {
    mkdirSync(dir, { recursive: true });
    let manifest = null;
    try {
      const bytes = await get(base + 'engines.json', args.tries);
      if (bytes.length > MAX_MANIFEST) throw new Error(`${base}engines.json is larger than a manifest can be`);
      manifest = JSON.parse(new TextDecoder().decode(bytes));
      if (!manifest || typeof manifest !== 'object' || !manifest.engines || typeof manifest.engines !== 'object') {
        throw new Error(`${base}engines.json lists no engines`);
      }
    } catch (e) {
      if (!(e instanceof Absent)) throw new Error(`the live site's engines cannot be known: ${e.message}`);
      console.log(`fetch-engines: the live site has no engines.json (HTTP 404): a first deploy${Object.keys(archive).length ? ', or a lost site rebuilt from the archive' : ''}`);
    }
    const listed = manifest ? Object.entries(manifest.engines) : [];
    if (listed.length > MAX_ENGINES) throw new Error(`the live site lists ${listed.length} engines, more than ${MAX_ENGINES}`);
    for (const [rules, entry] of listed) {
      const meta = RULES.test(rules) && engineMeta({ ...entry, rules }, rules);
      if (!meta) {
        problems.push(`the live site lists ${String(rules).slice(0, 20)} in a form this script cannot read`);
        continue;
      }
      if (rules === manifest.current) delete meta.retired;  // current there until this deploy
      try {
        writeEngine(dir, meta, await fetchEngine(base, meta, args.tries));
        from[rules] = 'the live site';
      } catch (e) {
        const copy = archive[rules];
        if (copy && copy.hash === meta.hash) {
          copyEngine(args.archive, dir, { ...copy, ...meta });
          from[rules] = `the archive (the live site's copy: ${e.message})`;
        } else {
          problems.push(`${rules}: ${e.message}`);
        }
      }
    }
    // Engines the live site no longer lists (a lost site, or one that left it for room) come
    // back from the archive; how long each stays is publish-engine.mjs's rule, as for any.
    for (const [rules, meta] of Object.entries(archive)) {
      if (from[rules] || listed.some(([r]) => r === rules)) continue;
      copyEngine(args.archive, dir, meta);
      from[rules] = 'the archive';
    }
    for (const [rules, where] of Object.entries(from)) {
      const meta = enginesIn(dir)[rules];
      console.log(`fetch-engines: ${rules} (Deepglyph ${meta.version}, ${meta.hash}) from ${where}`);
    }
    if (problems.length) {
      throw new Error(`the deploy must not go on: it would leave these engines out for good:\n  ${problems.join('\n  ')}`);
    }
    if (args.dryRun) dryRun(dir, manifest && manifest.current);
  } finally {
    if (args.dryRun) rmSync(dir, { recursive: true, force: true });
  }
}

// What the next deploy would carry, and until when (the site's rule; the new build's engine
// comes on top, and the live site's current one is retired by it).
function dryRun(dir, liveCurrent) {
  const today = todayUtc();
  const found = enginesIn(dir);
  const names = Object.keys(found);
  if (!names.length) {
    console.log('dry run: the next deploy would carry no earlier engine (only its own)');
    return;
  }
  for (const meta of Object.values(found)) if (!meta.retired) meta.retired = today;
  const sizes = Object.fromEntries(names.map((r) => [r, engineBytes(dir, r)]));
  // The new build's engine is not here: room is kept for one more of the newest's size.
  const newest = names.sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)))[0];
  const plan = retain({ ...found, next: { rules: 'next' } }, {
    current: 'next', today, budget: SITE_BUDGET, sizes: { ...sizes, next: sizes[newest] } });
  console.log(`dry run: the next deploy would carry ${plan.keep.length - 1} earlier engine(s), each kept a year after it is replaced:`);
  for (const m of plan.keep.slice(1)) {
    const note = m.rules === liveCurrent ? `current on the live site; kept until ${keptUntil(today)} if replaced today`
      : `kept until ${m.until}`;
    console.log(`  ${m.rules} (Deepglyph ${m.version}, ${m.hash}, ${(sizes[m.rules] / 1e6).toFixed(1)} MB): ${note}${m.last ? '; the last deploy to carry it (no room after)' : ''}`);
  }
  for (const { rules, why } of plan.leave) console.log(`  ${rules} would leave: ${why}`);
}

main().catch((e) => {
  console.error(`fetch-engines: ${e.message}`);
  process.exit(1);
});
