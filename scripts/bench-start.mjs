#!/usr/bin/env node
// The page's start as a first visitor meets it: the site served gzipped from a sub-path (as
// GitHub Pages serves it), a fresh browser profile for every load, every time measured from
// navigation start. Prints the median of RUNS loads: the HTML, the scripts, game.wasm, the
// game's own phases (the dg: marks) and the first draw; with --lighthouse, also Lighthouse's
// mobile and desktop scores (npm's lighthouse against Debian's Chromium; scripts/bench.sh
// installs it). Timings are reported, never asserted.
// Usage: node scripts/bench-start.mjs SITE_DIR [RUNS] [--lighthouse] [--json OUT]
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const lighthouse = args.includes('--lighthouse');
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : null;
const plain = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1));
const site = plain[0];
const runs = Number(plain[1] || 5);
if (!site || !existsSync(path.join(site, 'index.html'))) {
  console.error('usage: bench-start.mjs SITE_DIR [RUNS] [--lighthouse] [--json OUT]');
  process.exit(2);
}
const SUB = '/deepglyph/';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.txt': 'text/plain' };

// A static server like GitHub Pages: gzip for every text and wasm file, max-age 600.
function serveGzipped(dir) {
  const packed = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith(SUB)) { res.writeHead(404).end(); return; }
    let file = path.join(dir, decodeURIComponent(url.pathname.slice(SUB.length)));
    if (!file.startsWith(path.resolve(dir))) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404).end(); return; }
    if (!packed.has(file)) packed.set(file, gzipSync(readFileSync(file), { level: 9 }));
    const gzip = /gzip/.test(req.headers['accept-encoding'] || '');
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Cache-Control': 'max-age=600', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
    res.end(gzip ? packed.get(file) : readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://127.0.0.1:${server.address().port}${SUB}`, stop: () => server.close() })));
}

const median = (v) => { const s = [...v].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

// One load in a new browser with a new profile: what arrived when, from navigation start.
async function coldLoad(url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'deepglyph-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium',
    headless: true, viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: 60000 });
    return await page.evaluate(() => {
      const at = {};
      const nav = performance.getEntriesByType('navigation')[0];
      at['HTML'] = nav.responseEnd;
      for (const r of performance.getEntriesByType('resource')) {
        const name = new URL(r.name).pathname.split('/').pop();
        if (/\.(js|wasm|css)$/.test(name)) at[name] = Math.max(at[name] || 0, r.responseEnd);
      }
      for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('dg:')) at[m.name] = m.startTime;
      at['first draw'] = Module.readyAt;
      return at;
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function lighthouseScores(url) {
  let lh, launcher;
  try {
    lh = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return { error: 'lighthouse is not installed (scripts/bench.sh installs it)' };
  }
  const out = {};
  for (const preset of ['mobile', 'desktop']) {
    const chrome = await launcher.launch({ chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const result = await lh(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, config);
      const a = result.lhr.audits;
      out[preset] = { score: Math.round(result.lhr.categories.performance.score * 100),
        tbt_ms: Math.round(a['total-blocking-time'].numericValue), tti_ms: Math.round(a.interactive.numericValue),
        fcp_ms: Math.round(a['first-contentful-paint'].numericValue), lcp_ms: Math.round(a['largest-contentful-paint'].numericValue) };
    } finally {
      await chrome.kill();
    }
  }
  return out;
}

const server = await serveGzipped(path.resolve(site));
try {
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await coldLoad(server.url));
  const keys = [...new Set(loads.flatMap((l) => Object.keys(l)))];
  const report = Object.fromEntries(keys.map((k) => [k, median(loads.filter((l) => k in l).map((l) => l[k]))])
    .sort((a, b) => a[1] - b[1]));
  console.log(`Cold start, gzip from ${SUB}, fresh profile each load, median of ${runs} (ms from navigation start):`);
  for (const [k, v] of Object.entries(report)) console.log(`  ${k.padEnd(28)} ${v.toFixed(0).padStart(6)}`);
  const result = { cold_start_ms: report };
  if (lighthouse) {
    result.lighthouse = await lighthouseScores(server.url);
    console.log('Lighthouse (performance):', JSON.stringify(result.lighthouse));
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(result, null, 1) + '\n');
} finally {
  server.stop();
}
