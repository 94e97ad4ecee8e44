/**
 * What `npm run stock:sync` prints and takes, as pure functions: its closing timeline, the dry
 * run's lines, and its options (the run itself is tests/cli/stock-sync.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { planUpload } from '../../../scripts/lib/output-manifest.ts';
import { describeUpload, formatTimeline, readSyncOptions } from '../../../scripts/lib/stock-sync.ts';
import { UsageError } from '../../../scripts/lib/cli.ts';

describe('formatTimeline', () => {
  it('gives a row per step with its seconds, then the cars, the pages and the total', () => {
    const lines = formatTimeline({
      steps: [
        { step: 'import', outcome: '106 cars: 0 added, 1 changed, 0 removed', seconds: 0.14 },
        { step: 'build', outcome: '289 pages, 16.3 MB', seconds: 9.87 },
        { step: 'search index', outcome: 'not used (embedded search: the snapshot is rebuilt with the site)', seconds: null },
        { step: 'dry run', outcome: 'would upload 21 of 723 files (1.7 MB), delete 0', seconds: 0.2 },
      ],
      cars: { added: 0, updated: 1, removed: 0, total: 106 },
      pages: { rendered: 29, kept: 404 },
      seconds: 10.43,
    });
    expect(lines.join('\n')).toBe(
      [
        'step          result                                                             seconds',
        '------------  -----------------------------------------------------------------  -------',
        'import        106 cars: 0 added, 1 changed, 0 removed                                0.1',
        'build         289 pages, 16.3 MB                                                     9.9',
        'search index  not used (embedded search: the snapshot is rebuilt with the site)        -',
        'dry run       would upload 21 of 723 files (1.7 MB), delete 0                        0.2',
        '',
        '0 added, 1 changed, 0 removed of 106 cars',
        '29 pages rendered, 404 kept of 433',
        'total 10.4 s',
      ].join('\n'),
    );
  });

  it('leaves out the cars and pages it does not know (an import that failed)', () => {
    const lines = formatTimeline({ steps: [{ step: 'import', outcome: 'failed', seconds: 0.05 }], cars: null, pages: null, seconds: 0.1 });
    expect(lines.slice(-2)).toEqual(['', 'total 0.1 s']);
    expect(lines.some((line) => line.includes('added') || line.includes('rendered'))).toBe(false);
  });
});

describe('describeUpload', () => {
  const entry = (sha1: string, size: number) => ({ sha1, size });
  it('counts the files and megabytes a deploy would upload, and the files it would delete', () => {
    const previous = { 'a.html': entry('1', 1024), 'b.html': entry('2', 1024), 'gone.html': entry('3', 10) };
    const next = { 'a.html': entry('1', 1024), 'b.html': entry('9', 1024 * 1024), 'new.html': entry('4', 1024 * 1024) };
    expect(describeUpload(planUpload(previous, next), false)).toEqual(['would upload 2 of 3 files (2.0 MB)', 'would delete 1 file']);
  });

  it('says why every file counts on the first sync', () => {
    expect(describeUpload(planUpload(null, { 'a.html': entry('1', 3 * 1024 * 1024) }), true)).toEqual([
      'would upload 1 of 1 file (3.0 MB), every file: no earlier sync to compare with',
      'would delete 0 files',
    ]);
  });
});

describe('readSyncOptions', () => {
  const values = { deploy: false, 'allow-shrink': false, data: 'data' };
  it('needs --site, and resolves --result against the folder it was run from', () => {
    expect(() => readSyncOptions(values, '/work')).toThrow(UsageError);
    expect(() => readSyncOptions(values, '/work')).toThrow('--site <slug> is required: the site to sync');
    expect(readSyncOptions({ ...values, site: 'a-dealer', result: 'results/a-dealer.json', from: 'feed.csv' }, '/work')).toEqual({
      slug: 'a-dealer',
      from: 'feed.csv',
      deploy: false,
      allowShrink: false,
      dataDir: 'data',
      resultFile: '/work/results/a-dealer.json',
    });
  });
});
