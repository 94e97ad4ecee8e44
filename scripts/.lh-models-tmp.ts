import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { serveSite } from '/work/wt-models/scripts/lib/static-server.ts';
const [site, port, ...paths] = process.argv.slice(2);
const server = await serveSite(`/work/wt-models/dist/${site}`, Number(port), '127.0.0.1');
for (const p of paths) {
  const out = `/tmp/lh-${site}-${p.replace(/\W/g, '_')}.json`;
  await promisify(execFile)(process.execPath, ['/work/wt-models/node_modules/lighthouse/cli/index.js', `http://127.0.0.1:${port}${p}`, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, timeout: 180000 });
  const r = JSON.parse(await readFile(out, 'utf8'));
  const a = r.audits;
  console.log(site, p, Object.fromEntries(Object.entries(r.categories).map(([k, v]: [string, any]) => [k, Math.round(v.score * 100)])), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'SI', Math.round(a['speed-index'].numericValue));
}
server.closeAllConnections(); server.close(); process.exit(0);
