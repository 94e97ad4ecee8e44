import { describe, expect, it } from 'vitest';
import { BODIES, COLOURS } from '../../../src/domain/cars/car.ts';
import { CAR_VIEWS, carImageSvg } from '../../../src/demo-data/images.ts';
import { allStrings, generateAll } from './helpers.ts';

const sites = await generateAll();

describe.each(sites.map((s) => [s.config.slug, s] as const))('generated files of %s', (_slug, { data }) => {
  const byPath = new Map(data.files.map((f) => [f.path, f.contents]));
  const content = { ...data, files: [] };

  it('every /generated/ file the data links to is produced, and nothing else', () => {
    const linked = new Set(allStrings(content).filter((s) => s.startsWith('/generated/')).map((s) => s.slice(1)));
    expect(linked.size).toBeGreaterThan(0);
    expect([...linked].filter((p) => !byPath.has(p))).toEqual([]);
    expect([...byPath.keys()].filter((p) => !linked.has(p))).toEqual([]);
  });

  it('links point only at generated files, never at other hosts', () => {
    const imageUrls = allStrings(content).filter((s) => /\.(svg|png|jpe?g|webp|gif|pdf)$/.test(s));
    for (const url of imageUrls) expect(url).toMatch(/^\/generated\//);
  });

  it('SVGs are self-contained vector files', () => {
    for (const [path, contents] of byPath) {
      if (!path.endsWith('.svg')) continue;
      expect(contents.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(contents.endsWith('</svg>\n'), path).toBe(true);
      expect(contents, path).not.toMatch(/<image|href="(?!#)|url\((?!#)|@import/);
      expect(contents.split('<svg').length, path).toBe(2);
    }
  });

  it('hero slide images are wide, brand-coloured and under 4 KB', () => {
    for (const slide of data.slides) {
      const svg = byPath.get(slide.image.url.slice(1)) ?? '';
      expect(svg).toContain('viewBox="0 0 1600 700"');
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });

  it('history reports are one-page PDFs with a correct cross-reference table', () => {
    const reports = [...byPath].filter(([path]) => path.endsWith('.pdf'));
    expect(reports.length).toBeGreaterThan(0);
    for (const [, pdf] of reports.slice(0, 10)) {
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf).toMatch(/^[\x20-\x7e\n]*$/);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
      expect(pdf.slice(startxref).startsWith('xref\n')).toBe(true);
      const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    }
  });
});

describe('car images', () => {
  it('every body, colour and view has its own drawing', () => {
    const drawings = new Set<string>();
    for (const body of BODIES) for (const colour of COLOURS) for (const view of CAR_VIEWS) drawings.add(carImageSvg(body, colour, view));
    expect(drawings.size).toBe(BODIES.length * COLOURS.length * CAR_VIEWS.length);
  });

  it('two sites that share a file path draw identical bytes', () => {
    const seen = new Map<string, string>();
    for (const { data } of sites) {
      for (const file of data.files) {
        const other = seen.get(file.path);
        if (other !== undefined) expect(file.contents, file.path).toBe(other);
        seen.set(file.path, file.contents);
      }
    }
  });
});
