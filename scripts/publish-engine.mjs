#!/usr/bin/env node
// Makes a folder a Deepglyph site: the page (index.html from web/index.html) and the engines
// it can load, each in engines/r<rules id>/ (game.js, game.wasm, engine.json). A run is played
// on to its end under the rules it began with, so a site keeps the engines of earlier rules
// for the runs begun on them: --carry copies them from an earlier site (the last deploy), and
// the newest KEEP rules ids are kept.
//
//   publish-engine.mjs --site DIR --template web/index.html --current r9 --version 0.1.0
//                      [--carry EARLIER_SITE ...] [--keep 8]
//
// The current engine must already be in DIR/engines/<current>/ (the build links it there).
// Writes DIR/engines/<rules>/engine.json for it, DIR/engines.json (every engine the site
// holds) and DIR/index.html, whose first script holds that manifest: the page chooses its
// engine from it and the browser's storage before any other script loads.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KEEP_DEFAULT = 8;
const RULES = /^r[0-9]{1,6}$/;

function parseArgs(argv) {
  const out = { carry: [], keep: KEEP_DEFAULT };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--site') out.site = value;
    else if (flag === '--template') out.template = value;
    else if (flag === '--current') out.current = value;
    else if (flag === '--version') out.version = value;
    else if (flag === '--carry') out.carry.push(value);
    else if (flag === '--keep') out.keep = Number(value);
    else throw new Error(`unknown option ${flag}`);
  }
  for (const need of ['site', 'template', 'current', 'version']) {
    if (!out[need]) throw new Error(`--${need} is needed`);
  }
  if (!RULES.test(out.current)) throw new Error(`--current ${out.current} is not a rules id (r9)`);
  if (!(out.keep >= 1 && out.keep <= 100)) throw new Error('--keep takes 1 to 100');
  return out;
}

const rulesNumber = (name) => Number(name.slice(1));
const hashOf = (...files) => {
  const h = createHash('sha256');
  for (const f of files) h.update(readFileSync(f));
  return h.digest('hex').slice(0, 12);
};

// The engines in a site: { r9: { version, hash } }, read from their engine.json files.
function enginesIn(site) {
  const dir = path.join(site, 'engines');
  const found = {};
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const meta = path.join(dir, name, 'engine.json');
    if (!RULES.test(name) || !existsSync(meta)) continue;
    if (!existsSync(path.join(dir, name, 'game.js')) || !existsSync(path.join(dir, name, 'game.wasm'))) continue;
    try {
      const m = JSON.parse(readFileSync(meta, 'utf8'));
      if (m.rules === name && typeof m.version === 'string' && typeof m.hash === 'string') found[name] = m;
    } catch { /* a damaged engine.json: that engine is not offered */ }
  }
  return found;
}

// Publishes the engine at SITE/engines/<rules>/ (already linked there) under `version`.
export function describeEngine(site, rules, version) {
  const dir = path.join(site, 'engines', rules);
  const js = path.join(dir, 'game.js'), wasm = path.join(dir, 'game.wasm');
  if (!existsSync(js) || !existsSync(wasm)) throw new Error(`no engine in ${dir} (game.js and game.wasm)`);
  const meta = { rules, version, hash: hashOf(js, wasm) };
  writeFileSync(path.join(dir, 'engine.json'), JSON.stringify(meta) + '\n');
  return meta;
}

export function publish({ site, template, current, version, carry = [], keep = KEEP_DEFAULT }) {
  describeEngine(site, current, version);
  // Earlier sites' engines of other rules come along (this site's own are newer builds).
  for (const earlier of carry) {
    const theirs = enginesIn(earlier);
    for (const [rules] of Object.entries(theirs)) {
      if (rules === current || existsSync(path.join(site, 'engines', rules, 'engine.json'))) continue;
      cpSync(path.join(earlier, 'engines', rules), path.join(site, 'engines', rules), { recursive: true });
    }
  }
  // The newest `keep` rules ids stay (the current one always); older ones leave the site.
  const engines = enginesIn(site);
  const kept = Object.keys(engines).filter((r) => r !== current)
    .sort((a, b) => rulesNumber(b) - rulesNumber(a)).slice(0, keep - 1);
  for (const rules of Object.keys(engines)) {
    if (rules !== current && !kept.includes(rules)) {
      rmSync(path.join(site, 'engines', rules), { recursive: true, force: true });
      delete engines[rules];
    }
  }
  const manifest = { current, engines };
  writeFileSync(path.join(site, 'engines.json'), JSON.stringify(manifest, null, 1) + '\n');
  // The page's scripts go without their whole-line comments (they are for whoever reads
  // web/; a visitor's download is smaller without them).
  for (const f of ['page.js', 'share.js', 'sw.js']) {
    const file = path.join(site, f);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const bare = text.split('\n').filter((line) => !/^\s*(\/\/.*)?$/.test(line)).join('\n') + '\n';
    if (bare !== text) writeFileSync(file, bare);
  }
  // The page's own files are fetched as page.js?v=<hash>: a version's URLs are its own, so
  // the service worker can keep each version whole.
  const pageFiles = ['page.js', 'share.js'].map((f) => path.join(site, f));
  const pageHash = hashOf(...pageFiles.filter(existsSync), path.join(site, 'engines.json'));
  let html = readFileSync(template, 'utf8');
  const slot = /\/\*DG_ENGINES\*\/[^\n]*\/\*END\*\//;
  if (!slot.test(html)) throw new Error(`${template} has no /*DG_ENGINES*/.../*END*/ slot`);
  html = html.replace(slot, () => `/*DG_ENGINES*/${JSON.stringify(manifest)}/*END*/`)
    .replaceAll('@PAGE_HASH@', pageHash)
    // The comments are for whoever reads web/index.html; a visitor's download goes without:
    // HTML comments, the style's comments, and the scripts' whole-line ones.
    .replace(/\n?[ \t]*<!--[\s\S]*?-->/g, '')
    .replace(/<style>[\s\S]*?<\/style>/g, (style) => style.replace(/\n?[ \t]*\/\*[\s\S]*?\*\//g, ''))
    .split('\n').filter((line) => !/^\s*\/\/.*$/.test(line)).join('\n');
  writeFileSync(path.join(site, 'index.html'), html);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const m = publish(parseArgs(process.argv.slice(2)));
    console.log(`engines: ${Object.keys(m.engines).sort().join(' ')} (current ${m.current})`);
  } catch (e) {
    console.error(`publish-engine: ${e.message}`);
    process.exit(1);
  }
}
