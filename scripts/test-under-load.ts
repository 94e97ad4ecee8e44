/**
 * `npm run test:under-load`: the whole `npm test` while busy loops hold the machine's cores, as on
 * a developer's machine that is building something else or a CI runner shared with other jobs.
 * The suite must pass so: it waits for events, not for fixed times. The loops run in worker
 * threads of this process, so they end with it however it ends.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseCli, runCli, UsageError } from './lib/cli.ts';

const HELP = `Runs npm test while busy loops occupy the machine's cores, and stops them after.

Usage: npm run test:under-load [-- options]

Options:
  --loops <n>  how many busy loops (default: one per core, ${availableParallelism()} here)`;

/** A thread that spins until it is terminated. */
const BUSY_LOOP = 'for (;;) {}';

function loopCount(text: string | undefined): number {
  if (text === undefined) return availableParallelism();
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new UsageError(`--loops expects a whole number from 1 to 64, got "${text}"`);
  return count;
}

function runNpmTest(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['test'], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

async function main(): Promise<number> {
  const values = parseCli({ loops: { type: 'string' } }, HELP);
  if (typeof values === 'number') return values;
  const loops = Array.from({ length: loopCount(values.loops) }, () => new Worker(BUSY_LOOP, { eval: true }));
  console.log(`test:under-load: ${loops.length} busy loop(s) started; running npm test`);
  const started = performance.now();
  try {
    const code = await runNpmTest();
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`\ntest:under-load: npm test ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s with ${loops.length} busy loop(s)`);
    return code;
  } finally {
    await Promise.all(loops.map((loop) => loop.terminate()));
  }
}

await runCli(main);
