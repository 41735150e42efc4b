// Serves a directory on 127.0.0.1 at a free port (python3's http.server, port 0), or at
// `port` (the same origin again after a stop), and resolves to { url, port, stop }.
import { spawn } from 'node:child_process';

// Resolves once the server process has gone (its port is free again).
function stopped(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill();
  });
}

export function serve(dir, port = 0) {
  return new Promise((resolve, reject) => {
    const server = spawn('python3', ['-u', '-m', 'http.server', String(port), '--bind', '127.0.0.1',
      '--directory', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
    const timer = setTimeout(() => reject(new Error('http.server did not start')), 10000);
    server.stdout.on('data', (chunk) => {
      const m = /port (\d+)/.exec(String(chunk));
      if (!m) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${m[1]}/`, port: Number(m[1]), stop: () => stopped(server) });
    });
    server.on('error', reject);
  });
}
