/**
 * `npm test`: runs the stages of scripts/lib/test-stages.ts in order, each as its own npm script,
 * stops at the first that fails, and ends with a table of each stage's time. With TEST_STAGE_TIMES
 * set to a file, each stage's line is also appended there (.ci/run prints them with its own).
 */
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { parseCli, runCli } from './lib/cli.ts';
import { stageTable, stageTimeLine, TEST_STAGES, type StageTime } from './lib/test-stages.ts';

const HELP = `Runs every test stage in order and prints how long each took:
${TEST_STAGES.map((stage) => `  npm run ${stage.script.padEnd(12)} ${stage.what}`).join('\n')}
It stops at the first stage that fails. TEST_STAGE_TIMES=<file> also appends each stage's time
to that file.

Usage: npm test`;

function runScript(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

async function main(): Promise<number> {
  const values = parseCli({}, HELP);
  if (typeof values === 'number') return values;
  const timesFile = process.env.TEST_STAGE_TIMES?.trim();
  const times: StageTime[] = [];
  let code = 0;
  for (const { script } of TEST_STAGES) {
    if (code !== 0) {
      times.push({ stage: `npm run ${script}`, seconds: 0, outcome: 'not run' });
      continue;
    }
    const started = performance.now();
    code = await runScript(script);
    const time: StageTime = { stage: `npm run ${script}`, seconds: (performance.now() - started) / 1000, outcome: code === 0 ? 'passed' : 'failed' };
    times.push(time);
    if (timesFile) await appendFile(timesFile, stageTimeLine(time));
  }
  console.log(`\nnpm test, by stage:\n${stageTable(times)}`);
  return code;
}

await runCli(main);
