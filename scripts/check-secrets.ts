/**
 * `npm run check:secrets [-- --site <slug>]`: builds one dealer with canary secrets in the
 * environment, bundles the functions, and prints how many files were scanned and the secrets found
 * (scripts/lib/secret-check.ts does the work). Exit code 1 when any is found.
 */
import { fileURLToPath } from 'node:url';
import { parseCli, runCli } from './lib/cli.ts';
import { formatSecretReport, runSecretCheck } from './lib/secret-check.ts';

const HELP = `Check that no secret ships: build one dealer site in a scratch copy of the project with a
canary value in the environment for every secret the code reads (Typesense admin and parent keys,
Stripe secret key and webhook secret, Turnstile secret, SMTP password, valuation key and id secret,
DATABASE_URL), bundle every Netlify function with esbuild, and search dist/, the bundles, their
source maps and the files shipped with the functions for those values and for the shapes of real
secrets (sk_live_, sk_test_, rk_live_, whsec_, private keys, Typesense key literals). The site's
scoped search key is public by design and allowed.

Usage: npm run check:secrets [-- options]

Options:
  --site <slug>  the dealer config to build (default: brighton-volkswagen); it is switched to the
                 Typesense backend, Stripe payments and the Turnstile bot check for the check
  -h, --help     show this help

Exit code: 0 when no secret is found; 1 when any is (each is listed with file and secret); 2 for
bad options.`;

async function main(): Promise<number> {
  const values = parseCli({ site: { type: 'string', default: 'brighton-volkswagen' } }, HELP);
  if (typeof values === 'number') return values;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const started = performance.now();
  const report = await runSecretCheck({ root, slug: values.site, log: (line) => console.log(line) });
  for (const line of formatSecretReport(report)) console.log(line);
  console.log(`checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return report.findings.length === 0 && report.scopedKeyShipped ? 0 : 1;
}

await runCli(main);
