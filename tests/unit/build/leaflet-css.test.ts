import { describe, expect, it } from 'vitest';
import { isDroppedLeafletDeclaration, leafletCss } from '../../../src/integration/leaflet-css.ts';

function sheet(file: string, declarations: [string, string][]) {
  const kept = [...declarations];
  return {
    kept,
    root: {
      source: { input: { file } },
      walkDecls(callback: (declaration: { prop: string; value: string; remove(): void }) => void) {
        for (const [prop, value] of declarations) callback({ prop, value, remove: () => kept.splice(kept.findIndex(([p, v]) => p === prop && v === value), 1) });
      },
    },
  };
}

describe("Leaflet's style sheet for the validator", () => {
  it('drops only the IE behavior and the plus-lighter blend mode', () => {
    expect(isDroppedLeafletDeclaration('behavior', 'url(#default#VML)')).toBe(true);
    expect(isDroppedLeafletDeclaration('mix-blend-mode', ' plus-lighter')).toBe(true);
    expect(isDroppedLeafletDeclaration('mix-blend-mode', 'multiply')).toBe(false);
    expect(isDroppedLeafletDeclaration('display', 'inline-block')).toBe(false);
  });

  it("changes Leaflet's own style sheet and no other", () => {
    const declarations: [string, string][] = [['behavior', 'url(#default#VML)'], ['display', 'inline-block'], ['mix-blend-mode', 'plus-lighter']];
    const leaflet = sheet('/project/node_modules/leaflet/dist/leaflet.css', declarations);
    leafletCss.Once(leaflet.root);
    expect(leaflet.kept).toEqual([['display', 'inline-block']]);
    const ours = sheet('/project/src/islands/maps/maps.css', declarations);
    leafletCss.Once(ours.root);
    expect(ours.kept).toEqual(declarations);
  });
});
