// Makes sure Debian's Chromium is on PATH for the end-to-end tests. Playwright never
// downloads a browser here; on a fresh machine running as root we install Chromium with apt.
import { execFileSync, spawnSync } from 'node:child_process';

export function findChromium() {
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (findChromium()) process.exit(0);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'The end-to-end tests need Debian\'s Chromium on PATH and it is missing.\n' +
        'Install it with: sudo apt-get install -y chromium   (then run npm test again)'
    );
    process.exit(1);
  }
  console.log('Chromium is missing; installing Debian\'s chromium package with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!findChromium()) {
    console.error('apt-get finished but no chromium binary is on PATH.');
    process.exit(1);
  }
}
