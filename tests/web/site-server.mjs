// A static site on 127.0.0.1 that a test can make misbehave, as a host can mid-deploy: serves
// `dir` with GitHub Pages' caching (Cache-Control: max-age=600, Last-Modified), and for each
// request first asks `answer(pathname)` (set at any time), which may return { status } to
// answer that instead, { cut: N } to send only the first N bytes of the file with HTTP 200
// (the length said is the cut one: nothing tells the browser it is short), or { from: FILE }
// to send another file's bytes in its place. Resolves to
// { url, port, requests, stop }; `requests` lists the paths asked for, in order.
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.txt': 'text/plain; charset=utf-8',
};

export function siteServer(dir, answer = () => null) {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let pathname = decodeURIComponent(url.pathname);
    requests.push(pathname + url.search);
    const odd = server.answer(pathname, url) || {};
    if (odd.status) {
      res.writeHead(odd.status, { 'Content-Type': 'text/plain' });
      res.end(`HTTP ${odd.status}\n`);
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = odd.from || path.join(dir, path.normalize(pathname));
    let bytes, stat;
    try {
      if (!odd.from && !file.startsWith(path.resolve(dir))) throw new Error('outside');
      stat = statSync(file);
      bytes = readFileSync(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found\n');
      return;
    }
    if (odd.cut !== undefined) bytes = bytes.subarray(0, odd.cut);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Content-Length': bytes.length,
      'Cache-Control': 'max-age=600',
      'Last-Modified': stat.mtime.toUTCString(),
    });
    res.end(bytes);
  });
  server.answer = answer;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = server.address().port;
      resolve({
        url: `http://127.0.0.1:${port}/`, port, requests,
        set answer(fn) { server.answer = fn; },
        stop: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
      });
    });
  });
}
