// Deepglyph's service worker: after a first visit the game starts with no network at all.
// Network first, so an online load always gets the version on the server (and a new version
// is picked up on the next load); whatever arrives is kept, and offline the kept copy is used.
// Only same-origin GETs of the page's own files pass through here; saves never do (they live
// in the browser's storage, not in this cache).
'use strict';
const CACHE = 'deepglyph-site';
// What the page needs to start, relative to this script (the page works from any sub-path).
const FILES = ['./', 'style.css', 'page.js', 'share.js', 'game.js', 'game.wasm', 'favicon.svg'];

// The page with its query (?seed=42) is the same page: it is kept once, under its bare URL.
function keyOf(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return url.href;
}

// The copy kept is this very version (the server's validators agree): nothing to write.
function sameVersion(a, b) {
  const tag = (r) => [r.headers.get('ETag'), r.headers.get('Last-Modified'), r.headers.get('Content-Length')].join('|');
  return tag(a) === tag(b) && tag(a) !== '||';
}

self.addEventListener('install', (event) => {
  // The files the first visit just loaded, mostly from the HTTP cache: no second download.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(),
    self.registration.navigationPreload ? self.registration.navigationPreload.enable() : null]));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const fromNetwork = request.mode === 'navigate' && event.preloadResponse
    ? event.preloadResponse.then((preloaded) => preloaded || fetch(request)) : fetch(request);
  event.respondWith(fromNetwork.then((response) => {
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.match(keyOf(request)).then((kept) => {
        if (kept && sameVersion(kept, copy)) return undefined;
        return cache.put(keyOf(request), copy);
      })));
    }
    return response;
  }, (offline) => caches.open(CACHE).then((cache) => cache.match(keyOf(request))).then((kept) => {
    if (kept) return kept;
    throw offline;
  })));
});
