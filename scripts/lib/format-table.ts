/** Plain-text tables and sizes for CLI output. */

/** 1536 -> "1.5 KB"; binary units, one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Left-aligns text columns and right-aligns columns whose every cell looks numeric. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, col) => Math.max(...all.map((row) => (row[col] ?? '').length)));
  const numeric = header.map((_, col) => rows.length > 0 && rows.every((row) => /^[\d.,\s]+(?:[KMG]?B|s)?$|^-$/.test(row[col] ?? '')));
  const line = (row: readonly string[]) =>
    row.map((cell, col) => (numeric[col] ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
