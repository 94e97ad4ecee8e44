/**
 * `npm start`: builds every dealer site whose config, data or code changed, then serves each
 * site at the root of its own local origin and prints one URL per site.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAndServe, closeOnSignal } from './lib/build-and-serve.ts';

const HELP = `Build what is stale and serve every dealer site locally, one port per site.

Usage: npm start [-- options]

Options:
  --port <n>     first port; sites get consecutive ports (default: 4321)
  --host <host>  address to listen on (default: 127.0.0.1)
  --no-build     serve what is in dist/ without building
  -h, --help     show this help`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
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
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--port expects a port number, got "${values.port}"`);
    return 2;
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { served, buildFailed } = await buildAndServe({ root, slugs: [], port, host: values.host, build: values.build });
  if (served.length === 0) {
    console.error('No site could be served.');
    return 1;
  }
  console.log('');
  console.log(buildFailed ? 'Serving the sites that built (see the failures above):' : 'Serving every dealer site:');
  const width = Math.max(...served.map((s) => s.slug.length));
  for (const site of served) console.log(`  ${site.slug.padEnd(width)}  ${site.url}`);
  console.log('\nPress Ctrl+C to stop.');
  closeOnSignal(served);
  return 0;
}

process.exitCode = await main();
