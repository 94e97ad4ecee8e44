/**
 * What the scripts' CLIs do alike, on the one option parser (src/cli/command-line.ts) with the
 * process's console as its output: print the help for `-h` / `--help`, and turn a bad option into
 * its message plus the help, with exit code 2.
 */
import type { ParseArgsOptionsConfig } from 'node:util';
import { parseCommandLine, UsageError, type CommandLineValues } from '../../src/cli/command-line.ts';

export { UsageError };

const consoleOutput = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

/**
 * Parses `argv` against `options` (a `help` flag is added). Returns the values, or the exit code
 * when the run is over already (help printed: 0; bad option: 2).
 */
export function parseCli<T extends ParseArgsOptionsConfig>(options: T, help: string, argv = process.argv.slice(2)): CommandLineValues<T> | number {
  return parseCommandLine(argv, options, help, consoleOutput, (values) => values);
}

/** A run that cannot go on for a reason the user must resolve: printed as it is, exit 1, no stack trace. */
export class CliFailure extends Error {}

/** A TCP port from an option's text, or a UsageError naming the option. */
export function portOption(text: string, name = '--port'): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`${name} expects a port number, got "${text}"`);
  return port;
}

/**
 * An option's value read by `parse` at a script's top level, where no runCli is there to catch: a
 * UsageError is printed as the user's mistake and the script exits with 2.
 */
export function optionOrExit<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

/** Runs a CLI's main, printing a UsageError as the user's mistake (exit 2) and a CliFailure as it is (exit 1), not a crash. */
export async function runCli(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof CliFailure)) throw error;
    console.error(error.message);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
