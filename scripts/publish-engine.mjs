#!/usr/bin/env node
// Makes a folder a Deepglyph site: the page (index.html from web/index.html) and the engines
// it can load, each in engines/r<rules id>/ (game.js, game.wasm, engine.json). A run is played
// on to its end under the rules it began with, so a site keeps the engines of earlier rules
// for the runs begun on them: --carry copies them from an earlier site (the last deploy).
//
//   publish-engine.mjs --site DIR --template web/index.html --current r9 --version 0.1.0
//                      [--carry EARLIER_SITE ...] [--budget BYTES] [--most N] [--today DATE]
//
// How long an engine is kept (engines.mjs's retain()): for a year after the deploy that
// replaced it as the current one, so a run left for months can still be finished; within the
// host's size (--budget, 900 MB for GitHub Pages, whose sites may be 1 GB; package-web.sh
// gives the itch.io zip 450 MB and 300 engines, as itch.io takes 500 MB and 1,000 files).
// Each engine in the manifest says until when it is kept ("until"), and "last" when the next
// deploy of this build would leave it out for room: the page's title warns a player whose run
// needs it. The current engine must already be in DIR/engines/<current>/ (the build links it
// there). Writes DIR/engines/<rules>/engine.json for it, DIR/engines.json (every engine the
// site holds) and DIR/index.html, whose first script holds that manifest: the page chooses its
// engine from it and the browser's storage before any other script loads.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES, SITE_BUDGET, engineBytes, enginesIn, hashOf, isDate, retain, todayUtc } from './engines.mjs';

function parseArgs(argv) {
  const out = { carry: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--site') out.site = value;
    else if (flag === '--template') out.template = value;
    else if (flag === '--current') out.current = value;
    else if (flag === '--version') out.version = value;
    else if (flag === '--carry') out.carry.push(value);
    else if (flag === '--budget') out.budget = Number(value);
    else if (flag === '--most') out.most = Number(value);
    else if (flag === '--today') out.today = value;
    else throw new Error(`unknown option ${flag}`);
  }
  for (const need of ['site', 'template', 'current', 'version']) {
    if (!out[need]) throw new Error(`--${need} is needed`);
  }
  if (!RULES.test(out.current)) throw new Error(`--current ${out.current} is not a rules id (r9)`);
  if (out.budget !== undefined && !(out.budget >= 1e6)) throw new Error('--budget takes bytes, at least 1000000');
  if (out.most !== undefined && !(Number.isInteger(out.most) && out.most >= 1)) throw new Error('--most takes a whole number, at least 1');
  if (out.today !== undefined && !isDate(out.today)) throw new Error('--today takes a date, 2026-12-01');
  return out;
}

// Publishes the engine at SITE/engines/<rules>/ (already linked there) under `version`, first
// published on `published` (an earlier deploy's date for the same rules, else today).
export function describeEngine(site, rules, version, published = todayUtc()) {
  const dir = path.join(site, 'engines', rules);
  const js = path.join(dir, 'game.js'), wasm = path.join(dir, 'game.wasm');
  if (!existsSync(js) || !existsSync(wasm)) throw new Error(`no engine in ${dir} (game.js and game.wasm)`);
  const meta = { rules, version, hash: hashOf(js, wasm), published };
  writeFileSync(path.join(dir, 'engine.json'), JSON.stringify(meta) + '\n');
  return meta;
}

// A line of the page's scripts without its indentation and its comment: a whole-line one, or
// one after code that ends a statement or a block ("x = 1;  // why"), when the comment holds no
// quote that could make it part of a string. (The scripts write no string over two lines.)
function bareLine(line) {
  const trimmed = line.trim();
  if (trimmed.startsWith('//')) return '';
  const tail = /^(.*[;{}),])\s{2,}\/\/ [^'"`]*$/.exec(trimmed);
  return tail ? tail[1] : trimmed;
}

// What the page needs of an engine (the manifest inlined in every page: kept small).
function pageEntry(meta) {
  const out = { version: meta.version, hash: meta.hash };
  if (meta.until) out.until = meta.until;
  if (meta.last) out.last = true;
  return out;
}

// Which engines a copy of the site holds, in words (the itch.io zip's and the site's
// ENGINES.txt; engines.json says the same to programs).
function enginesText(kept) {
  const lines = ['Deepglyph: the engines this copy of the game holds. A run is played on to its end',
    'under the rules it began with, on the engine of those rules (engines/<rules>/).', ''];
  for (const m of kept) {
    const what = !m.until ? 'current: new runs begin on it'
      : `kept until ${m.until}` + (m.last ? '; the next version of this copy leaves it out (no room)' : '');
    lines.push(`${m.rules.padEnd(7)} Deepglyph ${m.version.padEnd(9)} ${what}`);
  }
  return lines.join('\n') + '\n';
}

export function publish({ site, template, current, version, carry = [], today = todayUtc(),
  budget = SITE_BUDGET, most = Infinity }) {
  // The current rules' first deploy, when an earlier site had them too.
  let published = today;
  for (const earlier of carry) {
    const theirs = enginesIn(earlier)[current];
    if (theirs && isDate(theirs.published) && theirs.published < published) published = theirs.published;
  }
  describeEngine(site, current, version, published);
  // Earlier sites' engines of other rules come along (this site's own are newer builds).
  for (const earlier of carry) {
    for (const rules of Object.keys(enginesIn(earlier))) {
      if (rules === current || existsSync(path.join(site, 'engines', rules, 'engine.json'))) continue;
      cpSync(path.join(earlier, 'engines', rules), path.join(site, 'engines', rules), { recursive: true });
    }
  }
  // An engine no longer current was retired by the first deploy that carried it so.
  const found = enginesIn(site);
  for (const [rules, meta] of Object.entries(found)) {
    if (rules === current || isDate(meta.retired)) continue;
    meta.retired = today;
    writeFileSync(path.join(site, 'engines', rules, 'engine.json'), JSON.stringify(meta) + '\n');
  }
  const sizes = Object.fromEntries(Object.keys(found).map((r) => [r, engineBytes(site, r)]));
  const plan = retain(found, { current, today, budget, most, sizes });
  for (const { rules } of plan.leave) rmSync(path.join(site, 'engines', rules), { recursive: true, force: true });
  const engines = {};
  for (const meta of plan.keep) engines[meta.rules] = meta;
  const manifest = { current, engines };
  writeFileSync(path.join(site, 'engines.json'), JSON.stringify(manifest, null, 1) + '\n');
  writeFileSync(path.join(site, 'ENGINES.txt'), enginesText(plan.keep));
  // The page's scripts go without their comments and indentation (they are for whoever reads
  // web/; a visitor's download is smaller without them).
  for (const f of ['page.js', 'share.js', 'sw.js']) {
    const file = path.join(site, f);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const bare = text.split('\n').map(bareLine).filter((line) => line !== '').join('\n') + '\n';
    if (bare !== text) writeFileSync(file, bare);
  }
  // The page's own files are fetched as page.js?v=<hash>: a version's URLs are its own, so
  // the service worker can keep each version whole, and checks what it keeps against this
  // hash (of page.js, share.js and engines.json, which it fetches too).
  const pageFiles = ['page.js', 'share.js'].map((f) => path.join(site, f));
  const pageHash = hashOf(...pageFiles.filter(existsSync), path.join(site, 'engines.json'));
  const inline = { current, engines: Object.fromEntries(plan.keep.map((m) => [m.rules, pageEntry(m)])) };
  let html = readFileSync(template, 'utf8');
  const slot = /\/\*DG_ENGINES\*\/[^\n]*\/\*END\*\//;
  if (!slot.test(html)) throw new Error(`${template} has no /*DG_ENGINES*/.../*END*/ slot`);
  html = html.replace(slot, () => `/*DG_ENGINES*/${JSON.stringify(inline)}/*END*/`)
    .replaceAll('@PAGE_HASH@', pageHash)
    // The comments are for whoever reads web/index.html; a visitor's download goes without:
    // HTML comments, the style's comments, and the scripts' whole-line ones.
    .replace(/\n?[ \t]*<!--[\s\S]*?-->/g, '')
    .replace(/<style>[\s\S]*?<\/style>/g, (style) => style.replace(/\n?[ \t]*\/\*[\s\S]*?\*\//g, ''))
    .split('\n').map(bareLine).filter((line) => line !== '').join('\n');
  writeFileSync(path.join(site, 'index.html'), html);
  return { ...manifest, left: plan.leave };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const m = publish(parseArgs(process.argv.slice(2)));
    console.log(`engines: ${Object.keys(m.engines).sort().join(' ')} (current ${m.current})`);
    for (const { rules, why } of m.left) console.log(`left out: ${rules} (${why})`);
  } catch (e) {
    console.error(`publish-engine: ${e.message}`);
    process.exit(1);
  }
}
