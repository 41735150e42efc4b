import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
const server = await serve('/work/main/build/web/src');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking'] });
const all = [];
for (let i = 0; i < 9; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url + '?seed=1&character=valkyrie-human');
  await page.waitForFunction(() => window.Module && Module.readyAt !== undefined, null, { timeout: 30000 });
  all.push(Math.round(await page.evaluate(() => Module.readyAt)));
  await context.close();
}
await browser.close(); server.stop();
const s = [...all].sort((a, b) => a - b);
console.log('first frame median', s[4], 'all', all.join(' '));
