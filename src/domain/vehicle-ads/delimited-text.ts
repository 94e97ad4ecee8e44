/**
 * The two delimited formats the vehicle-ads feeds are written in: Google's tab-separated text (no tab
 * or line break may stand in a value, so each is one line) and Meta's CSV (RFC 4180: a value with a
 * comma, quote or line break is quoted, its quotes doubled). Both UTF-8, a header row first.
 */

export type Columns = readonly string[];
export type Rows = readonly Readonly<Record<string, string>>[];

/** Tab-separated text: the header, then a line per row, each value on one line. */
export function tabSeparated(columns: Columns, rows: Rows): string {
  const cell = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
  return [columns.join('\t'), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join('\t'))].join('\n') + '\n';
}

/** RFC 4180 CSV with CRLF line ends: the header, then a line per row. */
export function commaSeparated(columns: Columns, rows: Rows): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [columns.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','))].join('\r\n') + '\r\n';
}
