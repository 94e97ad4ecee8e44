/**
 * The system tools `npm test` needs besides Node and npm: Debian's Chromium for the browser tests,
 * fonts for Chromium to lay text out with (the demo brands use Arial and Helvetica; Liberation
 * has fonts of the same metrics), xmllint to validate ADF lead XML against its DTD, and Java to run
 * the Nu HTML validator (vnu-jar, an npm package of a Java program) on the built pages. Checked
 * before the tests start, so a missing one stops the run at once with the command that installs it
 * instead of failing minutes later in the middle of a suite.
 */

/** A tool the tests need and how to get it. */
export interface TestTool {
  readonly name: string;
  /** What the tests use it for. */
  readonly usedFor: string;
  /** The Debian package that installs it. */
  readonly debianPackage: string;
}

/** What the check asks of the machine; the real probe is in scripts/check-test-tools.ts. */
export interface ToolProbe {
  /** True when `file` exists and can be executed. */
  readonly isExecutable: (file: string) => boolean;
  /** True when `command` is found on PATH. */
  readonly onPath: (command: string) => boolean;
  /** The font families fontconfig knows (`fc-list : family`), or null when fc-list cannot run. */
  readonly fontFamilies: () => string | null;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM: TestTool = { name: 'Chromium', usedFor: 'the browser tests (Playwright never downloads a browser)', debianPackage: 'chromium' };
const FONTS: TestTool = { name: 'Liberation fonts', usedFor: 'Chromium to lay out the pages as shoppers see them', debianPackage: 'fonts-liberation' };
const XMLLINT: TestTool = { name: 'xmllint', usedFor: 'validating ADF lead XML against docs/standards/adf-1.0.dtd', debianPackage: 'libxml2-utils' };
const JAVA: TestTool = { name: 'Java', usedFor: 'the Nu HTML validator (vnu-jar) that checks the built pages', debianPackage: 'default-jre-headless' };

/** The tools that are missing, in the order the tests meet them. */
export function missingTestTools(env: Readonly<Record<string, string | undefined>>, probe: ToolProbe): TestTool[] {
  const missing: TestTool[] = [];
  const chromium = env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
  if (!probe.isExecutable(chromium)) {
    missing.push({ ...CHROMIUM, name: env.CHROMIUM_PATH === undefined ? `Chromium (${chromium})` : `Chromium at CHROMIUM_PATH=${chromium}` });
  }
  if (!/liberation/i.test(probe.fontFamilies() ?? '')) missing.push(FONTS);
  if (!probe.onPath('xmllint')) missing.push(XMLLINT);
  if (!probe.onPath('java')) missing.push(JAVA);
  return missing;
}

/** What to tell the person running the tests. */
export function missingToolsMessage(missing: readonly TestTool[]): string {
  const lines = missing.map((tool) => `  - ${tool.name}: for ${tool.usedFor}`);
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  return [
    'npm test needs system tools that this machine lacks:',
    ...lines,
    '',
    'Install them (Debian or Ubuntu) with:',
    `  sudo apt-get install -y ${packages}`,
    ...(missing.some((tool) => tool.debianPackage === 'chromium') ? ['or point CHROMIUM_PATH at a Chromium or Chrome binary you already have.'] : []),
  ].join('\n');
}
