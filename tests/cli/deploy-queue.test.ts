/**
 * `npm run deploy:queue` run for real with a stand-in deploy command: a small node script that
 * writes `<site> <Date.now()>` to a log and fails for the sites it is told to. The window is one
 * second instead of sixty so the run is quick; the log's times must show no window holding more
 * starts than the limit, every site deployed once, a flaky site deployed on its retry and a broken
 * one reported failed with exit code 1.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, type ScriptRun } from './run-script.ts';
import { busiestWindow } from '../../scripts/lib/deploy-queue.ts';

const root = path.join(import.meta.dirname, '..', '..');
let scratch: string;
let standIn: string;

const STAND_IN = `
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
const [site, log] = process.argv.slice(2);
const before = existsSync(log) ? readFileSync(log, 'utf8').split('\\n').filter((line) => line.startsWith(site + ' ')).length : 0;
appendFileSync(log, site + ' ' + Date.now() + '\\n');
if (site === process.env.BROKEN_SITE || (site === process.env.FLAKY_SITE && before === 0)) {
  console.error('deploy of ' + site + ' failed');
  process.exit(3);
}
console.log('deployed ' + site);
`;

function queue(args: string[], env: Record<string, string> = {}): Promise<ScriptRun> {
  return runScript('scripts/deploy-queue.ts', args, { cwd: root, env: { ...process.env, ...env } });
}

async function logged(log: string): Promise<{ site: string; at: number }[]> {
  return (await readFile(log, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => {
      const [site = '', at = ''] = line.split(' ');
      return { site, at: Number(at) };
    });
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'dealer-deploy-queue-'));
  standIn = path.join(scratch, 'stand-in deploy.mjs'); // a space in the path: the template's quotes must hold
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('npm run deploy:queue', () => {
  it('starts at most 3 deploys in any window, deploys every site once, retries a failure once and exits 1 for a site that failed twice', async () => {
    await writeFile(standIn, STAND_IN);
    const log = path.join(scratch, 'calls.log');
    const report = path.join(scratch, 'report.json');
    const sites = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'];
    const { code, out } = await queue(
      ['--sites', sites.join(','), '--per-minute', '3', '--window-seconds', '1', '--report', report, '--command', `"${process.execPath}" "${standIn}" {site} "${log}"`],
      { BROKEN_SITE: 'charlie', FLAKY_SITE: 'echo' },
    );
    expect(code, out).toBe(1);

    const calls = await logged(log);
    const count = (site: string) => calls.filter((call) => call.site === site).length;
    for (const site of sites) expect(count(site), site).toBe(site === 'charlie' || site === 'echo' ? 2 : 1);
    // The log's times are the stand-in's, some tens of milliseconds after the queue started it,
    // and that delay varies; a window 400 ms shorter leaves room for it and still catches a queue
    // that started a fourth deploy anywhere near the other three.
    expect(busiestWindow(calls.map((call) => call.at), 600)).toBeLessThanOrEqual(3);
    // The queue's own start times keep to the full window exactly.
    const written = JSON.parse(await readFile(report, 'utf8')) as { deployed: number; failed: number; sites: { site: string; status: string; attempts: { startedAt: string; code: number }[] }[] };
    const starts = written.sites.flatMap((site) => site.attempts.map((attempt) => Date.parse(attempt.startedAt)));
    expect(starts).toHaveLength(9);
    expect(busiestWindow(starts, 1000)).toBeLessThanOrEqual(3);
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(2000); // 9 starts need three windows
    expect({ deployed: written.deployed, failed: written.failed }).toEqual({ deployed: 6, failed: 1 });
    expect(written.sites.find((site) => site.site === 'charlie')).toMatchObject({ status: 'failed', attempts: [{ code: 3 }, { code: 3 }] });
    expect(written.sites.find((site) => site.site === 'echo')).toMatchObject({ status: 'deployed', attempts: [{ code: 3 }, { code: 0 }] });

    expect(out).toContain('charlie: failed (exit code 3');
    expect(out).toContain('tried again when the rate allows');
    expect(out).toContain('  echo | deployed echo');
    expect(out).toMatch(/^charlie\s+failed\s+2\s/m);
    expect(out).toContain('6 of 7 sites deployed.');
  }, 60_000);

  it('reads the sites from a file and deploys nothing for an empty one', async () => {
    const file = path.join(scratch, 'changed.txt');
    await writeFile(file, '');
    const empty = await queue(['--sites-file', file, '--command', 'false {site}']);
    expect(empty.code).toBe(0);
    expect(empty.out).toContain('No sites to deploy.');
    const log = path.join(scratch, 'from-file.log');
    await writeFile(standIn, STAND_IN);
    await writeFile(file, 'alpha\n\nbravo\nalpha\n');
    const listed = await queue(['--sites-file', file, '--window-seconds', '1', '--command', `"${process.execPath}" "${standIn}" {site} "${log}"`]);
    expect(listed.code, listed.out).toBe(0);
    expect((await logged(log)).map((call) => call.site)).toEqual(['alpha', 'bravo']);
  }, 30_000);

  it('refuses bad options with exit code 2', async () => {
    const noSite = await queue(['--sites', 'a', '--command', 'npm run deploy']);
    expect(noSite.code).toBe(2);
    expect(noSite.err).toContain('--command: the command never names the site');
    const badSlug = await queue(['--sites', 'a,Not A Slug']);
    expect(badSlug.code).toBe(2);
    expect(badSlug.err).toContain('"Not A Slug" is not a site slug');
    const none = await queue([]);
    expect(none.code).toBe(2);
    expect((await queue(['--sites', 'a', '--per-minute', '0'])).err).toContain('--per-minute expects a whole number above 0, got "0"');
  });

  it('explains itself with --help and prints the fleet plan with --plan-fleet', async () => {
    const help = await queue(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run deploy:queue -- --sites <a,b,c> [options]');
    expect(help.out).toContain('--window-seconds <s>');
    const plan = await queue(['--plan-fleet', '500', '--parallel', '2']);
    expect(plan.code).toBe(0);
    expect(plan.out).toContain('45 in a 15-minute round (9% of the fleet)');
    expect(plan.out).toMatch(/^\s+8\s+63\s+17\.8\s+500\s+168\.7\s/m);
  });
});
