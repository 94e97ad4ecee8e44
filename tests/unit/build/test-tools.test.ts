import { describe, expect, it } from 'vitest';
import { missingTestTools, missingToolsMessage, type ToolProbe } from '../../../scripts/lib/test-tools.ts';

const machine = (has: { files?: string[]; commands?: string[]; fonts?: string | null }): ToolProbe => ({
  isExecutable: (file) => (has.files ?? []).includes(file),
  onPath: (command) => (has.commands ?? []).includes(command),
  fontFamilies: () => has.fonts ?? null,
});

const complete = machine({ files: ['/usr/bin/chromium'], commands: ['xmllint', 'java'], fonts: 'DejaVu Sans\nLiberation Sans\n' });

describe('the system tools npm test needs', () => {
  it('a machine with Chromium, the Liberation fonts, xmllint and Java lacks nothing', () => {
    expect(missingTestTools({}, complete)).toEqual([]);
  });

  it('a new machine lacks all four, and the message names the one command that installs them', () => {
    const missing = missingTestTools({}, machine({}));
    expect(missing.map((tool) => tool.debianPackage)).toEqual(['chromium', 'fonts-liberation', 'libxml2-utils', 'default-jre-headless']);
    expect(missingToolsMessage(missing)).toContain('sudo apt-get install -y chromium fonts-liberation libxml2-utils default-jre-headless');
  });

  it('CHROMIUM_PATH replaces the Debian path, and a wrong one is named', () => {
    const probe = machine({ files: ['/opt/chrome/chrome'], commands: ['xmllint', 'java'], fonts: 'Liberation Serif' });
    expect(missingTestTools({ CHROMIUM_PATH: '/opt/chrome/chrome' }, probe)).toEqual([]);
    const [chromium] = missingTestTools({ CHROMIUM_PATH: '/nowhere/chrome' }, probe);
    expect(chromium?.name).toBe('Chromium at CHROMIUM_PATH=/nowhere/chrome');
    expect(missingToolsMessage(chromium ? [chromium] : [])).toContain('CHROMIUM_PATH');
  });

  it('fonts count only when fontconfig lists Liberation', () => {
    const withoutLiberation = machine({ files: ['/usr/bin/chromium'], commands: ['xmllint', 'java'], fonts: 'DejaVu Sans' });
    expect(missingTestTools({}, withoutLiberation).map((tool) => tool.debianPackage)).toEqual(['fonts-liberation']);
  });

  it('xmllint alone missing asks for libxml2-utils only', () => {
    const message = missingToolsMessage(missingTestTools({}, machine({ files: ['/usr/bin/chromium'], commands: ['java'], fonts: 'Liberation Mono' })));
    expect(message).toContain('sudo apt-get install -y libxml2-utils');
    expect(message).not.toContain('CHROMIUM_PATH');
  });

  it('Java alone missing asks for the headless Java runtime, for the Nu HTML validator', () => {
    const missing = missingTestTools({}, machine({ files: ['/usr/bin/chromium'], commands: ['xmllint'], fonts: 'Liberation Sans' }));
    expect(missing.map((tool) => tool.name)).toEqual(['Java']);
    expect(missingToolsMessage(missing)).toContain('sudo apt-get install -y default-jre-headless');
  });
});
