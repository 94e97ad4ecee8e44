/**
 * A command's options from its arguments, for every CLI (the scripts in scripts/, and the ones
 * written as a function of (argv, io) so that tests can run them: the Typesense indexer, the stock
 * importer): parse with Node's parseArgs (`--no-<flag>` turns a flag off), print the help for
 * `-h` / `--help`, and turn a mistake into its message plus the help, exit 2.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A mistake in how the command was called; the command prints it with the help and exits 2. */
export class UsageError extends Error {}

/** Where a command's lines go: results to `out`, problems to `err`. */
export interface CommandOutput {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** The values parseArgs gives for `options`. */
export type CommandLineValues<T extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: T; strict: true; allowPositionals: false; allowNegative: true }>>['values'];

/**
 * Parses `argv` against `options` (strict, no positional arguments; `-h` / `--help` added) and
 * hands the values to `read`, which makes the command's options of them and throws a UsageError
 * for a mistake. Returns those options, or the exit code when the run is over already: 0 once the
 * help is printed to `out`, 2 once the mistake and the help are printed to `err`.
 */
export function parseCommandLine<T extends ParseArgsOptionsConfig, O>(
  argv: readonly string[],
  options: T,
  help: string,
  io: CommandOutput,
  read: (values: CommandLineValues<T>) => O,
): O | number {
  try {
    let values: CommandLineValues<T> & { help?: boolean };
    try {
      ({ values } = parseArgs({ args: [...argv], options: { ...options, help: { type: 'boolean', short: 'h', default: false } }, strict: true, allowPositionals: false, allowNegative: true }) as {
        values: CommandLineValues<T> & { help?: boolean };
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    if (values.help === true) {
      io.out(help);
      return 0;
    }
    return read(values);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${help}`);
    return 2;
  }
}

/** A plain-text table: the header, a rule, the rows, each column as wide as its widest cell. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((_, col) => Math.max(...[header, ...rows].map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]) => row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** An option's whole number of 1 or more; anything else is a usage error naming the option. */
export function wholeNumberOption(text: string, option: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`${option} expects a whole number of 1 or more, got "${text}"`);
  return Number(text);
}
