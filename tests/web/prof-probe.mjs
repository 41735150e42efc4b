import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
const server = await serve('/work/main/build/web/src');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(server.url + '?seed=1&character=valkyrie-human');
await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: 30000 });
const { profile } = await cdp.send('Profiler.stop');
const ready = await page.evaluate(() => Module.readyAt);
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const name = n.callFrame.functionName || `(${n.callFrame.url.split('/').pop()})`;
  self.set(name, (self.get(name) || 0) + (dt[i] || 0) / 1000);
}
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
console.log('ready', ready);
for (const [n, ms] of top) console.log(ms.toFixed(1).padStart(8), n.slice(0, 100));
// inclusive time of selected
const children = new Map(profile.nodes.map((n) => [n.id, n.children || []]));
const selfById = new Map();
for (let i = 0; i < profile.samples.length; i++) selfById.set(profile.samples[i], (selfById.get(profile.samples[i]) || 0) + (dt[i] || 0) / 1000);
const incl = (id) => (selfById.get(id) || 0) + children.get(id).reduce((a, c) => a + incl(c), 0);
const totals = new Map();
for (const n of profile.nodes) { const nm = n.callFrame.functionName; totals.set(nm, (totals.get(nm) || 0) + incl(n.id)); }
console.log('--- inclusive');
for (const pre of process.argv.slice(2)) {
  let sum = 0; for (const [nm, v] of totals) if (nm.startsWith(pre)) sum += v;
  console.log(sum.toFixed(1).padStart(8), pre);
}
// parents of memset and enter_level's children
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
for (const target of ['memset', 'dg::Game::enter_level(int)']) {
  const agg = new Map();
  for (const n of profile.nodes) if (n.callFrame.functionName === target) {
    let chain = []; let p = parent.get(n.id);
    for (let k = 0; k < 3 && p; k++) { chain.push(byId.get(p).callFrame.functionName.slice(0, 60)); p = parent.get(p); }
    const key = chain.join(' <- '); agg.set(key, (agg.get(key) || 0) + (selfById.get(n.id) || 0));
  }
  console.log('--- callers of', target); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(v.toFixed(1).padStart(8), k);
}
await browser.close(); server.stop();
