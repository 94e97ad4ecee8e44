/**
 * `npm run check:tools`: the first step of `npm test`. Exits 1 with the install command when
 * Chromium, the fonts, xmllint or Java is missing (see scripts/lib/test-tools.ts), 0 when all are there.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { parseCli } from './lib/cli.ts';
import { missingTestTools, missingToolsMessage, type ToolProbe } from './lib/test-tools.ts';

const HELP = `Checks that the system tools npm test needs are installed: Chromium (or CHROMIUM_PATH),
the Liberation fonts, xmllint and Java. Prints the command that installs what is missing.

Usage: npm run check:tools`;

const probe: ToolProbe = {
  isExecutable: (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  onPath: (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0,
  fontFamilies: () => {
    const result = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    return result.error || result.status !== 0 ? null : result.stdout;
  },
};

const values = parseCli({}, HELP);
if (typeof values === 'number') {
  process.exitCode = values;
} else {
  const missing = missingTestTools(process.env, probe);
  if (missing.length > 0) {
    console.error(missingToolsMessage(missing));
    process.exitCode = 1;
  }
}
