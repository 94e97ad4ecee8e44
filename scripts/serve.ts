/**
 * `npm run serve -- --site <slug> --port <port>`: serves one dealer site at the root of its own
 * origin, so the spec's routes work unchanged. Builds it first when it is stale.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAndServe, closeOnSignal } from './lib/build-and-serve.ts';

const HELP = `Serve one dealer site at the root of its own origin.

Usage: npm run serve -- --site <slug> [--port <n>] [--host <host>] [--no-build]

Options:
  --site <slug>  the dealer site to serve (required; see sites/)
  --port <n>     port to listen on (default: 4321)
  --host <host>  address to listen on (default: 127.0.0.1)
  --no-build     serve what is in dist/<slug>/ without building it first
  -h, --help     show this help`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        site: { type: 'string' },
        port: { type: 'string', default: '4321' },
        host: { type: 'string', default: '127.0.0.1' },
        build: { type: 'boolean', default: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowNegative: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.site === undefined) {
    console.error(`--site is required.\n\n${HELP}`);
    return 2;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--port expects a port number, got "${values.port}"`);
    return 2;
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { served } = await buildAndServe({ root, slugs: [values.site], port, host: values.host, build: values.build });
  const site = served[0];
  if (site === undefined) {
    console.error(`${values.site} could not be served.`);
    return 1;
  }
  console.log(`\nServing ${site.slug} at ${site.url}\nPress Ctrl+C to stop.`);
  closeOnSignal(served);
  return 0;
}

process.exitCode = await main();
