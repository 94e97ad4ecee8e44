import { fileURLToPath } from 'node:url';

/** The repository root, where `sites/`, `public/` and `content/` live. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
