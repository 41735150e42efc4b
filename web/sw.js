// Deepglyph's service worker: after a first visit the game starts with no network at all.
// A version (the page and every file it loads: its scripts, its style, the engines it plays)
// is kept whole or not at all, in a cache of its own: a deploy interrupted halfway (a new
// page whose game.wasm did not arrive) is never mixed with the version before it. Online, a
// page always comes from the network (a new version is picked up on the next load); offline,
// the newest version kept whole starts. The page's files have versioned URLs (page.js?v=...,
// engines/r9/game.wasm?v=...), so a kept copy is exactly the file that version loads.
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

// The page that started well asks for its version to be kept: `page` is its hash (which its
// HTML names), `files` every URL it loads, relative to the page. All are fetched (mostly from
// the HTTP cache) and checked before the version counts as kept; on any failure it does not.
async function keepVersion({ page, files }) {
  if (!/^[0-9a-f]{6,64}$/.test(String(page)) || !Array.isArray(files) || files.length > 64) return;
  const name = PREFIX + page;
  const cache = await caches.open(name);
  if (await cache.match(COMPLETE)) return prune(name);
  try {
    const scope = self.registration.scope;
    const html = await fetch(scope, { cache: 'no-cache' });
    // The server may hold a newer version by now: only this version's own page is kept.
    if (!html.ok || !(await html.clone().text()).includes(page)) throw new Error('the page moved on');
    const got = [[scope, html]];
    for (const file of files) {
      const url = new URL(file, scope);
      if (url.origin !== self.location.origin) throw new Error('another origin');
      const response = await fetch(url.href);
      if (!response.ok) throw new Error(file + ': HTTP ' + response.status);
      got.push([url.href, response]);
    }
    for (const [url, response] of got) await cache.put(url, response);
    await cache.put(COMPLETE, new Response(String(Date.now())));
    await prune(name);
  } catch (e) {
    await caches.delete(name);  // never half a version
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

self.addEventListener('message', (event) => {
  if (event.data && event.data.keep) event.waitUntil(keepVersion(event.data.keep));
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const isPage = request.mode === 'navigate';
  // A versioned file never changes: a kept copy is used as it is.
  if (!isPage && new URL(request.url).searchParams.has('v')) {
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
