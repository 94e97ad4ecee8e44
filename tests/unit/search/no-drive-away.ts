import type { DriveAwayOf } from '../../../src/search/search-document.ts';

/** Documents without drive-away lines, for tests about search itself (search/drive-away-of.ts makes the real ones). */
export const NO_DRIVE_AWAY: DriveAwayOf = () => null;
