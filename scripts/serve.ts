/**
 * `npm run serve -- --site <slug> --port <port>`: serves one dealer site at the root of its own
 * origin, so the spec's routes work unchanged. Builds it first when it is stale. Several `--site`
 * serve several dealers side by side from this one process (and its one lead store), on
 * consecutive ports.
 */
import { fileURLToPath } from 'node:url';
import { buildAndServe, closeOnSignal } from './lib/build-and-serve.ts';
import { startLocalOutbox } from './lib/local-outbox.ts';
import { UsageError, parseCli, portOption, runCli } from './lib/cli.ts';

const HELP = `Serve a dealer site (or several, side by side) at the root of its own origin.

Usage: npm run serve -- --site <slug> [--site <slug> ...] [--port <n>] [--host <host>] [--no-build]

Options:
  --site <slug>  the dealer site to serve (required; see sites/); repeat it to serve several
                 side by side, on consecutive ports from --port
  --port <n>     port to listen on (default: 4321)
  --host <host>  address to listen on (default: 127.0.0.1)
  --no-build     serve what is in dist/<slug>/ without building it first
  -h, --help     show this help`;

async function main(): Promise<number> {
  const values = parseCli(
    {
      site: { type: 'string', multiple: true },
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
      build: { type: 'boolean', default: true },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const slugs = [...new Set(values.site ?? [])];
  if (slugs.length === 0) throw new UsageError(`--site is required.\n\n${HELP}`);
  const port = portOption(values.port);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { served } = await buildAndServe({ root, slugs, port, host: values.host, build: values.build });
  if (served.length === 0) {
    console.error(`${slugs.join(', ')} could not be served.`);
    return 1;
  }
  console.log('');
  for (const site of served) console.log(`Serving ${site.slug} at ${site.url}`);
  console.log('Press Ctrl+C to stop.');
  const first = served[0];
  const stopOutbox = first ? startLocalOutbox(root, first.slug, (line) => console.log(line)) : async () => {};
  closeOnSignal(served, stopOutbox);
  return 0;
}

await runCli(main);
