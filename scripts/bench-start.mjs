#!/usr/bin/env node
// The page's start as a first visitor meets it: the site served gzipped from a sub-path (as
// GitHub Pages serves it), a fresh browser profile for every load, every time measured from
// navigation start. Prints the median of RUNS loads: the HTML, the scripts, game.wasm, the
// game's own phases (the dg: marks) and the first draw, the browser open and idle as a
// visitor's is when they follow a link; and the first draw again with the page opened the
// moment the browser starts, while the browser's own start-up work (a headless Chromium
// builds its omnibox's pages then, 0.5 s of both cores) competes with it. With --lighthouse,
// also Lighthouse's
// mobile and desktop scores (npm's lighthouse against Debian's Chromium; scripts/bench.sh
// installs it), the mobile one the median of 3 runs (its Total Blocking Time moves by 100 ms
// from run to run on a 2-core machine). With --against OTHER_SITE, the same for another build
// (say, the last release's), its loads taken in turn with this one's so both meet the same
// machine. With --applied, Lighthouse throttles for real (its `devtools` method: the CPU
// slowed 4x and the network held back while the page loads) instead of simulating a phone
// from an unthrottled load (its default, `simulate`): what a run from outside reports when it
// was made that way, a long task then counting at its slowed length. Timings are reported,
// never asserted.
// Usage: node scripts/bench-start.mjs SITE_DIR [RUNS] [--lighthouse [--applied]] [--against SITE] [--json OUT]
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const lighthouse = args.includes('--lighthouse');
const throttlingMethod = args.includes('--applied') ? 'devtools' : 'simulate';
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : null);
const jsonOut = valueOf('--json');
const against = valueOf('--against');
const plain = args.filter((a, i) => !a.startsWith('--') && !['--json', '--against'].includes(args[i - 1]));
const site = plain[0];
const runs = Number(plain[1] || 5);
if (!site || !existsSync(path.join(site, 'index.html')) || (against && !existsSync(path.join(against, 'index.html')))) {
  console.error('usage: bench-start.mjs SITE_DIR [RUNS] [--lighthouse [--applied]] [--against SITE] [--json OUT]');
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

// The CPU time (in clock ticks) the browser's processes have used: those whose command line
// names this load's profile. -1 where /proc cannot tell (no such process found).
function browserTicks(profile) {
  try {
    let ticks = 0, found = 0;
    for (const pid of readdirSync('/proc').filter((p) => /^[0-9]+$/.test(p))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profile)) continue;
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks += Number(f[11]) + Number(f[12]);  // utime, stime
        found++;
      } catch { /* gone meanwhile */ }
    }
    return found ? ticks : -1;
  } catch {
    return -1;
  }
}

// Waits until the browser is idle: two 100 ms spells in a row in which its processes used at
// most 20 ms of CPU (a few seconds at most). Returns how long that took.
async function settle(profile) {
  const begun = Date.now();
  let last = browserTicks(profile), quiet = 0;
  if (last < 0) { await new Promise((r) => setTimeout(r, 1500)); return Date.now() - begun; }
  while (quiet < 2 && Date.now() - begun < 5000) {
    await new Promise((r) => setTimeout(r, 100));
    const now = browserTicks(profile);
    quiet = now - last <= 2 ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - begun;
}

// One load in a new browser with a new profile: what arrived when, from navigation start.
// `idle`: the page is opened once the browser has settled (a visitor's browser is open before
// they follow the link), else at once.
async function coldLoad(url, idle) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'deepglyph-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium',
    headless: true, viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = context.pages()[0] || await context.newPage();
    const settled = idle ? await settle(profile) : 0;
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
    }).then((at) => (idle ? { ...at, 'browser settled after': settled } : at));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const MOBILE_RUNS = 3;

async function lighthouseScores(url) {
  let lh, launcher;
  try {
    lh = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return { error: 'lighthouse is not installed (scripts/bench.sh installs it)' };
  }
  const runOnce = async (preset) => {
    const chrome = await launcher.launch({ chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      const result = await lh(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', throttlingMethod }, config);
      const a = result.lhr.audits;
      return { score: Math.round(result.lhr.categories.performance.score * 100),
        tbt_ms: Math.round(a['total-blocking-time'].numericValue), tti_ms: Math.round(a.interactive.numericValue),
        fcp_ms: Math.round(a['first-contentful-paint'].numericValue), lcp_ms: Math.round(a['largest-contentful-paint'].numericValue),
        lcp_element: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet };
    } finally {
      await chrome.kill();
    }
  };
  // The median of each figure over the mobile runs, and every run's score and TBT beside it.
  const mobile = [];
  for (let i = 0; i < MOBILE_RUNS; i++) mobile.push(await runOnce('mobile'));
  const med = Object.fromEntries(Object.keys(mobile[0]).filter((k) => k !== 'lcp_element')
    .map((k) => [k, median(mobile.map((m) => m[k]))]));
  med.lcp_elements = [...new Set(mobile.map((m) => m.lcp_element))].join(' ');
  med.runs = mobile.map((m) => `${m.score}/${m.tbt_ms}ms`).join(' ');
  return { mobile: med, desktop: await runOnce('desktop') };
}

const sites = [['this', site], ...(against ? [['against', against]] : [])];
const servers = [];
try {
  for (const [name, dir] of sites) servers.push([name, await serveGzipped(path.resolve(dir))]);
  // Loads taken in turn, so a slow spell of the machine falls on both builds alike.
  const loads = Object.fromEntries(servers.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i++)
    for (const [name, server] of servers) {
      const launched = await coldLoad(server.url, false);
      loads[name].push({ ...(await coldLoad(server.url, true)), 'first draw, browser just launched': launched['first draw'] });
    }
  const reports = Object.fromEntries(servers.map(([name]) => {
    const keys = [...new Set(loads[name].flatMap((l) => Object.keys(l)))];
    return [name, Object.fromEntries(keys.map((k) => [k, median(loads[name].filter((l) => k in l).map((l) => l[k]))])
      .sort((a, b) => a[1] - b[1]))];
  }));
  // The timeline in order of arrival, then the two figures that are not on it.
  const apart = ['first draw, browser just launched', 'browser settled after'];
  console.log(`Cold start, gzip from ${SUB}, fresh profile each load, the browser open and idle, median of ${runs} (ms from navigation start):`);
  const width = 34;
  if (against) console.log(`  ${''.padEnd(width)} ${'this'.padStart(8)} ${'against'.padStart(8)}`);
  const row = (k, v, other) =>
    console.log(`  ${k.padEnd(width)} ${v.padStart(against ? 8 : 6)}${against ? ' ' + other.padStart(8) : ''}`);
  const keys = [...new Set([...Object.keys(reports.this), ...(against ? Object.keys(reports.against) : [])])]
    .sort((a, b) => apart.includes(a) - apart.includes(b));
  for (const k of keys) {
    if (k === apart[0]) console.log('  The page opened as the browser starts (its own start-up competing):');
    if (k === apart[1]) console.log('  How long the browser took to settle before the page was opened:');
    const at = (r) => (r && k in r ? r[k].toFixed(0) : '-');
    row(k, at(reports.this), at(reports.against));
  }
  // The content step on its own (the compiled blob read: a copy, not a parse), per load.
  const contentStep = (name) => {
    const d = loads[name].filter((l) => 'dg:content-begin' in l).map((l) => l['dg:content'] - l['dg:content-begin']);
    return d.length ? median(d) : undefined;
  };
  const step = (name) => (contentStep(name) === undefined ? '-' : contentStep(name).toFixed(1));
  console.log(`  ${'content step (its own time, ms)'.padEnd(width)} ${step('this').padStart(against ? 8 : 6)}${against ? ' ' + step('against').padStart(8) : ''}`);
  const result = { cold_start_ms: reports.this, content_step_ms: contentStep('this'),
    ...(against ? { against_cold_start_ms: reports.against, against_content_step_ms: contentStep('against') } : {}) };
  if (lighthouse) {
    for (const [name, server] of servers) {
      result[name === 'this' ? 'lighthouse' : 'against_lighthouse'] = await lighthouseScores(server.url);
      console.log(`Lighthouse (performance, throttling ${throttlingMethod}${name === 'this' ? '' : ', against'}):`,
        JSON.stringify(result[name === 'this' ? 'lighthouse' : 'against_lighthouse']));
    }
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(result, null, 1) + '\n');
} finally {
  for (const [, server] of servers) server.stop();
}
