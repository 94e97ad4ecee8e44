/**
 * The stages of `npm test`, in order, and the time table that `npm test` and `.ci/run` print:
 * each stage is an npm script of its own, so one can be run alone, and a slow one is named.
 */
import { formatTable } from './format-table.ts';

export interface TestStage {
  /** The npm script that runs it. */
  readonly script: string;
  /** What it checks, in a few words. */
  readonly what: string;
}

export const TEST_STAGES: readonly TestStage[] = [
  { script: 'check:tools', what: 'the system tools the tests need are installed' },
  { script: 'check', what: 'demo data refreshed, then astro check and tsc' },
  { script: 'lint', what: 'ESLint, no warning allowed' },
  { script: 'test:unit', what: 'vitest: units, functions on PGlite, the CLIs, with coverage' },
  { script: 'test:e2e', what: 'Playwright in Chromium over the built demo sites, with axe' },
];

export type StageOutcome = 'passed' | 'failed' | 'not run';

/** One line of the table. */
export interface StageTime {
  readonly stage: string;
  readonly seconds: number;
  readonly outcome: StageOutcome;
}

/** A stage's line in the times file (tab-separated, one stage a line), which .ci/run reads too. */
export function stageTimeLine({ stage, seconds, outcome }: StageTime): string {
  return `${stage}\t${seconds.toFixed(0)}\t${outcome}\n`;
}

/** The table of stages with their seconds and outcomes, and the total of the stages that ran. */
export function stageTable(times: readonly StageTime[]): string {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const rows = times.map((time) => [time.stage, `${time.seconds.toFixed(0)} s`, time.outcome]);
  return formatTable(['stage', 'time', 'outcome'], [...rows, ['total', `${total.toFixed(0)} s`, times.every((time) => time.outcome === 'passed') ? 'passed' : 'failed']]);
}
