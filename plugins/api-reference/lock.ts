import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const staleAfterMs = 10 * 60_000;

function ownerIsAlive(lockDir: string): boolean {
  let ageMs: number;
  try {
    ageMs = Date.now() - statSync(lockDir).mtimeMs;
  } catch {
    return false; // released meanwhile
  }
  let pid: number;
  try {
    pid = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
  } catch {
    // The owner creates the folder, then writes its pid: give it a moment.
    return ageMs < 5_000;
  }
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return ageMs < staleAfterMs;
}

/**
 * Several builds may run in this checkout at once (`npm start` in one terminal, a build in
 * another): only one generates, the others wait and then find the cache fresh. `mkdir` is atomic,
 * so the folder is the lock; a lock left by a dead process is taken over.
 */
export async function withLock<T>(lockDir: string, task: () => Promise<T>, timeoutMs = 5 * 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lockDir, { recursive: false });
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!ownerIsAlive(lockDir)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`API reference: gave up waiting for ${lockDir} (held by another build).`);
      await new Promise(resolve => setTimeout(resolve, 500));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
