// The save slot of the engine under test: each rules id has its own (deepglyph.save-r9), so
// the browser tests name it from the site's manifest rather than by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const site = process.argv[2];
export const RULES = JSON.parse(readFileSync(path.join(site, 'engines.json'), 'utf8')).current;
export const SLOT = `deepglyph.save-${RULES}`;
