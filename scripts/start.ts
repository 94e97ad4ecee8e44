/**
 * `npm start`: builds every dealer site whose config, data or code changed, then serves each
 * site at the root of its own local origin and prints one URL per site.
 */
import { fileURLToPath } from 'node:url';
import { buildAndServe, closeOnSignal } from './lib/build-and-serve.ts';
import { startLocalOutbox } from './lib/local-outbox.ts';
import { parseCli, portOption, runCli } from './lib/cli.ts';

const HELP = `Build what is stale and serve every dealer site locally, one port per site.

Usage: npm start [-- options]

Options:
  --port <n>     first port; sites get consecutive ports (default: 4321)
  --host <host>  address to listen on (default: 127.0.0.1)
  --no-build     serve what is in dist/ without building
  --strict       exit 1 instead of serving when any site fails to build (for test runs)
  -h, --help     show this help`;

async function main(): Promise<number> {
  const values = parseCli(
    {
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
      build: { type: 'boolean', default: true },
      strict: { type: 'boolean', default: false },
    },
    HELP,
  );
  if (typeof values === 'number') return values;
  const port = portOption(values.port);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { served, buildFailed } = await buildAndServe({ root, slugs: [], port, host: values.host, build: values.build });
  if (buildFailed && values.strict) {
    console.error('A site failed to build (see above); --strict: not serving.');
    for (const site of served) site.server.close();
    return 1;
  }
  if (served.length === 0) {
    console.error('No site could be served.');
    return 1;
  }
  console.log('');
  console.log(buildFailed ? 'Serving the sites that built (see the failures above):' : 'Serving every dealer site:');
  const width = Math.max(...served.map((s) => s.slug.length));
  for (const site of served) console.log(`  ${site.slug.padEnd(width)}  ${site.url}`);
  console.log('\nPress Ctrl+C to stop.');
  const first = served[0];
  const stopOutbox = first ? startLocalOutbox(root, first.slug, (line) => console.log(line)) : async () => {};
  closeOnSignal(served, stopOutbox);
  return 0;
}

await runCli(main);
