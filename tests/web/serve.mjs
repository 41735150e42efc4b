// Serves a directory on 127.0.0.1 at a free port (python3's http.server, port 0) and
// resolves to { url, stop }.
import { spawn } from 'node:child_process';

export function serve(dir) {
  return new Promise((resolve, reject) => {
    const server = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1',
      '--directory', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
    const timer = setTimeout(() => reject(new Error('http.server did not start')), 10000);
    server.stdout.on('data', (chunk) => {
      const m = /port (\d+)/.exec(String(chunk));
      if (!m) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${m[1]}/`, stop: () => server.kill() });
    });
    server.on('error', reject);
  });
}
