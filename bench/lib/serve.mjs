// Serves a built site with `docusaurus serve` on a free port for the duration of a benchmark.
import { spawn } from 'node:child_process';

export async function serveBuild({ siteDir = process.cwd(), dir = 'build', port }) {
  const child = spawn('npx', ['docusaurus', 'serve', '--dir', dir, '--port', String(port), '--no-open'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
