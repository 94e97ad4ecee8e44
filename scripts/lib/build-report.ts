/** The build's closing table and summary line. */
import type { BuildSitesSummary } from './build-sites.ts';
import { formatBytes, formatTable } from './format-table.ts';

/** Prints the closing table and returns the process exit code. */
export function reportSummary(summary: BuildSitesSummary, log: (line: string) => void): number {
  const rows = summary.results.map((r) => [
    r.slug,
    r.status,
    r.status === 'invalid' ? '-' : String(r.pages),
    r.status === 'invalid' ? '-' : formatBytes(r.bytes),
    r.status === 'built' ? String(r.rendered) : '-',
    r.status === 'built' ? String(r.kept) : '-',
    r.status === 'built' || r.status === 'failed' ? r.seconds.toFixed(1) : '-',
    r.maxRssBytes > 0 ? formatBytes(r.maxRssBytes) : '-',
    r.status === 'cached' ? 'yes' : 'no',
  ]);
  log('');
  log(formatTable(['site', 'status', 'pages', 'size', 'rendered', 'kept', 'seconds', 'peak memory', 'cache hit'], rows));
  const failed = summary.results.filter((r) => r.status === 'failed' || r.status === 'invalid');
  const pages = summary.results.reduce((sum, r) => sum + (r.status === 'built' ? r.pages : 0), 0);
  log('');
  log(
    `${summary.results.length} site(s): ${summary.results.filter((r) => r.status === 'built').length} built, ` +
      `${summary.results.filter((r) => r.status === 'cached').length} unchanged, ${failed.length} failed; ` +
      `${pages} pages built in ${summary.seconds.toFixed(1)} s with ${summary.jobs} job(s); ` +
      `peak memory of the whole run ${formatBytes(summary.peakRssBytes)}`,
  );
  if (failed.length > 0) {
    log('');
    log('Failed:');
    for (const r of failed) log(`  ${r.slug}: ${r.errors[0] ?? 'failed'}${r.errors.length > 1 ? ` (+${r.errors.length - 1} more above)` : ''}`);
    return 1;
  }
  return 0;
}
