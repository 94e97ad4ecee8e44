/**
 * A PostCSS step for Leaflet's style sheet, which the build inlines into every page with a map, so
 * that the Nu HTML validator finds no error in those pages' CSS. It drops two declarations:
 * `behavior` (Internet Explorer's VML, a property no supported browser has) and the tiles'
 * `mix-blend-mode: plus-lighter` (valid CSS the validator does not know yet). The map island sets
 * the blend mode on each tile as it loads instead (src/islands/maps/LeafletMap.tsx), so Chromium's
 * seams between tiles stay fixed.
 */

/** The part of a PostCSS declaration and root this step uses (PostCSS comes with Vite, not with this project). */
interface Declaration {
  readonly prop: string;
  readonly value: string;
  remove(): void;
}
interface Root {
  readonly source?: { readonly input?: { readonly file?: string } };
  walkDecls(callback: (declaration: Declaration) => void): void;
}

/** Whether a declaration of Leaflet's style sheet is one the validator rejects. */
export function isDroppedLeafletDeclaration(prop: string, value: string): boolean {
  return prop === 'behavior' || (prop === 'mix-blend-mode' && value.trim() === 'plus-lighter');
}

/** The PostCSS plugin, for Vite's `css.postcss.plugins`; other style sheets pass untouched. */
export const leafletCss = {
  postcssPlugin: 'dealer-leaflet-css',
  Once(root: Root): void {
    const file = (root.source?.input?.file ?? '').replace(/\\/g, '/');
    if (!file.endsWith('/leaflet/dist/leaflet.css')) return;
    root.walkDecls((declaration) => {
      if (isDroppedLeafletDeclaration(declaration.prop, declaration.value)) declaration.remove();
    });
  },
};
