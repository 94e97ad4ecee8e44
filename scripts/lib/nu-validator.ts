/**
 * The Nu HTML validator (the `vnu-jar` package: a Java program) over built pages: one Java
 * process for a whole batch of files, since the JVM takes seconds to start, and its JSON report
 * read into plain messages. The browser tests run it on one page of every type (html-validity.spec.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** One finding, by how much it matters: errors break the rules of HTML; warnings and notes advise. */
export interface NuMessage {
  readonly severity: 'error' | 'warning' | 'info';
  /** The file, as given to the validator. */
  readonly file: string;
  readonly line: number | null;
  readonly column: number | null;
  readonly message: string;
}

/** The fields this reader takes from each entry of the validator's `--format json` report. */
interface NuReportEntry {
  readonly type?: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message?: string;
}

/**
 * The messages of a `--format json` report. An `error` or a `non-document-error` (a file it could
 * not read) is an error; an `info` is a warning when its subType says so, else a note.
 */
export function parseNuReport(json: string): NuMessage[] {
  const report = JSON.parse(json) as { messages?: NuReportEntry[] };
  if (!Array.isArray(report.messages)) throw new Error('The Nu validator\'s report has no "messages" list.');
  return report.messages.map((entry) => ({
    severity: entry.type === 'error' || entry.type === 'non-document-error' ? 'error' : entry.subType === 'warning' ? 'warning' : 'info',
    file: entry.url?.startsWith('file:') ? fileURLToPath(entry.url) : (entry.url ?? ''),
    line: entry.lastLine ?? null,
    column: entry.firstColumn ?? entry.lastColumn ?? null,
    message: entry.message ?? '',
  }));
}

/** `file:line:column: message`, as an editor jumps to it. */
export function formatNuMessage(message: NuMessage): string {
  const at = [message.file, message.line, message.column].filter((part) => part !== null).join(':');
  return `${at}: ${message.message}`;
}

/** The path of the validator's jar in node_modules. */
export function vnuJarPath(): string {
  return createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
}

/** Validates the HTML files in one Java run and returns every message; fails when Java cannot run or the report is not JSON. */
export async function validateHtmlFiles(files: readonly string[]): Promise<NuMessage[]> {
  if (files.length === 0) return [];
  const args = ['-jar', vnuJarPath(), '--format', 'json', '--exit-zero-always', ...files];
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`Java could not run the Nu HTML validator (${error.message}); install it with: sudo apt-get install -y default-jre-headless`)));
    child.on('close', (code) => (code === 0 ? resolve(stderr) : reject(new Error(`The Nu HTML validator exited with code ${code}: ${stderr.slice(0, 2000)}`))));
  });
  return parseNuReport(report);
}
