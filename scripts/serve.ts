/**
 * `npm run serve -- --site <slug> --port <port>`: serves one dealer site at the root of its own
 * origin, so the spec's routes work unchanged. Builds it first when it is stale.
 */
import { fileURLToPath } from 'node:url';
import { buildAndServe, closeOnSignal } from './lib/build-and-serve.ts';
import { startLocalOutbox } from './lib/local-outbox.ts';
import { UsageError, parseCli, portOption, runCli } from './lib/cli.ts';

const HELP = `Serve one dealer site at the root of its own origin.

Usage: npm run serve -- --site <slug> [--port <n>] [--host <host>] [--no-build]

Options:
  --site <slug>  the dealer site to serve (required; see sites/)
  --port <n>     port to listen on (default: 4321)
  --host <host>  address to listen on (default: 127.0.0.1)
  --no-build     serve what is in dist/<slug>/ without building it first
  -h, --help     show this help`;

async function main(): Promise<number> {
  const values = parseCli(
    {
      site: { type: 'string' },
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
      build: { type: 'boolean', default: true },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  if (values.site === undefined) throw new UsageError(`--site is required.\n\n${HELP}`);
  const port = portOption(values.port);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { served } = await buildAndServe({ root, slugs: [values.site], port, host: values.host, build: values.build });
  const site = served[0];
  if (site === undefined) {
    console.error(`${values.site} could not be served.`);
    return 1;
  }
  console.log(`\nServing ${site.slug} at ${site.url}\nPress Ctrl+C to stop.`);
  const first = served[0];
  const stopOutbox = first ? startLocalOutbox(root, first.slug, (line) => console.log(line)) : async () => {};
  closeOnSignal(served, stopOutbox);
  return 0;
}

await runCli(main);
