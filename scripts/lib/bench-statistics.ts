/** What the page benchmarks share: repeated runs, summarised by their middle value. */
import { UsageError } from './cli.ts';

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A `--runs` count from its text: a whole number of at least 1, or a UsageError. */
export function runsOption(text: string): number {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a whole number of at least 1, got "${text}"`);
  return runs;
}
