#!/usr/bin/env node
// Fetches the engines an earlier deploy of the site holds, so the next deploy carries them
// forward (scripts/package-web.sh --carry DIR): a run begun on an earlier engine is played on
// to its end on it. Usage: fetch-engines.mjs SITE_URL DIR
//   SITE_URL: where the site is served now (its engines.json lists the engines);
//   DIR: an earlier site's folder to write (DIR/engines/r<id>/game.js, game.wasm, engine.json).
// A site with no engines.json (none deployed yet) leaves DIR empty; an engine that cannot be
// fetched whole is left out (and said), never half written.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MAX_FILE = 32 << 20;  // an engine's game.wasm is about 1.6 MB
const MAX_ENGINES = 32;
const RULES = /^r[0-9]{1,6}$/;

async function get(url) {
  const response = await fetch(url, { redirect: 'follow' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_FILE) throw new Error(`${url}: larger than an engine's file can be`);
  return bytes;
}

const [site, dir] = process.argv.slice(2);
if (!site || !dir) {
  console.error('usage: fetch-engines.mjs SITE_URL DIR');
  process.exit(2);
}
const base = site.endsWith('/') ? site : site + '/';
mkdirSync(dir, { recursive: true });
let manifest;
try {
  manifest = JSON.parse(new TextDecoder().decode(await get(base + 'engines.json')));
} catch (e) {
  console.log(`fetch-engines: no earlier engines (${e.message})`);
  process.exit(0);
}
const engines = Object.entries(manifest && manifest.engines || {}).slice(0, MAX_ENGINES);
for (const [rules, meta] of engines) {
  if (!RULES.test(rules) || !meta || !/^[0-9a-f]{6,64}$/.test(String(meta.hash))) continue;
  const out = path.join(dir, 'engines', rules);
  try {
    const files = {};
    for (const f of ['game.js', 'game.wasm']) files[f] = await get(`${base}engines/${rules}/${f}?v=${meta.hash}`);
    mkdirSync(out, { recursive: true });
    for (const [f, bytes] of Object.entries(files)) writeFileSync(path.join(out, f), bytes);
    writeFileSync(path.join(out, 'engine.json'), JSON.stringify({ rules, version: String(meta.version), hash: meta.hash }) + '\n');
    console.log(`fetch-engines: ${rules} (Deepglyph ${meta.version})`);
  } catch (e) {
    rmSync(out, { recursive: true, force: true });
    console.log(`fetch-engines: ${rules} left out: ${e.message}`);
  }
}
