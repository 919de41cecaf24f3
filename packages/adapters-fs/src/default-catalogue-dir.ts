import { fileURLToPath } from 'node:url';

/** The repository's `catalogue/` (same depth from `src/` and from `dist/`). */
export const DEFAULT_CATALOGUE_DIR = fileURLToPath(new URL('../../../catalogue/', import.meta.url));
