/**
 * Looks through files for secrets: the canary values of this run (secret-env.ts) and the shapes
 * real secrets have (Stripe's secret, restricted and webhook keys, private keys in PEM, a key
 * literal given to a Typesense client). Every file is read as bytes, so scripts, HTML, JSON, source
 * maps and images alike are searched; a gzip or brotli file is searched once unpacked too.
 *
 * Values the caller allows (the public scoped search key) are not findings, whatever they match.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A secret found: where, which, and the text around it (the value itself is masked). */
export interface SecretFinding {
  readonly file: string;
  readonly secret: string;
  readonly excerpt: string;
}

/** Shapes real secrets have, whatever their value. */
export const SECRET_SHAPES: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'Stripe secret key (sk_live_/sk_test_)', pattern: /sk_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { name: 'Stripe restricted key (rk_live_/rk_test_)', pattern: /rk_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { name: 'Stripe webhook secret (whsec_)', pattern: /whsec_[0-9A-Za-z+/=]{16,}/g },
  { name: 'private key (PEM)', pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/g },
  // A Typesense key written into code: typesense-js's apiKey or the key header/parameter with a
  // literal value (the project's code passes the key in a variable; only a hard-coded one matches).
  { name: 'Typesense key literal', pattern: /(?:apiKey|x-typesense-api-key)["']?\s*[:=]\s*["'][0-9A-Za-z]{24,}["']/gi },
];

/** What to look for. */
export interface ScanTargets {
  /** Secret names and the values they hold in this run. */
  readonly canaries: Readonly<Record<string, string>>;
  /** Values that are public by design, with the reason; never reported. */
  readonly allowed: readonly string[];
}

/** Every file under `dir`, recursively, as absolute paths (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The bytes to search of one file: as stored, and unpacked when it is compressed. */
function contentsOf(file: string, bytes: Buffer): Buffer[] {
  try {
    if (file.endsWith('.gz')) return [bytes, gunzipSync(bytes)];
    if (file.endsWith('.br')) return [bytes, brotliDecompressSync(bytes)];
  } catch {
    // Not really compressed: searched as stored.
  }
  return [bytes];
}

const mask = (text: string, value: string): string => text.split(value).join(`${value.slice(0, 6)}…`);

/** The findings in one file's bytes. */
export function scanText(file: string, bytes: Buffer, targets: ScanTargets): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const content of contentsOf(file, bytes)) {
    // latin1 maps each byte to one character, so offsets match and no byte sequence is lost.
    const text = content.toString('latin1');
    const excerpt = (index: number, value: string) => mask(text.slice(Math.max(0, index - 40), index + value.length + 40), value).replace(/\s+/g, ' ');
    for (const [secret, value] of Object.entries(targets.canaries)) {
      const index = text.indexOf(value);
      if (index >= 0) findings.push({ file, secret, excerpt: excerpt(index, value) });
    }
    for (const { name, pattern } of SECRET_SHAPES) {
      for (const match of text.matchAll(pattern)) {
        if (targets.allowed.some((value) => match[0].includes(value))) continue;
        if (Object.values(targets.canaries).some((value) => match[0].includes(value))) continue; // already named
        findings.push({ file, secret: name, excerpt: excerpt(match.index, match[0]) });
      }
    }
  }
  return findings;
}

/** Figures and findings of a scan. */
export interface ScanResult {
  readonly files: number;
  readonly bytes: number;
  readonly findings: readonly SecretFinding[];
}

/** Scans `files`; `relativeTo` shortens the names in the findings. */
export async function scanFiles(files: readonly string[], targets: ScanTargets, relativeTo: string): Promise<ScanResult> {
  const findings: SecretFinding[] = [];
  let bytes = 0;
  for (const file of files) {
    const content = await readFile(file);
    bytes += content.length;
    findings.push(...scanText(path.relative(relativeTo, file), content, targets));
  }
  return { files: files.length, bytes, findings };
}

/** Whether any of `files` holds `value` (to prove the scan reaches where a value would be). */
export async function anyFileHolds(files: readonly string[], value: string): Promise<boolean> {
  for (const file of files) if ((await readFile(file)).includes(value)) return true;
  return false;
}
