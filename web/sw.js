// Deepglyph's service worker: after a first visit the game starts with no network at all.
// A version (the page and every file it loads: its scripts, its style, the engines it plays)
// is kept whole or not at all, in a cache of its own: a deploy interrupted halfway (a new
// page whose game.wasm did not arrive) is never mixed with the version before it. Online, a
// page always comes from the network (a new version is picked up on the next load); offline,
// the newest version kept whole starts. The page's files have versioned URLs (page.js?v=...,
// engines/r9/game.wasm?v=...) that name their bytes' hash: a copy is kept only when it is
// exactly the file that version loads, and the page fetches past a kept copy that is not.
// Saves never pass through here: they live in the browser's storage.
'use strict';
const PREFIX = 'deepglyph-v-';
const COMPLETE = '__complete__';  // written last into a version's cache: it is whole
const KEEP_VERSIONS = 2;          // the newest versions kept whole (the one before, for a rollback)

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  // No navigation preload: the page is fetched revalidated (below), which a preload is not.
  event.waitUntil(Promise.all([self.clients.claim(),
    self.registration.navigationPreload ? self.registration.navigationPreload.disable() : null]));
});

// The versions kept whole, newest first: [{ name, at }].
async function completeVersions() {
  const out = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const marker = await (await caches.open(name)).match(COMPLETE);
    if (marker) out.push({ name, at: Number(await marker.text()) || 0 });
  }
  return out.sort((a, b) => b.at - a.at);
}

// The first 12 hex digits of the SHA-256 of `parts` (ArrayBuffers) one after another: how
// scripts/publish-engine.mjs names a version's bytes in its URLs (?v=).
async function hashOf(parts) {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    all.set(new Uint8Array(p), at);
    at += p.byteLength;
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
  return Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, '0')).join('');
}

// Each versioned file's bytes against the hash its URL names: an engine's game.js and
// game.wasm together (engines/r9/game.wasm?v=<hash of both>), the page's scripts with the
// site's engines.json (page.js?v=<hash of page.js, share.js, engines.json>). A file served
// whole-looking but cut short mid-deploy is never kept.
async function checkVersion(got, scope) {
  const groups = new Map();  // hash -> { names: [...], bytes: { name: ArrayBuffer } }
  for (const [url, bytes] of got) {
    const u = new URL(url);
    const v = u.searchParams.get('v');
    if (!v) continue;
    if (!groups.has(v)) groups.set(v, { bytes: {} });
    groups.get(v).bytes[u.pathname.slice(u.pathname.lastIndexOf('/') + 1)] = bytes;
  }
  for (const [v, { bytes }] of groups) {
    let parts;
    if (bytes['game.js'] && bytes['game.wasm']) {
      parts = [bytes['game.js'], bytes['game.wasm']];
    } else if (bytes['page.js'] && bytes['share.js']) {
      const manifest = await fetch(new URL('engines.json', scope).href, { cache: 'no-cache' });
      if (!manifest.ok) throw new Error('engines.json: HTTP ' + manifest.status);
      parts = [bytes['page.js'], bytes['share.js'], await manifest.arrayBuffer()];
    } else {
      throw new Error('files named ' + v + ' that cannot be checked');
    }
    const hash = await hashOf(parts);
    if (hash !== v) throw new Error('files named ' + v + ' hash to ' + hash);
  }
}

// The page that started well asks for its version to be kept: `page` is its hash (which its
// HTML names), `files` every URL it loads, relative to the page. All are fetched (mostly from
// the HTTP cache; once more past it when they do not match their hash) and checked before the
// version counts as kept; on any failure it does not. Says which: { ok, why }.
async function keepVersion({ page, files }) {
  if (!/^[0-9a-f]{6,64}$/.test(String(page)) || !Array.isArray(files) || files.length > 64) {
    return { ok: false, why: 'not a version' };
  }
  const name = PREFIX + page;
  const cache = await caches.open(name);
  if (await cache.match(COMPLETE)) {
    await prune(name);
    return { ok: true };
  }
  try {
    const scope = self.registration.scope;
    const html = await fetch(scope, { cache: 'no-cache' });
    // The server may hold a newer version by now: only this version's own page is kept.
    if (!html.ok || !(await html.clone().text()).includes(page)) throw new Error('the page moved on');
    let got;
    for (const cacheMode of ['default', 'reload']) {
      got = [];
      for (const file of files) {
        const url = new URL(file, scope);
        if (url.origin !== self.location.origin) throw new Error('another origin');
        const response = await fetch(url.href, { cache: cacheMode });
        if (!response.ok) throw new Error(file + ': HTTP ' + response.status);
        got.push([url.href, response, await response.clone().arrayBuffer()]);
      }
      try {
        await checkVersion(got.map(([url, , bytes]) => [url, bytes]), scope);
        break;
      } catch (e) {
        if (cacheMode === 'reload') throw e;
      }
    }
    await cache.put(scope, html);
    for (const [url, response] of got) await cache.put(url, response);
    await cache.put(COMPLETE, new Response(String(Date.now())));
    await prune(name);
    return { ok: true };
  } catch (e) {
    await caches.delete(name);  // never half a version
    return { ok: false, why: String(e && e.message || e) };
  }
}

// Only the newest versions stay (and the one just kept); older caches, and the single cache
// of the service worker before versions were kept whole, go.
async function prune(keep) {
  const kept = (await completeVersions()).slice(0, KEEP_VERSIONS).map((v) => v.name);
  for (const name of await caches.keys()) {
    if (name !== keep && !kept.includes(name) && (name.startsWith(PREFIX) || name === 'deepglyph-site')) {
      await caches.delete(name);
    }
  }
}

// The page is told whether its version was kept (page.js says so when it was not).
self.addEventListener('message', (event) => {
  if (!(event.data && event.data.keep)) return;
  event.waitUntil(keepVersion(event.data.keep).then((result) => {
    if (event.source) event.source.postMessage({ kept: event.data.keep.page, ...result });
  }));
});

// A kept copy of `request`, from the newest complete version that has it (a page: the newest
// complete version's own page, whatever its query).
async function kept(request, isPage) {
  for (const { name } of await completeVersions()) {
    const cache = await caches.open(name);
    const hit = isPage ? await cache.match(self.registration.scope) : await cache.match(request);
    if (hit) return hit;
  }
  return undefined;
}

// The versions that keep a copy of `url`: dropped when the page found that copy damaged.
async function dropKeeping(url) {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && await (await caches.open(name)).match(url)) await caches.delete(name);
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const isPage = request.mode === 'navigate';
  if (!isPage && new URL(request.url).searchParams.has('v')) {
    // Asked past every cache (page.js, after a copy that did not match its hash or did not
    // compile): from the network, and no version keeps the copy it had.
    // Offline, the kept copy is all there is (page.js judges it again).
    if (request.cache === 'reload' || request.cache === 'no-store') {
      const fromNetwork = fetch(request);
      event.respondWith(fromNetwork.catch((offline) => kept(request, false).then((hit) => {
        if (hit) return hit;
        throw offline;
      })));
      event.waitUntil(fromNetwork.then((r) => (r.ok ? dropKeeping(request.url) : undefined), () => undefined));
      return;
    }
    // A versioned file never changes: a kept copy is used as it is.
    event.respondWith(kept(request, false).then((hit) => hit || fetch(request)));
    return;
  }
  // The page itself is always asked of the server (revalidated, never a stale HTTP-cache
  // copy), so an online load gets the version deployed now.
  const fromNetwork = isPage
    ? fetch(request.url, { cache: 'no-cache', credentials: 'same-origin' }) : fetch(request);
  event.respondWith(fromNetwork.catch((offline) => kept(request, isPage).then((hit) => {
    if (hit) return hit;
    throw offline;
  })));
});
