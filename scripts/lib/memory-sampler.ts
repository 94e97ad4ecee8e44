/**
 * Samples the resident memory of this process plus the build workers it is tracking, so the build
 * can report the whole run's peak (the figure a 2-core, memory-bound CI box cares about). Reads
 * /proc on Linux; elsewhere it reports this process's own peak only.
 */
import { readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

function rssOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(fields[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

export interface MemorySampler {
  /** Start (pid) or stop (undefined) counting a worker under a name. */
  track(name: string, pid: number | undefined): void;
  /** Stops sampling and returns the peak in bytes. */
  stop(): number;
}

export function startMemorySampler(intervalMs = 100): MemorySampler {
  const workers = new Map<string, number>();
  let peak = 0;
  const sample = () => {
    let total = process.memoryUsage.rss();
    for (const pid of workers.values()) total += rssOf(pid);
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    track(name, pid) {
      sample();
      if (pid === undefined) workers.delete(name);
      else workers.set(name, pid);
    },
    stop() {
      clearInterval(timer);
      sample();
      return Math.max(peak, process.resourceUsage().maxRSS * 1024);
    },
  };
}
