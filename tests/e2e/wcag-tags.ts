/** The axe rule tags every browser check applies: WCAG 2.2 AA and the levels under it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
