/**
 * What every CLI here does alike: parse options with Node's parseArgs, print the help for `-h` /
 * `--help`, and turn a bad option into its message plus the help, with exit code 2.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** Thrown for a bad option; the CLI prints the message and exits 2. */
export class UsageError extends Error {}

type Parsed<T extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: T; allowNegative: true }>>['values'];

/**
 * Parses `argv` against `options` (a `help` flag is added). Returns the values, or the exit code
 * when the run is over already (help printed: 0; bad option: 2).
 */
export function parseCli<T extends ParseArgsOptionsConfig>(options: T, help: string, argv = process.argv.slice(2)): Parsed<T> | number {
  let values: Parsed<T> & { help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
      allowNegative: true,
    }) as { values: Parsed<T> & { help?: boolean } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${help}`);
    return 2;
  }
  if (values.help) {
    console.log(help);
    return 0;
  }
  return values;
}

/** A TCP port from an option's text, or a UsageError naming the option. */
export function portOption(text: string, name = '--port'): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`${name} expects a port number, got "${text}"`);
  return port;
}

/** Runs a CLI's main, printing a UsageError as the user's mistake (exit 2), not a crash. */
export async function runCli(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}
