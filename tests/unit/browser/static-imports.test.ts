import { describe, expect, it } from 'vitest';
import { staticImportsOf } from '../../../src/browser/static-imports.ts';

describe('staticImportsOf', () => {
  it('reads every static import and re-export as the bundler writes them, as site paths', () => {
    const source = 'import{a as b}from"./react.CNBKo48C.js";import"./side.js";export{c}from"./shared.DNiz.js";import { d } from \'../x/y.js\';';
    expect(staticImportsOf(source, '/_astro/SearchIsland.D43LJSti.js')).toEqual(['/_astro/react.CNBKo48C.js', '/_astro/side.js', '/_astro/shared.DNiz.js', '/x/y.js']);
  });

  it('leaves dynamic imports out: they load on demand', () => {
    expect(staticImportsOf('const e=()=>import("./engine.js");import"./kept.js"', '/_astro/a.js')).toEqual(['/_astro/kept.js']);
  });
});
