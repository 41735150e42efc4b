#!/usr/bin/env node
// Keeps the second copy of every engine ever published, outside the Pages site, so that a
// lost site is rebuilt with all of them (scripts/fetch-engines.mjs --archive). Copies each
// engine of SITE_DIR (a site package-web.sh made) into ARCHIVE_DIR when the archive lacks it
// or holds another build of its rules (or the same one, not yet known as replaced), and prints
// those rules ids, one a line: the workflow uploads each as an asset of the repository's
// "engines" release. Nothing leaves the archive.
//
//   archive-engines.mjs SITE_DIR ARCHIVE_DIR
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { enginesIn, verify } from './engines.mjs';

const [site, archive] = process.argv.slice(2);
if (!site || !archive) {
  console.error('usage: archive-engines.mjs SITE_DIR ARCHIVE_DIR');
  process.exit(2);
}
const kept = enginesIn(archive);
for (const [rules, meta] of Object.entries(enginesIn(site))) {
  const same = kept[rules] && kept[rules].hash === meta.hash;
  if (same && kept[rules].retired === meta.retired) continue;
  if (!same && !verify(site, rules, meta.hash)) {
    console.error(`archive-engines: ${rules} in ${site} does not match its hash ${meta.hash}`);
    process.exit(1);
  }
  const out = path.join(archive, 'engines', rules);
  mkdirSync(out, { recursive: true });
  for (const f of ['game.js', 'game.wasm']) copyFileSync(path.join(site, 'engines', rules, f), path.join(out, f));
  // The archive keeps when it was first published and replaced, as the site does.
  writeFileSync(path.join(out, 'engine.json'), JSON.stringify(meta) + '\n');
  console.log(rules);
}
