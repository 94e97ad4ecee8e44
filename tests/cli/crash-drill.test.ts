/**
 * The crash drill (`npm run drill:crash`, scripts/crash-drill.ts) run small: the local server is
 * SIGKILLed mid-burst and restarted on the same on-disk store (PGlite, or PostgreSQL with
 * DATABASE_URL), unanswered submissions are retried with their keys, and every lead answered 2xx is
 * stored once, none twice. The drill's own checks decide its exit code; this test also reads its
 * figures, so a drill that killed nothing or retried nothing cannot pass.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

describe('npm run drill:crash', () => {
  it('loses no answered lead and stores none twice when the server is killed mid-burst', async () => {
    const { stdout } = await run(process.execPath, ['scripts/crash-drill.ts', '--leads', '48', '--kill-after', '16', '--concurrency', '8'], {
      cwd: ROOT,
      // The drill builds nothing but starts the server twice on a fresh PGlite store and sends 48
      // leads: about 20 s, several times that on a busy machine. A hung drill is stopped 10 s before
      // the test's limit below, so that its failure is reported rather than the test's timeout.
      timeout: 170_000,
    });
    const figures = stdout
      .split('\n')
      .find((line) => /^\s*48\s/.test(line))
      ?.trim()
      .split(/\s+/)
      .map(Number);
    const [sent, answeredBeforeKill, retried, , stored, lost, twice, missing] = figures ?? [];
    expect({ sent, stored, lost, twice, missing }).toEqual({ sent: 48, stored: 48, lost: 0, twice: 0, missing: 0 });
    // The kill came mid-burst: some leads were answered by the first server and the rest by the second.
    expect(answeredBeforeKill).toBeGreaterThanOrEqual(16);
    expect(retried).toBeGreaterThan(0);
    expect((answeredBeforeKill ?? 0) + (retried ?? 0)).toBe(48);
    expect(stdout).toContain('✓ Every lead answered 2xx is stored, and none twice.');
  }, 180_000); // the drill, with 10 s to spare (see its timeout above)

  it('explains its options with --help', async () => {
    const { stdout } = await run(process.execPath, ['scripts/crash-drill.ts', '--help'], { cwd: ROOT });
    expect(stdout).toContain('--kill-after <n>');
  });
});
