// What the deploy scripts share about engines (publish-engine.mjs, fetch-engines.mjs,
// archive-engines.mjs): an engine is a folder engines/r<id>/ holding game.js, game.wasm and
// engine.json ({ rules, version, hash, published, retired }), its hash the first 12 hex digits
// of the SHA-256 of game.js then game.wasm; and how long a site keeps one (retain()).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const RULES = /^r[0-9]{1,6}$/;
export const HASH = /^[0-9a-f]{12}$/;
// An engine stays a year after the deploy that replaced it (to the same day: keptUntil()), so
// a player who leaves a run for months comes back to it. (Rules ids went from r9 to r28 in the
// six days to 2026-12-01, while the game's balance was tuned; an engine is about 2.1 MB.)
// GitHub Pages publishes sites of up to 1 GB; itch.io takes a zip that unpacks to at most
// 500 MB in at most 1,000 files (three an engine, beside the page's).
export const SITE_BUDGET = 900e6;
export const ZIP_BUDGET = 450e6;
export const ZIP_MOST = 300;

export const hashBytes = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 12);
};
export const hashOf = (...files) => hashBytes(...files.map((f) => readFileSync(f)));

export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const isDate = (d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) &&
  !Number.isNaN(Date.parse(d + 'T00:00:00Z'));
// The same day a year after `date` (a 29 February: the 1 March after).
export function keptUntil(date) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}
const rulesNumber = (name) => Number(name.slice(1));

// An engine.json's fields, checked: { rules, version, hash, published?, retired? } or null.
export function engineMeta(m, rules) {
  if (!m || m.rules !== rules || typeof m.version !== 'string' || m.version.length > 40 ||
    !HASH.test(String(m.hash))) return null;
  const out = { rules, version: m.version, hash: m.hash };
  if (isDate(m.published)) out.published = m.published;
  if (isDate(m.retired)) out.retired = m.retired;
  return out;
}

// The engines in a site's folder whose files are all there: { r9: meta }. The bytes are not
// read (verify() does that).
export function enginesIn(site) {
  const dir = path.join(site, 'engines');
  const found = {};
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const meta = path.join(dir, name, 'engine.json');
    if (!RULES.test(name) || !existsSync(meta)) continue;
    if (!existsSync(path.join(dir, name, 'game.js')) || !existsSync(path.join(dir, name, 'game.wasm'))) continue;
    try {
      const m = engineMeta(JSON.parse(readFileSync(meta, 'utf8')), name);
      if (m) found[name] = m;
    } catch { /* a damaged engine.json: that engine is not offered */ }
  }
  return found;
}

// Whether the engine's files in `site` are the bytes its hash names.
export function verify(site, rules, hash) {
  const dir = path.join(site, 'engines', rules);
  return hashOf(path.join(dir, 'game.js'), path.join(dir, 'game.wasm')) === hash;
}

export function engineBytes(site, rules) {
  const dir = path.join(site, 'engines', rules);
  return ['game.js', 'game.wasm', 'engine.json'].reduce((n, f) => n + statSync(path.join(dir, f)).size, 0);
}

// Which engines a site keeps: the current one, and each other for a year after it was
// retired, newest first while they fit `budget` bytes and `most` engines (the oldest leave
// first). `found`: { rules: meta } (each other one with `retired`); `sizes`: { rules: bytes }.
// Returns { keep: [meta with until, and last: true where the next deploy of this build, one
// engine the current one's size more, would leave it out], leave: [{ rules, why }] }.
export function retain(found, { current, today, budget, most = Infinity, sizes }) {
  if (!found[current]) throw new Error(`the current engine ${current} is not in the site`);
  const keep = [{ ...found[current] }], leave = [];
  let total = sizes[current], full = false;
  const others = Object.values(found).filter((m) => m.rules !== current)
    .sort((a, b) => b.retired.localeCompare(a.retired) || rulesNumber(b.rules) - rulesNumber(a.rules));
  for (const m of others) {
    const until = keptUntil(m.retired);
    if (until < today) {
      leave.push({ rules: m.rules, why: `replaced on ${m.retired}, kept until ${until}` });
      continue;
    }
    full = full || total + sizes[m.rules] > budget || keep.length + 1 > most;
    if (full) {
      leave.push({ rules: m.rules, why: `no room: ${Math.round(budget / 1e6)} MB and ${most} engines at most` });
      continue;
    }
    total += sizes[m.rules];
    keep.push({ ...m, until });
  }
  let over = total + sizes[current] - budget, extra = keep.length + 1 - most;
  for (let i = keep.length - 1; i > 0 && (over > 0 || extra > 0); i--) {
    keep[i].last = true;
    over -= sizes[keep[i].rules];
    extra--;
  }
  return { keep, leave };
}
